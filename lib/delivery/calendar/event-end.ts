import type { calendar_v3 } from '@googleapis/calendar';
import { Temporal } from 'temporal-polyfill';

/**
 * When a calendar event ends, as the calendar holds it (the team may have moved it): a timed event
 * at its `dateTime`; an all-day one at the start of its (exclusive) end `date` in the team's time
 * zone, not at UTC midnight. Read through Temporal (temporal-polyfill), which knows the zone's
 * rules. Nothing when the calendar gave neither.
 */
export function eventEnd(end: calendar_v3.Schema$EventDateTime, timeZone: string): Temporal.Instant | undefined {
  // RFC 3339 with an offset, as Google answers; one without is in the event's zone (Google allows that in requests).
  if (end.dateTime) {
    return /(Z|[+-]\d\d:?\d\d)$/i.test(end.dateTime)
      ? Temporal.Instant.from(end.dateTime)
      : Temporal.PlainDateTime.from(end.dateTime)
          .toZonedDateTime(end.timeZone ?? timeZone)
          .toInstant();
  }
  if (end.date) return Temporal.PlainDate.from(end.date).toZonedDateTime(timeZone).toInstant();
  return undefined;
}

/** Whether the event has ended by `now`; one without an end the calendar gave has not. */
export function endedBy(end: calendar_v3.Schema$EventDateTime, timeZone: string, now: Date): boolean {
  const instant = eventEnd(end, timeZone);
  return instant !== undefined && instant.epochMilliseconds <= now.getTime();
}
