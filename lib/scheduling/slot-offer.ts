import type { PageServices } from './book-page-view';
import { liveBookingOfLead } from './bookings';
import { freeSlots, type Interval } from './free-slots';
import { bookToken } from './scheduling-links';

/** How many free times a demo request's thank-you and its confirmation email offer (the booking page lists them all). */
export const OFFERED_SLOTS = 6;

export interface SlotOffer {
  /** The `book` token of the request, for the links to the booking page. */
  token: string;
  starts: Date[];
}

/**
 * The next free times to offer the person who has just sent a demo request, with the token that
 * lets them book one; none when the request already holds a meeting, or nothing is free.
 * `alsoBusy` is time about to be taken that the calendar does not show yet (the request's own
 * follow-up call, written a moment after the answer): a time offered now must still be free when
 * the person opens it.
 */
export async function slotOffer(
  { database, scheduling }: PageServices,
  leadId: string,
  now: Date,
  alsoBusy: readonly Interval[] = [],
): Promise<SlotOffer | undefined> {
  if (await liveBookingOfLead(database, leadId)) return undefined;
  const starts = await offeredStarts({ database, scheduling }, now, alsoBusy);
  if (!starts.length) return undefined;
  return { token: bookToken(leadId, scheduling.settings.secret, now, scheduling.rules.horizonDays), starts };
}

/**
 * The free times a demo request is offered: one list for its thank-you (slotOffer) and its
 * confirmation email (lib/delivery/confirmation-scheduling.ts), so that the email offers the times
 * the page did (issue 45: they differed, three against six, the email's ignoring the follow-up).
 */
export async function offeredStarts(
  { database, scheduling }: PageServices,
  now: Date,
  alsoBusy: readonly Interval[] = [],
): Promise<Date[]> {
  const busy = [...(await scheduling.calendarBusy(now)), ...alsoBusy];
  return freeSlots(await scheduling.slotInput(database, now, busy), OFFERED_SLOTS);
}
