import { cancelMeeting } from './book-meeting';
import { countBookingMail, lockMailboxCount } from './booking-mail';
import { findBooking } from './bookings';
import type { MeetingServices } from './meeting-transaction';
import { openCancelLink } from './open-link';

export type CancelOutcome =
  | { outcome: 'cancelled' }
  | { outcome: 'not-live' }
  /** The link is an older email's: the meeting has moved since, and only the newest email's links change it. */
  | { outcome: 'superseded' }
  | { outcome: 'invalid-link' };

/**
 * Cancels the meeting a cancel link names: the button's POST on the cancel page (never its GET).
 * One transaction frees the slot and enqueues the person's CANCEL and the team's note; a meeting
 * already cancelled is left as it is and sends nothing again. Only the newest email's link cancels:
 * one the meeting has moved past, even by a move committed after the link was read, changes nothing.
 * A cancel is never refused for mail: only the mailbox's own links cancel, so whoever presses one
 * reads the mailbox, and keeping her meeting against her will would hold the team's time for nobody.
 * Its CANCEL is counted against the mailbox's cap like any mail (lib/scheduling/booking-mail.ts).
 */
export async function cancelMeetingFromLink(
  { database, boss, scheduling }: MeetingServices,
  request: { token: unknown; now: Date },
): Promise<CancelOutcome> {
  const link = await openCancelLink(database, request.token, { secret: scheduling.settings.secret, now: request.now });
  if (!link.valid) return { outcome: link.reason === 'superseded' ? 'superseded' : 'invalid-link' };
  const lead = { id: link.lead.id, reference: link.lead.reference };
  const { id: bookingId, sequence } = link.booking;
  return database.transaction(async (tx): Promise<CancelOutcome> => {
    if (link.booking.status !== 'booked') return { outcome: 'not-live' };
    await lockMailboxCount(tx, link.lead.mailbox, database.kind === 'postgres');
    if (!(await cancelMeeting({ tx, boss }, { lead, bookingId, sequence }))) return { outcome: 'not-live' };
    await countBookingMail(tx, (await findBooking(tx, bookingId))!);
    return { outcome: 'cancelled' };
  });
}
