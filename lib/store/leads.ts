import type { Sql } from './database';

/** How long an identical body counts as a retry of the first (DESIGN.md). */
const RETRY_WINDOW = '10 minutes';
/** How long an Idempotency-Key is remembered. */
const IDEMPOTENCY_KEY_LIFETIME = '24 hours';

export interface NewLead {
  id: string;
  reference: string;
  operation: string;
  payload: unknown;
  locale: string;
  fingerprint: string;
  clientAddress: string;
  idempotencyKey: string | undefined;
  /** Whether the submitter gets a confirmation (false past the recipient cap). */
  confirmationAllowed: boolean;
}

export async function insertLead(sql: Sql, lead: NewLead): Promise<void> {
  await sql.query(
    `INSERT INTO leads (id, reference, operation, payload, locale, fingerprint, client_address, idempotency_key, confirmation_allowed)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      lead.id,
      lead.reference,
      lead.operation,
      JSON.stringify(lead.payload),
      lead.locale,
      lead.fingerprint,
      lead.clientAddress,
      lead.idempotencyKey ?? null,
      lead.confirmationAllowed,
    ],
  );
}

/** The lead with this fingerprint accepted within the retry window, if any. */
export async function findRecentLead(
  sql: Sql,
  fingerprint: string,
): Promise<{ reference: string; confirmationAllowed: boolean } | undefined> {
  const { rows } = await sql.query<{ reference: string; confirmation_allowed: boolean }>(
    `SELECT reference, confirmation_allowed FROM leads
     WHERE fingerprint = $1 AND created_at > now() - interval '${RETRY_WINDOW}'
     ORDER BY created_at LIMIT 1`,
    [fingerprint],
  );
  const row = rows[0];
  return row && { reference: row.reference, confirmationAllowed: row.confirmation_allowed };
}

export interface StoredAnswer {
  requestFingerprint: string;
  response: { success: true; message: string; reference: string };
}

export async function findIdempotentAnswer(sql: Sql, key: string): Promise<StoredAnswer | undefined> {
  const { rows } = await sql.query<{ request_fingerprint: string; response: StoredAnswer['response'] }>(
    `SELECT request_fingerprint, response FROM idempotency_keys
     WHERE key = $1 AND created_at > now() - interval '${IDEMPOTENCY_KEY_LIFETIME}'`,
    [key],
  );
  const row = rows[0];
  return row && { requestFingerprint: row.request_fingerprint, response: row.response };
}

/** Remembers a 200 answer under its key; an expired row for the same key is replaced. */
export async function storeIdempotentAnswer(sql: Sql, key: string, answer: StoredAnswer): Promise<void> {
  await sql.query(
    `INSERT INTO idempotency_keys (key, request_fingerprint, response) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE
       SET request_fingerprint = EXCLUDED.request_fingerprint, response = EXCLUDED.response, created_at = now()`,
    [key, answer.requestFingerprint, JSON.stringify(answer.response)],
  );
}

/**
 * Leads for one email address within the last 24 hours (of one operation, or of all), and when
 * the oldest of them leaves that window (for Retry-After).
 */
export async function recentLeadsForAddress(
  sql: Sql,
  operation: string | null,
  email: string,
): Promise<{ count: number; oldestLeavesInSeconds: number }> {
  const { rows } = await sql.query<{ count: number | string; leaves_in: number | string | null }>(
    `SELECT count(*) AS count,
            ceil(extract(epoch FROM min(created_at) + interval '24 hours' - now())) AS leaves_in
     FROM leads
     WHERE ($1::text IS NULL OR operation = $1) AND lower(payload->>'email') = lower($2)
       AND created_at > now() - interval '24 hours'`,
    [operation, email],
  );
  return { count: Number(rows[0]?.count ?? 0), oldestLeavesInSeconds: Math.max(1, Number(rows[0]?.leaves_in ?? 1)) };
}
