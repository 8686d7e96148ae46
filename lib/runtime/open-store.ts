import type { Env } from '@/lib/settings/env';
import { createMemoryCounterStore } from '@/lib/rate-limit/memory-counter-store';
import { createPostgresCounterStore } from '@/lib/rate-limit/postgres-counter-store';
import type { QueueTarget } from '@/lib/queue/delivery-queue';
import { migrate } from '@/lib/store/migrations';
import { openPgliteDatabase } from '@/lib/store/pglite-database';
import { openPostgresDatabase } from '@/lib/store/postgres-database';

/**
 * Opens the lead store the environment names and brings its schema up to date. The two stores
 * differ only here: how to open them, where pg-boss runs, where rate-limit counters live.
 */
export async function openStore({
  DATABASE_URL,
  DATA_DIR,
  DATABASE_PREPARED_STATEMENTS = 'on',
}: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DATABASE_PREPARED_STATEMENTS'>>) {
  const store = DATABASE_URL
    ? {
        database: openPostgresDatabase(DATABASE_URL, { preparedStatements: DATABASE_PREPARED_STATEMENTS === 'on' }),
        queue: { kind: 'postgres', connectionString: DATABASE_URL } as QueueTarget,
        counters: createPostgresCounterStore(),
      }
    : await openPgliteDatabase(DATA_DIR).then(({ database, pglite }) => ({
        database,
        queue: { kind: 'pglite', pglite } as QueueTarget,
        counters: createMemoryCounterStore(),
      }));
  try {
    await migrate(store.database);
  } catch (error) {
    // Release the store (and PGlite's lock), so that the next attempt can open it again.
    await store.database.close().catch(() => {});
    throw error;
  }
  return store;
}
