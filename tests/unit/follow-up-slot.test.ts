import { describe, expect, it } from 'vitest';
import { followUpSlot } from '@/lib/delivery/calendar/follow-up-slot';
import { operations, type Operation } from '@/lib/operations/registry';

/** The soonest follow-up an operation with a calendar event promises (followUpWithinHours), which the slot must keep. */
const promisedHours = Math.min(
  ...(operations as readonly Operation[])
    .filter((operation) => operation.deliveries.includes('calendar-event'))
    .map((operation) => operation.followUpWithinHours ?? Infinity),
);

/** Submission instants (UTC) and the slot's start, in the team's zone. */
describe('followUpSlot', () => {
  it.each([
    // Madrid is UTC+1 in November.
    {
      name: 'mid-morning: an hour later, rounded up to the half hour',
      at: '2026-11-18T09:10:00Z',
      zone: 'Europe/Madrid',
      start: '2026-11-18T10:30:00Z',
    },
    { name: 'exactly on a half hour', at: '2026-11-18T09:00:00Z', zone: 'Europe/Madrid', start: '2026-11-18T10:00:00Z' },
    { name: 'before opening', at: '2026-11-18T05:00:00Z', zone: 'Europe/Madrid', start: '2026-11-18T08:00:00Z' },
    { name: 'last slot of the day is 17:30', at: '2026-11-18T15:25:00Z', zone: 'Europe/Madrid', start: '2026-11-18T16:30:00Z' },
    { name: 'too late for today: next morning', at: '2026-11-18T15:45:00Z', zone: 'Europe/Madrid', start: '2026-11-19T08:00:00Z' },
    { name: 'Friday evening: Monday morning', at: '2026-11-20T18:00:00Z', zone: 'Europe/Madrid', start: '2026-11-23T08:00:00Z' },
    { name: 'Saturday: Monday morning', at: '2026-11-21T10:00:00Z', zone: 'Europe/Madrid', start: '2026-11-23T08:00:00Z' },
    { name: 'another zone (São Paulo, UTC-3)', at: '2026-11-18T12:00:00Z', zone: 'America/Sao_Paulo', start: '2026-11-18T13:00:00Z' },
    { name: 'across the spring change in Europe', at: '2026-03-27T17:00:00Z', zone: 'Europe/Berlin', start: '2026-03-30T07:00:00Z' },
    // Both changes of 2026 in Madrid (CET ⇄ CEST) and New York (EST ⇄ EDT): 09:00 local is another UTC hour after them.
    { name: 'Madrid, over the spring change', at: '2026-03-27T16:45:00Z', zone: 'Europe/Madrid', start: '2026-03-30T07:00:00Z' },
    { name: 'Madrid, over the autumn change', at: '2026-10-23T15:45:00Z', zone: 'Europe/Madrid', start: '2026-10-26T08:00:00Z' },
    { name: 'New York, over the spring change', at: '2026-03-06T22:00:00Z', zone: 'America/New_York', start: '2026-03-09T13:00:00Z' },
    { name: 'New York, over the autumn change', at: '2026-10-30T21:30:00Z', zone: 'America/New_York', start: '2026-11-02T14:00:00Z' },
  ])('$name', ({ at, zone, start }) => {
    const slot = followUpSlot(new Date(at), zone);
    expect(slot.start.toISOString()).toBe(new Date(start).toISOString());
    expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
  });

  it('is within the promised follow-up of a submission on a working day', () => {
    expect(promisedHours).toBeLessThan(Infinity);
    for (let minute = 0; minute < 5 * 24 * 60; minute += 17) {
      const at = new Date(Date.UTC(2026, 10, 16, 0, minute)); // Monday 00:00 UTC onwards
      const slot = followUpSlot(at, 'Europe/Madrid');
      const weekday = new Date(at.getTime() + 3_600_000).getUTCDay(); // Madrid's weekday
      const hoursAhead = (slot.start.getTime() - at.getTime()) / 3_600_000;
      expect(hoursAhead).toBeGreaterThanOrEqual(1);
      if (weekday >= 1 && weekday <= 4) expect(hoursAhead).toBeLessThanOrEqual(promisedHours);
    }
  });
});
