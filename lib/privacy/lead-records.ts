import { DEAD_LETTER_QUEUE, DELIVERY_QUEUE } from '@/lib/queue/delivery-queue';
import { announceBookingsChange } from '@/lib/scheduling/bookings-changed';
import type { Sql } from '@/lib/store/database';
import type { KeptLead } from './kept-leads';

/**
 * The rows the store keeps about leads, beyond the lead itself: what the worker recorded about
 * each delivery, the delivery jobs (queued, retrying, done or dead-lettered; pg-boss keeps them in
 * `pgboss.job`, their `output` may quote a provider's error), the answer remembered under the
 * lead's Idempotency-Key (it greets the submitter by name), and the count of its booking mails
 * against its mailbox (lib/scheduling/booking-mail.ts: kept a day).
 */
export interface LeadRecords {
  deliveries: Record<string, unknown>[];
  jobs: Record<string, unknown>[];
  idempotentAnswers: Record<string, unknown>[];
  bookingMails: Record<string, unknown>[];
}

export interface DeletedRows {
  leads: number;
  /** The leads' demo bookings (ON DELETE CASCADE would take them too; counted here). */
  bookings: number;
  deliveries: number;
  jobs: number;
  idempotentAnswers: number;
}

const QUEUES = [DELIVERY_QUEUE, DEAD_LETTER_QUEUE];

/** pg-boss makes its tables when it first starts; a command may open a store it never ran on. */
async function hasJobTable(sql: Sql): Promise<boolean> {
  const { rows } = await sql.query<{ table: string | null }>(`SELECT to_regclass('pgboss.job')::text AS table`);
  return Boolean(rows[0]?.table);
}

// An expired key may have been taken again by someone else's request: only the answer that
// names the lead's own reference is about it.
const ANSWERS_OF_LEADS = `FROM idempotency_keys WHERE key = ANY($1::text[]) AND response->>'reference' = ANY($2::text[])`;

function answerKeys(leads: readonly KeptLead[]): [string[], string[]] {
  const keyed = leads.filter((lead) => lead.idempotencyKey);
  return [keyed.map((lead) => lead.idempotencyKey!), keyed.map((lead) => lead.reference)];
}

export async function readLeadRecords(sql: Sql, lead: KeptLead): Promise<LeadRecords> {
  const leadId = lead.id;
  const deliveries = await sql.query(
    `SELECT kind, status, provider, provider_id, recipient, detail, delivered_at FROM deliveries WHERE lead_id = $1 ORDER BY delivered_at`,
    [leadId],
  );
  const jobs = (await hasJobTable(sql))
    ? await sql.query(
        `SELECT name AS queue, id, state, data, retry_count, created_on, completed_on, output
         FROM pgboss.job WHERE name = ANY($1::text[]) AND data->>'leadId' = $2 ORDER BY created_on`,
        [QUEUES, leadId],
      )
    : { rows: [] };
  const answers = await sql.query(`SELECT key, response, created_at ${ANSWERS_OF_LEADS}`, answerKeys([lead]));
  const bookingMails = await sql.query(
    `SELECT booking_id, sequence, mailbox, client_address, created_at FROM booking_mails WHERE lead_id = $1 ORDER BY created_at`,
    [leadId],
  );
  return { deliveries: deliveries.rows, jobs: jobs.rows, idempotentAnswers: answers.rows, bookingMails: bookingMails.rows };
}

/** Deletes a lead's delivery jobs: none of its deliveries runs after this. */
export async function deleteLeadJobs(sql: Sql, leadIds: readonly string[]): Promise<number> {
  if (!leadIds.length || !(await hasJobTable(sql))) return 0;
  const { rows } = await sql.query(
    `DELETE FROM pgboss.job WHERE name = ANY($1::text[]) AND data->>'leadId' = ANY($2::text[]) RETURNING id`,
    [QUEUES, leadIds],
  );
  return rows.length;
}

/** Deletes the leads and every row kept with them, in the caller's transaction. */
export async function deleteLeadRows(tx: Sql, leads: readonly KeptLead[]): Promise<DeletedRows> {
  const leadIds = leads.map((lead) => lead.id);
  const count = async (text: string, params: unknown[]) => (await tx.query(`${text} RETURNING 1`, params)).rows.length;
  const jobs = await deleteLeadJobs(tx, leadIds);
  const deliveries = await count(`DELETE FROM deliveries WHERE lead_id = ANY($1::uuid[])`, [leadIds]);
  const idempotentAnswers = await count(`DELETE ${ANSWERS_OF_LEADS}`, answerKeys(leads));
  const bookings = await count(`DELETE FROM bookings WHERE lead_id = ANY($1::uuid[])`, [leadIds]);
  // A live one's start is free again: no kept free-start list may go on leaving it out.
  if (bookings > 0) await announceBookingsChange(tx);
  const leadRows = await count(`DELETE FROM leads WHERE id = ANY($1::uuid[])`, [leadIds]);
  return { leads: leadRows, bookings, deliveries, jobs, idempotentAnswers };
}
