import { Temporal } from 'temporal-polyfill';

/** docs/decisions.md "Follow-up slot": 30 minutes at the first working slot at least one hour after submission. */
export const FOLLOW_UP_MINUTES = 30;
const LEAD_TIME_MINUTES = 60;
const DAY_STARTS = 9 * 60;
const DAY_ENDS = 18 * 60;

/**
 * The follow-up's start: the first half-hour slot, Monday to Friday between 09:00 and 18:00 in
 * the team's time zone, that starts at least an hour after `submittedAt`. On a working day that is
 * always within 24 hours, the follow-up the quote and demo requests promise (followUpWithinHours).
 * The team's clock is read through Temporal (temporal-polyfill), which knows the zone's rules, so
 * a day that changes the clocks needs no arithmetic of ours.
 */
export function followUpSlot(submittedAt: Date, timeZone: string): { start: Date; end: Date } {
  const earliest = Temporal.Instant.fromEpochMilliseconds(submittedAt.getTime() + LEAD_TIME_MINUTES * 60_000).toZonedDateTimeISO(timeZone);
  // Round up to the next half hour of the team's clock.
  let minutes = Math.ceil((earliest.hour * 60 + earliest.minute) / 30) * 30;
  let day = earliest.toPlainDate();
  for (let attempts = 0; attempts < 8; attempts++) {
    // Temporal counts weekdays from Monday (1) to Sunday (7).
    const working = day.dayOfWeek <= 5;
    const startMinutes = Math.max(minutes, DAY_STARTS);
    if (working && startMinutes + FOLLOW_UP_MINUTES <= DAY_ENDS) {
      const wallTime = day.toPlainDateTime({ hour: Math.floor(startMinutes / 60), minute: startMinutes % 60 });
      // A time the clocks show twice is the later one; one they skip moves past the gap.
      const start = new Date(wallTime.toZonedDateTime(timeZone, { disambiguation: 'later' }).epochMilliseconds);
      return { start, end: new Date(start.getTime() + FOLLOW_UP_MINUTES * 60_000) };
    }
    day = day.add({ days: 1 });
    minutes = DAY_STARTS;
  }
  throw new Error('No working slot within a week');
}
