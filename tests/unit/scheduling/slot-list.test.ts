/**
 * The free-slot list as agents read it (lib/scheduling/slot-list.ts): the query's rules, which the
 * endpoint and the tools share, and each slot's `local` time, the start as the person's clocks show
 * it, right on both sides of a clock change.
 */
import { describe, expect, it } from 'vitest';
import { validateSubmission } from '@/lib/operations/validate';
import { demoSlots, demoSlotsSchema, localTime, MAX_SLOTS_PER_ANSWER, slotsQuerySchema } from '@/lib/scheduling/slot-list';

const query = (input: Record<string, unknown>) => validateSubmission({ schema: slotsQuerySchema }, input);

describe('the slot query', () => {
  it('takes nothing (20 starts, the team zone), a zone and a limit given as text or as a number', () => {
    expect(query({})).toEqual({ ok: true, data: { limit: 20 } });
    expect(query({ timeZone: 'America/New_York', limit: '5' })).toEqual({ ok: true, data: { timeZone: 'America/New_York', limit: 5 } });
    expect(query({ limit: 50 })).toEqual({ ok: true, data: { limit: 50 } });
    // An empty parameter counts as absent, as an empty member of a body does.
    expect(query({ timeZone: ' ', limit: '' })).toEqual({ ok: true, data: { limit: 20 } });
  });

  it.each([
    [{ limit: '0' }, 'limit', 'too_small'],
    [{ limit: String(MAX_SLOTS_PER_ANSWER + 1) }, 'limit', 'too_large'],
    [{ limit: '2.5' }, 'limit', 'invalid_type'],
    [{ limit: 'ten' }, 'limit', 'invalid_type'],
    [{ limit: ['5', '6'] }, 'limit', 'invalid_type'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'invalid_value'],
    [{ timeZone: '+01:00' }, 'timeZone', 'invalid_value'],
    [{ timeZone: ['Europe/Madrid', 'UTC'] }, 'timeZone', 'invalid_type'],
    [{ timezone: 'Europe/Madrid' }, 'timezone', 'unknown_field'],
  ])('refuses %j, naming %s', (input, field, problem) => {
    const result = query(input);
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
