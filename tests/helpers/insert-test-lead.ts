/**
 * A lead written straight into the store, as the API would have accepted it from one client, for
 * suites that start from a stored lead (bookings, deliveries, erasure) rather than from a request.
 */
import { randomUUID } from 'node:crypto';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import type { RegisteredOperation } from '@/lib/operations/registry';
import type { Sql } from '@/lib/store/database';
import { insertLead, type NewLead } from '@/lib/store/leads';

export interface TestLead {
  id: string;
  reference: string;
  email: string;
  mailbox: string;
}

/** Stores a lead of `operation` for `email`: the operation's example payload with `payload` over it. */
export async function insertTestLead(
  database: Sql,
  operation: RegisteredOperation,
  {
    email = `${randomUUID().slice(0, 8)}@example.com`,
    payload = {},
    locale = 'en',
    confirmationHeld = null,
    teamDigestSlot = null,
    quotation = null,
  }: { email?: string; payload?: Record<string, unknown> } & Partial<
    Pick<NewLead, 'locale' | 'confirmationHeld' | 'teamDigestSlot' | 'quotation'>
  > = {},
): Promise<TestLead> {
  const id = randomUUID();
  const lead = { id, reference: `${operation.referencePrefix}-${id.slice(0, 8).toUpperCase()}`, email, mailbox: canonicalMailbox(email) };
  await insertLead(database, {
    id,
    reference: lead.reference,
    operation: operation.id,
    payload: { ...operation.example, ...payload, email },
    locale,
    fingerprint: id,
    // One client for every lead of a suite: the per-client booking limits count them together.
    clientAddress: '203.0.113.50',
    clientNetwork: '203.0.113.0/24',
    idempotencyKey: undefined,
    mailbox: lead.mailbox,
    confirmationHeld,
    attribution: null,
    teamDigestSlot,
    quotation,
  });
  return lead;
}
