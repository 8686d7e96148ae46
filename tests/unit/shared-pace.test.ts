/**
 * Resend's rate (2 requests a second per account) is shared by every instance through the store:
 * slots reserved concurrently from two instances (two connection pools on one PostgreSQL database,
 * or the one embedded store) never fall closer than the interval, on the database's clock; a slot
 * booked too far ahead sends the delivery back to the queue rather than waiting past its lease.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedPacer, reserveSlot } from '@/lib/delivery/shared-pace';
import type { Database } from '@/lib/store/database';
import { migrate } from '@/lib/store/migrations';
import { openPgliteDatabase } from '@/lib/store/pglite-database';
import { openPostgresDatabase } from '@/lib/store/postgres-database';
import { createTestDatabase, STORES } from '../helpers/stores';

describe.each(STORES)('the shared provider pace on %s', (store) => {
  /** Two instances of the app on one store (on PGlite, one process is the only opener). */
  let instances: Database[];
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    if (store === 'postgres') {
      const created = await createTestDatabase();
      instances = [openPostgresDatabase(created.url), openPostgresDatabase(created.url)];
      cleanUp = created.drop;
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pace-'));
      const { database } = await openPgliteDatabase(dataDir);
      instances = [database, database];
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    }
    await migrate(instances[0]!);
  });
  afterAll(async () => {
    for (const instance of new Set(instances)) await instance.close();
    await cleanUp();
  });

  it('gives concurrent callers of all instances slots at least the interval apart', async () => {
    const reservations = await Promise.all(Array.from({ length: 12 }, (_, i) => reserveSlot(instances[i % 2]!, 'resend-test', 500)));
    const slots = reservations.map((reservation) => reservation.slotAt.getTime()).sort((a, b) => a - b);
    const gaps = slots.slice(1).map((slot, i) => slot - slots[i]!);
    // Date keeps milliseconds of the database's microseconds: a gap may read 1 ms short.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(499);
    // Eleven intervals ahead at most (plus the time the reservations took): none was skipped.
    expect(slots.at(-1)! - slots[0]!).toBeLessThan(11 * 500 + 1_000);
    // Each caller is told to wait until its own slot.
    expect(Math.max(...reservations.map((reservation) => reservation.waitMs))).toBeGreaterThan(4_000);
  });

  it('refuses to wait for a slot booked further ahead than a delivery may wait', async () => {
    await reserveSlot(instances[0]!, 'busy-provider', 6_000);
    await reserveSlot(instances[1]!, 'busy-provider', 6_000);
    await expect(createSharedPacer(instances[0]!, 'busy-provider', 6_000)()).rejects.toThrow(/booked \d+ s ahead; retried later/);
  });
});
