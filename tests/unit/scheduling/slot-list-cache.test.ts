/**
 * The free-start lists kept per process (lib/scheduling/slot-list-cache.ts): a list is answered
 * again within its age, under its own key only, never past its expiry or its first start's notice,
 * never once the bookings changed (committed, or announced while it was being computed), and not at
 * all while the process may miss another instance's changes.
 */
import { describe, expect, it } from 'vitest';
import { bookingsChanged, createSlotListCache, offerableUntil, SLOT_LIST_CACHE_MS, slotListKey } from '@/lib/scheduling/slot-list-cache';
import type { DemoSlots } from '@/lib/scheduling/slot-list';

const HOUR = 3_600_000;
const T0 = Date.parse('2026-12-01T08:00:00Z');
const list = (start: string): DemoSlots => ({
  timeZone: 'Europe/Madrid',
  meetingMinutes: 30,
  slots: [{ start, end: start, local: start }],
});
const LIST = list('2026-12-02T09:00:00.000Z');
const FAR = T0 + 1000 * HOUR;

describe('the kept free-start lists', () => {
  it('answers a list again within its age, and no more after it', () => {
    const cache = createSlotListCache();
    const key = slotListKey('Europe/Madrid', undefined, 20);
    expect(cache.get(key, T0)).toBeUndefined();
    cache.put(key, LIST, cache.ticket(), T0, FAR);
    expect(cache.get(key, T0)).toBe(LIST);
    expect(cache.get(key, T0 + SLOT_LIST_CACHE_MS - 1)).toBe(LIST);
    expect(cache.get(key, T0 + SLOT_LIST_CACHE_MS)).toBeUndefined();
    // Gone, not hidden: asked again earlier, it is still gone.
    expect(cache.get(key, T0)).toBeUndefined();
  });

  it('keeps a list only until its expiry when that comes first (its first start inside the notice)', () => {
    const cache = createSlotListCache();
    const key = slotListKey('UTC', undefined, 1);
    cache.put(key, LIST, cache.ticket(), T0, T0 + 1_000);
    expect(cache.get(key, T0 + 999)).toBe(LIST);
    expect(cache.get(key, T0 + 1_000)).toBeUndefined();
  });

  it('expires a list before its first start comes inside the minimum notice, and an empty one never on that account', () => {
    const starts = [new Date(T0 + 5 * HOUR), new Date(T0 + 6 * HOUR)];
    expect(offerableUntil(starts, { minimumNoticeHours: 2 })).toBe(T0 + 3 * HOUR);
    expect(offerableUntil(starts, { minimumNoticeHours: 0 })).toBe(T0 + 5 * HOUR);
    expect(offerableUntil([], { minimumNoticeHours: 2 })).toBe(Infinity);
  });

  it('empties every list the moment the bookings change', () => {
    const cache = createSlotListCache();
    const other = createSlotListCache();
    const key = slotListKey('Europe/Madrid', undefined, 20);
    cache.put(key, LIST, cache.ticket(), T0, FAR);
    other.put(key, LIST, other.ticket(), T0, FAR);
    bookingsChanged();
    expect(cache.get(key, T0 + 1)).toBeUndefined();
    expect(other.get(key, T0 + 1)).toBeUndefined();
    // A list computed afresh after the change is kept again.
    cache.put(key, LIST, cache.ticket(), T0, FAR);
    expect(cache.get(key, T0 + 1)).toBe(LIST);
  });

  it('does not keep a list whose bookings were read before a change it did not see', () => {
    const cache = createSlotListCache();
    const key = slotListKey('Europe/Madrid', undefined, 20);
    const ticket = cache.ticket();
    bookingsChanged(); // committed while the list was being computed
    cache.put(key, LIST, ticket, T0, FAR);
    expect(cache.get(key, T0)).toBeUndefined();
  });

  it('keeps lists apart by zone, day and limit', () => {
    const keys = [
      slotListKey('Europe/Madrid', undefined, 20),
      slotListKey('America/New_York', undefined, 20),
      slotListKey('Europe/Madrid', '2026-12-03', 20),
      slotListKey('Europe/Madrid', undefined, 5),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    const cache = createSlotListCache();
    const lists = keys.map((_, index) => list(`2026-12-0${index + 2}T09:00:00.000Z`));
    keys.forEach((key, index) => cache.put(key, lists[index]!, cache.ticket(), T0, FAR));
    keys.forEach((key, index) => expect(cache.get(key, T0)).toBe(lists[index]));
  });

  it('holds at most its number of lists, dropping the oldest', () => {
    const cache = createSlotListCache({ maxEntries: 2 });
    const [a, b, c] = ['A', 'B', 'C'].map((zone) => slotListKey(zone, undefined, 1));
    for (const key of [a!, b!, c!]) cache.put(key, LIST, cache.ticket(), T0, FAR);
    expect(cache.get(a!, T0)).toBeUndefined();
    expect(cache.get(b!, T0)).toBe(LIST);
    expect(cache.get(c!, T0)).toBe(LIST);
  });

  it('keeps and answers nothing while suspended (changes may go unheard), and only lists computed after it resumes', () => {
    const cache = createSlotListCache();
    const key = slotListKey('Europe/Madrid', undefined, 20);
    cache.put(key, LIST, cache.ticket(), T0, FAR);
    cache.suspend();
    expect(cache.get(key, T0)).toBeUndefined();
    const during = cache.ticket();
    cache.put(key, LIST, during, T0, FAR);
    expect(cache.get(key, T0)).toBeUndefined();
    cache.resume();
    // Read while suspended: a change may have gone unheard, so it is not kept.
    cache.put(key, LIST, during, T0, FAR);
    expect(cache.get(key, T0)).toBeUndefined();
    cache.put(key, LIST, cache.ticket(), T0, FAR);
    expect(cache.get(key, T0)).toBe(LIST);
  });
});
