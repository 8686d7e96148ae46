import { clientOf } from '@/lib/abuse/client-network';
import type { Intake } from '@/lib/acceptance/intake';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { validateSubmission } from '@/lib/operations/validate';
import { consumeForClient, rateLimitHeaders } from '@/lib/rate-limit/rate-limiter';
import { canonicalZone } from '@/lib/scheduling/display-time';
import { freeSlots } from '@/lib/scheduling/free-slots';
import { CALENDAR_CACHE_MS, CALENDAR_RETRY_AFTER_SECONDS } from '@/lib/scheduling/scheduling';
import { offerableUntil, slotListKey } from '@/lib/scheduling/slot-list-cache';
import { DEMO_SLOTS, demoSlots, fromDayBounds, slotsQuerySchema, startsFrom, type DemoSlots } from '@/lib/scheduling/slot-list';
import { env } from '@/lib/settings/env';
import { clientAddress } from './client-address';
import type { ErrorCode } from './error-codes';
import { ApiError } from './errors';
import { validationError } from './validation-error';

/** Every error GET /api/scheduling/slots can answer with (NOT_FOUND: scheduling is off), in the error table's order. */
export const SLOTS_ERROR_CODES = [
  'INVALID_INPUT',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SCHEDULING_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];

/** What GET /api/scheduling/slots answers where SCHEDULING=off, and the tools say too. */
export const SCHEDULING_OFF_MESSAGE =
  'Demo scheduling is off on this site: no free times are published. Send the demo request without preferredStart; a team member then contacts the person to agree on a time.';

/**
 * The free demo starts for one request, whichever door it came through: the endpoint and the
 * `listDemoSlots` tools of /mcp call this, so they validate, rate-limit and answer alike. In order:
 * scheduling off (404, before anything else), the query (400, costing no store query; a `from` day
 * outside the horizon too), a list kept from a moment ago (lib/scheduling/slot-list-cache.ts: the
 * same answer, voided by any booking change), the client's rate limit (429, counted in the store
 * like the operations, in a bucket of its own), the team's calendar (503 when it cannot be read: a
 * known outage, not a fault), then the store's bookings.
 *
 * A kept list is not counted against the rate limit and carries no RateLimit fields (it was not
 * counted, and the count is in the store): it costs what a refusal costs, so counting it would only
 * add the store transaction the cache saves. Only a list computed afresh is counted, and a client past
 * its limit is refused one, so a flood of distinct queries still meets the limit.
 * Throws an ApiError for anything the caller must know; returns the RateLimit headers with the answer.
 */
export async function listDemoSlots(
  query: Record<string, unknown>,
  headers: Headers,
  intake: Pick<Intake, 'services'>,
): Promise<{ body: DemoSlots; headers: Record<string, string> }> {
  if (env().SCHEDULING === 'off') throw new ApiError('NOT_FOUND', SCHEDULING_OFF_MESSAGE);
  const validation = validateSubmission({ schema: slotsQuerySchema }, query);
  if (!validation.ok) throw validationError(validation);
  const { timeZone, from, limit } = validation.data;

  const { database, rateLimiter, scheduling } = await intake.services();
  if (!scheduling) throw new ApiError('NOT_FOUND', SCHEDULING_OFF_MESSAGE);
  // The zone as asked, its case settled (the schema checked it is one); else the team's own.
  const zone = canonicalZone(timeZone) ?? scheduling.settings.timeZone;
  const now = new Date();
  if (from) checkFromDay(from, now, scheduling.rules.horizonDays, zone);
  const key = slotListKey(zone, from, limit);
  const kept = scheduling.slotLists.get(key, now.getTime());
  if (kept) return { body: kept, headers: {} };
  // Taken before the bookings are read: a change meanwhile leaves this list unkept.
  const ticket = scheduling.slotLists.ticket();
  const client = clientOf(clientAddress(headers));
  const rateLimit = await database.transaction((tx) => consumeForClient(rateLimiter, DEMO_SLOTS.id, client, tx));
  const limitHeaders = rateLimit ? rateLimitHeaders(rateLimit) : {};
  if (rateLimit && !rateLimit.allowed) {
    throw new ApiError(
      'RATE_LIMITED',
      `Rate limit exceeded: at most ${rateLimit.policy.limit} requests per ${rateLimit.policy.windowSeconds} seconds ` +
        `to ${DEMO_SLOTS.path} from one ${rateLimit.network ? 'network (an IPv4 /24 or IPv6 /48)' : 'client address'}.`,
      { headers: limitHeaders },
    );
  }

  const calendarBusy = await scheduling.calendarBusy(now).catch((error: unknown) => {
    log.warn({ component: 'scheduling', error: describeErrorSafely(error) }, "the team's calendar could not be read to list free times");
    throw new ApiError('SCHEDULING_UNAVAILABLE', "The team's calendar cannot be read right now, so no free times can be listed.", {
      headers: { ...limitHeaders, 'Retry-After': String(CALENDAR_RETRY_AFTER_SECONDS) },
    });
  });
  const input = await scheduling.slotInput(database, now, calendarBusy);
  const starts = from ? startsFrom(freeSlots(input), from, zone, limit) : freeSlots(input, limit);
  const body = demoSlots(starts, scheduling.rules, zone);
  // Kept no longer than the calendar's busy times it was made from: a list is never older than they may be.
  const calendarExpiry = (scheduling.calendarReadAt(calendarBusy) ?? 0) + CALENDAR_CACHE_MS;
  scheduling.slotLists.put(key, body, ticket, now.getTime(), Math.min(offerableUntil(starts, scheduling.rules), calendarExpiry));
  return { body, headers: limitHeaders };
}

/**
 * A `from` day must be one the list can start on: today in the person's zone at the earliest (an
 * earlier day would list nothing it does not), the horizon's last day there at the latest. The
 * message says which days, as the schema's own issues would name the field.
 */
function checkFromDay(from: string, now: Date, horizonDays: number, zone: string): void {
  const { first, last } = fromDayBounds(now, horizonDays, zone);
  if (from >= first && from <= last) return;
  throw new ApiError(
    'VALIDATION_ERROR',
    `Invalid or missing fields: from. It must be a day from ${first} to ${last} (today to the booking horizon, in ${zone}).`,
    { issues: [{ field: 'from', problem: from < first ? 'too_small' : 'too_large' }] },
  );
}
