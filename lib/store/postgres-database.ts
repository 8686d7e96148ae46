import pg from 'pg';
import type { ChannelListener, Database, Sql } from './database';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { listenOnChannel } from './postgres-listen';
import { preparedStatementName } from './prepared-statements';

/**
 * Production store: a PostgreSQL server reached through `DATABASE_URL`. With `preparedStatements`
 * (DATABASE_PREPARED_STATEMENTS, on by default), each parameterized statement is prepared once per
 * connection; off for a pooler in transaction mode that does not keep them (PgBouncer before 1.21).
 */
export function openPostgresDatabase(connectionString: string, { preparedStatements = true } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
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
        await client.query('BEGIN');
        const result = await work({ ...asSql(client), afterCommit: (callback) => committed.push(callback) });
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
      listeners.push(listenOnChannel(pool, channel, listener));
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}
