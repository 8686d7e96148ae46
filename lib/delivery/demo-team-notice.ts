import { getOperation } from '@/lib/operations/registry';
import type { BookingJob } from '@/lib/queue/delivery-queue';
import { bookingsOfLead, type Booking } from '@/lib/scheduling/bookings';
import type { Sql } from '@/lib/store/database';
import type { StoredLead } from './stored-lead';

/**
 * One notice per demo (docs/decisions.md "One notice per demo"): the team hears of a demo request
 * once, in the lead's own notification, which says the meeting as it stands when it goes (booked
 * with the request, or from the thank-you page while the notification waited for it,
 * lib/acceptance/demo-notice-wait.ts). A booking's notice is sent only for a change the team has not
 * been told of: a booking, a move or a cancel after the notification went.
 */

/** What the lead's team-notification row says it told: `booking <id> <sequence>`, the booking as it stood. */
export const toldBookingDetail = (booking: Pick<Booking, 'id' | 'sequence'>) => `booking ${booking.id} ${booking.sequence}`;

/** The detail of a booking's notice that was not sent: the lead's notification says the change. */
export const TOLD_WITH_REQUEST = 'told with the request';

/** The lead's latest booking, whatever became of it: its notification says the meeting when it is still live. */
export async function latestBookingOfLead(sql: Sql, leadId: string): Promise<Booking | undefined> {
  return (await bookingsOfLead(sql, leadId)).at(-1);
}

/**
 * Whether the lead's notification tells the team of this change of its booking, so that its own
 * notice would say it twice: the notification has yet to go (it will read the booking then), unless
 * the lead waits for a digest, which lists leads without their meetings; or it went after this
 * change, and named it. Both run under the lead's lock, so one of them reads what the other did.
 */
export async function toldWithRequest(sql: Sql, lead: StoredLead, job: Pick<BookingJob, 'bookingId' | 'sequence'>): Promise<boolean> {
  const { rows } = await sql.query<{ detail: string | null }>(
    `SELECT detail FROM deliveries WHERE lead_id = $1 AND kind = 'team-notification'`,
    [lead.id],
  );
  const [told] = rows;
  if (!told) return !lead.teamDigestSlot && getOperation(lead.operation).deliveries.includes('team-notification');
  const [, bookingId, sequence] = /^booking (\S+) (\d+)$/.exec(told.detail ?? '') ?? [];
  return bookingId === job.bookingId && Number(sequence) >= job.sequence;
}
