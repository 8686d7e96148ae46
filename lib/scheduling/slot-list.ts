import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { timeZoneNameSchema } from '@/lib/operations/schemas';
import type { BookingRules } from './booking-rules';
import { meetingEnd } from './scheduling';

/**
 * The free demo meeting starts as agents read them (docs/api.md "Demo meetings"): the endpoint
 * `GET /api/scheduling/slots`, the `/mcp` tool and the WebMCP tool of the same name. Free starts
 * only, never the busy times they were computed from.
 */
export const DEMO_SLOTS = { id: 'listDemoSlots', path: '/api/scheduling/slots' } as const;

export const MAX_SLOTS_PER_ANSWER = 50;
export const DEFAULT_SLOTS_PER_ANSWER = 20;

/** The query's parameters (the tools' arguments), in the order the documents list them. */
export const SLOTS_PARAMETERS = ['timeZone', 'from', 'limit'] as const;
export type SlotsParameter = (typeof SLOTS_PARAMETERS)[number];

/**
 * The query (and the tools' input): every member optional. Strict like the request bodies, so that
 * a misspelt `timezone` is refused rather than silently answered in the team's zone. `limit` is an
 * integer: a query's text becomes one only when it is digits and nothing else (slotsQueryOfText),
 * so `0x10`, `1e1`, `+5`, `5.0` and ` 5` are refused, not read as numbers. `from` is a real
 * calendar day (YYYY-MM-DD, a 30 February is refused); whether it lies within the horizon depends
 * on today, so listDemoSlots checks that (fromDayBounds).
 */
export const slotsQuerySchema = z.strictObject({
  timeZone: timeZoneNameSchema.optional(),
  from: z.iso.date().optional(),
  limit: z.int().min(1).max(MAX_SLOTS_PER_ANSWER).default(DEFAULT_SLOTS_PER_ANSWER),
});

/** Digits only: no sign, space, point, exponent or base prefix (and no length beyond a number's). */
const DIGITS = /^[0-9]{1,15}$/;

/**
 * The query's text as the schema's input, read before anything trims it: a `limit` of digits only
 * is its number; any other text stays text, which the schema refuses as not an integer. The tools
 * give their arguments typed already (a WebMCP call reaches here as text, by the endpoint).
 */
export function slotsQueryOfText(query: Record<string, unknown>): Record<string, unknown> {
  const { limit } = query;
  return typeof limit === 'string' && DIGITS.test(limit) ? { ...query, limit: Number(limit) } : query;
}

export type SlotsQuery = z.output<typeof slotsQuerySchema>;

export const demoSlotsSchema = z.strictObject({
  /** The IANA zone the `local` times are in: the one asked for, else the team's. */
  timeZone: z.string().min(1),
  meetingMinutes: z.int().min(1),
  slots: z
    .array(
      z.strictObject({
        /** The instant to send back as `preferredStart`, in UTC. */
        start: z.iso.datetime(),
        end: z.iso.datetime(),
        /** The start as the person's clocks show it, with the zone's offset then: 2026-12-01T10:00:00+01:00. */
        local: z.iso.datetime({ offset: true }),
      }),
    )
    .max(MAX_SLOTS_PER_ANSWER),
});

export type DemoSlots = z.infer<typeof demoSlotsSchema>;

/** The free starts as answered: each with its end, and its wall-clock time in `timeZone`. */
export function demoSlots(starts: readonly Date[], rules: Pick<BookingRules, 'meetingMinutes'>, timeZone: string): DemoSlots {
  return {
    timeZone,
    meetingMinutes: rules.meetingMinutes,
    slots: starts.map((start) => ({
      start: start.toISOString(),
      end: meetingEnd(start, rules).toISOString(),
      local: localTime(start, timeZone),
    })),
  };
}

/** `2026-12-01T10:00:00+01:00`: the instant in the zone, to the second, with the offset it has there then. */
export function localTime(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/**
 * The days `from` may name, in the person's zone: from today there to the horizon's last day there
 * (the one the horizon ends on). Day arithmetic through Temporal, so a clock change is no concern.
 */
export function fromDayBounds(now: Date, horizonDays: number, timeZone: string): { first: string; last: string } {
  const here = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
  return { first: here.toPlainDate().toString(), last: here.add({ days: horizonDays }).toPlainDate().toString() };
}

/**
 * The free starts from the beginning of the day `from` in the person's zone, soonest first, at most
 * `limit`. The day begins at its first instant there (Temporal's start of day: midnight, or the
 * first time a clock change leaves), so a week that changes the clocks starts at the right hour.
 */
export function startsFrom(free: readonly Date[], from: string, timeZone: string, limit: number): Date[] {
  const first = Temporal.PlainDate.from(from).toZonedDateTime({ timeZone }).epochMilliseconds;
  return free.filter((start) => start.getTime() >= first).slice(0, limit);
}
