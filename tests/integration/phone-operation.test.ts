/**
 * An operation that reaches the person by phone (tests/helpers/callback-operation.ts, added to the
 * registry here), on both stores, through acceptance, the delivery worker and the privacy commands:
 * its leads keep the canonical number and no mailbox, promise and send no mail to the person, and
 * count against no limit on mail to submitters; the team's notification has no Reply-To and shows
 * the number, the follow-up event names it; `npm run leads:export|erase -- <phone>` finds every
 * lead of the number however it is written, and erases them whole, leaving another person's lead.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailLimitsOf } from '@/lib/abuse/mail-allowance';
import { acceptSubmission, type Submission } from '@/lib/acceptance/accept-submission';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { createDeliveryWorker } from '@/lib/delivery/delivery-worker';
import { createOutboxMailTransport } from '@/lib/delivery/outbox-mail-transport';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation, type RegisteredOperation } from '@/lib/operations/registry';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { openStore } from '@/lib/runtime/open-store';
import { env } from '@/lib/settings/env';
import { mailToSubmittersWithin } from '@/lib/store/leads';
import { addCallbackCopy, callbackOperation } from '../helpers/callback-operation';
import { runPrivacyCommandAt, withStoreAt } from '../helpers/privacy-command';
import { readOutbox, type CapturedEmail, type CapturedEvent } from '../helpers/outbox';
import { createTestDatabase, STORES } from '../helpers/stores';

vi.mock('@/lib/operations/registry', async (importOriginal) =>
  (await import('../helpers/callback-operation')).withCallbackOperation(await importOriginal()),
);

/** In the caller's name: found anywhere means something about them was kept. */
const MARKER = 'zyxcall';
const OTHER_MARKER = 'brannock';
const SPELLINGS = ['+351 912 345 678', '(+351) 912-345-678', '+351.912.345.678'];
const DIALLED = '+351912345678';
const TEAM_EMAIL = 'sales@courtside.example';
/** The other person's address as typed, and the mailbox it delivers to. */
const OTHER_ADDRESS = 'Mira.Brannock+padel@Example.com';
const OTHER_MAILBOX = 'mira.brannock@example.com';

describe.each(STORES)('an operation that calls the person, on %s', (store) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const references: string[] = [];
  const answers: string[] = [];
  let otherReference: string;
  let mailToSubmitters: number;

  const withStore = <T>(work: Parameters<typeof withStoreAt<T>>[1]) => withStoreAt({ dataDir, databaseUrl }, work);
  const runPrivacyCommand = (action: 'export' | 'erase', person: string) => runPrivacyCommandAt({ dataDir, databaseUrl }, action, person);

  beforeAll(async () => {
    addCallbackCopy();
    dataDir = await mkdtemp(path.join(tmpdir(), 'phone-operation-'));
    if (store === 'postgres') ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
    const opened = await openStore({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const { database } = opened;
    const boss = await startDeliveryQueue(opened.queue, { retryLimit: 0, retryDelaySeconds: 1 });
    try {
      const services = { database, boss, rateLimiter: createRateLimiter(null, opened.counters) };
      const accept = (operation: RegisteredOperation, payload: Submission['payload']) =>
        acceptSubmission({ operation, payload, locale: 'en', clientAddress: '203.0.113.7' }, { services: async () => services });

      const callback = getOperation(callbackOperation.id as never) as RegisteredOperation;
      for (const [index, phone] of SPELLINGS.entries()) {
        const payload = callbackOperation.schema.parse({ name: `Rui Zyxcall ${index}`, phone, clubName: 'Porto Padel' });
        const { body } = await accept(callback, payload);
        references.push(body.reference);
        answers.push(body.message);
      }
      const contact = getOperation('submitContact');
      otherReference = (await accept(contact, { ...contact.example, name: 'Mira Brannock', email: OTHER_ADDRESS })).body.reference;
      mailToSubmitters = await mailToSubmittersWithin(database, 3600, 1000);

      const worker = createDeliveryWorker(boss, {
        database,
        mail: createOutboxMailTransport(dataDir),
        calendar: createOutboxCalendarTransport(dataDir),
        settings: {
          mailFrom: 'Courtside <hello@courtside.example>',
          teamEmail: TEAM_EMAIL,
          calendarId: 'primary',
          timeZone: 'Europe/Lisbon',
          siteUrl: 'http://localhost:3000',
        },
      });
      // 3 × (team notification, event) and the contact message's confirmation and notification.
      let delivered = 0;
      while (delivered < 8) {
        const ran = await worker.drain();
        if (!ran) throw new Error(`Only ${delivered} deliveries ran`);
        delivered += ran;
      }
    } finally {
      await boss.stop({ graceful: false }).catch(() => {});
      await database.close();
    }
  }, 180_000);
  afterAll(async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps the canonical number, no mailbox, and holds nothing: there is no mail to hold', async () => {
    const rows = await withStore(
      async (database) =>
        (
          await database.query(`SELECT reference, mailbox, phone, confirmation_held FROM leads WHERE reference = ANY($1::text[])`, [
            references,
          ])
        ).rows,
    );
    expect(rows).toHaveLength(SPELLINGS.length);
    for (const row of rows) expect(row).toMatchObject({ mailbox: null, phone: DIALLED, confirmation_held: null });
    // The answer promises no confirmation, and the outbound ceiling counts only the contact message.
    const withoutConfirmation = translatorFor('en')('operations.callback.successWithoutConfirmation' as never);
    for (const answer of answers) expect(answer).toContain(withoutConfirmation);
    expect(mailToSubmitters).toBe(1);
  });

  it('mails only the team, without a Reply-To, and puts the number in the event', async () => {
    const mail = await readOutbox<CapturedEmail>(dataDir, 'mail');
    // The team reads each number as the person wrote it (the references follow SPELLINGS' order).
    references.forEach((reference, index) => {
      expect(mail.has(`${reference}.confirmation-email`)).toBe(false);
      const notification = mail.get(`${reference}.team-notification`)!;
      expect(notification.to).toEqual([TEAM_EMAIL]);
      expect(notification).not.toHaveProperty('reply_to');
      expect(notification.text).toContain(SPELLINGS[index]);
    });
    // An email operation's mails go to the address as typed; its confirmation is recorded by mailbox.
    expect(mail.get(`${otherReference}.team-notification`)?.reply_to).toEqual([OTHER_ADDRESS]);
    expect(mail.get(`${otherReference}.confirmation-email`)?.to).toEqual([OTHER_ADDRESS]);
    const events = [...(await readOutbox<CapturedEvent>(dataDir, 'calendar')).values()];
    const called = events.filter((event) => event.requestBody.summary.includes('Zyxcall'));
    expect(called).toHaveLength(SPELLINGS.length);
    const written = called.map((event) => /Asked to be called: (.+)\./.exec(event.requestBody.description)?.[1]);
    expect(written.sort()).toEqual([...SPELLINGS].sort());

    const deliveries = await withStore(
      async (database) =>
        (
          await database.query<{ reference: string; kind: string; recipient: string | null }>(
            `SELECT reference, kind, recipient FROM deliveries JOIN leads ON leads.id = lead_id ORDER BY reference, kind`,
          )
        ).rows,
    );
    const calls = deliveries.filter((delivery) => references.includes(delivery.reference));
    expect(new Set(calls.map((delivery) => delivery.kind))).toEqual(new Set(['calendar-event', 'team-notification']));
    expect(deliveries.find((delivery) => delivery.reference === otherReference && delivery.kind === 'confirmation-email')).toMatchObject({
      recipient: OTHER_MAILBOX,
    });
  });

  it('exports and erases every lead of the number, however written, and no one else’s', async () => {
    const exported = await runPrivacyCommand('export', '+351-912 345 678');
    expect(exported.phone).toBe(DIALLED);
    expect(exported.leads.map((lead: { reference: string }) => lead.reference).sort()).toEqual([...references].sort());
    for (const lead of exported.leads) {
      expect(lead).toMatchObject({ phone: DIALLED, mailbox: null });
      expect(lead.outboxFiles).toHaveLength(2);
    }

    const erased = await runPrivacyCommand('erase', '(+351) 912 345 678');
    expect(erased.leads.map((lead: { reference: string }) => lead.reference).sort()).toEqual([...references].sort());
    expect(erased.failed).toEqual([]);
    expect(erased.rows.leads).toBe(SPELLINGS.length);

    const mentioning = (marker: string) =>
      withStore(
        async (database) => (await database.query(`SELECT reference FROM leads WHERE payload::text ILIKE $1`, [`%${marker}%`])).rows,
      );
    expect(await mentioning(MARKER)).toEqual([]);
    expect(await mentioning(OTHER_MARKER)).toEqual([{ reference: otherReference }]);
    const files = async (folder: string) =>
      Promise.all((await readdir(path.join(dataDir, folder))).map((name) => readFile(path.join(dataDir, folder, name), 'utf8')));
    const left = [...(await files('mail')), ...(await files('calendar'))];
    expect(left.filter((content) => content.toLowerCase().includes(MARKER))).toEqual([]);
    expect(left.filter((content) => content.toLowerCase().includes(OTHER_MARKER))).toHaveLength(2);
  }, 120_000);
});

describe.each(STORES)("an operation that calls the person, past the client's share, on %s", (store) => {
  it('is kept and answered, but held like any lead past the share: it makes no calendar event', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'phone-share-'));
    const database = store === 'postgres' ? await createTestDatabase() : undefined;
    const opened = await openStore({ DATA_DIR: dataDir, DATABASE_URL: database?.url });
    const boss = await startDeliveryQueue(opened.queue, { retryLimit: 0, retryDelaySeconds: 1 });
    try {
      const services = { database: opened.database, boss, rateLimiter: createRateLimiter(null, opened.counters) };
      const callback = getOperation(callbackOperation.id as never) as RegisteredOperation;
      const share = mailLimitsOf(env()).perClient!;
      for (let index = 0; index <= share.limit; index++) {
        const payload = callbackOperation.schema.parse({ name: `Caller ${index}`, phone: `+351 91 000 00${index}` });
        await acceptSubmission(
          { operation: callback, payload, locale: 'en', clientAddress: '198.51.100.9' },
          { services: async () => services },
        );
      }
      const { rows } = await opened.database.query<{ confirmation_held: string | null }>(
        'SELECT confirmation_held FROM leads ORDER BY created_at, reference',
      );
      const held = rows.map((row) => row.confirmation_held);
      expect(held.filter((hold) => hold === null)).toHaveLength(share.limit);
      expect(held.filter((hold) => hold === 'client-share')).toHaveLength(1);
    } finally {
      await boss.stop({ graceful: false }).catch(() => {});
      await opened.database.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
