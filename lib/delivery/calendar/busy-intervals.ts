/** A time the team's calendar is taken: `start` inclusive, `end` exclusive. */
export interface BusyInterval {
  start: Date;
  end: Date;
}

/**
 * The most intervals an answer holds. A calendar with more in the window than this is cut there, and
 * everything after the cut counts as busy: offering a time the team is busy is worse than offering none.
 */
export const MAX_BUSY_INTERVALS = 2_000;

/** Longer than any RFC 3339 time: a longer text is no time, and is not handed to the date parser. */
const MAX_TIME_TEXT = 64;

/** The interval two RFC 3339 times name, or undefined when either does not parse or it is empty. */
export function parsedInterval(start: unknown, end: unknown): BusyInterval | undefined {
  if (typeof start !== 'string' || typeof end !== 'string' || start.length > MAX_TIME_TEXT || end.length > MAX_TIME_TEXT) return undefined;
  const interval = { start: new Date(start), end: new Date(end) };
  // NaN compares false, so an unparsable time fails here too.
  return interval.start.getTime() < interval.end.getTime() ? interval : undefined;
}

/**
 * The intervals that overlap [from, to), in time order, overlapping and touching ones joined into
 * one, at most MAX_BUSY_INTERVALS of them (the last reaching `to` when the rest was cut).
 */
export function mergedBusy(intervals: Iterable<BusyInterval>, from: Date, to: Date): BusyInterval[] {
  const inWindow = [...intervals]
    .filter(({ start, end }) => start.getTime() < to.getTime() && end.getTime() > from.getTime())
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of inWindow) {
    const last = merged.at(-1);
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end.getTime() > last.end.getTime()) last.end = interval.end;
    } else {
      merged.push({ start: interval.start, end: interval.end });
    }
  }
  if (merged.length <= MAX_BUSY_INTERVALS) return merged;
  const kept = merged.slice(0, MAX_BUSY_INTERVALS);
  const last = kept.at(-1)!;
  if (last.end.getTime() < to.getTime()) last.end = to;
  return kept;
}
