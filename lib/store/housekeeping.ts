import type { Sql } from './database';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from './leads';

/** How often the server clears rows that nothing reads any more, or that it promised to delete. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface Retention {
  /** Days the client address of a lead is kept; it only serves against abuse. */
  clientAddressDays: number;
}

/**
 * Clears expired idempotency keys (kept IDEMPOTENCY_KEY_LIFETIME_HOURS, as the documents say), rate-limit windows and the count of booking mails older than a
 * day (the longest window RATE_LIMIT and the mail limits allow), and forgets client addresses (and their networks), as the privacy notice promises.
 * Leads past their retention are erased with everything kept about them (lib/privacy/retention.ts).
 */
export async function purgeExpiredRows(sql: Sql, retention: Retention): Promise<void> {
  await sql.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)`, [IDEMPOTENCY_KEY_LIFETIME_HOURS]);
  await sql.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
  // A booking's mail counts only within the caps' windows, a day at most (migration 15).
  await sql.query(`DELETE FROM booking_mails WHERE created_at < now() - interval '1 day'`);
  await sql.query(
    `UPDATE leads SET client_address = NULL, client_network = NULL
      WHERE (client_address IS NOT NULL OR client_network IS NOT NULL) AND created_at < now() - make_interval(days => $1)`,
    [retention.clientAddressDays],
  );
}
