import type { Client } from '@/lib/abuse/client-network';
import { cancelMeeting } from './book-meeting';
import { bookingMailRefusal, countBookingMail, type MailRefusal } from './booking-mail';
import { findBooking } from './bookings';
import type { MeetingServices } from './meeting-transaction';
import { openCancelLink } from './open-link';

export type CancelOutcome =
  | { outcome: 'cancelled' }
  | { outcome: 'not-live' }
  /** The mailbox, the client or the site has had its mail for now: the meeting stands (lib/scheduling/booking-mail.ts). */
  | ({ outcome: 'mail-limit' } & MailRefusal)
  | { outcome: 'invalid-link' };

/**
 * Cancels the meeting a cancel link names: the button's POST on the cancel page (never its GET).
 * One transaction frees the slot and enqueues the person's CANCEL and the team's note; a meeting
 * already cancelled is left as it is and sends nothing again. The CANCEL is a mail like any other:
 * past the mailbox's cap (or the client's share) the meeting is not cancelled, rather than
 * cancelled without telling the person's calendar.
 */
export async function cancelMeetingFromLink(
  { database, boss, scheduling }: MeetingServices,
  request: { token: unknown; now: Date; poster: Client },
): Promise<CancelOutcome> {
  const link = await openCancelLink(database, request.token, { secret: scheduling.settings.secret, now: request.now });
  if (!link.valid) return { outcome: 'invalid-link' };
  const lead = { id: link.lead.id, reference: link.lead.reference };
  const person = { mailbox: link.lead.mailbox, client: link.lead.client ?? request.poster, confirmationHeld: link.lead.confirmationHeld };
  return database.transaction(async (tx): Promise<CancelOutcome> => {
    if (link.booking.status !== 'booked') return { outcome: 'not-live' };
    const refusal = await bookingMailRefusal(tx, person, database.kind === 'postgres');
    if (refusal) return { outcome: 'mail-limit', ...refusal };
    if (!(await cancelMeeting({ tx, boss }, { lead, bookingId: link.booking.id }))) return { outcome: 'not-live' };
    await countBookingMail(tx, (await findBooking(tx, link.booking.id))!);
    return { outcome: 'cancelled' };
  });
}
