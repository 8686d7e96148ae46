/**
 * On PostgreSQL, the store prepares each parameterized statement once per connection
 * (lib/store/prepared-statements.ts): the statement is in the session's pg_prepared_statements
 * after its first run, under one name however often it runs, and is answered alike; with
 * DATABASE_PREPARED_STATEMENTS=off none is prepared (a pooler in transaction mode). PGlite, one
 * session in this process, is unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Sql } from '@/lib/store/database';
import { openPostgresDatabase } from '@/lib/store/postgres-database';
import { createTestDatabase } from '../helpers/stores';

const STATEMENT = 'SELECT $1::int + 1 AS next /* prepared-statements test */';

/** The statements this session has prepared with the test's text. */
async function preparedHere(tx: Sql): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    "SELECT name FROM pg_prepared_statements WHERE statement LIKE '%prepared-statements test%' AND statement NOT LIKE '%pg_prepared_statements%'",
    [],
  );
  return rows.map((row) => row.name);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('prepared statements on PostgreSQL', () => {
  let drop: () => Promise<void>;
  let url: string;
  const opened: Database[] = [];
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    for (const database of opened) await database.close();
    await drop?.();
  });

  const open = (preparedStatements: boolean) => {
    const database = openPostgresDatabase(url, { preparedStatements });
    opened.push(database);
    return database;
  };

  it('prepares a parameterized statement once, under one name, in the session that runs it', async () => {
    const database = open(true);
    const names = await database.transaction(async (tx) => {
      for (const value of [1, 2, 3]) expect((await tx.query<{ next: number }>(STATEMENT, [value])).rows).toEqual([{ next: value + 1 }]);
      return preparedHere(tx);
    });
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^courtside_[0-9a-f]{24}$/);
  });

  it('prepares none with DATABASE_PREPARED_STATEMENTS=off', async () => {
    const database = open(false);
    const names = await database.transaction(async (tx) => {
      expect((await tx.query<{ next: number }>(STATEMENT, [41])).rows).toEqual([{ next: 42 }]);
      return preparedHere(tx);
    });
    expect(names).toEqual([]);
  });

  it('answers a prepared statement whose run fails, and runs it again after the rollback', async () => {
    const database = open(true);
    await expect(database.transaction((tx) => tx.query(STATEMENT, ['not a number']))).rejects.toThrow(/invalid input syntax/);
    expect(await database.transaction(async (tx) => (await tx.query<{ next: number }>(STATEMENT, [7])).rows)).toEqual([{ next: 8 }]);
  });
});
