/**
 * An instance's ear for other instances' booking changes on PostgreSQL (lib/store/postgres-listen.ts,
 * lib/scheduling/watch-bookings.ts): it keeps no free-start list until it listens, a change announced
 * from another connection voids its lists, and while its listening connection is lost it keeps none,
 * until it listens again. The listening connection is not one of the pool's: while it listens, ten
 * transactions (the pool's size) still run at once. PostgreSQL only: skipped without TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openStore } from '@/lib/runtime/open-store';
import { BOOKINGS_CHANNEL } from '@/lib/scheduling/bookings-changed';
import { createSlotListCache, type SlotList } from '@/lib/scheduling/slot-list-cache';
import { watchBookings } from '@/lib/scheduling/watch-bookings';
import type { Database } from '@/lib/store/database';
import { createTestDatabase } from '../helpers/stores';

const LIST: SlotList = { timeZone: 'UTC', meetingMinutes: 30, slots: [] };
const FAR = Date.now() + 3_600_000;

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never: ${what}`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the bookings channel on PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  /** Another instance's connection: its NOTIFY reaches this process only through the listener. */
  let other: pg.Client;

  beforeAll(async () => {
    shared = await createTestDatabase();
    ({ database } = await openStore({ DATA_DIR: '/nonexistent', DATABASE_URL: shared.url }));
    other = new pg.Client({ connectionString: shared.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await database?.close();
    await shared?.drop();
  });

  const keeps = (cache: ReturnType<typeof createSlotListCache>) => {
    cache.put('key', LIST, cache.ticket(), Date.now(), FAR);
    return cache.get('key', Date.now()) === LIST;
  };

  it('keeps lists only while it listens, and voids them on a change announced elsewhere', async () => {
    const cache = createSlotListCache();
    watchBookings(database, cache);
    // Not yet listening: nothing kept.
    expect(keeps(cache)).toBe(false);
    await until(() => keeps(cache), 'listening');

    // Another instance's change, committed on its own connection: this process learns of it only by the NOTIFY.
    await other.query('BEGIN');
    await other.query(`NOTIFY ${BOOKINGS_CHANNEL}`);
    expect(cache.get('key', Date.now())).toBe(LIST);
    await other.query('COMMIT');
    await until(() => cache.get('key', Date.now()) === undefined, 'the change heard');

    // The listening connection lost: nothing kept until it listens again.
    expect(keeps(cache)).toBe(true);
    const { rowCount } = await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    expect(rowCount).toBe(1);
    await until(() => !keeps(cache), 'the loss noticed');
    await until(() => keeps(cache), 'listening again');
    const listening = await other.query(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    expect(listening.rowCount).toBe(1);
  });

  it("listens on a connection of its own: the pool's ten are all left for work", async () => {
    const cache = createSlotListCache();
    watchBookings(database, cache);
    await until(() => keeps(cache), 'listening');
    // Each transaction holds its connection until all ten have begun: with one of the ten
    // listening, the tenth would wait for a connection that none of the others gives back.
    let begun = 0;
    const allBegun = () => until(() => begun === 10, 'ten transactions at once');
    await Promise.all(
      Array.from({ length: 10 }, () =>
        database.transaction(async (tx) => {
          await tx.query('SELECT 1');
          begun += 1;
          await allBegun();
        }),
      ),
    );
    expect(begun).toBe(10);
  });
});
