import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import type { Database, Sql } from './database';

/**
 * A migration is SQL, or a function for a change whose rule lives in TypeScript (run in the
 * migration's transaction).
 */
type Migration = { version: number; sql: string } | { version: number; run: (tx: Sql) => Promise<void> };

/** Leads whose mailbox one statement of migration 9 rewrites: bounds its memory. */
const MAILBOX_BATCH = 1_000;

/**
 * Sets every stored lead's `mailbox` to canonicalMailbox of its address, batch by batch in id
 * order, writing only the rows that change.
 */
async function recomputeMailboxes(tx: Sql): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await tx.query<{ id: string; email: string; mailbox: string }>(
      `SELECT id, payload->>'email' AS email, mailbox FROM leads WHERE id > $1 ORDER BY id LIMIT $2`,
      [after, MAILBOX_BATCH],
    );
    if (!rows.length) return;
    const changed = rows.filter((row) => canonicalMailbox(row.email) !== row.mailbox);
    if (changed.length) {
      await tx.query(
        `UPDATE leads SET mailbox = changed.mailbox FROM unnest($1::uuid[], $2::text[]) AS changed (id, mailbox) WHERE leads.id = changed.id`,
        [changed.map((row) => row.id), changed.map((row) => canonicalMailbox(row.email))],
      );
    }
    after = rows.at(-1)!.id;
  }
}

/**
 * The schema, as numbered migrations applied once each, in order. Append new ones; never edit an
 * applied one. Several instances starting together serialize on an advisory lock.
 */
const MIGRATIONS: Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        operation text NOT NULL,
        payload jsonb NOT NULL,
        locale text NOT NULL,
        -- sha256 of the operation and the canonical payload: finds retries within the window.
        fingerprint text NOT NULL,
        client_address text,
        idempotency_key text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX leads_fingerprint_created_at ON leads (fingerprint, created_at);

      CREATE TABLE idempotency_keys (
        key text PRIMARY KEY,
        request_fingerprint text NOT NULL,
        response jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE rate_limit_hits (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, window_start)
      );
    `,
  },
  {
    version: 2,
    sql: `
      -- What the delivery worker did for each side effect of a lead: the record that makes a
      -- delivery happen once, even after the provider's own idempotency keys have expired.
      CREATE TABLE deliveries (
        lead_id uuid NOT NULL REFERENCES leads (id),
        kind text NOT NULL,
        status text NOT NULL CHECK (status IN ('sent', 'skipped')),
        provider text NOT NULL,
        provider_id text,
        recipient text,
        detail text,
        delivered_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (lead_id, kind)
      );
      CREATE INDEX deliveries_recipient_delivered_at ON deliveries (recipient, delivered_at);
    `,
  },
  {
    version: 3,
    sql: `
      -- Finds the recent brochure requests for one address (the recipient cap).
      CREATE INDEX leads_operation_email_created_at ON leads (operation, lower(payload->>'email'), created_at);
    `,
  },
  {
    version: 4,
    sql: `
      -- Decided when the lead is accepted (the recipient cap), so that the answer's promise and
      -- the worker agree. Leads from before this column get their confirmation.
      ALTER TABLE leads ADD COLUMN confirmation_allowed boolean NOT NULL DEFAULT true;
      CREATE INDEX leads_email_created_at ON leads (lower(payload->>'email'), created_at);
    `,
  },
  {
    version: 5,
    sql: `
      -- leads_email_created_at (version 4) serves the brochure cap too; one index less to write
      -- on every accepted lead.
      DROP INDEX leads_operation_email_created_at;
    `,
  },
  {
    version: 6,
    sql: `
      -- The abuse rules (docs/decisions.md "On the open internet"). Caps count per canonical mailbox
      -- (lib/mailbox/canonical-mailbox.ts); leads from before this column count by their lowercased
      -- address, which is what the caps counted then.
      ALTER TABLE leads ADD COLUMN mailbox text;
      UPDATE leads SET mailbox = lower(payload->>'email');
      ALTER TABLE leads ALTER COLUMN mailbox SET NOT NULL;
      DROP INDEX leads_email_created_at;

      -- Why the submitter got no mail, or NULL when they did: past the mailbox's cap, or past the
      -- outbound ceiling. Replaces confirmation_allowed, so the fact has one home.
      ALTER TABLE leads ADD COLUMN confirmation_held text
        CHECK (confirmation_held IN ('mailbox-cap', 'outbound-ceiling'));
      UPDATE leads SET confirmation_held = 'mailbox-cap' WHERE NOT confirmation_allowed;
      ALTER TABLE leads DROP COLUMN confirmation_allowed;
      -- The caps read only the leads whose submitter was mailed, so a mailbox flooded with held-back
      -- leads (they are kept, never lost) costs each new request no more than the cap's few rows.
      CREATE INDEX leads_mailbox_mailed ON leads (mailbox, created_at) WHERE confirmation_held IS NULL;
      -- Counts the mail sent to submitters across all mailboxes (the outbound ceiling).
      CREATE INDEX leads_mailed_created_at ON leads (created_at) WHERE confirmation_held IS NULL;
    `,
  },
  {
    version: 7,
    sql: `
      -- The next free slot of each provider's request rate, shared by every instance of the app
      -- (lib/delivery/shared-pace.ts): Resend's limit is per account, not per process.
      CREATE TABLE provider_slots (
        provider text PRIMARY KEY,
        next_slot timestamptz NOT NULL
      );
    `,
  },
  {
    version: 8,
    sql: `
      -- Where a form's lead came from (lib/attribution/attribution.ts): beside the payload, not in
      -- it, so the API's fields stay the API's. NULL for leads from the API and from before this.
      ALTER TABLE leads ADD COLUMN attribution jsonb;
    `,
  },
  {
    version: 9,
    // A mailbox has many addresses (docs/decisions.md "A mailbox, not a spelling"): Fastmail's
    // subdomain addressing and providers whose domains are one mailbox (lib/mailbox/mailbox-providers.ts).
    // Stored leads get the mailbox the rule gives now, those from before migration 6 (which hold
    // their lowercased address) included, so that the caps, `leads:export` and `leads:erase`
    // find them whichever spelling a person gives.
    run: recomputeMailboxes,
  },
  {
    version: 10,
    sql: `
      -- Each client's share of the mail to outside addresses (lib/abuse/mail-allowance.ts): its
      -- leads that were not past it count, by address and, more widely, by network (IPv4 /24,
      -- IPv6 /48). NULL for leads from before this, which then count only by their address.
      ALTER TABLE leads ADD COLUMN client_network text;
      ALTER TABLE leads DROP CONSTRAINT leads_confirmation_held_check;
      ALTER TABLE leads ADD CONSTRAINT leads_confirmation_held_check
        CHECK (confirmation_held IN ('mailbox-cap', 'outbound-ceiling', 'client-share'));
      CREATE INDEX leads_client_share ON leads (client_address, created_at) WHERE confirmation_held IS DISTINCT FROM 'client-share';
      CREATE INDEX leads_network_share ON leads (client_network, created_at) WHERE confirmation_held IS DISTINCT FROM 'client-share';

      -- When leads arrive faster than a person reads, the lead's team notification waits for the
      -- digest of the interval that starts here (lib/delivery/team-digest.tsx); NULL: a mail of its own.
      ALTER TABLE leads ADD COLUMN team_digest_slot timestamptz;
      -- Counts every lead of the last hour or so, to tell when to switch to digests.
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_team_digest_slot ON leads (team_digest_slot) WHERE team_digest_slot IS NOT NULL;
    `,
  },
  {
    version: 11,
    sql: `
      -- A lead's recipient (lib/mailbox/recipient.ts) as its operation's contact says: the canonical
      -- mailbox of an operation that reaches the person by email, the canonical phone number of one
      -- that calls them; exactly one of the two. Every lead so far is an email operation's.
      ALTER TABLE leads ALTER COLUMN mailbox DROP NOT NULL;
      ALTER TABLE leads ADD COLUMN phone text;
      ALTER TABLE leads ADD CONSTRAINT leads_one_recipient CHECK ((mailbox IS NULL) <> (phone IS NULL));
      -- Finds a person's leads by their number (the privacy commands leads:export and leads:erase).
      CREATE INDEX leads_phone ON leads (phone) WHERE phone IS NOT NULL;
    `,
  },
  {
    version: 12,
    sql: `
      -- A demo meeting booked for a lead (lib/scheduling/bookings.ts).
      -- At most one live booking per slot start, per lead and per mailbox: the unique indexes decide
      -- a race between two tabs or two instances, on both stores. A cancelled booking keeps its row
      -- (the invitation's SEQUENCE goes on from it) and frees its slot. Erased with its lead.
      CREATE TABLE bookings (
        id uuid PRIMARY KEY,
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        mailbox text NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        time_zone text NOT NULL,
        sequence integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX bookings_live_slot ON bookings (starts_at) WHERE status = 'booked';
      CREATE UNIQUE INDEX bookings_live_lead ON bookings (lead_id) WHERE status = 'booked';
      CREATE UNIQUE INDEX bookings_live_mailbox ON bookings (mailbox) WHERE status = 'booked';
    `,
  },
  {
    version: 13,
    sql: `
      -- A meeting whose time has passed is 'held': it no longer keeps its person (or lead) from
      -- booking the next one, which the live indexes above would otherwise do for ever.
      ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
      ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('booked', 'cancelled', 'held'));
    `,
  },
  {
    version: 14,
    sql: `
      -- A person's leads by mailbox, held ones included: the team's messages name the person's other
      -- leads (lib/destinations/other-leads.ts) and the privacy commands find them all; the partial
      -- index of version 6 serves only the caps, which count what was mailed.
      CREATE INDEX leads_mailbox_created ON leads (mailbox, created_at);
    `,
  },
  {
    version: 15,
    sql: `
      -- Every mail a demo booking sends a person (invitation, new time, cancellation) counts against
      -- the mailbox's daily cap, the client's share and the outbound ceiling, like a lead's own mail
      -- (lib/abuse/booking-mail.ts). One row per mail, written in the transaction of the change that
      -- enqueues it; the lead's client (address and network) is the one whose share it uses. Read
      -- only within the longest window (a day), deleted after it by housekeeping, erased with the lead.
      CREATE TABLE booking_mails (
        lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        sequence integer NOT NULL,
        mailbox text NOT NULL,
        client_address text,
        client_network text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX booking_mails_mailbox ON booking_mails (mailbox, created_at);
      CREATE INDEX booking_mails_client ON booking_mails (client_address, created_at);
      CREATE INDEX booking_mails_network ON booking_mails (client_network, created_at);
      CREATE INDEX booking_mails_created_at ON booking_mails (created_at);
      CREATE INDEX booking_mails_lead ON booking_mails (lead_id);
    `,
  },
  {
    version: 16,
    sql: `
      -- The indicative quotation of a priced request (lib/quotation), made once at acceptance from
      -- the price list of that moment: the answer, the PDF (made again identically on a retry) and
      -- the team's tools read it here, and it goes with the lead (export, erasure, retention).
      ALTER TABLE leads ADD COLUMN quotation jsonb;
    `,
  },
  {
    version: 17,
    sql: `
      -- The time a booking had before its last move (lib/scheduling/bookings.ts), so that the move's
      -- page and email say "from X to Y". NULL until it moves; rows moved before this know none,
      -- and their texts name the new time alone.
      ALTER TABLE bookings ADD COLUMN previous_starts_at timestamptz;
    `,
  },
];

/** Any constant works; it only has to be the same in every instance of the app. */
const MIGRATION_LOCK_ID = 727_001;

export async function migrate(database: Database): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      if ('sql' in migration) await tx.exec(migration.sql);
      else await migration.run(tx);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
  });
}
