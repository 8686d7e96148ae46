import pg from 'pg';
import type { ChannelListener, Database, Sql } from './database';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { listenOnChannel } from './postgres-listen';
import { preparedStatementName } from './prepared-statements';

/**
 * How long an idle connection is kept. node-postgres closes one after 10 s, so that traffic coming
 * back after a pause of that length paid for new connections (the handshake, and each statement
 * prepared again) in its first requests' time: the p99 of a whole load (docs/performance.md
 * "Round trips"). Ten connections kept for five minutes cost the server little.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/**
 * Production store: a PostgreSQL server reached through `DATABASE_URL`. With `preparedStatements`
 * (DATABASE_PREPARED_STATEMENTS, on by default), each parameterized statement is prepared once per
 * connection; off for a pooler in transaction mode that does not keep them (PgBouncer before 1.21).
 */
export function openPostgresDatabase(connectionString: string, { preparedStatements = true } = {}): Database {
  // Pipelined: statements sent together on one connection go without waiting for each other's
  // answers (node-postgres's `pipeline`), as a transaction's groups are (lib/store/one-round-trip.ts).
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    pipeline: true,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.error({ component: 'store', error: describeErrorSafely(error) }, 'an idle PostgreSQL client failed'));
  const listeners: (() => Promise<void>)[] = [];

  const asSql = (target: pg.Pool | pg.PoolClient): Sql => ({
    query: async <Row>(text: string, params?: unknown[]) => {
      const name = preparedStatements && params ? preparedStatementName(text) : undefined;
      const result = await (name ? target.query({ name, text, values: params }) : target.query(text, params));
      return { rows: result.rows as Row[] };
    },
    exec: async (text) => {
      await target.query(text);
    },
  });

  return {
    kind: 'postgres',
    ...asSql(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      const committed: (() => void)[] = [];
      let broken = false;
      try {
        // BEGIN is sent without waiting for its answer: the work's first statements follow it on
        // this connection, in order, in the same round trip (docs/performance.md "Round trips").
        // Each of the work's answers waits for BEGIN's too, so a failed BEGIN fails the work at its
        // first answer; only a broken connection fails a BEGIN, and that fails what follows it too.
        const begun = client.query('BEGIN');
        begun.catch(() => {}); // awaited below and with every answer; this only keeps Node from calling it unhandled meanwhile
        const inTransaction = asSql(client);
        const result = await work({
          query: async <Row>(text: string, params?: unknown[]) => (await Promise.all([begun, inTransaction.query<Row>(text, params)]))[1],
          exec: async (text) => (await Promise.all([begun, inTransaction.exec(text)]))[1],
          afterCommit: (callback) => committed.push(callback),
        });
        await begun;
        await client.query('COMMIT');
        for (const callback of committed) callback();
        return result;
      } catch (error) {
        // A client whose ROLLBACK fails is in an unknown state: destroy it rather than reuse it.
        await client.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel: string, listener: ChannelListener) => {
      listeners.push(listenOnChannel(() => connectListener(connectionString), channel, listener));
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/** A connection for LISTEN, outside the pool: one the pool's size does not count. */
async function connectListener(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  // An unhandled 'error' would end the process: while connecting, the failure is thrown below;
  // once listening, listenOnChannel's own handler acts on it.
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}
