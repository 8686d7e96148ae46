import type { Sql } from './database';

/**
 * Waits for the transaction-scoped advisory lock named `key` (released at commit or rollback), so
 * that transactions about the same thing on PostgreSQL run one after another, on any instance.
 */
export async function lockUntilCommit(tx: Sql, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
