import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { booksMeeting, getOperation } from '@/lib/operations/registry';
import { liveBookingOfLead } from '@/lib/scheduling/bookings';
import { canonicalZone, DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { bookPageUrl, bookToken } from '@/lib/scheduling/scheduling-links';
import { requestClientHoldsItsMeetings } from '@/lib/scheduling/request-client-limit';
import type { DeliveryContext } from './delivery-context';
import type { StoredLead } from './stored-lead';

/** How many free times the demo confirmation offers (DESIGN "Scheduling": "the next few"). */
export const OFFERED_SLOTS = 3;

/**
 * What a demo confirmation says of the meeting: the time already booked (an agent's
 * `preferredStart`), or the next free times as links to the booking page, in the person's zone.
 */
export type ConfirmationScheduling =
  | { kind: 'booked'; start: Date; timeZone: string }
  | { kind: 'offer'; zone: string; slots: { start: Date; url: string }[]; allTimesUrl: string };

/**
 * The meeting part of a lead's confirmation, or undefined for a confirmation without one (not a
 * demo, scheduling off, its client holding its meetings already, no free time, or the calendar failing: the confirmation matters more than
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

  let starts: Date[];
  try {
    starts = await scheduling.freeStarts(database, now, OFFERED_SLOTS);
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
