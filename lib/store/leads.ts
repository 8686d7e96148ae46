import type { Attribution } from '@/lib/attribution/attribution';
import type { Sql } from './database';

/** How long an identical body counts as a retry of the first (docs/decisions.md "Retry window"); the documents say it. */
export const RETRY_WINDOW_MINUTES = 10;
/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_LIFETIME_HOURS = 24;
const RETRY_WINDOW = `${RETRY_WINDOW_MINUTES} minutes`;
const IDEMPOTENCY_KEY_LIFETIME = `${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours`;

/** Why a lead's submitter got no mail (docs/decisions.md "Decided at acceptance"); null when they did. */
export type ConfirmationHold = 'mailbox-cap' | 'outbound-ceiling' | 'client-share';

export interface NewLead {
  id: string;
  reference: string;
  operation: string;
  payload: unknown;
  locale: string;
  fingerprint: string;
  clientAddress: string;
  /** The client's IPv4 /24 or IPv6 /48 (lib/api/client-address.ts), which the client's share also counts by. */
  clientNetwork: string;
  idempotencyKey: string | undefined;
  /**
   * The canonical mailbox of the lead's recipient when its operation reaches the person by email
   * (the caps count by it), else null; lib/mailbox/recipient.ts makes both.
   */
  mailbox: string | null;
  /** The canonical phone number of the recipient when its operation reaches the person by phone; absent or null otherwise. */
  phone?: string | null;
  confirmationHeld: ConfirmationHold | null;
  /** Where a form's lead came from (lib/attribution/attribution.ts); null for the API's. */
  attribution: Attribution | null;
  /** The start of the digest interval the team notification waits for; null for a mail of its own. */
  teamDigestSlot: Date | null;
}

export async function insertLead(sql: Sql, lead: NewLead): Promise<void> {
  await sql.query(
    `INSERT INTO leads (id, reference, operation, payload, locale, fingerprint, client_address, idempotency_key, mailbox,
                        confirmation_held, attribution, client_network, team_digest_slot, phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      lead.id,
      lead.reference,
      lead.operation,
      JSON.stringify(lead.payload),
      lead.locale,
      lead.fingerprint,
      lead.clientAddress,
      lead.idempotencyKey ?? null,
      lead.mailbox,
      lead.confirmationHeld,
      lead.attribution && JSON.stringify(lead.attribution),
      lead.clientNetwork,
      lead.teamDigestSlot,
      lead.phone ?? null,
    ],
  );
}

/** The lead with this fingerprint accepted within the retry window, if any. */
export async function findRecentLead(
  sql: Sql,
  fingerprint: string,
): Promise<{ id: string; reference: string; confirmationHeld: ConfirmationHold | null } | undefined> {
  const { rows } = await sql.query<{ id: string; reference: string; confirmation_held: ConfirmationHold | null }>(
    `SELECT id, reference, confirmation_held FROM leads
     WHERE fingerprint = $1 AND created_at > now() - interval '${RETRY_WINDOW}'
     ORDER BY created_at LIMIT 1`,
    [fingerprint],
  );
  const row = rows[0];
  return row && { id: row.id, reference: row.reference, confirmationHeld: row.confirmation_held };
}

export interface StoredAnswer {
  requestFingerprint: string;
  /** The first answer, as JSON: its reader checks it against the answer's schema. */
  response: unknown;
}

export async function findIdempotentAnswer(sql: Sql, key: string): Promise<StoredAnswer | undefined> {
  const { rows } = await sql.query<{ request_fingerprint: string; response: unknown }>(
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

/** How long the caps per mailbox look back. */
export const MAILBOX_CAP_WINDOW_HOURS = 24;

export interface MailboxHistory {
  /** Mails the site sent to the mailbox within the window: confirmations, brochures among them. */
  mails: number;
  /** Brochure mails among them. */
  brochures: number;
  /** Seconds until the oldest of them (of all, and of the brochures) leaves the window. */
  oldestMailLeavesInSeconds: number;
  oldestBrochureLeavesInSeconds: number;
}

/**
 * What the site mailed one canonical mailbox within the cap window: leads whose mail was not held,
 * and the mails of demo bookings (migration 15); brochures are those of `brochureOperation` (none
 * when null).
 */
export async function mailboxHistory(sql: Sql, mailbox: string, brochureOperation: string | null): Promise<MailboxHistory> {
  const { rows } = await sql.query<{
    mails: number | string;
    brochures: number | string;
    mail_leaves: number | string | null;
    brochure_leaves: number | string | null;
  }>(
    `SELECT count(*) AS mails,
            count(*) FILTER (WHERE operation = $2::text) AS brochures,
            ceil(extract(epoch FROM min(created_at) + make_interval(hours => $3) - now())) AS mail_leaves,
            ceil(extract(epoch FROM min(created_at) FILTER (WHERE operation = $2::text) + make_interval(hours => $3) - now())) AS brochure_leaves
     FROM (SELECT operation, created_at FROM leads
           WHERE mailbox = $1 AND confirmation_held IS NULL AND created_at > now() - make_interval(hours => $3)
           UNION ALL
           SELECT NULL, created_at FROM booking_mails WHERE mailbox = $1 AND created_at > now() - make_interval(hours => $3)) AS mailed`,
    [mailbox, brochureOperation, MAILBOX_CAP_WINDOW_HOURS],
  );
  const row = rows[0];
  const seconds = (value: number | string | null | undefined) => Math.max(1, Number(value ?? 1));
  return {
    mails: Number(row?.mails ?? 0),
    brochures: Number(row?.brochures ?? 0),
    oldestMailLeavesInSeconds: seconds(row?.mail_leaves),
    oldestBrochureLeavesInSeconds: seconds(row?.brochure_leaves),
  };
}

/**
 * Mail sent to submitters, all mailboxes together, within the last `windowSeconds` (the outbound
 * ceiling): the leads of email operations whose mail was not held (a phone operation's mails no
 * one), and the mails of demo bookings.
 */
export async function mailToSubmittersWithin(sql: Sql, windowSeconds: number): Promise<number> {
  const { rows } = await sql.query<{ count: number | string }>(
    `SELECT (SELECT count(*) FROM leads
             WHERE confirmation_held IS NULL AND mailbox IS NOT NULL AND created_at > now() - make_interval(secs => $1))
          + (SELECT count(*) FROM booking_mails WHERE created_at > now() - make_interval(secs => $1)) AS count`,
    [windowSeconds],
  );
  return Number(rows[0]?.count ?? 0);
}

/**
 * The leads of one client, and of its network, within the last `windowSeconds` that count against
 * its share: all but those held for being past it; and the mails of the demo bookings of its leads.
 */
export async function clientLeadsWithinShare(
  sql: Sql,
  client: { address: string; network: string },
  windowSeconds: number,
): Promise<{ client: number; network: number }> {
  const { rows } = await sql.query<{ client: number | string; network: number | string }>(
    `SELECT count(*) FILTER (WHERE client_address = $1) AS client, count(*) FILTER (WHERE client_network = $2) AS network
     FROM (SELECT client_address, client_network FROM leads
           WHERE (client_address = $1 OR client_network = $2) AND confirmation_held IS DISTINCT FROM 'client-share'
             AND created_at > now() - make_interval(secs => $3)
           UNION ALL
           SELECT client_address, client_network FROM booking_mails
           WHERE (client_address = $1 OR client_network = $2) AND created_at > now() - make_interval(secs => $3)) AS counted`,
    [client.address, client.network, windowSeconds],
  );
  return { client: Number(rows[0]?.client ?? 0), network: Number(rows[0]?.network ?? 0) };
}

/** Leads accepted within the last `windowSeconds`, all operations and clients together. */
export async function leadsWithin(sql: Sql, windowSeconds: number): Promise<number> {
  const { rows } = await sql.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM leads WHERE created_at > now() - make_interval(secs => $1)',
    [windowSeconds],
  );
  return Number(rows[0]?.count ?? 0);
}
