/** What the abuse suites share: reading the mail outbox once deliveries have settled. */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { eventually, readOutbox, type CapturedEmail, type CapturedEvent } from '../helpers/outbox';
import type { TestServer } from '../helpers/server';
import { statusDetails } from '../helpers/status';
import { translatorFor } from '@/lib/i18n/messages';
import { sendsQuotation, type RegisteredOperation } from '@/lib/operations/registry';

/**
 * The mail outbox after the deliveries of `references` are done: every lead's team notification is
 * there (it is queued after the lead's confirmation), and nothing new arrives for a moment.
 */
export async function settledMail(server: TestServer, references: string[]): Promise<Map<string, CapturedEmail>> {
  await eventually(async () => {
    const mail = await readOutbox<CapturedEmail>(server.dataDir, 'mail');
    for (const reference of references) expect(mail.has(`${reference}.team-notification`), reference).toBe(true);
  }, 90_000);
  let previous = -1;
  for (;;) {
    const mail = await readOutbox<CapturedEmail>(server.dataDir, 'mail');
    if (mail.size === previous) return mail;
    previous = mail.size;
    await sleep(1_500);
  }
}

/** The messages the site sent to any of these spellings of one mailbox. */
export function mailTo(mail: Map<string, CapturedEmail>, spellings: readonly string[]): CapturedEmail[] {
  const addresses = new Set(spellings);
  return [...mail.values()].filter((message) => message.to.some((to) => addresses.has(to)));
}

export const withBrochure = (messages: CapturedEmail[]) => messages.filter((message) => message.attachments?.length);

/**
 * Which of these leads have an event in the calendar outbox, once the server's queue is empty (the
 * detailed /api/status counts it); the outbox names events by their deterministic id. The store is
 * read once: on PGlite each look stops the server meanwhile.
 */
export async function leadsWithEvents(server: TestServer, references: string[]): Promise<string[]> {
  await eventually(async () => {
    const { body } = await statusDetails(server.url);
    expect(body.deliveries).toMatchObject({ queued: 0, retrying: 0 });
  }, 90_000);
  const leads = await server.inspect((query) =>
    query<{ id: string; reference: string }>('SELECT id, reference FROM leads WHERE reference = ANY($1::text[])', [references]),
  );
  const events = await readOutbox<CapturedEvent>(server.dataDir, 'calendar');
  return leads.filter((lead) => events.has(followUpEventId(lead))).map((lead) => lead.reference);
}

/**
 * The words by which an English answer promises the operation's confirmation: a priced request's
 * says its quotation comes attached to it (PRICING is on in the tests), the others their `success`.
 */
export function confirmationPromise(operation: RegisteredOperation): string {
  const english = translatorFor('en');
  return sendsQuotation(operation) ? english('quotation.answerMailed') : english(`operations.${operation.slug}.success`);
}
