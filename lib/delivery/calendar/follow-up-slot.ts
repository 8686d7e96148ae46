import { createHash } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import type { BusyInterval } from './busy-intervals';

/**
 * docs/decisions.md "Follow-up slot": 30 minutes, on the half-hour grid of the working hours, at
 * least an hour after submission, in the team's free time, within one working day.
 */
export const FOLLOW_UP_MINUTES = 30;
const LEAD_TIME_MINUTES = 60;
const DAY_STARTS = 9 * 60;
const DAY_ENDS = 18 * 60;
/** One working day, the site's promise (followUpWithinWorkingDay): the working minutes of a whole day. */
const WORKING_DAY_MINUTES = DAY_ENDS - DAY_STARTS;

export interface Slot {
  start: Date;
  end: Date;
}

/** Temporal counts weekdays from Monday (1) to Sunday (7). */
const isWorkingDay = (day: Temporal.PlainDate) => day.dayOfWeek <= 5;

/** The instant a wall time of the team's day shows: one the clocks show twice is the later, one they skip moves past the gap. */
function instantOf(day: Temporal.PlainDate, minutes: number, timeZone: string): Date {
  const wallTime = day.toPlainDateTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
  return new Date(wallTime.toZonedDateTime(timeZone, { disambiguation: 'later' }).epochMilliseconds);
}

/**
 * When "within one working day" of `submittedAt` ends: a whole working day's minutes of working
 * time (Monday to Friday, 09:00-18:00 on the team's clock) after it. A Wednesday 10:00 request is
 * due by Thursday 10:00; a Friday 17:30 one by Monday 17:30 (half an hour on Friday, the rest on
 * Monday); a Saturday one by Monday 18:00. Holidays are not known: a working day is a weekday.
 */
export function followUpDeadline(submittedAt: Date, timeZone: string): Date {
  const at = Temporal.Instant.fromEpochMilliseconds(submittedAt.getTime()).toZonedDateTimeISO(timeZone);
  let day = at.toPlainDate();
  let from = at.hour * 60 + at.minute + (at.second > 0 || at.millisecond > 0 ? 1 : 0);
  let left = WORKING_DAY_MINUTES;
  for (;;) {
    if (isWorkingDay(day)) {
      const start = Math.max(from, DAY_STARTS);
      const available = Math.max(0, DAY_ENDS - start);
      if (left <= available) return instantOf(day, start + left, timeZone);
      left -= available;
    }
    day = day.add({ days: 1 });
    from = 0;
  }
}

/**
 * Every slot the follow-up may take, soonest first: half-hour starts on the team's clock, Monday to
 * Friday between 09:00 and 18:00, at least an hour after `submittedAt`, ending by the deadline of
 * one working day. The team's clock is read through Temporal (temporal-polyfill), which knows the
 * zone's rules, so a day that changes the clocks needs no arithmetic of ours.
 */
export function followUpCandidates(submittedAt: Date, timeZone: string): Slot[] {
  const deadline = followUpDeadline(submittedAt, timeZone).getTime();
  const earliest = Temporal.Instant.fromEpochMilliseconds(submittedAt.getTime() + LEAD_TIME_MINUTES * 60_000).toZonedDateTimeISO(timeZone);
  // Round up to the next half hour of the team's clock.
  let minutes = Math.ceil((earliest.hour * 60 + earliest.minute + (earliest.second > 0 ? 1 : 0)) / 30) * 30;
  let day = earliest.toPlainDate();
  const slots: Slot[] = [];
  // Eight days reach past any weekend; the deadline stops the walk well before.
  for (let days = 0; days < 8; days++, day = day.add({ days: 1 }), minutes = 0) {
    if (!isWorkingDay(day)) continue;
    for (let start = Math.max(minutes, DAY_STARTS); start + FOLLOW_UP_MINUTES <= DAY_ENDS; start += 30) {
      const slotStart = instantOf(day, start, timeZone);
      const slot = { start: slotStart, end: new Date(slotStart.getTime() + FOLLOW_UP_MINUTES * 60_000) };
      if (slot.end.getTime() > deadline) return slots;
      slots.push(slot);
    }
  }
  return slots;
}

const overlaps = (slot: Slot, busy: BusyInterval) => busy.start.getTime() < slot.end.getTime() && busy.end.getTime() > slot.start.getTime();

/**
 * The follow-up's slot: the first candidate (followUpCandidates) that overlaps none of the team's
 * busy times (its meetings, its other follow-ups). When the working day is full, the promise wins
 * over a free calendar: a candidate chosen by `key` (the event's id), so that a flood of follow-ups
 * spreads over the day instead of piling onto its first slot, the same one for the same key. With no
 * busy times, the first candidate (the slot the confirmation and the booking page leave out).
 */
export function followUpSlot(submittedAt: Date, timeZone: string, busy: readonly BusyInterval[] = [], key = ''): Slot {
  const candidates = followUpCandidates(submittedAt, timeZone);
  if (!candidates.length) throw new Error('No working slot within one working day');
  const free = candidates.find((slot) => !busy.some((interval) => overlaps(slot, interval)));
  if (free) return free;
  const spread = createHash('sha256').update(key).digest().readUInt32BE(0) % candidates.length;
  return candidates[spread]!;
}
