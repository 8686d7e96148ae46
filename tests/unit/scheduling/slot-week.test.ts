import { describe, expect, it } from 'vitest';
import { meetingQueryOf } from '@/lib/scheduling/meeting-query';
import { nearestStarts, slotWeek } from '@/lib/scheduling/slot-week';

const at = (iso: string) => new Date(iso);
// Free times over three weeks: Fri 4 Dec, Mon 7 and Sun 13 Dec, (none the week of 14 Dec), Tue 22 Dec 2026.
const starts = ['2026-12-04T09:00:00Z', '2026-12-07T09:00:00Z', '2026-12-13T22:30:00Z', '2026-12-22T15:00:00Z'].map(at);

describe('slotWeek', () => {
  it('shows the first week with free times, linking to the next that has some', () => {
    expect(slotWeek(starts, 'Europe/Madrid')).toEqual({ monday: '2026-11-30', starts: [starts[0]], next: '2026-12-07' });
  });

  it('reads the week in the visitor’s zone: Sunday 23:30 in Madrid is Monday 07:30 in Tokyo', () => {
    expect(slotWeek(starts, 'Europe/Madrid', '2026-12-09')).toEqual({
      monday: '2026-12-07',
      starts: [starts[1], starts[2]],
      previous: '2026-11-30',
      next: '2026-12-21',
    });
    expect(slotWeek(starts, 'Asia/Tokyo', '2026-12-07')!.starts).toEqual([starts[1]]);
    expect(slotWeek(starts, 'Asia/Tokyo', '2026-12-14')).toMatchObject({ monday: '2026-12-14', starts: [starts[2]] });
  });

  it('skips empty weeks and stays within the free times: a week asked for outside them shows the nearest', () => {
    expect(slotWeek(starts, 'Europe/Madrid', '2026-12-16')).toMatchObject({ monday: '2026-12-21', previous: '2026-12-07' });
    expect(slotWeek(starts, 'Europe/Madrid', '2027-06-01')).toMatchObject({ monday: '2026-12-21' });
    expect(slotWeek(starts, 'Europe/Madrid', '2020-01-01')).toMatchObject({ monday: '2026-11-30' });
    expect(slotWeek(starts, 'Europe/Madrid', '2026-12-21')!.next).toBeUndefined();
    expect(slotWeek([], 'Europe/Madrid')).toBeUndefined();
  });
});

describe('nearestStarts', () => {
  it('offers the free times on both sides of the one wanted, in time order', () => {
    const grid = Array.from({ length: 20 }, (_, index) => new Date(Date.UTC(2026, 11, 7, 9) + index * 30 * 60_000));
    const wanted = grid[10]!;
    const free = grid.filter((start) => start !== wanted);
    expect(nearestStarts(free, wanted, 5)).toEqual(
      [grid[8], grid[9], grid[11], grid[12], grid[7]].sort((a, b) => a!.getTime() - b!.getTime()),
    );
    expect(nearestStarts(grid.slice(1), grid[0]!, 2)).toEqual([grid[1], grid[2]]);
  });

  it("offers the next morning's times beside the evening's when the day's last time was taken", () => {
    const day = (date: number) => Array.from({ length: 16 }, (_, index) => new Date(Date.UTC(2026, 11, date, 8) + index * 30 * 60_000));
    const [monday, tuesday] = [day(7), day(8)];
    const wanted = monday.at(-1)!;
    const offered = nearestStarts([...monday.slice(0, -1), ...tuesday], wanted, 5);
    expect(offered).toEqual([monday[12], monday[13], monday[14], tuesday[0], tuesday[1]]);
  });
});

describe('the week in the URL', () => {
  it('is a calendar date or nothing', () => {
    const week = (value: unknown) => meetingQueryOf((name) => (name === 'week' ? value : undefined)).week;
    expect(week('2026-12-07')).toBe('2026-12-07');
    for (const bad of ['2026-02-30', '2026-12-7', '07/12/2026', '2026-12-07T00:00', 'x'.repeat(10_000), 42, undefined]) {
      expect(week(bad)).toBeUndefined();
    }
    expect(week(['2026-12-14', '2026-12-21'])).toBe('2026-12-14');
  });
});
