import { cleanAttribution, type Attribution } from '@/lib/attribution/attribution';
import type { Locale } from '@/lib/i18n/locales';
import type { OperationId } from '@/lib/operations/registry';
import type { Sql } from '@/lib/store/database';
import type { ConfirmationHold } from '@/lib/store/leads';
import type { Quotation } from '@/lib/quotation/calculate';

/** A stored lead, as the delivery worker reads it. */
export interface StoredLead {
  id: string;
  reference: string;
  operation: OperationId;
  /** The validated payload: its contact field (email or phone) is the operation's `contact` (lib/mailbox/recipient.ts reads it). */
  payload: { name: string } & Record<string, unknown>;
  locale: Locale;
  createdAt: Date;
  /** Decided at acceptance: why the submitter gets no mail, or null when they do. */
  confirmationHeld: ConfirmationHold | null;
  /** Where a form's lead came from; null for the API's. */
  attribution: Attribution | null;
  /** The digest interval the team notification waits for (lib/acceptance/team-digest-slot.ts); null for a mail of its own. */
  teamDigestSlot: Date | null;
  /** The canonical mailbox of an operation that reaches the person by email (the person's other leads share it); null for one that calls them. */
  mailbox: string | null;
  /** The indicative quotation made at acceptance (lib/quotation); null for a request that is not priced, or with PRICING=off. */
  quotation: Quotation | null;
}

export async function loadLead(sql: Sql, id: string): Promise<StoredLead | undefined> {
  const { rows } = await sql.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
  const row = rows[0];
  return row && storedLeadOf(row);
}

/** The leads with these ids that are still stored, oldest first. */
export async function loadLeads(sql: Sql, ids: readonly string[]): Promise<StoredLead[]> {
  if (!ids.length) return [];
  const { rows } = await sql.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ANY($1::uuid[]) ORDER BY created_at, reference`, [
    ids,
  ]);
  return rows.map(storedLeadOf);
}

/** The leads waiting for the digest of the interval starting at `slot`, oldest first, at most `limit`. */
export async function leadsAwaitingDigest(sql: Sql, slot: Date, limit: number): Promise<StoredLead[]> {
  const { rows } = await sql.query<LeadRow>(
    `SELECT ${LEAD_COLUMNS} FROM leads
     WHERE team_digest_slot = $1
       AND NOT EXISTS (SELECT 1 FROM deliveries WHERE lead_id = leads.id AND kind = 'team-notification')
     ORDER BY created_at, reference LIMIT $2`,
    [slot, limit],
  );
  return rows.map(storedLeadOf);
}

const LEAD_COLUMNS =
  'id, reference, operation, payload, locale, created_at, confirmation_held, attribution, team_digest_slot, mailbox, quotation';

interface LeadRow {
  id: string;
  reference: string;
  operation: OperationId;
  payload: StoredLead['payload'];
  locale: Locale;
  created_at: Date | string;
  confirmation_held: ConfirmationHold | null;
  attribution: unknown;
  team_digest_slot: Date | string | null;
  mailbox: string | null;
  quotation: Quotation | null;
}

function storedLeadOf(row: LeadRow): StoredLead {
  return {
    id: row.id,
    reference: row.reference,
    operation: row.operation,
    payload: row.payload,
    locale: row.locale,
    createdAt: new Date(row.created_at),
    confirmationHeld: row.confirmation_held,
    attribution: cleanAttribution(row.attribution),
    teamDigestSlot: row.team_digest_slot === null ? null : new Date(row.team_digest_slot),
    mailbox: row.mailbox,
    quotation: row.quotation,
  };
}
