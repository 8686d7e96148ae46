import { Temporal } from 'temporal-polyfill';
import { WEEKDAYS, type BookingRules, type WorkingRange } from './booking-rules';

/**
 * The free slot starts the team can offer: a fixed grid inside working hours in the team's zone,
 * later than the minimum notice, within the horizon, clear of every busy time by the buffer, on days
 * not already holding the day's number of bookings. Everything goes through Temporal (the
 * temporal-polyfill package until Node ships it), whose zone rules answer what a local time means on
 * a day the clocks change; no offset is computed here.
 *
 * The grid: slot starts are the local times `range start + k × step` of each working range. A local
 * time the clocks skip (spring forward) is no slot; one they show twice (fall back) is two slots, as
 * the team is at work for both. A range's own edges read a local time as RFC 5545 and Temporal do by
 * default: a skipped time moves forward by the gap, a repeated one is the first.
 */

export interface Interval {
  start: Date;
  end: Date;
}

export interface FreeSlotsInput {
  rules: BookingRules;
  /** The team's IANA zone (TEAM_TIMEZONE); working hours and days are read in it. */
  timeZone: string;
  now: Date;
  /** Busy times of the team's calendar (Google free/busy, or the calendar outbox's events). */
  calendarBusy: readonly Interval[];
  /** The store's live bookings: busy too, and counted against the meetings per day. */
  bookings: readonly Interval[];
}

const MINUTE = 60_000;

/** Free slot starts in time order; `limit` stops after that many (the next few for a page or an email). */
export function freeSlots(input: FreeSlotsInput, limit = Infinity): Date[] {
  const { rules, timeZone } = input;
  const now = Temporal.Instant.fromEpochMilliseconds(input.now.getTime()).toZonedDateTimeISO(timeZone);
  const earliest = now.add({ hours: rules.minimumNoticeHours }).epochMilliseconds;
  const horizon = now.add({ days: rules.horizonDays });
  const busy = [...input.calendarBusy, ...input.bookings].map(({ start, end }) => ({ start: start.getTime(), end: end.getTime() }));
  const bookingsPerDay = countByLocalDay(input.bookings, timeZone);
  const slots: Date[] = [];
  for (let day = now.toPlainDate(); Temporal.PlainDate.compare(day, horizon.toPlainDate()) <= 0; day = day.add({ days: 1 })) {
    if ((bookingsPerDay.get(day.toString()) ?? 0) >= rules.meetingsPerDay) continue;
    for (const range of rules.workingHours[WEEKDAYS[day.dayOfWeek - 1]!]) {
      for (const start of gridStarts(day, range, rules, timeZone)) {
        if (start < earliest || start > horizon.epochMilliseconds) continue;
        const [from, to] = [start - rules.bufferMinutes * MINUTE, start + (rules.meetingMinutes + rules.bufferMinutes) * MINUTE];
        if (busy.some((interval) => interval.start < to && interval.end > from)) continue;
        slots.push(new Date(start));
        if (slots.length >= limit) return slots;
      }
    }
  }
  return slots;
}

/** Whether a start is one the team offers now (a `preferredStart`, or a slot read again at booking time). */
export function isFreeSlot(start: Date, input: FreeSlotsInput): boolean {
  return freeSlots(input).some((slot) => slot.getTime() === start.getTime());
}

/**
 * Epoch milliseconds of the range's grid starts whose meeting ends by the range's end, in order.
 * Each local time is read through the zone (Temporal), so a day that changes the clocks needs no
 * arithmetic of ours: a skipped time is no slot, a time shown twice is two.
 */
function gridStarts(day: Temporal.PlainDate, range: WorkingRange, rules: BookingRules, timeZone: string): number[] {
  const midnight = day.toPlainDateTime();
  const rangeStart = midnight.add({ minutes: range.start }).toZonedDateTime(timeZone).epochMilliseconds;
  const rangeEnd = midnight.add({ minutes: range.end }).toZonedDateTime(timeZone).epochMilliseconds;
  const starts: number[] = [];
  for (let minute = range.start; minute < range.end; minute += rules.slotStepMinutes) {
    for (const start of instantsShowing(midnight.add({ minutes: minute }), timeZone)) {
      if (start >= rangeStart && start + rules.meetingMinutes * MINUTE <= rangeEnd) starts.push(start);
    }
  }
  return starts.sort((a, b) => a - b);
}

/** The instants at which the zone's clocks show a local time: none in a gap, two in a fold. */
function instantsShowing(local: Temporal.PlainDateTime, timeZone: string): number[] {
  const candidates = (['earlier', 'later'] as const).map((disambiguation) => local.toZonedDateTime(timeZone, { disambiguation }));
  const shown = candidates.filter((candidate) => candidate.toPlainDateTime().equals(local)).map((candidate) => candidate.epochMilliseconds);
  return [...new Set(shown)];
}

function countByLocalDay(intervals: readonly Interval[], timeZone: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { start } of intervals) {
    const day = Temporal.Instant.fromEpochMilliseconds(start.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}
