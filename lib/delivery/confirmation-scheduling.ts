import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { booksMeeting, getOperation } from '@/lib/operations/registry';
import { findBookingLead } from '@/lib/scheduling/booking-lead';
import { invitationRefusedNow } from '@/lib/scheduling/booking-mail';
import { liveBookingOfLead } from '@/lib/scheduling/bookings';
import { canonicalZone, DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { bookPageUrl, bookToken } from '@/lib/scheduling/scheduling-links';
import { requestClientHoldsItsMeetings } from '@/lib/scheduling/request-client-limit';
import { offeredStarts } from '@/lib/scheduling/slot-offer';
import { followUpSlot } from './calendar/follow-up-slot';
import type { DeliveryContext } from './delivery-context';
import type { StoredLead } from './stored-lead';

/**
 * What a demo confirmation says of the meeting: the time already booked (an agent's
 * `preferredStart`), or the next free times as links to the booking page, in the person's zone.
 */
export type ConfirmationScheduling =
  | { kind: 'booked'; start: Date; timeZone: string }
  | { kind: 'offer'; zone: string; slots: { start: Date; url: string }[]; allTimesUrl: string };

/**
 * The meeting part of a lead's confirmation, or undefined for a confirmation without one (not a
 * demo, scheduling off, its client holding its meetings already, its invitation refused by a limit
 * on mail, no free time, or the calendar failing: the confirmation matters more than
 * the offer, so a failure is logged, without the lead's data, and the mail goes without it).
 */
export async function confirmationScheduling(
  lead: StoredLead,
  context: Pick<DeliveryContext, 'database' | 'scheduling' | 'settings'>,
  now = new Date(),
): Promise<ConfirmationScheduling | undefined> {
  const { database, scheduling, settings } = context;
  if (!booksMeeting(getOperation(lead.operation))) return undefined;
  const booking = await liveBookingOfLead(database, lead.id);
  // Its booking email follows with the invitation; the confirmation only says the time is settled.
  if (booking) return { kind: 'booked', start: booking.start, timeZone: booking.timeZone };
  if (!scheduling || (await requestClientHoldsItsMeetings(database, scheduling, lead.id))) return undefined;
  // Nor times whose invitation a limit on mail would refuse now, as the thank-you page offers none then (lib/forms/offered-slots.ts).
  const request = await findBookingLead(database, lead.id);
  if (!request || (await invitationRefusedNow(database, request))) return undefined;

  let starts: Date[];
  try {
    // The times the thank-you page offered (lib/forms/offered-slots.ts): the same list, its
    // follow-up call's time kept busy alike, in the zone the page showed (the request's timeZone).
    starts = await offeredStarts({ database, scheduling }, now, [followUpSlot(lead.createdAt, scheduling.settings.timeZone)]);
  } catch (error) {
    log.warn(
      { component: 'deliveries', reference: lead.reference, operation: lead.operation, error: describeErrorSafely(error) },
      `the free demo times could not be read; the confirmation of lead ${lead.reference} goes without them`,
    );
    return undefined;
  }
  if (!starts.length) return undefined;

  const zone = canonicalZone(lead.payload.timeZone) ?? DEFAULT_ZONE[lead.locale];
  // Counted from the lead's arrival, not from this attempt: a retry sends the same token, and
  // Resend refuses a known idempotency key with another body.
  const token = bookToken(lead.id, scheduling.settings.secret, lead.createdAt, scheduling.rules.horizonDays);
  return {
    kind: 'offer',
    zone,
    slots: starts.map((start) => ({ start, url: bookPageUrl(settings.siteUrl, lead.locale, token, { start, zone }) })),
    allTimesUrl: bookPageUrl(settings.siteUrl, lead.locale, token, { zone }),
  };
}
