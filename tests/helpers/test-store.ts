/**
 * A lead store and its delivery queue for a suite that drives the delivery code in its own process:
 * a fresh data folder, on PGlite or on a PostgreSQL database of its own, opened and migrated as the
 * server opens it, and one call that releases all of it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { openStore } from '@/lib/runtime/open-store';
import type { Database } from '@/lib/store/database';
import { createTestDatabase, type StoreKind } from './stores';

export interface TestStore {
  dataDir: string;
  database: Database;
  boss: PgBoss;
  counters: Awaited<ReturnType<typeof openStore>>['counters'];
  close(): Promise<void>;
}

/** Opens a store on `store`, its data folder named after the suite; retries are a second apart. */
export async function openTestStore(store: StoreKind, suite: string, { retryLimit }: { retryLimit: number }): Promise<TestStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${suite}-`));
  const postgres = store === 'postgres' ? await createTestDatabase() : undefined;
  const opened = await openStore({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url });
  const boss = await startDeliveryQueue(opened.queue, { retryLimit, retryDelaySeconds: 1 });
  return {
    dataDir,
    database: opened.database,
    boss,
    counters: opened.counters,
    async close() {
      await boss.stop({ graceful: false }).catch(() => {});
      await opened.database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
