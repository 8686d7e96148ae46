import type { Sql } from '@/lib/store/database';
import { clientHoldsItsMeetings } from './book-meeting';
import { findBookingLead } from './booking-lead';
import type { Scheduling } from './scheduling';

/**
 * Whether the client a demo request came from already holds its meetings (BOOKINGS_PER_CLIENT): its
 * times are then not offered, on the thank-you nor in the confirmation, since booking one is refused.
 */
export async function requestClientHoldsItsMeetings(sql: Sql, scheduling: Pick<Scheduling, 'settings'>, leadId: string): Promise<boolean> {
  const client = (await findBookingLead(sql, leadId))?.client;
  return client ? clientHoldsItsMeetings(sql, client, scheduling.settings.bookingsPerClient) : false;
}
