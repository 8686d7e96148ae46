/**
 * Statements a transaction sends together (lib/store/one-round-trip.ts) run in the order sent, on
 * both stores: a read behind a write sees it, the first failure in that order is the one thrown,
 * the transaction is rolled back whole, and the connection serves the next transaction. On
 * PostgreSQL they also go in one round trip with BEGIN ahead of them, counted on the wire by a
 * proxy between the store and the server: BEGIN and three statements, then COMMIT, are two
 * turns of the client, where waiting for each answer took five.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/store/database';
import { oneRoundTrip } from '@/lib/store/one-round-trip';
import { openPgliteDatabase } from '@/lib/store/pglite-database';
import { openPostgresDatabase } from '@/lib/store/postgres-database';
import { createTestDatabase, STORES } from '../helpers/stores';

/**
 * A TCP proxy that counts the client's turns: bytes from the client after bytes from the server
 * (or first) start a turn. Statements sent without waiting for answers are one turn.
 */
async function turnCountingProxy(target: URL): Promise<{ port: number; turns(): number; close(): Promise<void> }> {
  let turns = 0;
  let serverSpokeLast = true;
  const server: Server = createServer((downstream) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    downstream.on('data', (chunk) => {
      if (serverSpokeLast) turns += 1;
      serverSpokeLast = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      serverSpokeLast = true;
      downstream.write(chunk);
    });
    const end = () => {
      downstream.destroy();
      upstream.destroy();
    };
    downstream.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    turns: () => turns,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(STORES)('statements sent together in a transaction, on %s', (store) => {
  let database: Database;
  let cleanUp = async () => {};

  beforeAll(async () => {
    if (store === 'postgres') {
      const { url, drop } = await createTestDatabase();
      database = openPostgresDatabase(url);
      cleanUp = drop;
    } else {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pipelined-'));
      ({ database } = await openPgliteDatabase(dataDir));
      cleanUp = () => rm(dataDir, { recursive: true, force: true });
    }
    await database.exec('CREATE TABLE pipelined (n int PRIMARY KEY)');
  });
  afterAll(async () => {
    await database?.close();
    await cleanUp();
  });

  it('run in the order sent: a read behind a write sees it', async () => {
    const [, , seen] = await database.transaction((tx) =>
      oneRoundTrip(
        tx.query('INSERT INTO pipelined (n) VALUES ($1)', [1]),
        tx.query('INSERT INTO pipelined (n) VALUES ($1)', [2]),
        tx.query<{ n: number }>('SELECT n FROM pipelined ORDER BY n', []),
      ),
    );
    expect(seen.rows.map((row) => row.n)).toEqual([1, 2]);
  });

  it('throw the first failure in the order sent, roll back the whole transaction, and leave the connection usable', async () => {
    const failed = database.transaction((tx) =>
      oneRoundTrip(
        tx.query('INSERT INTO pipelined (n) VALUES ($1)', [10]), // the first statement, sent with BEGIN on PostgreSQL
        tx.query('INSERT INTO pipelined (n) VALUES ($1)', [1]), // a duplicate key
        tx.query('SELECT n FROM pipelined', []), // refused: the transaction is aborted
      ),
    );
    await expect(failed).rejects.toThrow(/duplicate key/);
    const { rows } = await database.transaction((tx) => tx.query<{ n: number }>('SELECT n FROM pipelined ORDER BY n', []));
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });

  it.runIf(store === 'postgres')('go in one round trip with BEGIN, on the wire', async () => {
    const { url, drop } = await createTestDatabase();
    const proxy = await turnCountingProxy(new URL(url));
    const proxied = new URL(url);
    proxied.host = `127.0.0.1:${proxy.port}`;
    const through = openPostgresDatabase(proxied.toString());
    try {
      const work = () =>
        through.transaction((tx) => oneRoundTrip(tx.query('SELECT $1::int', [1]), tx.query('SELECT $1::int', [2]), tx.query('SELECT 3')));
      await work(); // connects, and prepares the statement on the connection
      const before = proxy.turns();
      const answers = await work();
      expect(answers.map(({ rows }) => Object.values(rows[0]!)[0])).toEqual([1, 2, 3]);
      expect(proxy.turns() - before).toBe(2); // BEGIN and the three statements; COMMIT
    } finally {
      await through.close();
      await proxy.close();
      await drop();
    }
  });
});
