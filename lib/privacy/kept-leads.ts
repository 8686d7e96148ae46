import { recipientNamed, type Recipient } from '@/lib/mailbox/recipient';
import type { OperationId } from '@/lib/operations/registry';
import type { Sql } from '@/lib/store/database';

/**
 * A lead, named by what finds everything kept about it: its id (delivery records, queued jobs, the
 * calendar event's id), its reference (the outbox's mail files) and its idempotency key.
 */
export interface KeptLead {
  id: string;
  reference: string;
  operation: OperationId;
  createdAt: Date;
  idempotencyKey: string | null;
}

type KeptLeadRow = { id: string; reference: string; operation: OperationId; created_at: Date | string; idempotency_key: string | null };

const COLUMNS = 'id, reference, operation, created_at, idempotency_key';

function keptLead(row: KeptLeadRow): KeptLead {
  return {
    id: row.id,
    reference: row.reference,
    operation: row.operation,
    createdAt: new Date(row.created_at),
    idempotencyKey: row.idempotency_key,
  };
}

/**
 * The recipient a person names themselves by, an email address or a phone number (the privacy
 * commands' argument); an error for anything else.
 */
export function personNamed(person: string): Recipient {
  const recipient = recipientNamed(person);
  if (!recipient) throw new Error(`Neither an email address nor a phone number: ${person}`);
  return recipient;
}

/**
 * Every lead of the person who gives `person`, however it was spelled: by the canonical mailbox of
 * an address (the abuse rules' one rule for it; migration 9 recomputed it for every lead stored
 * before, those from before the column included) or the canonical phone number, as the leads of
 * operations that reach people by email or by phone keep them (lib/mailbox/recipient.ts).
 */
export async function leadsOfPerson(sql: Sql, person: string): Promise<KeptLead[]> {
  const recipient = personNamed(person);
  const { rows } = await sql.query<KeptLeadRow>(
    `SELECT ${COLUMNS} FROM leads WHERE ${recipient.channel === 'email' ? 'mailbox' : 'phone'} = $1 ORDER BY created_at`,
    [recipient.channel === 'email' ? recipient.mailbox : recipient.number],
  );
  return rows.map(keptLead);
}

/**
 * The oldest leads past their retention, at most `limit` of them (housekeeping works in batches),
 * leaving out the ids in `skip` (leads this round could not erase).
 */
export async function leadsOlderThan(sql: Sql, days: number, limit: number, skip: readonly string[] = []): Promise<KeptLead[]> {
  const { rows } = await sql.query<KeptLeadRow>(
    // A lead whose demo meeting is still ahead is kept until the meeting has ended: erasing it
    // would take the meeting out of the team's calendar (LEAD_RETENTION_DAYS may be shorter than
    // the booking horizon).
    `SELECT ${COLUMNS} FROM leads WHERE created_at < now() - make_interval(days => $1) AND NOT (id = ANY($3::uuid[]))
       AND NOT EXISTS (SELECT 1 FROM bookings WHERE lead_id = leads.id AND status = 'booked' AND ends_at > now())
     ORDER BY created_at LIMIT $2`,
    [days, limit, skip],
  );
  return rows.map(keptLead);
}
