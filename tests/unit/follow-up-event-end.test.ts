/**
 * When a follow-up the calendar holds ends (lib/delivery/calendar/event-end.ts), which decides
 * whether a person's new lead joins it: a timed event at its own end, wherever the team moved it; an
 * all-day event at the start of its end date in the team's time zone, not at UTC midnight.
 */
import { describe, expect, it } from 'vitest';
import { endedBy, eventEnd } from '@/lib/delivery/calendar/event-end';

describe('the end of a follow-up event', () => {
  it('is a timed event’s own end, whatever its offset', () => {
    expect(eventEnd({ dateTime: '2026-11-26T10:30:00+01:00' }, 'Europe/Madrid')?.toString()).toBe('2026-11-26T09:30:00Z');
    expect(eventEnd({ dateTime: '2026-11-26T09:30:00.000Z' }, 'Europe/Madrid')?.toString()).toBe('2026-11-26T09:30:00Z');
    expect(eventEnd({ dateTime: '2026-11-26T10:30:00', timeZone: 'Europe/Lisbon' }, 'Europe/Madrid')?.toString()).toBe(
      '2026-11-26T10:30:00Z',
    );
  });

  it('ends an all-day event at midnight in the team’s time zone', () => {
    // Auckland is 13 hours ahead in November: its 27 November starts at 11:00 UTC on the 26th.
    expect(eventEnd({ date: '2026-11-27' }, 'Pacific/Auckland')?.toString()).toBe('2026-11-26T11:00:00Z');
    expect(endedBy({ date: '2026-11-27' }, 'Pacific/Auckland', new Date('2026-11-26T12:00:00Z'))).toBe(true);
    expect(endedBy({ date: '2026-11-27' }, 'Pacific/Auckland', new Date('2026-11-26T10:00:00Z'))).toBe(false);
    // Los Angeles is 8 hours behind: its 27 November starts at 08:00 UTC that day.
    expect(endedBy({ date: '2026-11-27' }, 'America/Los_Angeles', new Date('2026-11-27T07:00:00Z'))).toBe(false);
  });

  it('has not ended when the calendar gave no end', () => {
    expect(eventEnd({}, 'Europe/Madrid')).toBeUndefined();
    expect(endedBy({}, 'Europe/Madrid', new Date())).toBe(false);
  });
});
