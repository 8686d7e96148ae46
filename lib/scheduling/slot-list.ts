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

/**
 * The query (and the tools' input): both members optional. Strict like the request bodies, so that
 * a misspelt `timezone` is refused rather than silently answered in the team's zone.
 */
export const slotsQuerySchema = z.strictObject({
  timeZone: timeZoneNameSchema.optional(),
  // A query carries text: "5" is read as 5 (and a tool's 5 stays 5).
  limit: z.coerce.number().int().min(1).max(MAX_SLOTS_PER_ANSWER).default(DEFAULT_SLOTS_PER_ANSWER),
});

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
