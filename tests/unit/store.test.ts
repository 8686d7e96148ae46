/** The store's own parts on PGlite: migrations, the directory lock, housekeeping. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/store/database';
import { purgeExpiredRows } from '@/lib/store/housekeeping';
import { migrate } from '@/lib/store/migrations';
import { openPgliteDatabase } from '@/lib/store/pglite-database';

describe('the embedded store', () => {
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'store-'));
    ({ database } = await openPgliteDatabase(dataDir));
    await migrate(database);
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates once, however often it is asked', async () => {
    await migrate(database);
    const { rows } = await database.query<{ version: number }>('SELECT version FROM schema_migrations');
    expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('refuses a second opener while the first is alive, and names it', async () => {
    await expect(openPgliteDatabase(dataDir)).rejects.toThrow(/is in use by process \d+/);
  });

  it.each([
    { name: 'a process that is gone', lock: '999999999 token' },
    { name: 'an earlier process with this pid (a restarted container)', lock: `${process.pid} earlier-token` },
  ])('takes over a lock left by $name', async ({ lock }) => {
    const other = await mkdtemp(path.join(tmpdir(), 'store-'));
    await writeFile(path.join(other, 'pglite.lock'), lock);
    const opened = await openPgliteDatabase(other);
    try {
      // The lock is this process's now, and the store answers.
      const [pid, token] = (await readFile(path.join(other, 'pglite.lock'), 'utf8')).split(' ');
      expect(Number(pid)).toBe(process.pid);
      expect(token).not.toBe(lock.split(' ')[1]);
      expect((await opened.database.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await opened.database.close();
      await rm(other, { recursive: true, force: true });
    }
  });

  it('purges expired idempotency keys and old rate-limit windows, and nothing else', async () => {
    await database.exec(`
      INSERT INTO idempotency_keys (key, request_fingerprint, response, created_at) VALUES
        ('old', 'f', '{}', now() - interval '25 hours'), ('fresh', 'f', '{}', now() - interval '23 hours');
      INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES
        ('a', now() - interval '2 days', 1), ('a', now(), 1);
    `);
    await purgeExpiredRows(database, { clientAddressDays: 30 });
    const keys = await database.query<{ key: string }>('SELECT key FROM idempotency_keys');
    expect(keys.rows.map((row) => row.key)).toEqual(['fresh']);
    const windows = await database.query('SELECT 1 FROM rate_limit_hits');
    expect(windows.rows).toHaveLength(1);
  });
});
