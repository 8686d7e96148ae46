import type { calendar_v3 } from '@googleapis/calendar';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { liveBookingsBetween } from '@/lib/scheduling/bookings';
import { withFollowUpSlotsLock } from '@/lib/store/lead-lock';
import type { DeliveryContext } from '../delivery-context';
import type { StoredLead } from '../stored-lead';
import type { BusyInterval } from './busy-intervals';
import { followUpEventFor, followUpEventId } from './follow-up-event';
import { followUpCandidates, followUpSlot } from './follow-up-slot';

/**
 * Puts the lead's own follow-up in the team's calendar at the first free slot within one working
 * day of `after` (its arrival, or the cancellation that gave it back), and answers its event id.
 *
 * Exactly once, and never moved: the event id is the lead's (followUpEventId), and an event the
 * calendar already holds under it (an earlier attempt that got through before it was recorded) is
 * left where it is, whatever is free now. Two follow-ups placed at once (two leads, two instances)
 * take turns under one lock, so the second sees the first's event as busy and takes another time.
 */
export async function placeFollowUp(
  lead: StoredLead,
  after: Date,
  context: DeliveryContext,
  /** insert for a new follow-up; upsert for one given back, whose id Google keeps once deleted. */
  write: 'insert' | 'upsert',
): Promise<{ id: string }> {
  const { database, calendar, settings } = context;
  const id = followUpEventId(lead);
  return withFollowUpSlotsLock(database, async () => {
    if (await calendar.find(settings.calendarId, id)) return { id };
    const busy = await teamBusy(lead, after, context);
    const { start, end } = followUpSlot(after, settings.timeZone, busy, id);
    const event: calendar_v3.Schema$Event & { id: string } = followUpEventFor([lead], {
      id,
      start: { dateTime: start.toISOString(), timeZone: settings.timeZone },
      end: { dateTime: end.toISOString(), timeZone: settings.timeZone },
    });
    return calendar[write](settings.calendarId, event);
  });
}

/**
 * The team's busy times over the follow-up's candidates: the calendar's (its meetings, its other
 * follow-ups, and the calendars scheduling reads, GOOGLE_BUSY_CALENDAR_IDS) and the store's booked
 * meetings (one booked a moment ago may not be in the calendar yet). A calendar that cannot be read
 * costs the follow-up its spread, not its place: it goes at the first slot the bookings leave, as
 * it did before follow-ups looked for free time, and the log says why.
 */
async function teamBusy(lead: StoredLead, after: Date, context: DeliveryContext): Promise<BusyInterval[]> {
  const { database, calendar, settings, scheduling } = context;
  const candidates = followUpCandidates(after, settings.timeZone);
  const [first, last] = [candidates[0], candidates.at(-1)];
  if (!first || !last) return [];
  const calendarIds = [...new Set([settings.calendarId, ...(scheduling?.settings.busyCalendarIds ?? [])])];
  const bookings = await liveBookingsBetween(database, first.start, last.end);
  try {
    return [...(await calendar.busy(calendarIds, first.start, last.end)), ...bookings];
  } catch (error) {
    log.warn(
      { component: 'deliveries', reference: lead.reference, operation: lead.operation, error: describeErrorSafely(error) },
      `the team calendar's busy times could not be read; the follow-up of lead ${lead.reference} goes at the first slot free of meetings`,
    );
    return bookings;
  }
}
