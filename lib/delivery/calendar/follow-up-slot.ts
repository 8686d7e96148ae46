import { fromWallTime, toWallTime, type WallTime } from './zoned-time';

/** docs/decisions.md "Follow-up slot": 30 minutes at the first working slot at least one hour after submission. */
export const FOLLOW_UP_MINUTES = 30;
const LEAD_TIME_MINUTES = 60;
const DAY_STARTS = 9 * 60;
const DAY_ENDS = 18 * 60;

/**
 * The follow-up's start: the first half-hour slot, Monday to Friday between 09:00 and 18:00 in
 * the team's time zone, that starts at least an hour after `submittedAt`. On a working day that is
 * always within 24 hours, the follow-up the quote and demo requests promise (followUpWithinHours).
 */
export function followUpSlot(submittedAt: Date, timeZone: string): { start: Date; end: Date } {
  const earliest = toWallTime(new Date(submittedAt.getTime() + LEAD_TIME_MINUTES * 60_000), timeZone);
  // Round up to the next half hour of the team's clock.
  let minutes = Math.ceil((earliest.hour * 60 + earliest.minute) / 30) * 30;
  let day: WallTime = earliest;
  for (let attempts = 0; attempts < 8; attempts++) {
    const working = day.weekday >= 1 && day.weekday <= 5;
    const startMinutes = Math.max(minutes, DAY_STARTS);
    if (working && startMinutes + FOLLOW_UP_MINUTES <= DAY_ENDS) {
      const { year, month, day: date } = day;
      const start = fromWallTime({ year, month, day: date, hour: Math.floor(startMinutes / 60), minute: startMinutes % 60 }, timeZone);
      return { start, end: new Date(start.getTime() + FOLLOW_UP_MINUTES * 60_000) };
    }
    day = nextDay(day, timeZone);
    minutes = DAY_STARTS;
  }
  throw new Error('No working slot within a week');
}

function nextDay(day: WallTime, timeZone: string): WallTime {
  // Noon avoids landing on a daylight-saving gap.
  const noon = fromWallTime({ year: day.year, month: day.month, day: day.day, hour: 12, minute: 0 }, timeZone);
  return toWallTime(new Date(noon.getTime() + 24 * 3_600_000), timeZone);
}
