import { describe, expect, it } from 'vitest';
import { followUpCandidates, followUpDeadline, followUpSlot, type Slot } from '@/lib/delivery/calendar/follow-up-slot';
import { followsUpWithinWorkingDay, operations, type DeliveryKind } from '@/lib/operations/registry';

/** Submission instants (UTC) and the slot's start, in the team's zone, with nothing else in the calendar. */
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
    {
      name: 'a few seconds past it: at least an hour later',
      at: '2026-11-18T09:00:20Z',
      zone: 'Europe/Madrid',
      start: '2026-11-18T10:30:00Z',
    },
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
});

/** Working minutes (Monday to Friday, 09:00-18:00 UTC) between two instants, counted minute by minute. */
function workingMinutesBetween(from: Date, to: Date): number {
  let minutes = 0;
  for (let at = from.getTime(); at < to.getTime(); at += 60_000) {
    const time = new Date(at);
    const weekday = time.getUTCDay();
    const minute = time.getUTCHours() * 60 + time.getUTCMinutes();
    if (weekday >= 1 && weekday <= 5 && minute >= 9 * 60 && minute < 18 * 60) minutes += 1;
  }
  return minutes;
}

describe('within one working day, the promise the site makes', () => {
  it('is what the quote and demo requests promise, the two that book a follow-up', () => {
    for (const operation of operations.filter((candidate) => (candidate.deliveries as readonly DeliveryKind[]).includes('calendar-event')))
      expect(followsUpWithinWorkingDay(operation), operation.id).toBe(true);
  });

  it('a Friday 17:30 request is followed up by Monday 17:30, even when Monday morning is taken', () => {
    const friday = new Date('2026-11-20T16:30:00Z'); // 17:30 in Madrid
    expect(followUpDeadline(friday, 'Europe/Madrid').toISOString()).toBe('2026-11-23T16:30:00.000Z');
    const mondayMorning = { start: new Date('2026-11-23T08:00:00Z'), end: new Date('2026-11-23T12:00:00Z') };
    const slot = followUpSlot(friday, 'Europe/Madrid', [mondayMorning]);
    expect(slot.start.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    // A whole Monday taken: still Monday, by 17:30, never Tuesday.
    const monday = { start: new Date('2026-11-23T08:00:00Z'), end: new Date('2026-11-23T17:00:00Z') };
    const crowded = followUpSlot(friday, 'Europe/Madrid', [monday], 'some event');
    expect(crowded.end.getTime()).toBeLessThanOrEqual(new Date('2026-11-23T16:30:00Z').getTime());
    expect(crowded.start.getTime()).toBeGreaterThanOrEqual(new Date('2026-11-23T08:00:00Z').getTime());
  });

  it('every slot ends within one working day of its request, whenever in the week it came', () => {
    for (let minute = 0; minute < 14 * 24 * 60; minute += 23) {
      const at = new Date(Date.UTC(2026, 10, 14, 0, minute)); // a Saturday 00:00 UTC onwards, two weeks
      const candidates = followUpCandidates(at, 'UTC');
      expect(candidates.length, at.toISOString()).toBeGreaterThan(0);
      const last = candidates.at(-1)!;
      expect(workingMinutesBetween(at, last.end), at.toISOString()).toBeLessThanOrEqual(9 * 60);
      expect(candidates[0]!.start.getTime() - at.getTime()).toBeGreaterThanOrEqual(3_600_000);
    }
  });
});

const overlap = (a: Slot, b: Slot) => a.start < b.end && b.start < a.end;

describe("the team's free time", () => {
  it('four requests over a weekend take four following slots on Monday, none overlapping', () => {
    const weekend = ['2026-11-21T09:00:00Z', '2026-11-21T15:00:00Z', '2026-11-22T11:00:00Z', '2026-11-22T20:00:00Z'];
    const taken: Slot[] = [];
    for (const [index, at] of weekend.entries()) taken.push(followUpSlot(new Date(at), 'Europe/Madrid', taken, `event-${index}`));
    expect(taken.map((slot) => slot.start.toISOString())).toEqual([
      '2026-11-23T08:00:00.000Z',
      '2026-11-23T08:30:00.000Z',
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T09:30:00.000Z',
    ]);
    for (const [i, a] of taken.entries()) for (const b of taken.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  it("steps around the team's meetings", () => {
    const meeting = { start: new Date('2026-11-18T10:15:00Z'), end: new Date('2026-11-18T11:00:00Z') };
    const slot = followUpSlot(new Date('2026-11-18T09:10:00Z'), 'Europe/Madrid', [meeting]);
    expect(slot.start.toISOString()).toBe('2026-11-18T11:00:00.000Z');
  });

  it('a full day keeps the promise, spread by the event id: the same id the same slot, several ids several slots', () => {
    const at = new Date('2026-11-18T07:00:00Z');
    const allDay = [{ start: new Date('2026-11-17T00:00:00Z'), end: new Date('2026-11-25T00:00:00Z') }];
    const deadline = followUpDeadline(at, 'Europe/Madrid').getTime();
    const slots = Array.from({ length: 20 }, (_, index) => followUpSlot(at, 'Europe/Madrid', allDay, `event-${index}`));
    for (const slot of slots) expect(slot.end.getTime()).toBeLessThanOrEqual(deadline);
    expect(new Set(slots.map((slot) => slot.start.getTime())).size).toBeGreaterThan(5);
    expect(followUpSlot(at, 'Europe/Madrid', allDay, 'event-3')).toEqual(slots[3]);
  });
});
