import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BookingRulesError, bookingRulesProblems, loadBookingRules, WEEKDAYS } from '@/lib/scheduling/booking-rules';

const FILE = path.resolve(import.meta.dirname, '../../../content/scheduling.json');
const shipped = JSON.parse(readFileSync(FILE, 'utf8'));

/** The shipped rules with some fields replaced. */
function edited(changes: Record<string, unknown>, hours: Record<string, unknown> = {}) {
  return { ...shipped, ...changes, workingHours: { ...shipped.workingHours, ...hours } };
}

describe('content/scheduling.json', () => {
  it("holds valid rules, in the copy editor's format (text values, two-space JSON)", () => {
    expect(bookingRulesProblems(shipped)).toEqual([]);
    expect(readFileSync(FILE, 'utf8')).toBe(`${JSON.stringify(shipped, null, 2)}\n`);
    const values = [...Object.values(shipped), ...Object.values(shipped.workingHours)].filter((value) => typeof value !== 'object');
    expect(values.every((value) => typeof value === 'string')).toBe(true);
  });
});

describe('loadBookingRules', () => {
  it('reads numbers and working hours, from parsed JSON or its text', () => {
    const rules = loadBookingRules(
      edited(
        { meetingMinutes: '45', bufferMinutes: 10 },
        { monday: '08:30-12:00, 13:00-24:00', tuesday: '14:00–18:00', saturday: 'Closed' },
      ),
    );
    expect(rules.meetingMinutes).toBe(45);
    expect(rules.bufferMinutes).toBe(10);
    expect(rules.workingHours.monday).toEqual([
      { start: 8 * 60 + 30, end: 12 * 60 },
      { start: 13 * 60, end: 24 * 60 },
    ]);
    expect(rules.workingHours.tuesday).toEqual([{ start: 14 * 60, end: 18 * 60 }]);
    expect(rules.workingHours.saturday).toEqual([]);
    expect(loadBookingRules(readFileSync(FILE, 'utf8'))).toEqual(loadBookingRules(shipped));
  });

  it('puts ranges in order whatever order they are written in', () => {
    const rules = loadBookingRules(edited({}, { friday: '15:00-17:00, 09:00-12:00' }));
    expect(rules.workingHours.friday.map(({ start }) => start)).toEqual([9 * 60, 15 * 60]);
  });

  it('steps the slot grid by the meeting length unless the file sets a step', () => {
    expect(loadBookingRules(edited({ meetingMinutes: '40' })).slotStepMinutes).toBe(40);
    expect(loadBookingRules(edited({ meetingMinutes: '40', slotStepMinutes: '60' })).slotStepMinutes).toBe(60);
  });

  it('throws every problem at once, for the operator to fix in one go', () => {
    const broken = edited({ meetingMinutes: 'half an hour', horizonDays: '0' });
    expect(() => loadBookingRules(broken)).toThrow(BookingRulesError);
    try {
      loadBookingRules(broken);
    } catch (error) {
      expect((error as BookingRulesError).problems).toHaveLength(2);
    }
  });
});

describe('bookingRulesProblems names the field and says why', () => {
  it.each([
    { name: 'text for a number', change: { meetingMinutes: 'thirty' }, field: 'meetingMinutes', why: /whole number of minutes.*"thirty"/ },
    { name: 'a fraction', change: { minimumNoticeHours: '1.5' }, field: 'minimumNoticeHours', why: /whole number of hours/ },
    { name: 'out of range', change: { meetingsPerDay: '0' }, field: 'meetingsPerDay', why: /from 1 to 50/ },
    { name: 'missing', change: { bufferMinutes: undefined }, field: 'bufferMinutes', why: /missing/ },
    { name: 'a misspelt rule', change: { horizonDay: '14' }, field: 'horizonDay', why: /not a booking rule.*spelling/ },
    { name: 'too much notice', change: { minimumNoticeHours: '336' }, field: 'minimumNoticeHours', why: /horizon/ },
  ])('$name', ({ change, field, why }) => {
    const problems = bookingRulesProblems(edited(change));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${field}: `));
    expect(problems[0]).toMatch(why);
  });

  it.each([
    { name: 'not a range', hours: 'mornings', why: /"mornings" is not a range/ },
    { name: 'an hour past 24', hours: '09:00-25:00', why: /not a range of times from 00:00 to 24:00/ },
    { name: 'minutes past 59', hours: '09:75-12:00', why: /not a range/ },
    { name: 'ending before it starts', hours: '17:00-09:00', why: /does not end after it starts/ },
    { name: 'overlapping ranges', hours: '09:00-13:00, 12:00-15:00', why: /"09:00-13:00" and "12:00-15:00" overlap/ },
    { name: 'shorter than a meeting', hours: '09:00-09:20', why: /shorter than a meeting \(30 minutes\)/ },
    { name: 'not text', hours: 9, why: /write ranges such as/ },
  ])('working hours: $name', ({ hours, why }) => {
    const problems = bookingRulesProblems(edited({}, { wednesday: hours }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^workingHours\.wednesday: /);
    expect(problems[0]).toMatch(why);
  });

  it('a misspelt weekday', () => {
    expect(bookingRulesProblems(edited({}, { wensday: '09:00-17:00' }))).toEqual([
      expect.stringMatching(/^workingHours\.wensday: not a booking rule/),
    ]);
  });

  it('a week without working hours', () => {
    const closed = Object.fromEntries(WEEKDAYS.map((day) => [day, 'closed']));
    expect(bookingRulesProblems(edited({}, closed))).toEqual([expect.stringMatching(/^workingHours: every day is closed/)]);
  });

  it('a file that is not rules', () => {
    expect(bookingRulesProblems('{"meetingMinutes": ')).toEqual(['the file: not valid JSON.']);
    expect(bookingRulesProblems([])).toEqual(['the file: must be a group of booking rules.']);
  });
});
