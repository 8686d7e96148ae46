/**
 * The PostgreSQL store keeps an idle connection for IDLE_CONNECTION_MS (lib/store/postgres-database.ts),
 * not node-postgres's 10 s: a request after a pause of a minute runs on the same server process
 * (the same backend pid), with its statements still prepared; one after the whole time gets a new
 * connection. The pool's clock is Vitest's, so nothing here waits. PostgreSQL only (PGlite has
 * one connection, in this process): skipped without TEST_DATABASE_URL.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDLE_CONNECTION_MS, openPostgresDatabase } from '@/lib/store/postgres-database';
import type { Database } from '@/lib/store/database';
import { createTestDatabase } from '../helpers/stores';

describe.skipIf(!process.env.TEST_DATABASE_URL)('idle connections on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await createTestDatabase());
    database = openPostgresDatabase(url);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  /** The server process of the connection a statement ran on. */
  const backend = async () => (await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', [])).rows[0]!.pid;

  it('keeps a connection idle for a minute, and its prepared statement', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = await backend();
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    expect(await backend()).toBe(before);
    const { rows } = await database.query<{ name: string }>(
      "SELECT name FROM pg_prepared_statements WHERE statement LIKE '%pg_backend_pid() AS pid%' AND statement NOT LIKE '%pg_prepared_statements%'",
      [],
    );
    expect(rows).toHaveLength(1);
  });

  it('lets it go once idle for IDLE_CONNECTION_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = await backend();
    vi.advanceTimersByTime(IDLE_CONNECTION_MS);
    vi.useRealTimers();
    expect(await backend()).not.toBe(before);
  });
});
