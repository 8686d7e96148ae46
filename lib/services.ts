import type { PgBoss } from 'pg-boss';
import { createDeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker, type DeliveryWorker } from '@/lib/delivery/delivery-worker';
import { env } from '@/lib/env';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { createMemoryCounterStore } from '@/lib/rate-limit/memory-counter-store';
import { createPostgresCounterStore } from '@/lib/rate-limit/postgres-counter-store';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit/rate-limiter';
import type { Database } from '@/lib/store/database';
import { HOUSEKEEPING_INTERVAL_MS, purgeExpiredRows } from '@/lib/store/housekeeping';
import { migrate } from '@/lib/store/migrations';
import { openPgliteDatabase } from '@/lib/store/pglite-database';
import { openPostgresDatabase } from '@/lib/store/postgres-database';

/** The long-lived parts of a server process, opened on first use (never during `next build`). */
export interface Services {
  database: Database;
  boss: PgBoss;
  rateLimiter: RateLimiter;
  deliveries: DeliveryWorker;
  housekeeping: NodeJS.Timeout;
}

// Kept on globalThis: route bundles and dev reloads may load this module more than once, and the
// embedded database must be opened once per process (NOTES.md).
const SERVICES = Symbol.for('courtside.services');
const globals = globalThis as typeof globalThis & { [SERVICES]?: Promise<Services> };

export function getServices(): Promise<Services> {
  globals[SERVICES] ??= openServices().catch((error: unknown) => {
    // Let the next request try again (e.g. PostgreSQL was restarting) instead of failing forever.
    globals[SERVICES] = undefined;
    throw error;
  });
  return globals[SERVICES];
}

async function openServices(): Promise<Services> {
  const { DATABASE_URL, DATA_DIR, RATE_LIMIT, DELIVERY_RETRY_LIMIT, DELIVERY_RETRY_DELAY_SECONDS } = env();
  const schedule = { retryLimit: DELIVERY_RETRY_LIMIT, retryDelaySeconds: DELIVERY_RETRY_DELAY_SECONDS };
  // The two stores differ only here: how to open them, where pg-boss runs, where counters live.
  const store = DATABASE_URL
    ? {
        database: openPostgresDatabase(DATABASE_URL),
        queue: { kind: 'postgres', connectionString: DATABASE_URL } as const,
        counters: createPostgresCounterStore(),
      }
    : await openPgliteDatabase(DATA_DIR).then(({ database, pglite }) => ({
        database,
        queue: { kind: 'pglite', pglite } as const,
        counters: createMemoryCounterStore(),
      }));
  const { database } = store;
  let boss: PgBoss;
  try {
    await migrate(database);
    boss = await startDeliveryQueue(store.queue, schedule);
  } catch (error) {
    // Release the store (and PGlite's lock), so that the next attempt can open it again.
    await database.close().catch(() => {});
    throw error;
  }
  return {
    database,
    boss,
    rateLimiter: createRateLimiter(RATE_LIMIT, store.counters),
    deliveries: createDeliveryWorker(boss, createDeliveryContext(database, env())),
    housekeeping: startHousekeeping(database),
  };
}

function startHousekeeping(database: Database): NodeJS.Timeout {
  const purge = () =>
    purgeExpiredRows(database, {
      leadDays: env().LEAD_RETENTION_DAYS,
      clientAddressDays: env().CLIENT_ADDRESS_RETENTION_DAYS,
    }).catch((error: unknown) => console.error('[store] housekeeping failed', error));
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
    console.error('[deliveries] could not start delivering after a response', error);
  }
}
