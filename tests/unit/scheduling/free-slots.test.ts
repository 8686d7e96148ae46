import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import shipped from '@/content/scheduling.json';
import { loadBookingRules, WEEKDAYS, type BookingRules } from '@/lib/scheduling/booking-rules';
import { freeSlots, isFreeSlot, type FreeSlotsInput, type Interval } from '@/lib/scheduling/free-slots';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The shipped rules with some replaced; `everyDay` gives all seven days the same hours. */
function rules(changes: Record<string, string> = {}, everyDay?: string): BookingRules {
  const workingHours = everyDay ? Object.fromEntries(WEEKDAYS.map((day) => [day, everyDay])) : shipped.workingHours;
  return loadBookingRules({ ...shipped, ...changes, workingHours });
}

function input(overrides: Partial<FreeSlotsInput>): FreeSlotsInput {
  return { rules: rules(), timeZone: 'Europe/Madrid', now: new Date('2026-11-23T07:00:00Z'), calendarBusy: [], bookings: [], ...overrides };
}

const dayBefore = (date: string) => new Date(new Date(`${date}T00:00:00Z`).getTime() - 24 * HOUR);
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const interval = (start: string, minutes: number): Interval => ({
  start: new Date(start),
  end: new Date(new Date(start).getTime() + minutes * MINUTE),
});

/** The wall time a zone's clocks show at an instant, as Intl (not the code under test) reads it. */
const wallFormats = new Map<string, Intl.DateTimeFormat>();
function wallTime(instant: Date, timeZone: string): { date: string; minute: number; weekday: number } {
  const format =
    wallFormats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
  wallFormats.set(timeZone, format);
  const parts = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!),
  };
}

describe('freeSlots across the daylight-saving changes of 2026 and 2027', () => {
  // Every day 09:00-17:00, so the Sunday of each change has slots. Expected instants follow the rules
  // themselves: the EU changes at 01:00 UTC on the last Sundays of March and October (Madrid is
  // UTC+1 in winter, UTC+2 in summer); the US at 02:00 local on the second Sunday of March and the
  // first of November (New York is UTC-5 in winter, UTC-4 in summer).
  it.each([
    {
      zone: 'Europe/Madrid',
      change: 'spring 2026',
      before: ['2026-03-28', '08:00'],
      after: ['2026-03-29', '07:00'],
      monday: ['2026-03-30', '07:00'],
    },
    {
      zone: 'Europe/Madrid',
      change: 'autumn 2026',
      before: ['2026-10-24', '07:00'],
      after: ['2026-10-25', '08:00'],
      monday: ['2026-10-26', '08:00'],
    },
    {
      zone: 'Europe/Madrid',
      change: 'spring 2027',
      before: ['2027-03-27', '08:00'],
      after: ['2027-03-28', '07:00'],
      monday: ['2027-03-29', '07:00'],
    },
    {
      zone: 'Europe/Madrid',
      change: 'autumn 2027',
      before: ['2027-10-30', '07:00'],
      after: ['2027-10-31', '08:00'],
      monday: ['2027-11-01', '08:00'],
    },
    {
      zone: 'America/New_York',
      change: 'spring 2026',
      before: ['2026-03-07', '14:00'],
      after: ['2026-03-08', '13:00'],
      monday: ['2026-03-09', '13:00'],
    },
    {
      zone: 'America/New_York',
      change: 'autumn 2026',
      before: ['2026-10-31', '13:00'],
      after: ['2026-11-01', '14:00'],
      monday: ['2026-11-02', '14:00'],
    },
    {
      zone: 'America/New_York',
      change: 'spring 2027',
      before: ['2027-03-13', '14:00'],
      after: ['2027-03-14', '13:00'],
      monday: ['2027-03-15', '13:00'],
    },
    {
      zone: 'America/New_York',
      change: 'autumn 2027',
      before: ['2027-11-06', '13:00'],
      after: ['2027-11-07', '14:00'],
      monday: ['2027-11-08', '14:00'],
    },
  ])('$zone, $change: 09:00 is the right instant on the Saturday, Sunday and Monday', ({ zone, before, after, monday }) => {
    const now = new Date(`${before[0]}T00:00:00Z`);
    now.setUTCDate(now.getUTCDate() - 2);
    const slots = iso(freeSlots(input({ rules: rules({ minimumNoticeHours: '0' }, '09:00-17:00'), timeZone: zone, now })));
    for (const [date, utcTime] of [before, after, monday]) {
      const firstOfDay = slots.find((slot) => wallTime(new Date(slot), zone).date === date);
      expect(firstOfDay).toBe(`${date}T${utcTime}:00.000Z`);
      // 16 half-hour slots from 09:00 to 16:30, each half an hour after the last, the change or not.
      const ofDay = slots.filter((slot) => wallTime(new Date(slot), zone).date === date);
      expect(ofDay).toHaveLength(16);
      expect(new Date(ofDay.at(-1)!).getTime() - new Date(ofDay[0]!).getTime()).toBe(7.5 * HOUR);
    }
  });

  it.each([
    // Madrid, 29 March 2026: 02:00 CET becomes 03:00 CEST; 01:00 CET is 00:00Z, 03:00 CEST is 01:00Z.
    { zone: 'Europe/Madrid', date: '2026-03-29', slots: ['2026-03-29T00:00', '2026-03-29T00:30', '2026-03-29T01:00', '2026-03-29T01:30'] },
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT; 01:00 EST is 06:00Z, 03:00 EDT is 07:00Z.
    {
      zone: 'America/New_York',
      date: '2026-03-08',
      slots: ['2026-03-08T06:00', '2026-03-08T06:30', '2026-03-08T07:00', '2026-03-08T07:30'],
    },
  ])('$zone, $date: a 01:00-04:00 range skips the hour the clocks skip, and ends at 04:00 summer time', ({ zone, date, slots }) => {
    const day = freeSlots(
      input({ rules: rules({ minimumNoticeHours: '0', bufferMinutes: '0' }, '01:00-04:00'), timeZone: zone, now: dayBefore(date) }),
    ).filter((slot) => wallTime(slot, zone).date === date);
    expect(iso(day)).toEqual(slots.map((slot) => `${slot}:00.000Z`));
    expect(day.map((slot) => wallTime(slot, zone).minute / 60)).toEqual([1, 1.5, 3, 3.5]);
  });

  it.each([
    // Madrid, 25 October 2026: 03:00 CEST becomes 02:00 CET, so 02:00 and 02:30 come twice.
    { zone: 'Europe/Madrid', date: '2026-10-25', range: '01:00-04:00', first: '2026-10-24T23:00:00.000Z', end: '2026-10-25T03:00:00.000Z' },
    // New York, 1 November 2026: 02:00 EDT becomes 01:00 EST, so 01:00 and 01:30 come twice.
    {
      zone: 'America/New_York',
      date: '2026-11-01',
      range: '00:00-03:00',
      first: '2026-11-01T04:00:00.000Z',
      end: '2026-11-01T08:00:00.000Z',
    },
  ])('$zone, $date: a range over the repeated hour offers both of its times, four hours in all', ({ zone, date, range, first, end }) => {
    const day = freeSlots(
      input({ rules: rules({ minimumNoticeHours: '0', bufferMinutes: '0' }, range), timeZone: zone, now: dayBefore(date) }),
    ).filter((slot) => wallTime(slot, zone).date === date);
    expect(day).toHaveLength(8);
    expect(day[0]!.toISOString()).toBe(first);
    day.forEach((slot, index) => expect(slot.getTime() - day[0]!.getTime()).toBe(index * 30 * MINUTE));
    expect(day.at(-1)!.getTime() + 30 * MINUTE).toBe(new Date(end).getTime());
  });
});

describe('freeSlots', () => {
  it('offers the working week on the grid, in the team zone, after the notice', () => {
    // Monday 23 November 2026, 08:00 in Madrid; 12 hours' notice leaves Monday's slots out.
    const slots = freeSlots(input({}));
    expect(slots[0]!.toISOString()).toBe('2026-11-24T08:00:00.000Z');
    for (const slot of slots) {
      const wall = wallTime(slot, 'Europe/Madrid');
      expect(wall.weekday).toBeLessThan(5);
      expect(wall.minute % 30).toBe(0);
      expect(wall.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(wall.minute + 30).toBeLessThanOrEqual(17 * 60);
    }
  });

  it('keeps to the notice and the horizon, whatever the moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 72 }),
        fc.integer({ min: 6, max: 20 }),
        (now, notice, horizon) => {
          const slots = freeSlots(input({ now, rules: rules({ minimumNoticeHours: String(notice), horizonDays: String(horizon) }) }));
          for (const slot of slots) {
            expect(slot.getTime()).toBeGreaterThanOrEqual(now.getTime() + notice * HOUR);
            // A horizon of days in Madrid is within an hour of that many 24-hour days (a clock change).
            expect(slot.getTime()).toBeLessThanOrEqual(now.getTime() + horizon * 24 * HOUR + HOUR);
          }
          // At least three days lie between notice and horizon, so a working day does.
          expect(slots.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('offers the first slot the notice allows, and the last the horizon allows', () => {
    // Notice ends Monday 23 November 2026 at 10:10 Madrid time: the next grid start is 10:30.
    const slots = freeSlots(input({ now: new Date('2026-11-22T21:10:00Z'), rules: rules({ horizonDays: '3' }) }));
    expect(slots[0]!.toISOString()).toBe('2026-11-23T09:30:00.000Z');
    // Three days after Sunday 22:10 is Wednesday 22:10: Wednesday's last slot, 16:30, is the last.
    expect(slots.at(-1)!.toISOString()).toBe('2026-11-25T15:30:00.000Z');
  });

  it('keeps the buffer clear before and after a busy time', () => {
    // Busy 11:00-12:00 Madrid on Tuesday; a 15-minute buffer takes 10:30 (ends 11:00, +15) and 12:00 (-15).
    const busy = [interval('2026-11-24T10:00:00Z', 60)];
    const tuesday = iso(freeSlots(input({ calendarBusy: busy }))).filter((slot) => slot.startsWith('2026-11-24'));
    const times = tuesday.map((slot) => wallTime(new Date(slot), 'Europe/Madrid').minute / 60);
    expect(times).not.toContain(10.5);
    expect(times).not.toContain(11);
    expect(times).not.toContain(11.5);
    expect(times).not.toContain(12);
    expect(times).toContain(10);
    expect(times).toContain(12.5);
    const withoutBuffer = iso(freeSlots(input({ calendarBusy: busy, rules: rules({ bufferMinutes: '0' }) })));
    expect(withoutBuffer).toContain('2026-11-24T09:30:00.000Z');
    expect(withoutBuffer).toContain('2026-11-24T11:00:00.000Z');
  });

  it("never offers a busy time, and offers every other slot (the fake calendar's busy times, any of them)", () => {
    const baseline = input({ rules: rules({ bufferMinutes: '0' }) });
    const everySlot = freeSlots(baseline);
    const busyTime = fc
      .record({ start: fc.integer({ min: 0, max: 16 * 24 * 60 }), minutes: fc.integer({ min: 1, max: 300 }) })
      .map(({ start, minutes }) => interval(new Date(baseline.now.getTime() + start * MINUTE).toISOString(), minutes));
    fc.assert(
      fc.property(fc.array(busyTime, { maxLength: 12 }), fc.integer({ min: 0, max: 60 }), (calendarBusy, buffer) => {
        const withBuffer = input({ rules: rules({ bufferMinutes: String(buffer) }) });
        const slots = freeSlots({ ...withBuffer, calendarBusy });
        const clear = (start: number) =>
          calendarBusy.every(
            ({ start: busyStart, end }) =>
              busyStart.getTime() >= start + (30 + buffer) * MINUTE || end.getTime() <= start - buffer * MINUTE,
          );
        for (const slot of slots) expect(clear(slot.getTime())).toBe(true);
        const expected = buffer === 0 ? everySlot : freeSlots(withBuffer);
        expect(iso(slots)).toEqual(iso(expected.filter((slot) => clear(slot.getTime()))));
      }),
      { numRuns: 80 },
    );
  });

  it("treats the store's bookings as busy, and offers nothing on a day holding the day's number", () => {
    // Tuesday 24 November 2026, Madrid: five bookings of a six-a-day cap, then a sixth.
    const five = [9, 10, 11, 12, 13].map((hour) => interval(`2026-11-24T${String(hour - 1).padStart(2, '0')}:00:00Z`, 30));
    const underCap = iso(freeSlots(input({ bookings: five })));
    expect(underCap.filter((slot) => slot.startsWith('2026-11-24')).length).toBeGreaterThan(0);
    for (const booking of five) expect(underCap).not.toContain(booking.start.toISOString());
    const six = [...five, interval('2026-11-24T14:00:00Z', 30)];
    const atCap = iso(freeSlots(input({ bookings: six })));
    expect(atCap.filter((slot) => slot.startsWith('2026-11-24'))).toEqual([]);
    expect(atCap.filter((slot) => slot.startsWith('2026-11-25')).length).toBe(16);
    // The same six times as calendar events block only themselves: the cap counts our bookings.
    const asEvents = iso(freeSlots(input({ calendarBusy: six })));
    expect(asEvents.filter((slot) => slot.startsWith('2026-11-24')).length).toBeGreaterThan(0);
  });

  it("counts bookings by the team's local day, not the UTC day", () => {
    // 00:30 Wednesday in Madrid is Tuesday 23:30 UTC: it counts for Wednesday.
    const late = interval('2026-11-24T23:30:00Z', 30);
    const slots = iso(freeSlots(input({ bookings: [late], rules: rules({ meetingsPerDay: '1' }) })));
    expect(slots.some((slot) => slot.startsWith('2026-11-24'))).toBe(true);
    expect(slots.some((slot) => slot.startsWith('2026-11-25'))).toBe(false);
  });

  it('keeps the meetings-per-day cap for any bookings', () => {
    const bookingStart = fc
      .integer({ min: 0, max: 15 * 24 * 2 })
      .map((halfHours) => interval(new Date(Date.UTC(2026, 10, 23) + halfHours * 30 * MINUTE).toISOString(), 30));
    fc.assert(
      fc.property(fc.array(bookingStart, { maxLength: 30 }), fc.integer({ min: 1, max: 4 }), (bookings, cap) => {
        const slots = freeSlots(input({ bookings, rules: rules({ meetingsPerDay: String(cap) }) }));
        const bookingDays = bookings.map((booking) => wallTime(booking.start, 'Europe/Madrid').date);
        for (const slot of slots) {
          const day = wallTime(slot, 'Europe/Madrid').date;
          expect(bookingDays.filter((bookingDay) => bookingDay === day).length).toBeLessThan(cap);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('puts slots on the step when it differs from the meeting length', () => {
    const slots = freeSlots(input({ rules: rules({ slotStepMinutes: '60', meetingMinutes: '45' }) }));
    expect(slots.every((slot) => wallTime(slot, 'Europe/Madrid').minute % 60 === 0)).toBe(true);
    // 09:00 … 16:00: the 16:00 meeting ends at 16:45, inside the day.
    expect(slots.filter((slot) => slot.toISOString().startsWith('2026-11-24'))).toHaveLength(8);
  });

  it('stops at the limit', () => {
    expect(iso(freeSlots(input({}), 3))).toEqual(iso(freeSlots(input({}))).slice(0, 3));
  });

  it('says whether a start is offered (a preferred start, or the same slot read again when booking)', () => {
    const [first, second] = freeSlots(input({}));
    expect(isFreeSlot(first!, input({}))).toBe(true);
    expect(isFreeSlot(new Date(first!.getTime() + 10 * MINUTE), input({}))).toBe(false);
    expect(isFreeSlot(second!, input({ bookings: [interval(second!.toISOString(), 30)] }))).toBe(false);
  });
});
