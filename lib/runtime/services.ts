import type { PgBoss } from 'pg-boss';
import type { Intake } from '@/lib/acceptance/intake';
import { createDeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker, type DeliveryWorker } from '@/lib/delivery/delivery-worker';
import { env } from '@/lib/settings/env';
import { privacyContextOf, type PrivacyContext } from '@/lib/privacy/privacy-context';
import { eraseExpiredLeads } from '@/lib/privacy/retention';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit/rate-limiter';
import type { Database } from '@/lib/store/database';
import { HOUSEKEEPING_INTERVAL_MS, purgeExpiredRows } from '@/lib/store/housekeeping';
import { openStore } from '@/lib/runtime/open-store';
import { log } from '@/lib/logging/logger';
import bookingRulesJson from '@/content/scheduling.json';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { readOrCreateSchedulingSecret } from '@/lib/scheduling/scheduling-secret';
import { createScheduling, type BusySource, type Scheduling } from '@/lib/scheduling/scheduling';
import { followSavedBookingRules } from '@/lib/runtime/follow-saved-rules';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { watchBookings } from '@/lib/scheduling/watch-bookings';

/** The long-lived parts of a server process, opened on first use (never during `next build`). */
export interface Services {
  database: Database;
  boss: PgBoss;
  rateLimiter: RateLimiter;
  /** Demo scheduling; absent with SCHEDULING=off. */
  scheduling?: Scheduling;
  deliveries: DeliveryWorker;
  housekeeping: NodeJS.Timeout;
}

// Kept on globalThis: route bundles and dev reloads may load this module more than once, and the
// embedded database must be opened once per process (docs/notes.md "PGlite").
const SERVICES = Symbol.for('courtside.services');
const BACKGROUND_WORKER = Symbol.for('courtside.background-worker');
const globals = globalThis as typeof globalThis & { [SERVICES]?: Promise<Services>; [BACKGROUND_WORKER]?: boolean };

/**
 * This process delivers in the background (a long-running server, DELIVERY_WORKER=on): the worker
 * starts as soon as the services open, whoever opens them first (start-up, its retries in the
 * background, or a request), so that a store that opened late still gets its failed deliveries
 * retried without new traffic. Scripts that open the services never call this.
 */
export function deliverInBackground(): void {
  globals[BACKGROUND_WORKER] = true;
  // Already open (or opening): start it then. start() is idempotent, so the worker runs once.
  void globals[SERVICES]?.then(
    (services) => services.deliveries.start(),
    () => {},
  );
}

export function getServices(): Promise<Services> {
  globals[SERVICES] ??= openServices().catch((error: unknown) => {
    // Let the next request try again (e.g. PostgreSQL was restarting) instead of failing forever.
    globals[SERVICES] = undefined;
    throw error;
  });
  return process.env.NODE_ENV === 'development' ? globals[SERVICES].then(withSavedBookingRules) : globals[SERVICES];
}

/** `npm run dev`: the booking rules as saved in the editor since the server started. */
function withSavedBookingRules(services: Services): Services {
  if (services.scheduling) followSavedBookingRules(services.scheduling);
  return services;
}

async function openServices(): Promise<Services> {
  const { DELIVERY_RETRY_LIMIT, DELIVERY_RETRY_DELAY_SECONDS, RATE_LIMIT } = env();
  const schedule = { retryLimit: DELIVERY_RETRY_LIMIT, retryDelaySeconds: DELIVERY_RETRY_DELAY_SECONDS };
  const store = await openStore(env());
  const { database } = store;
  let boss: PgBoss;
  try {
    boss = await startDeliveryQueue(store.queue, schedule);
  } catch (error) {
    // Release the store (and PGlite's lock), so that the next attempt can open it again.
    await database.close().catch(() => {});
    throw error;
  }
  const providers = createDeliveryContext(database, env());
  const scheduling = await openScheduling(providers.calendar);
  // On Vercel no free-time list is kept: a function is frozen between requests (a NOTIFY read on
  // thawing may come after the request it should have voided a list for), and a pooled DATABASE_URL
  // may not carry LISTEN at all (lib/scheduling/watch-bookings.ts).
  if (scheduling && env().VERCEL) scheduling.slotLists.suspend();
  else if (scheduling) watchBookings(database, scheduling.slotLists);
  const deliveryContext = { ...providers, scheduling };
  const services: Services = {
    database,
    boss,
    rateLimiter: createRateLimiter(RATE_LIMIT, store.counters),
    scheduling,
    deliveries: createDeliveryWorker(boss, deliveryContext),
    housekeeping: startHousekeeping(privacyContextOf(deliveryContext, env())),
  };
  if (globals[BACKGROUND_WORKER]) services.deliveries.start();
  return services;
}

/**
 * Demo scheduling on the team's calendar (its busy times come from the same transport as its
 * events), with the booking rules of content/scheduling.json; none with SCHEDULING=off.
 */
export async function openScheduling(calendar: BusySource): Promise<Scheduling | undefined> {
  const settings = env();
  if (settings.SCHEDULING === 'off') return undefined;
  return createScheduling(
    loadBookingRules(bookingRulesJson),
    {
      timeZone: settings.TEAM_TIMEZONE,
      busyCalendarIds: settings.GOOGLE_BUSY_CALENDAR_IDS ?? [settings.GOOGLE_CALENDAR_ID ?? 'primary'],
      secret: settings.SCHEDULING_SECRET ?? (await readOrCreateSchedulingSecret(settings.DATA_DIR)),
      meetingUrl: settings.MEETING_URL,
      googleMeet: settings.GOOGLE_MEET === 'on',
      bookingsPerClient: settings.BOOKINGS_PER_CLIENT,
      siteUrl: settings.SITE_URL,
    },
    calendar,
  );
}

function startHousekeeping(context: PrivacyContext): NodeJS.Timeout {
  const purge = async () => {
    try {
      await purgeExpiredRows(context.database, { clientAddressDays: env().CLIENT_ADDRESS_RETENTION_DAYS });
      const erased = await eraseExpiredLeads(context, env().LEAD_RETENTION_DAYS);
      // A count only: the operator sees retention at work, and a test knows the round has finished.
      if (erased > 0) log.info({ component: 'store' }, `housekeeping erased ${erased} lead(s) past LEAD_RETENTION_DAYS`);
    } catch (error) {
      // Tried again at the next round: a lead whose calendar event could not be deleted stays until then.
      log.error({ component: 'store', error: describeErrorSafely(error) }, 'housekeeping failed');
    }
  };
  void purge();
  return setInterval(purge, HOUSEKEEPING_INTERVAL_MS).unref();
}

/** Stops the queue and closes the store; for a graceful shutdown. */
export async function closeServices(): Promise<void> {
  const pending = globals[SERVICES];
  if (!pending) return;
  globals[SERVICES] = undefined;
  const { boss, database, deliveries, housekeeping } = await pending;
  clearInterval(housekeeping);
  await deliveries.stop();
  await boss.stop({ graceful: true, timeout: 5_000 }).catch(() => {});
  await database.close();
}

/** After an accepted lead: deliver now rather than at the next poll. Never throws. */
export async function kickDeliveries(): Promise<void> {
  try {
    await (await getServices()).deliveries.kick();
  } catch (error) {
    log.error({ component: 'deliveries', error: describeErrorSafely(error) }, 'could not start delivering after a response');
  }
}

/** What the API, the forms' action and the MCP tools accept leads through. */
export const intake: Intake = { services: getServices, kickDeliveries };
