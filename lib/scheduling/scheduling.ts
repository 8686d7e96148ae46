import type { Sql } from '@/lib/store/database';
import type { BookingRules } from './booking-rules';
import { findBooking, liveBookingsBetween } from './bookings';
import { freeSlots, type FreeSlotsInput, type Interval } from './free-slots';
import { bookingsChanged, createSlotListCache, type SlotListCache } from './slot-list-cache';

/** Where the team's busy times come from: Google free/busy, or the embedded calendar outbox. */
export interface BusySource {
  busy(calendarIds: readonly string[], from: Date, to: Date): Promise<Interval[]>;
}

export interface SchedulingSettings {
  /** TEAM_TIMEZONE: the zone the working hours are read in. */
  timeZone: string;
  /** GOOGLE_BUSY_CALENDAR_IDS, or the team calendar. */
  busyCalendarIds: readonly string[];
  /** SCHEDULING_SECRET, or the one kept in DATA_DIR. */
  secret: string;
  /** MEETING_URL, its `{booking}` unreplaced (lib/scheduling/meeting-link.ts). */
  meetingUrl?: string;
  /** GOOGLE_MEET=on: each meeting's link is a Meet made with the team's event. */
  googleMeet?: boolean;
  bookingsPerClient: number;
  siteUrl: string;
}

/**
 * Demo scheduling as the rest of the app sees it (built once by lib/runtime): the booking rules, the
 * settings, and the free slots, which are the rules' grid less the calendar's busy times and the
 * store's live bookings. The calendar is asked at most once per CALENDAR_CACHE_MS (and once at a
 * time): a slot list is public and cheap to ask for, a free/busy query is neither. The bookings are
 * read from the store for every list computed, and a list is kept (`slotLists`) only until the
 * bookings change, so a slot booked a moment ago is never offered again.
 */
export interface Scheduling {
  /** The booking rules in force (lib/runtime/follow-saved-rules.ts replaces them under `npm run dev`). */
  readonly rules: BookingRules;
  /**
   * Runs with other booking rules from now on: every list, booking and link follows them, and no
   * list or calendar read made under the old ones is kept (a longer horizon reads further ahead).
   */
  followRules(rules: BookingRules): void;
  settings: SchedulingSettings;
  /**
   * The calendar's busy times over the horizon, at most `maxAgeMs` old (CALENDAR_CACHE_MS by
   * default; booking asks for BOOKING_CALENDAR_AGE_MS, read again but still shared by a burst).
   */
  calendarBusy(now: Date, options?: { maxAgeMs?: number }): Promise<Interval[]>;
  /** When the calendar was asked for busy times calendarBusy resolved with (epoch ms): how old they are. */
  calendarReadAt(busy: readonly Interval[]): number | undefined;
  /** What freeSlots needs, read now (bookings inside `sql`, the caller's transaction when booking). */
  slotInput(sql: Sql, now: Date, calendarBusy: readonly Interval[], exceptBookingId?: string): Promise<FreeSlotsInput>;
  /** The next free starts, soonest first. */
  freeStarts(sql: Sql, now: Date, limit: number): Promise<Date[]>;
  /** The free-start lists of GET /api/scheduling/slots computed lately (lib/scheduling/slot-list-cache.ts). */
  slotLists: SlotListCache;
}

export const CALENDAR_CACHE_MS = 30_000;
export const BOOKING_CALENDAR_AGE_MS = 5_000;
/** Seconds a client is asked to wait when the team's calendar cannot be read (503 SCHEDULING_UNAVAILABLE). */
export const CALENDAR_RETRY_AFTER_SECONDS = 10;
const DAY_MS = 86_400_000;

export function createScheduling(initialRules: BookingRules, settings: SchedulingSettings, source: BusySource): Scheduling {
  let rules = initialRules;
  let cached: { at: number; busy: Promise<Interval[]> } | undefined;
  const readAt = new WeakMap<readonly Interval[], number>();

  const window = (now: Date) => ({
    from: new Date(now.getTime() - DAY_MS),
    to: new Date(now.getTime() + (rules.horizonDays + 2) * DAY_MS),
  });

  function calendarBusy(now: Date, { maxAgeMs = CALENDAR_CACHE_MS }: { maxAgeMs?: number } = {}): Promise<Interval[]> {
    if (cached && now.getTime() - cached.at < maxAgeMs) return cached.busy;
    const { from, to } = window(now);
    const at = now.getTime();
    const busy = source.busy(settings.busyCalendarIds, from, to).then((intervals) => {
      readAt.set(intervals, at);
      return intervals;
    });
    const entry = { at, busy };
    cached = entry;
    // A failed query is not kept: the next caller asks again.
    busy.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return busy;
  }

  async function slotInput(sql: Sql, now: Date, busy: readonly Interval[], exceptBookingId?: string): Promise<FreeSlotsInput> {
    const { from, to } = window(now);
    // A meeting being moved is in the team's calendar too, as its own event: it must not stand in
    // its own way there either (it would keep the slots beside it, within the buffer, from being offered).
    const moving = exceptBookingId ? await findBooking(sql, exceptBookingId) : undefined;
    return {
      rules,
      timeZone: settings.timeZone,
      now,
      calendarBusy: moving?.status === 'booked' ? withoutInterval(busy, moving) : busy,
      bookings: await liveBookingsBetween(sql, from, to, exceptBookingId),
    };
  }

  return {
    get rules() {
      return rules;
    },
    followRules(next) {
      rules = next;
      cached = undefined;
      bookingsChanged();
    },
    settings,
    calendarBusy,
    calendarReadAt: (busy) => readAt.get(busy),
    slotInput,
    slotLists: createSlotListCache(),
    async freeStarts(sql, now, limit) {
      return freeSlots(await slotInput(sql, now, await calendarBusy(now)), limit);
    },
  };
}

/** A meeting's end, from its start and the rules' length. */
export function meetingEnd(start: Date, rules: Pick<BookingRules, 'meetingMinutes'>): Date {
  return new Date(start.getTime() + rules.meetingMinutes * 60_000);
}

/**
 * The busy times less one interval (a meeting's own event). Free/busy joins overlapping events, so
 * time the team booked over the meeting itself is freed with it: the meeting's own slot, which a move
 * leaves anyway.
 */
export function withoutInterval(busy: readonly Interval[], removed: Interval): Interval[] {
  return busy.flatMap(({ start, end }) => {
    if (end <= removed.start || start >= removed.end) return [{ start, end }];
    return [...(start < removed.start ? [{ start, end: removed.start }] : []), ...(end > removed.end ? [{ start: removed.end, end }] : [])];
  });
}
