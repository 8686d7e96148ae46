import { Temporal } from 'temporal-polyfill';

/**
 * The booking page shows one week of free times at a time (Monday to Sunday in the visitor's zone),
 * with links to the weeks before and after that have free times: a phone shows a week in a screen
 * or two instead of every time up to the horizon. The weeks are those of the free times, so the
 * links never lead past the horizon nor to an empty week.
 */
export interface SlotWeek {
  /** The week's Monday (YYYY-MM-DD, local to the zone), as its links name it. */
  monday: string;
  /** The free starts within it. */
  starts: Date[];
  previous?: string;
  next?: string;
}

/**
 * The week holding `asked` (a local date) when it has free times, else the first week after it that
 * has (the last one when none does), else the first week; undefined when nothing is free.
 */
export function slotWeek(starts: readonly Date[], timeZone: string, asked?: string): SlotWeek | undefined {
  const weekOf = (start: Date) =>
    mondayOf(Temporal.Instant.fromEpochMilliseconds(start.getTime()).toZonedDateTimeISO(timeZone).toPlainDate());
  const sorted = [...starts].sort((a, b) => a.getTime() - b.getTime());
  const mondays = [...new Set(sorted.map(weekOf))];
  if (!mondays.length) return undefined;
  const wanted = asked ? mondayOf(Temporal.PlainDate.from(asked)) : mondays[0]!;
  // ISO dates sort as text.
  const after = mondays.findIndex((monday) => monday >= wanted);
  const chosen = after === -1 ? mondays.length - 1 : after;
  const monday = mondays[chosen]!;
  return {
    monday,
    starts: sorted.filter((start) => weekOf(start) === monday),
    ...(chosen > 0 ? { previous: mondays[chosen - 1] } : {}),
    ...(chosen < mondays.length - 1 ? { next: mondays[chosen + 1] } : {}),
  };
}

/**
 * The free starts nearest to a wanted one, before and after it, in time order: what to offer when
 * it was taken. Taken in turns from each side (the earlier first), so that both sides are offered
 * whenever both have free times: a person who wanted a day's last time also sees the next
 * morning's, not only the hours before it.
 */
export function nearestStarts(starts: readonly Date[], wanted: Date, count: number): Date[] {
  const inOrder = [...starts].sort((a, b) => a.getTime() - b.getTime());
  const before = inOrder.filter((start) => start < wanted).reverse();
  const after = inOrder.filter((start) => start >= wanted);
  const chosen: Date[] = [];
  for (let turn = 0; chosen.length < count && (turn < before.length || turn < after.length); turn++) {
    if (turn < before.length) chosen.push(before[turn]!);
    if (chosen.length < count && turn < after.length) chosen.push(after[turn]!);
  }
  return chosen.sort((a, b) => a.getTime() - b.getTime());
}

function mondayOf(date: Temporal.PlainDate): string {
  return date.subtract({ days: date.dayOfWeek - 1 }).toString();
}
