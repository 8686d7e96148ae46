/**
 * Erasure cannot race a delivery (docs/decisions.md "Erasure cannot race a delivery"), on both
 * stores, with the real Google client against a fake Google that holds its answer: a delivery of
 * the lead's calendar event hangs at the provider, the erasure starts meanwhile and waits for it,
 * and once the provider answers nothing about the lead is left (no event, no outbox file, no job,
 * no row). A delivery whose lead was erased after its job was fetched ends quietly. Runs the
 * worker and the erasure in this process, as the server's worker and its retention round do (the
 * `leads:erase` command takes the same lock from its own process on PostgreSQL).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker } from '@/lib/delivery/delivery-worker';
import type { MailTransport } from '@/lib/delivery/outgoing-email';
import { eraseLeads } from '@/lib/privacy/erase-leads';
import { leadsOfPerson } from '@/lib/privacy/kept-leads';
import { enqueueDeliveries } from '@/lib/queue/delivery-queue';
import type { Database } from '@/lib/store/database';
import { fakeGoogleCalendar, startFakeGoogle, type FakeProvider } from '../helpers/fake-providers';
import { followUpOperation, mailDeliveries } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';
import { insertTestLead } from '../helpers/insert-test-lead';
import { outboxDeliveryContext } from '../helpers/delivery-context';

const CALENDAR_ID = 'team@group.calendar.google.com';

describe.each(STORES)('erasure during a delivery on %s', (store) => {
  let stored: TestStore;
  let dataDir: string;
  let database: Database;
  let boss: PgBoss;
  let google: FakeProvider;
  let context: DeliveryContext;

  beforeAll(async () => {
    stored = await openTestStore(store, 'erase-race', { retryLimit: 3 });
    ({ dataDir, database, boss } = stored);
    google = await startFakeGoogle();
    context = outboxDeliveryContext(stored, fakeGoogleCalendar(google), { calendarId: CALENDAR_ID });
  }, 60_000);
  afterAll(async () => {
    await stored?.close();
    await google?.close();
  });

  const jobsOf = async (leadId: string) =>
    (await database.query(`SELECT id, state FROM pgboss.job WHERE data->>'leadId' = $1`, [leadId])).rows;
  const filesAbout = async (reference: string) =>
    (await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[])).filter((name) => name.startsWith(reference));

  it('waits for the delivery under way, then deletes what it made', async () => {
    const email = 'ines.racewell@example.com';
    const lead = await insertTestLead(database, followUpOperation, { email, payload: { name: 'Ines Racewell' } });
    // The event first: its insert is what the erasure must wait for.
    await enqueueDeliveries(boss, database, lead, ['calendar-event', ...mailDeliveries(followUpOperation)]);

    const release = google.hold();
    const worker = createDeliveryWorker(boss, context);
    const draining = worker.drain();
    // The event's insert has reached Google, which has not answered.
    await eventually(async () => expect(google.waiting).toBe(1), 30_000);

    let erasureDone = false;
    const erasure = eraseLeads(
      { database, dataDir, calendar: context.calendar, calendarId: CALENDAR_ID },
      await leadsOfPerson(database, email),
    );
    void erasure.finally(() => (erasureDone = true));
    // The erasure waits for the delivery: it must not delete the event before Google has made it.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(erasureDone).toBe(false);
    release();

    const erased = await erasure;
    await draining;
    expect(erased.failed).toEqual([]);
    expect(erased.leads).toEqual([expect.objectContaining({ reference: lead.reference, calendarEvent: 'deleted' })]);
    expect(google.accepted.size).toBe(0);
    expect(await filesAbout(lead.reference)).toEqual([]);
    expect(await jobsOf(lead.id)).toEqual([]);
    expect((await database.query('SELECT 1 FROM leads WHERE id = $1', [lead.id])).rows).toEqual([]);
    expect((await database.query('SELECT 1 FROM deliveries WHERE lead_id = $1', [lead.id])).rows).toEqual([]);
  }, 90_000);

  it('keeps a lead being erased out of a team digest under way: the erasure waits, then takes the digest file with it', async () => {
    const slot = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));
    const listed = await insertTestLead(database, followUpOperation, {
      email: 'digest.first@example.com',
      payload: { name: 'Ines Racewell' },
      teamDigestSlot: slot,
    });
    await insertTestLead(database, followUpOperation, {
      email: 'digest.second@example.com',
      payload: { name: 'Ines Racewell' },
      teamDigestSlot: slot,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sending = false;
    const slowMail: MailTransport = {
      provider: context.mail.provider,
      async send(email, idempotencyKey) {
        sending = true;
        await held;
        return context.mail.send(email, idempotencyKey);
      },
    };
    const digesting = deliver(
      { leadId: listed.id, reference: listed.reference, kind: 'team-notification' },
      { ...context, mail: slowMail },
    );
    await eventually(async () => expect(sending).toBe(true), 30_000);

    let erasureDone = false;
    const erasure = eraseLeads(
      { database, dataDir, calendar: context.calendar, calendarId: CALENDAR_ID },
      await leadsOfPerson(database, 'digest.second@example.com'),
    );
    void erasure.finally(() => (erasureDone = true));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(erasureDone).toBe(false);
    release();

    await digesting;
    const erased = await erasure;
    expect(erased.failed).toEqual([]);
    const digestFiles = (await readdir(path.join(dataDir, 'mail'))).filter((name) => name.startsWith('team-digest.'));
    // The digest listed both; it left the outbox with the erased lead.
    expect(digestFiles).toEqual([]);
    expect(erased.leads[0]!.outboxFiles).toEqual([expect.stringMatching(/^mail\/team-digest\./)]);
    const notified = await database.query(`SELECT 1 FROM deliveries WHERE lead_id = $1 AND kind = 'team-notification'`, [listed.id]);
    expect(notified.rows).toHaveLength(1);
  }, 60_000);

  it('ends quietly a delivery whose lead was erased after its job was fetched', async () => {
    const email = 'late.job@example.com';
    const lead = await insertTestLead(database, followUpOperation, { email, payload: { name: 'Ines Racewell' } });
    await eraseLeads({ database, dataDir, calendar: context.calendar, calendarId: CALENDAR_ID }, await leadsOfPerson(database, email));

    // Neither a retry nor a dead letter: the job completes, having done nothing.
    await expect(deliver({ leadId: lead.id, reference: lead.reference, kind: 'confirmation-email' }, context)).resolves.toBeUndefined();
    expect(await filesAbout(lead.reference)).toEqual([]);
    expect((await database.query('SELECT 1 FROM deliveries WHERE lead_id = $1', [lead.id])).rows).toEqual([]);
  }, 30_000);
});
