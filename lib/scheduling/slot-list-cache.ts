import type { BookingRules } from './booking-rules';

/**
 * The free-start lists GET /api/scheduling/slots (and the `listDemoSlots` tools) computed lately, per
 * process: a public list is asked for far more often than it changes, and computing one costs a
 * rate-limit transaction, a bookings query and the slot grid (docs/performance.md "Free demo times").
 *
 * A kept list is exactly what a fresh computation would answer, or a subset of it:
 * - a booking change empties it: every write of the bookings announces itself
 *   (lib/scheduling/bookings-changed.ts), in this process once committed, and to the other instances
 *   on one PostgreSQL through NOTIFY (lib/scheduling/watch-bookings.ts);
 * - it expires before its first start comes inside the minimum notice (the list is soonest first,
 *   so no start of it does earlier), so it never offers a start free-slots.ts would no longer offer;
 * - it is kept at most SLOT_LIST_CACHE_MS, and no longer than the calendar's busy times it was made
 *   from are kept (CALENDAR_CACHE_MS after they were read), so it is never staler than a fresh list.
 *   A start that enters the rolling horizon meanwhile is missing until it expires: a start not yet
 *   offered, never one offered wrongly.
 */

/**
 * How long a computed list is kept at most. A few seconds: under a flood, all but one request per
 * key in that time is answered from memory, as cheaply as a refusal (at 100 requests a second, 499
 * of 500); longer would gain nothing measurable. Short, because a kept list lags the rolling horizon
 * by that much, and on PostgreSQL it bounds what a change announced but not heard (the window in
 * lib/scheduling/watch-bookings.ts) could cost.
 */
export const SLOT_LIST_CACHE_MS = 5_000;

/** Lists kept at most: the keys are zones × days × limits, far more than are ever asked for at once. */
export const SLOT_LIST_CACHE_ENTRIES = 500;

/**
 * A list as GET /api/scheduling/slots answers it: DemoSlots of lib/scheduling/slot-list.ts, which
 * this file cannot import (slot-list imports scheduling.ts, which holds the cache).
 */
export interface SlotList {
  timeZone: string;
  meetingMinutes: number;
  slots: { start: string; end: string; local: string }[];
}

interface Entry {
  list: SlotList;
  generation: number;
  expiresAt: number;
}

export interface SlotListCache {
  /** The list kept under `key`, if it is still good at `now` (epoch ms). */
  get(key: string, now: number): SlotList | undefined;
  /** Taken before reading the bookings: put() keeps nothing if they changed since. */
  ticket(): number;
  /** Keeps a list made at `madeAt` from bookings read after `ticket` was taken, until `expiresAt`. */
  put(key: string, list: SlotList, ticket: number, madeAt: number, expiresAt: number): void;
  /** Keeps and answers nothing: this process may miss another's booking changes (its listening connection is down). */
  suspend(): void;
  /** Keeps lists again: this process hears every booking change from now on. */
  resume(): void;
}

// The generation of the bookings, for the whole process: route bundles may load this module more
// than once (docs/notes.md "PGlite"), and a booking made through one copy must empty the lists of
// every other. Each change raises it; a list is good only under the generation it was read in.
const GENERATION = Symbol.for('courtside.bookings-generation');
const globals = globalThis as typeof globalThis & { [GENERATION]?: { value: number } };
const generation = () => (globals[GENERATION] ??= { value: 0 });

/** The bookings changed (committed here, or announced by another instance): every kept list is void. */
export function bookingsChanged(): void {
  generation().value += 1;
}

export function createSlotListCache({ maxAgeMs = SLOT_LIST_CACHE_MS, maxEntries = SLOT_LIST_CACHE_ENTRIES } = {}): SlotListCache {
  const entries = new Map<string, Entry>();
  let suspended = false;

  return {
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!suspended && entry.generation === generation().value && now < entry.expiresAt) return entry.list;
      entries.delete(key);
      return undefined;
    },
    ticket: () => generation().value,
    put(key, list, ticket, madeAt, expiresAt) {
      if (suspended || ticket !== generation().value) return;
      entries.delete(key);
      // The oldest goes first (a Map keeps insertion order): a flood of distinct keys stays bounded.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { list, generation: ticket, expiresAt: Math.min(expiresAt, madeAt + maxAgeMs) });
    },
    suspend() {
      suspended = true;
      entries.clear();
      bookingsChanged();
    },
    resume() {
      // Lists computed while suspended may predate a change that was not heard: their tickets are void.
      bookingsChanged();
      suspended = false;
    },
  };
}

/** The key of a list: everything the answer depends on besides the time and the bookings. */
export const slotListKey = (zone: string, from: string | undefined, limit: number) => `${zone} ${from ?? ''} ${limit}`;

/**
 * Until when a list of `starts` (soonest first) may be offered: before its first start comes inside
 * the minimum notice (free-slots.ts offers a start no earlier than now + the notice).
 */
export function offerableUntil(starts: readonly Date[], rules: Pick<BookingRules, 'minimumNoticeHours'>): number {
  const first = starts[0];
  return first ? first.getTime() - rules.minimumNoticeHours * 3_600_000 : Infinity;
}
