import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database, Sql } from './database';
import { acquireDirectoryLock } from './directory-lock';

/** The embedded default: PostgreSQL compiled to WASM, its files under `DATA_DIR/pglite`. */
export async function openPgliteDatabase(dataDir: string): Promise<{ database: Database; pglite: PGlite }> {
  await mkdir(dataDir, { recursive: true });
  const releaseLock = await acquireDirectoryLock(path.join(/*turbopackIgnore: true*/ dataDir, 'pglite.lock'));
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(path.join(/*turbopackIgnore: true*/ dataDir, 'pglite'));
  } catch (error) {
    await releaseLock();
    throw error;
  }

  const asSql = (target: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    query: async (text, params) => target.query(text, params),
    exec: async (text) => {
      await target.exec(text);
    },
  });

  const database: Database = {
    kind: 'pglite',
    ...asSql(pglite),
    transaction: async (work) => {
      const committed: (() => void)[] = [];
      const result = await pglite.transaction((tx) => work({ ...asSql(tx), afterCommit: (callback) => committed.push(callback) }));
      for (const callback of committed) callback();
      return result;
    },
    close: async () => {
      // A checkpoint makes the next open fast; the data is durable without it.
      await pglite.exec('CHECKPOINT').catch(() => {});
      await pglite.close();
      await releaseLock();
    },
  };
  return { database, pglite };
}
