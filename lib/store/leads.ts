import type { Attribution } from '@/lib/attribution/attribution';
import type { Quotation } from '@/lib/quotation/calculate';
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
  /** The indicative quotation of a priced request (lib/quotation); absent or null for the others. */
  quotation?: Quotation | null;
}

export async function insertLead(sql: Sql, lead: NewLead): Promise<void> {
  await sql.query(
    `INSERT INTO leads (id, reference, operation, payload, locale, fingerprint, client_address, idempotency_key, mailbox,
                        confirmation_held, attribution, client_network, team_digest_slot, phone, quotation)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
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
      lead.quotation ? JSON.stringify(lead.quotation) : null,
    ],
  );
}

/** The lead with this fingerprint accepted within the retry window, if any. */
export async function findRecentLead(
  sql: Sql,
  fingerprint: string,
): Promise<{ id: string; reference: string; confirmationHeld: ConfirmationHold | null; quotation: Quotation | null } | undefined> {
  const { rows } = await sql.query<{
    id: string;
    reference: string;
    confirmation_held: ConfirmationHold | null;
    quotation: Quotation | null;
  }>(
    `SELECT id, reference, confirmation_held, quotation FROM leads
     WHERE fingerprint = $1 AND created_at > now() - interval '${RETRY_WINDOW}'
     ORDER BY created_at LIMIT 1`,
    [fingerprint],
  );
  const row = rows[0];
  return row && { id: row.id, reference: row.reference, confirmationHeld: row.confirmation_held, quotation: row.quotation };
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
 * when null). `$m`, `$b`: the parameters' numbers in the statement it is part of.
 */
const mailboxHistorySql = (m: number, b: number) => `
  SELECT count(*) AS mails,
         count(*) FILTER (WHERE operation = $${b}::text) AS brochures,
         ceil(extract(epoch FROM min(created_at) + make_interval(hours => ${MAILBOX_CAP_WINDOW_HOURS}) - now())) AS mail_leaves,
         ceil(extract(epoch FROM min(created_at) FILTER (WHERE operation = $${b}::text) + make_interval(hours => ${MAILBOX_CAP_WINDOW_HOURS}) - now())) AS brochure_leaves
  FROM (SELECT operation, created_at FROM leads
        WHERE mailbox = $${m} AND confirmation_held IS NULL AND created_at > now() - make_interval(hours => ${MAILBOX_CAP_WINDOW_HOURS})
        UNION ALL
        SELECT NULL, created_at FROM booking_mails WHERE mailbox = $${m} AND created_at > now() - make_interval(hours => ${MAILBOX_CAP_WINDOW_HOURS})) AS mailed`;

/**
 * Mail sent to submitters, all mailboxes together, within the last `$w` seconds (the outbound
 * ceiling): the leads of email operations whose mail was not held (a phone operation's mails no
 * one), and the mails of demo bookings. Counted up to `$n` of each (the ceiling): the callers only
 * ask whether it is reached, and a count that stops there costs the same however many leads the
 * window holds (docs/performance.md "Accepted requests on PostgreSQL").
 */
const mailToSubmittersSql = (w: number, n: number) => `
  SELECT (SELECT count(*) FROM (SELECT 1 FROM leads
                                WHERE confirmation_held IS NULL AND mailbox IS NOT NULL AND created_at > now() - make_interval(secs => $${w})
                                LIMIT $${n}) AS mailed)
       + (SELECT count(*) FROM (SELECT 1 FROM booking_mails WHERE created_at > now() - make_interval(secs => $${w}) LIMIT $${n}) AS booked) AS count`;

/**
 * The leads of client `$a` (address) and of its network `$net` within the last `$w` seconds that
 * count against its share: all but those held for being past it; and the mails of the demo bookings
 * of its leads. Counted up to `$n` rows of the network (whose limit is the larger: the client's rows
 * are among its network's), for the reason mailToSubmittersSql gives.
 */
const clientShareSql = (a: number, net: number, w: number, n: number) => `
  SELECT count(*) FILTER (WHERE client_address = $${a}) AS client, count(*) FILTER (WHERE client_network = $${net}) AS network
  FROM (SELECT client_address, client_network FROM leads
        WHERE (client_address = $${a} OR client_network = $${net}) AND confirmation_held IS DISTINCT FROM 'client-share'
          AND created_at > now() - make_interval(secs => $${w})
        UNION ALL
        SELECT client_address, client_network FROM booking_mails
        WHERE (client_address = $${a} OR client_network = $${net}) AND created_at > now() - make_interval(secs => $${w})
        LIMIT $${n}) AS counted`;

/** Mail sent to submitters within the last `windowSeconds`, counted up to `atMost` of each kind (mailToSubmittersSql). */
export async function mailToSubmittersWithin(sql: Sql, windowSeconds: number, atMost: number): Promise<number> {
  const { rows } = await sql.query<{ count: number | string }>(mailToSubmittersSql(1, 2), [windowSeconds, atMost]);
  return Number(rows[0]?.count ?? 0);
}

export interface ShareCounts {
  client: number;
  network: number;
}

/** A client's leads within its share's window, counted up to `atMost` of its network's (clientShareSql). */
export async function clientLeadsWithinShare(
  sql: Sql,
  client: { address: string; network: string },
  windowSeconds: number,
  atMost: number,
): Promise<ShareCounts> {
  const { rows } = await sql.query<{ client: number | string; network: number | string }>(clientShareSql(1, 2, 3, 4), [
    client.address,
    client.network,
    windowSeconds,
    atMost,
  ]);
  return { client: Number(rows[0]?.client ?? 0), network: Number(rows[0]?.network ?? 0) };
}

export interface MailCounts {
  mailbox: MailboxHistory;
  share: ShareCounts;
  /** Mail to submitters within the ceiling's window, up to the ceiling. */
  outbound: number;
}

/**
 * Everything the limits on a lead's mail count, in one statement: the mailbox's history, the
 * client's share and the outbound ceiling. One round trip instead of three inside the acceptance
 * transaction, whose statements each wait for the server's event loop under load
 * (docs/performance.md "Accepted requests on PostgreSQL"). A limit that is off is asked with a
 * cap of 0, which counts nothing.
 */
export async function mailCounts(
  sql: Sql,
  request: {
    mailbox: string;
    brochureOperation: string | null;
    client: { address: string; network: string };
    share: { windowSeconds: number; atMost: number };
    outbound: { windowSeconds: number; atMost: number };
  },
): Promise<MailCounts> {
  const { rows } = await sql.query<{
    mails: number | string;
    brochures: number | string;
    mail_leaves: number | string | null;
    brochure_leaves: number | string | null;
    client: number | string;
    network: number | string;
    count: number | string;
  }>(
    `SELECT history.*, share.client, share.network, outbound.count
     FROM (${mailboxHistorySql(1, 2)}) AS history, (${clientShareSql(3, 4, 5, 6)}) AS share, (${mailToSubmittersSql(7, 8)}) AS outbound`,
    [
      request.mailbox,
      request.brochureOperation,
      request.client.address,
      request.client.network,
      request.share.windowSeconds,
      request.share.atMost,
      request.outbound.windowSeconds,
      request.outbound.atMost,
    ],
  );
  const row = rows[0];
  const seconds = (value: number | string | null | undefined) => Math.max(1, Number(value ?? 1));
  return {
    mailbox: {
      mails: Number(row?.mails ?? 0),
      brochures: Number(row?.brochures ?? 0),
      oldestMailLeavesInSeconds: seconds(row?.mail_leaves),
      oldestBrochureLeavesInSeconds: seconds(row?.brochure_leaves),
    },
    share: { client: Number(row?.client ?? 0), network: Number(row?.network ?? 0) },
    outbound: Number(row?.count ?? 0),
  };
}

/** Leads accepted within the last `windowSeconds`, all operations and clients together, counted up to `atMost` (as mailToSubmittersWithin). */
export async function leadsWithin(sql: Sql, windowSeconds: number, atMost: number): Promise<number> {
  const { rows } = await sql.query<{ count: number | string }>(
    'SELECT count(*) AS count FROM (SELECT 1 FROM leads WHERE created_at > now() - make_interval(secs => $1) LIMIT $2) AS recent',
    [windowSeconds, atMost],
  );
  return Number(rows[0]?.count ?? 0);
}
