import type { Sql } from './database';

/** How often the server clears rows that nothing reads any more. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Clears expired idempotency keys (kept 24 hours) and rate-limit windows older than a day (the
 * longest window RATE_LIMIT allows). Leads are never deleted here.
 */
export async function purgeExpiredRows(sql: Sql): Promise<void> {
  await sql.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`);
  await sql.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
}
