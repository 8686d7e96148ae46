import type { z } from 'zod';
import { mailLimitsOf, outboundCeilingReached } from '@/lib/abuse/mail-allowance';
import type { apiStatusDetailsSchema, apiStatusSchema } from '@/lib/api/response-schemas';
import { env } from '@/lib/settings/env';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { teamDigestActive } from '@/lib/acceptance/team-digest-slot';
import { runtimeSummary } from '@/lib/settings/runtime-summary';
import { deliveryStats, destinationStats } from '@/lib/queue/delivery-stats';
import { configuredDestinations } from '@/lib/destinations/destinations';
import { comingBookingCount } from '@/lib/scheduling/bookings';
import { bearerTokenMatches } from '@/lib/api/bearer-token';
import type { Database } from '@/lib/store/database';
import { documentCorsHeaders, MEDIA_TYPES, readOnlyRoute } from './document-response';
import { API_VERSION } from '@/lib/agents/descriptions/api-identity';
import { log } from '@/lib/logging/logger';

/** Seconds a client should wait before asking again when the API is unavailable. */
const RETRY_AFTER_SECONDS = 5;

/** What /api/status answers anyone: whether the API is up, nothing more. */
type ApiStatus = z.infer<typeof apiStatusSchema>;
/** What it answers a monitor holding STATUS_TOKEN: no personal data, no secrets. */
type ApiStatusDetails = z.infer<typeof apiStatusDetailsSchema>;

/**
 * /api/status, the `status` link of the API catalog (RFC 8631): whether the API can accept a
 * submission now (whether the lead store answers: 200, else 503). With `Authorization: Bearer
 * <STATUS_TOKEN>` also which parts it runs on, the state of the delivery queue, whether the
 * outbound ceiling is holding confirmations back, how many demo meetings are coming, and each
 * configured tool of the team's deliveries (docs/decisions.md "Status endpoint"): the load and the ceiling would tell an attacker when the
 * mail has run out. A missing or wrong token gets the
 * public answer, not a 401, so that the availability a monitor sees never depends on its token.
 * Never cached.
 */
export function apiStatusRoute(services: () => Promise<{ database: Database }>) {
  // The route is public and unlimited: a flood costs the store one computation of each kind at a
  // time per instance, and anyone without the token only the cheapest question, whether it answers.
  const availability = sharedWhileRunning(() => storeAnswers(services));
  const details = sharedWhileRunning(() => computeStatus(services));
  const answer = (withBody: boolean) => async (request: Request) => {
    const monitor = bearerTokenMatches(request.headers.get('authorization'), env().STATUS_TOKEN);
    const shown: ApiStatus | ApiStatusDetails = monitor ? await details() : await availability();
    const available = shown.status === 'ok';
    return new Response(withBody ? JSON.stringify(shown) : null, {
      status: available ? 200 : 503,
      headers: {
        ...documentCorsHeaders(),
        'Cache-Control': 'no-store',
        'Content-Type': MEDIA_TYPES.json,
        ...(available ? {} : { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
      },
    });
  };
  return readOnlyRoute(answer(true), answer(false));
}

/** One computation under way at a time, its answer shared by every request that arrives meanwhile. */
function sharedWhileRunning<T>(compute: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= compute().finally(() => {
      running = undefined;
    }));
}

/** What anyone is told: whether the lead store answers, so that a submission can be accepted now. */
async function storeAnswers(services: () => Promise<{ database: Database }>): Promise<ApiStatus> {
  try {
    const { database } = await services();
    await database.query('SELECT 1');
    return { status: 'ok' };
  } catch (error) {
    log.error({ component: 'status', error: describeErrorSafely(error) }, 'the lead store does not answer');
    return { status: 'unavailable' };
  }
}

async function computeStatus(services: () => Promise<{ database: Database }>): Promise<ApiStatusDetails> {
  const { store, mail, calendar } = runtimeSummary(env());
  const parts = { version: API_VERSION, store, mail, calendar };
  try {
    const { database } = await services();
    const destinationNames = configuredDestinations(env()).map((destination) => destination.name);
    const [deliveries, outboundMailCeilingReached, teamDigest, comingBookings, destinations] = await Promise.all([
      deliveryStats(database),
      outboundCeilingReached(database, mailLimitsOf(env())),
      teamDigestActive(database, env()),
      comingBookingCount(database),
      destinationStats(database, destinationNames),
    ]);
    const scheduling = { enabled: env().SCHEDULING === 'on', comingBookings };
    return {
      status: 'ok',
      ...parts,
      deliveries,
      outboundMailCeilingReached,
      teamDigest,
      scheduling,
      // Only where a destination is configured: the shape of a site without them is unchanged.
      ...(destinationNames.length ? { destinations } : {}),
    };
  } catch (error) {
    log.error({ component: 'status', error: describeErrorSafely(error) }, 'the lead store does not answer');
    return { status: 'unavailable', ...parts };
  }
}
