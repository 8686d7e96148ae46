import type { Sql } from '@/lib/store/database';
import type { DestinationName } from '@/lib/destinations/destination';
import { DEAD_LETTER_QUEUE, DELIVERY_QUEUE } from './delivery-queue';

/** The state of the delivery queue, for /api/status: counts and an age, nothing about any lead. */
export interface DeliveryStats {
  /** Jobs waiting for (or in) their first attempt. */
  queued: number;
  /** Jobs that failed at least once and will be tried again. */
  retrying: number;
  /** Jobs that ran out of retries and wait for `npm run deliveries:retry`. */
  deadLettered: number;
  /** Age of the oldest job not yet done, or null when none waits. */
  oldestPendingSeconds: number | null;
}

/**
 * A meeting's reminder waits in the queue from its booking until the day before the meeting
 * (lib/scheduling/meeting-reminder.ts): not a delivery behind, so not counted until it is due, and
 * late only from then on. Without this, `queued` would never fall back to 0 while meetings are booked.
 */
const REMINDER_NOT_DUE = `(data->>'kind' = 'booking-reminder' AND state = 'created' AND start_after > now())`;
const PENDING_SINCE = `CASE WHEN data->>'kind' = 'booking-reminder' AND state = 'created' THEN greatest(created_on, start_after) ELSE created_on END`;

/** Read from pg-boss's job table (schema `pgboss`), in the lead store. */
export async function deliveryStats(sql: Sql): Promise<DeliveryStats> {
  const { rows } = await sql.query<{
    queued: string | number;
    retrying: string | number;
    dead: string | number;
    oldest: string | number | null;
  }>(
    `SELECT count(*) FILTER (WHERE name = $1 AND state IN ('created', 'active') AND retry_count = 0 AND NOT ${REMINDER_NOT_DUE}) AS queued,
            count(*) FILTER (WHERE name = $1 AND (state = 'retry' OR (state IN ('created', 'active') AND retry_count > 0))) AS retrying,
            count(*) FILTER (WHERE name = $2 AND state IN ('created', 'retry', 'active')) AS dead,
            floor(extract(epoch FROM now() - min(${PENDING_SINCE}) FILTER (
              WHERE name = $1 AND state IN ('created', 'retry', 'active') AND NOT ${REMINDER_NOT_DUE}))) AS oldest
     FROM pgboss.job
     -- Only jobs not yet done: completed ones stay in the table for days and need not be read.
     WHERE name IN ($1, $2) AND state < 'completed'`,
    [DELIVERY_QUEUE, DEAD_LETTER_QUEUE],
  );
  const row = rows[0];
  return {
    queued: Number(row?.queued ?? 0),
    retrying: Number(row?.retrying ?? 0),
    deadLettered: Number(row?.dead ?? 0),
    oldestPendingSeconds: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

/** One destination's deliveries, for /api/status: counts only. */
export interface DestinationStats {
  /** Events it took (recorded as sent). */
  delivered: number;
  queued: number;
  retrying: number;
  deadLettered: number;
}

/**
 * Each named destination's counts (lib/destinations), zero where it has none: its jobs in pg-boss
 * by state, and the events recorded as sent in the deliveries table.
 */
export async function destinationStats(
  sql: Sql,
  names: readonly DestinationName[],
): Promise<Partial<Record<DestinationName, DestinationStats>>> {
  const stats: Partial<Record<DestinationName, DestinationStats>> = {};
  if (!names.length) return stats;
  for (const name of names) stats[name] = { delivered: 0, queued: 0, retrying: 0, deadLettered: 0 };
  const jobs = await sql.query<{ destination: DestinationName; queued: string | number; retrying: string | number; dead: string | number }>(
    `SELECT data->>'destination' AS destination,
            count(*) FILTER (WHERE name = $1 AND state IN ('created', 'active') AND retry_count = 0) AS queued,
            count(*) FILTER (WHERE name = $1 AND (state = 'retry' OR (state IN ('created', 'active') AND retry_count > 0))) AS retrying,
            count(*) FILTER (WHERE name = $2 AND state IN ('created', 'retry', 'active')) AS dead
     FROM pgboss.job
     WHERE name IN ($1, $2) AND state < 'completed' AND data->>'kind' = 'destination' AND data->>'destination' = ANY($3::text[])
     GROUP BY 1`,
    [DELIVERY_QUEUE, DEAD_LETTER_QUEUE, names],
  );
  for (const row of jobs.rows) {
    Object.assign(stats[row.destination]!, { queued: Number(row.queued), retrying: Number(row.retrying), deadLettered: Number(row.dead) });
  }
  const delivered = await sql.query<{ destination: DestinationName; delivered: string | number }>(
    `SELECT split_part(kind, '.', 2) AS destination, count(*) AS delivered
     FROM deliveries WHERE kind LIKE 'destination.%' AND status = 'sent' AND split_part(kind, '.', 2) = ANY($1::text[])
     GROUP BY 1`,
    [names],
  );
  for (const row of delivered.rows) stats[row.destination]!.delivered = Number(row.delivered);
  return stats;
}
