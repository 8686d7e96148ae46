/** What the abuse suites share: reading the mail outbox once deliveries have settled. */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { eventually, readOutbox, type CapturedEmail, type CapturedEvent } from '../helpers/outbox';
import type { TestServer } from '../helpers/server';

export const REFERENCE = /\b[QCBD]-[0-9A-HJKMNP-TV-Z]{8}\b/;

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
 * Which of these leads have an event in the calendar outbox, once every calendar delivery among
 * them is recorded (made or skipped); the outbox names events by their deterministic id.
 */
export async function leadsWithEvents(server: TestServer, references: string[]): Promise<string[]> {
  const leads = await eventually(async () => {
    const rows = await server.inspect((query) =>
      query<{ id: string; reference: string; recorded: boolean }>(
        `SELECT id, reference, EXISTS (SELECT 1 FROM deliveries d WHERE d.lead_id = leads.id AND d.kind = 'calendar-event') AS recorded
         FROM leads WHERE reference = ANY($1::text[]) AND operation IN ('submitQuoteRequest', 'requestDemo')`,
        [references],
      ),
    );
    for (const row of rows) expect(row.recorded, row.reference).toBe(true);
    return rows;
  }, 90_000);
  const events = await readOutbox<CapturedEvent>(server.dataDir, 'calendar');
  return leads.filter((lead) => events.has(followUpEventId(lead))).map((lead) => lead.reference);
}
