/**
 * Which lead stores the suites run on: always the embedded PGlite default, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it to the server at 127.0.0.1:5432). Each PostgreSQL run gets
 * a database of its own, created here and dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type StoreKind = 'pglite' | 'postgres';

export const STORES: StoreKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lead_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
