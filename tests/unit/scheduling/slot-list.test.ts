/**
 * The free-slot list as agents read it (lib/scheduling/slot-list.ts): the query's rules, which the
 * endpoint and the tools share, and each slot's `local` time, the start as the person's clocks show
 * it, right on both sides of a clock change.
 */
import { describe, expect, it } from 'vitest';
import { validateSubmission } from '@/lib/operations/validate';
import {
  demoSlots,
  demoSlotsSchema,
  fromDayBounds,
  localTime,
  MAX_SLOTS_PER_ANSWER,
  slotsQueryOfText,
  slotsQuerySchema,
  startsFrom,
} from '@/lib/scheduling/slot-list';

const query = (input: Record<string, unknown>) => validateSubmission({ schema: slotsQuerySchema }, input);
/** As the endpoint reads a query: its text first, then the schema. */
const queryText = (input: Record<string, unknown>) => query(slotsQueryOfText(input));

describe('the slot query', () => {
  it('takes nothing (20 starts, the team zone), a zone, a day and a limit given as digits or as a number', () => {
    expect(query({})).toEqual({ ok: true, data: { limit: 20 } });
    expect(queryText({ timeZone: 'America/New_York', limit: '5' })).toEqual({
      ok: true,
      data: { timeZone: 'America/New_York', limit: 5 },
    });
    expect(queryText({ limit: '050' })).toEqual({ ok: true, data: { limit: 50 } });
    expect(query({ limit: 50, from: '2028-02-29' })).toEqual({ ok: true, data: { limit: 50, from: '2028-02-29' } });
    // An empty parameter counts as absent, as an empty member of a body does.
    expect(queryText({ timeZone: ' ', limit: '', from: '' })).toEqual({ ok: true, data: { limit: 20 } });
  });

  it.each([
    [{ limit: '0' }, 'limit', 'too_small'],
    [{ limit: String(MAX_SLOTS_PER_ANSWER + 1) }, 'limit', 'too_large'],
    [{ limit: '9'.repeat(400) }, 'limit', 'invalid_type'],
    [{ limit: '2.5' }, 'limit', 'invalid_type'],
    [{ limit: 'ten' }, 'limit', 'invalid_type'],
    // Digits only: what Number() would read (hexadecimal, an exponent, a sign, a point, spaces) is not a limit.
    [{ limit: '0x10' }, 'limit', 'invalid_type'],
    [{ limit: '1e1' }, 'limit', 'invalid_type'],
    [{ limit: '+5' }, 'limit', 'invalid_type'],
    [{ limit: '5.0' }, 'limit', 'invalid_type'],
    [{ limit: '  5' }, 'limit', 'invalid_type'],
    [{ limit: ['5', '6'] }, 'limit', 'invalid_type'],
    [{ from: '2026-02-30' }, 'from', 'invalid_value'],
    [{ from: '2026-2-3' }, 'from', 'invalid_value'],
    [{ from: '2026-12-01T00:00' }, 'from', 'invalid_value'],
    [{ from: 'next tuesday' }, 'from', 'invalid_value'],
    [{ from: 20261201 }, 'from', 'invalid_type'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'invalid_value'],
    [{ timeZone: '+01:00' }, 'timeZone', 'invalid_value'],
    [{ timeZone: ['Europe/Madrid', 'UTC'] }, 'timeZone', 'invalid_type'],
    [{ timezone: 'Europe/Madrid' }, 'timezone', 'unknown_field'],
  ])('refuses %j, naming %s', (input, field, problem) => {
    const result = queryText(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues).toEqual([expect.objectContaining({ field, problem })]);
  });
});

describe('localTime', () => {
  it.each([
    // Madrid: the last Sunday of October at 03:00 CEST becomes 02:00 CET.
    ['2026-10-24T08:00:00Z', 'Europe/Madrid', '2026-10-24T10:00:00+02:00'],
    ['2026-10-26T09:00:00Z', 'Europe/Madrid', '2026-10-26T10:00:00+01:00'],
    // New York: the second Sunday of March, 02:00 EST becomes 03:00 EDT.
    ['2026-03-06T15:00:00Z', 'America/New_York', '2026-03-06T10:00:00-05:00'],
    ['2026-03-09T14:00:00Z', 'America/New_York', '2026-03-09T10:00:00-04:00'],
    ['2026-12-01T09:30:00Z', 'UTC', '2026-12-01T09:30:00+00:00'],
    ['2026-12-01T09:30:00Z', 'Asia/Kolkata', '2026-12-01T15:00:00+05:30'],
  ])('%s in %s is %s, the same instant', (instant, zone, local) => {
    expect(localTime(new Date(instant), zone)).toBe(local);
    expect(Date.parse(local)).toBe(Date.parse(instant));
  });
});

describe('demoSlots', () => {
  it('answers each start with its end and local time, valid for the documented schema', () => {
    const answer = demoSlots([new Date('2026-12-01T09:00:00Z'), new Date('2026-12-01T09:30:00Z')], { meetingMinutes: 30 }, 'Europe/Lisbon');
    expect(demoSlotsSchema.parse(answer)).toEqual({
      timeZone: 'Europe/Lisbon',
      meetingMinutes: 30,
      slots: [
        { start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z', local: '2026-12-01T09:00:00+00:00' },
        { start: '2026-12-01T09:30:00.000Z', end: '2026-12-01T10:00:00.000Z', local: '2026-12-01T09:30:00+00:00' },
      ],
    });
  });
});

describe('a list from a day, across the clock changes', () => {
  /** Every half hour around the clock, from one instant to another: the free starts startsFrom filters. */
  const halfHours = (from: string, to: string) =>
    Array.from({ length: (Date.parse(to) - Date.parse(from)) / 1_800_000 }, (_, index) => new Date(Date.parse(from) + index * 1_800_000));

  it.each([
    // New York leaves summer time on 2026-11-01 (02:00 EDT becomes 01:00 EST): 2 November begins at 05:00 UTC, not 04:00.
    ['America/New_York', '2026-11-02', '2026-10-28T00:00:00Z', '2026-11-02T05:00:00.000Z'],
    // New York enters summer time on 2026-03-08 (02:00 EST becomes 03:00 EDT): 9 March begins at 04:00 UTC, not 05:00.
    ['America/New_York', '2026-03-09', '2026-03-04T00:00:00Z', '2026-03-09T04:00:00.000Z'],
    // Madrid: 25 October 2026 begins in summer time (22:00 UTC the day before), the 26th in winter time (23:00 UTC).
    ['Europe/Madrid', '2026-10-25', '2026-10-20T00:00:00Z', '2026-10-24T22:00:00.000Z'],
    ['Europe/Madrid', '2026-10-26', '2026-10-20T00:00:00Z', '2026-10-25T23:00:00.000Z'],
    // Santiago skips midnight on 2026-09-06 (00:00 becomes 01:00 at -03:00): the day begins at 04:00 UTC.
    ['America/Santiago', '2026-09-06', '2026-09-01T00:00:00Z', '2026-09-06T04:00:00.000Z'],
  ])('in %s, from %s starts at that day’s first instant there', (zone, day, listStart, firstInstant) => {
    const starts = startsFrom(halfHours(listStart, '2026-12-31T00:00:00Z'), day, zone, 3);
    expect(starts.map((start) => start.toISOString())).toEqual(
      [0, 1, 2].map((k) => new Date(Date.parse(firstInstant) + k * 1_800_000).toISOString()),
    );
    // As the person's clocks show it: the day asked for, at its start.
    expect(localTime(starts[0]!, zone).slice(0, 10)).toBe(day);
    expect(localTime(new Date(starts[0]!.getTime() - 1_800_000), zone).slice(0, 10)).not.toBe(day);
  });

  it('keeps the limit and lists nothing before the day, even a free start the day before', () => {
    const starts = [new Date('2026-11-01T23:30:00Z'), new Date('2026-11-02T14:00:00Z'), new Date('2026-11-02T15:00:00Z')];
    expect(startsFrom(starts, '2026-11-02', 'America/New_York', 1)).toEqual([starts[1]]);
    expect(startsFrom(starts, '2026-11-02', 'Europe/London', 5)).toEqual(starts.slice(1));
  });

  it('bounds the day in the person’s zone: today there to the horizon’s last day there, across a clock change', () => {
    // 22:30 UTC on 24 October: already the 25th in Madrid, still the 24th in New York.
    const now = new Date('2026-10-24T22:30:00Z');
    expect(fromDayBounds(now, 14, 'Europe/Madrid')).toEqual({ first: '2026-10-25', last: '2026-11-08' });
    expect(fromDayBounds(now, 14, 'America/New_York')).toEqual({ first: '2026-10-24', last: '2026-11-07' });
    expect(fromDayBounds(new Date('2026-10-31T23:30:00Z'), 1, 'America/New_York')).toEqual({ first: '2026-10-31', last: '2026-11-01' });
  });
});
