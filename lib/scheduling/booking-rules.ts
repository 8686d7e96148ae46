import { z } from 'zod';
import { contentJson, shown, wholeNumber } from '@/lib/content-rules/figure-fields';

/**
 * The team's booking rules (meeting length, working hours, notice, horizon, buffer, meetings per
 * day) are content, not code: an operator changes them in `content/scheduling.json` through the copy
 * editor. The copy editor edits text, so each value is text ("30", "09:00-12:00, 13:00-17:00",
 * "closed"); numbers written by hand are taken too. Every problem names its field and says what to
 * write instead, because the person reading it is the operator, not a developer.
 */

/** In ISO order: a weekday's index plus one is its ISO day number (Monday 1 … Sunday 7). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Part of a working day, in minutes after local midnight; `end` may be 1440 (24:00). */
export interface WorkingRange {
  start: number;
  end: number;
}

export interface BookingRules {
  meetingMinutes: number;
  /** Distance between slot starts on the grid; the meeting length unless the file sets it. */
  slotStepMinutes: number;
  /** Ranges in order, none overlapping; an empty list is a day without meetings. */
  workingHours: Record<Weekday, WorkingRange[]>;
  minimumNoticeHours: number;
  horizonDays: number;
  /** Free time kept before and after every busy time. */
  bufferMinutes: number;
  /** Bookings per local day in the team's zone beyond which the day offers no slots. */
  meetingsPerDay: number;
}

export class BookingRulesError extends Error {
  constructor(readonly problems: string[]) {
    super(`content/scheduling.json is not valid booking rules:\n${problems.join('\n')}`);
    this.name = 'BookingRulesError';
  }
}

const CLOSED = /^(closed)?$/i;
const RANGE = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/;
const RANGE_HELP = 'write ranges such as "09:00-17:00" or "09:00-13:00, 14:00-18:00", or "closed"';

function minuteOfDay(hours: string, minutes: string): number | undefined {
  const [hour, minute] = [Number(hours), Number(minutes)];
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return undefined;
  return hour * 60 + minute;
}

const workingDay = z.unknown().transform((value, context): WorkingRange[] => {
  if (typeof value !== 'string') {
    context.addIssue({ code: 'custom', message: `${RANGE_HELP}; ${shown(value)}.` });
    return z.NEVER;
  }
  if (CLOSED.test(value.trim())) return [];
  const ranges: (WorkingRange & { text: string })[] = [];
  for (const text of value.split(',').map((part) => part.trim())) {
    const match = RANGE.exec(text);
    const start = match && minuteOfDay(match[1]!, match[2]!);
    const end = match && minuteOfDay(match[3]!, match[4]!);
    if (start == null || end == null) {
      context.addIssue({ code: 'custom', message: `"${text}" is not a range of times from 00:00 to 24:00; ${RANGE_HELP}.` });
    } else if (start >= end) {
      context.addIssue({ code: 'custom', message: `"${text}" does not end after it starts; a range cannot run past midnight.` });
    } else ranges.push({ start, end, text });
  }
  ranges.sort((a, b) => a.start - b.start);
  for (let index = 1; index < ranges.length; index++) {
    if (ranges[index]!.start < ranges[index - 1]!.end) {
      context.addIssue({ code: 'custom', message: `"${ranges[index - 1]!.text}" and "${ranges[index]!.text}" overlap.` });
    }
  }
  return ranges.map(({ start, end }) => ({ start, end }));
});

const rulesSchema = z
  .strictObject({
    meetingMinutes: wholeNumber('minutes', 5, 480),
    slotStepMinutes: wholeNumber('minutes', 5, 480).optional(),
    workingHours: z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, workingDay])) as Record<Weekday, typeof workingDay>),
    minimumNoticeHours: wholeNumber('hours', 0, 720),
    horizonDays: wholeNumber('days', 1, 90),
    bufferMinutes: wholeNumber('minutes', 0, 240),
    meetingsPerDay: wholeNumber('meetings', 1, 50),
  })
  .superRefine((rules, context) => {
    if (WEEKDAYS.every((day) => rules.workingHours[day].length === 0)) {
      context.addIssue({ code: 'custom', path: ['workingHours'], message: 'every day is closed, so nobody could book a meeting.' });
    }
    for (const day of WEEKDAYS) {
      if (rules.workingHours[day].some(({ start, end }) => end - start < rules.meetingMinutes)) {
        context.addIssue({
          code: 'custom',
          path: ['workingHours', day],
          message: `a range is shorter than a meeting (${rules.meetingMinutes} minutes), so no meeting fits in it.`,
        });
      }
    }
    if (rules.minimumNoticeHours >= rules.horizonDays * 24) {
      context.addIssue({
        code: 'custom',
        path: ['minimumNoticeHours'],
        message: `${rules.minimumNoticeHours} hours of notice leave no time before the horizon (${rules.horizonDays} days).`,
      });
    }
  });

const RULE_NAMES = Object.keys(rulesSchema.shape).join(', ');

/** One line per problem, led by the field's path (`workingHours.monday: …`). */
function problemsOf(issues: z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const at = (key?: PropertyKey) => [...issue.path, ...(key === undefined ? [] : [key])].map(String).join('.') || 'the file';
    if (issue.code === 'unrecognized_keys') {
      const known = issue.path.length === 0 ? RULE_NAMES : WEEKDAYS.join(', ');
      return issue.keys.map((key) => `${at(key)}: not a booking rule (the rules here are ${known}); check its spelling.`);
    }
    if (issue.code === 'invalid_type') return [`${at()}: must be a group of ${issue.path.length === 0 ? 'booking rules' : 'weekdays'}.`];
    return [`${at()}: ${issue.message}`];
  });
}

/** What is wrong with a rules file, one line each; empty when it may be used. */
export function bookingRulesProblems(json: unknown): string[] {
  const parsed = parseRules(json);
  return parsed.success ? [] : parsed.problems;
}

/** The rules of a file's parsed JSON (or its text); throws a BookingRulesError listing every problem. */
export function loadBookingRules(json: unknown): BookingRules {
  const parsed = parseRules(json);
  if (!parsed.success) throw new BookingRulesError(parsed.problems);
  return parsed.rules;
}

function parseRules(json: unknown): { success: true; rules: BookingRules } | { success: false; problems: string[] } {
  const read = contentJson(json);
  if ('problems' in read) return { success: false, problems: read.problems };
  const parsed = rulesSchema.safeParse(read.value);
  if (!parsed.success) return { success: false, problems: problemsOf(parsed.error.issues) };
  const { slotStepMinutes, ...rules } = parsed.data;
  return { success: true, rules: { ...rules, slotStepMinutes: slotStepMinutes ?? rules.meetingMinutes } };
}
