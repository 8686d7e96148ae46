import { WEEKDAYS, type BookingRules, type WorkingRange } from '@/lib/scheduling/booking-rules';

/**
 * The team's booking rules in the documents' English (llms.txt): the meeting's length and grid, the
 * working hours and their zone, the notice, the horizon, the meetings a day, and how many coming
 * meetings a mailbox and a client may hold. Built from the rules and settings the scheduling code
 * runs with (content/scheduling.json, TEAM_TIMEZONE, BOOKINGS_PER_CLIENT), so an agent can tell
 * before asking whether a time the person names can exist at all.
 */

export interface BookingFacts {
  rules: BookingRules;
  /** TEAM_TIMEZONE: the zone the working hours are read in. */
  teamTimeZone: string;
  /** BOOKINGS_PER_CLIENT. */
  bookingsPerClient: number;
}

const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;

const DAY_NAMES = WEEKDAYS.map((day) => day.charAt(0).toUpperCase() + day.slice(1));

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const rangesText = (ranges: readonly WorkingRange[]) => ranges.map((range) => `${clock(range.start)}-${clock(range.end)}`).join(' and ');

/** "Monday to Friday 09:00-17:00": runs of weekdays with the same hours, closed days left out. */
export function workingHoursText(rules: Pick<BookingRules, 'workingHours'>): string {
  const runs: { first: number; last: number; hours: string }[] = [];
  WEEKDAYS.forEach((day, index) => {
    const ranges = rules.workingHours[day];
    if (!ranges.length) return;
    const hours = rangesText(ranges);
    const previous = runs.at(-1);
    if (previous && previous.last === index - 1 && previous.hours === hours) previous.last = index;
    else runs.push({ first: index, last: index, hours });
  });
  return runs
    .map(({ first, last, hours }) => {
      const days = first === last ? DAY_NAMES[first] : `${DAY_NAMES[first]} ${last === first + 1 ? 'and' : 'to'} ${DAY_NAMES[last]}`;
      return `${days} ${hours}`;
    })
    .join(', ');
}

/** The rules in one paragraph, every figure from the rules and settings given. */
export function bookingRulesText({ rules, teamTimeZone, bookingsPerClient }: BookingFacts): string {
  return [
    `A meeting lasts ${count(rules.meetingMinutes, 'minute')}; the starts are ${count(rules.slotStepMinutes, 'minute')} apart,`,
    `within the team's working hours (${workingHoursText(rules)}, in ${teamTimeZone}),`,
    `at least ${count(rules.minimumNoticeHours, 'hour')} and at most ${count(rules.horizonDays, 'day')} ahead;`,
    `the team takes at most ${count(rules.meetingsPerDay, 'meeting')} a day and keeps ${count(rules.bufferMinutes, 'minute')} free around each busy time.`,
    `A mailbox may hold one coming meeting, and the requests from one client address at most ${bookingsPerClient}.`,
  ].join(' ');
}
