/**
 * What the scheduling suites know of the booking rules and of a demo request that books: the rules of
 * content/scheduling.json (the ones the build runs with), the free starts they give with nothing
 * booked, whole days of starts an hour apart (a meeting and both buffers fit between two of them),
 * and a demo request for one start from one client.
 */
import bookingRulesJson from '@/content/scheduling.json';
import { getOperation } from '@/lib/operations/registry';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { bookSlot } from '@/lib/scheduling/bookings';
import { freeSlots, type Interval } from '@/lib/scheduling/free-slots';
import { meetingEnd, type Scheduling } from '@/lib/scheduling/scheduling';
import type { Database } from '@/lib/store/database';
import { callApi, newClientAddress, type ApiAnswer } from './client';
import { exampleBody } from './operation-fixtures';

export const RULES = loadBookingRules(bookingRulesJson);
/** The servers' TEAM_TIMEZONE (its default): the working hours are read in it. */
export const TEAM_ZONE = 'Europe/Madrid';
export const demo = getOperation('requestDemo');

const MINUTE = 60_000;

/** The free starts of the rules from `now`, with these busy times and bookings (none by default). */
export function openStarts({ now = new Date(), busy = [], bookings = [] }: { now?: Date; busy?: Interval[]; bookings?: Interval[] } = {}) {
  return freeSlots({ rules: RULES, timeZone: TEAM_ZONE, now, calendarBusy: busy, bookings });
}

/** The local date of an instant in the team's zone (`2026-12-07`). */
export function teamDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TEAM_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/**
 * The working days (two days ahead at least, clear of the minimum notice) that offer `count` starts
 * an hour apart, each as those starts; `day` picks one of them, so that the tests of one server
 * each keep to a day of their own.
 */
export function startsOnOneDay(count: number, day = 0): Date[] {
  const now = new Date();
  const soonest = teamDay(new Date(now.getTime() + 2 * 24 * 60 * MINUTE));
  const byDay = new Map<string, Date[]>();
  for (const start of openStarts({ now })) {
    const local = teamDay(start);
    if (local < soonest) continue;
    const starts = byDay.get(local) ?? [];
    if (!starts.length || start.getTime() - starts.at(-1)!.getTime() >= 60 * MINUTE) starts.push(start);
    byDay.set(local, starts);
  }
  const days = [...byDay.values()].filter((starts) => starts.length >= count);
  if (days.length <= day) throw new Error(`The booking rules give fewer than ${day + 1} days with ${count} starts an hour apart`);
  return days[day]!.slice(0, count);
}

/** The end of a meeting starting then, by the rules. */
export const meetingEndOf = (start: Date) => new Date(start.getTime() + RULES.meetingMinutes * MINUTE);

/** A demo request for `email` at `preferredStart` (none: a plain request), from `client` (a fresh one by default). */
export function requestDemo(
  baseUrl: string,
  {
    email,
    preferredStart,
    client = newClientAddress(),
    timeZone,
  }: { email: string; preferredStart?: Date; client?: string; timeZone?: string },
): Promise<ApiAnswer> {
  return callApi(baseUrl, demo.path, {
    body: exampleBody(demo, {
      name: `Booker ${email.split('@')[0]}`,
      email,
      ...(preferredStart ? { preferredStart: preferredStart.toISOString() } : {}),
      ...(timeZone ? { timeZone } : {}),
    }),
    headers: { 'X-Forwarded-For': client },
  });
}

/** Books a stored lead's meeting at the first free start, in Mexico City's zone, as the booking page would; its id and start. */
export async function bookFirstFreeStart(
  database: Database,
  scheduling: Pick<Scheduling, 'freeStarts' | 'rules'>,
  lead: { id: string; mailbox: string },
): Promise<{ id: string; start: Date }> {
  const [start] = await scheduling.freeStarts(database, new Date(), 1);
  const outcome = await bookSlot(database, {
    leadId: lead.id,
    mailbox: lead.mailbox,
    start: start!,
    end: meetingEnd(start!, scheduling.rules),
    timeZone: 'America/Mexico_City',
  });
  if (!outcome.booked) throw new Error(`not booked: ${outcome.reason}`);
  return { id: outcome.id, start: start! };
}
