import { cancelMeeting } from './book-meeting';
import type { MeetingServices } from './meeting-transaction';
import { openCancelLink } from './open-link';

export type CancelOutcome = { outcome: 'cancelled' } | { outcome: 'not-live' } | { outcome: 'superseded' } | { outcome: 'invalid-link' };

/**
 * Cancels the meeting a cancel link names: the button's POST on the cancel page (never its GET).
 * One transaction frees the slot and enqueues the person's CANCEL and the team's note; a meeting
 * already cancelled is left as it is and sends nothing again. Only the newest email's link cancels:
 * one the meeting has moved past, even by a move committed after the link was read, changes nothing.
 */
export async function cancelMeetingFromLink(
  { database, boss, scheduling }: MeetingServices,
  request: { token: unknown; now: Date },
): Promise<CancelOutcome> {
  const link = await openCancelLink(database, request.token, { secret: scheduling.settings.secret, now: request.now });
  if (!link.valid) return { outcome: link.reason === 'superseded' ? 'superseded' : 'invalid-link' };
  const lead = { id: link.lead.id, reference: link.lead.reference };
  const { id: bookingId, sequence } = link.booking;
  const cancelled = await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId, sequence }));
  return { outcome: cancelled ? 'cancelled' : 'not-live' };
}
