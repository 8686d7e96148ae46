import type { Client } from '@/lib/abuse/client-network';
import { cancelMeeting } from './book-meeting';
import { bookingMailRefusal, countBookingMail, type MailRefusal } from './booking-mail';
import { findBooking } from './bookings';
import type { MeetingServices } from './meeting-transaction';
import { openCancelLink } from './open-link';

export type CancelOutcome =
  | { outcome: 'cancelled' }
  | { outcome: 'not-live' }
  /** The link is an older email's: the meeting has moved since, and only the newest email's links change it. */
  | { outcome: 'superseded' }
  /** The mailbox, the client or the site has had its mail for now: the meeting stands (lib/scheduling/booking-mail.ts). */
  | ({ outcome: 'mail-limit' } & MailRefusal)
  | { outcome: 'invalid-link' };

/**
 * Cancels the meeting a cancel link names: the button's POST on the cancel page (never its GET).
 * One transaction frees the slot and enqueues the person's CANCEL and the team's note; a meeting
 * already cancelled is left as it is and sends nothing again. Only the newest email's link cancels:
 * one the meeting has moved past, even by a move committed after the link was read, changes nothing.
 * The CANCEL is a mail like any other: past the mailbox's cap (or the client's share) the meeting is
 * not cancelled, rather than cancelled without telling the person's calendar.
 */
export async function cancelMeetingFromLink(
  { database, boss, scheduling }: MeetingServices,
  request: { token: unknown; now: Date; poster: Client },
): Promise<CancelOutcome> {
  const link = await openCancelLink(database, request.token, { secret: scheduling.settings.secret, now: request.now });
  if (!link.valid) return { outcome: link.reason === 'superseded' ? 'superseded' : 'invalid-link' };
  const lead = { id: link.lead.id, reference: link.lead.reference };
  const person = { mailbox: link.lead.mailbox, client: link.lead.client ?? request.poster, confirmationHeld: link.lead.confirmationHeld };
  const { id: bookingId, sequence } = link.booking;
  return database.transaction(async (tx): Promise<CancelOutcome> => {
    if (link.booking.status !== 'booked') return { outcome: 'not-live' };
    const refusal = await bookingMailRefusal(tx, person, database.kind === 'postgres');
    if (refusal) return { outcome: 'mail-limit', ...refusal };
    if (!(await cancelMeeting({ tx, boss }, { lead, bookingId, sequence }))) return { outcome: 'not-live' };
    await countBookingMail(tx, (await findBooking(tx, bookingId))!);
    return { outcome: 'cancelled' };
  });
}
