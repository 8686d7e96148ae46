/**
 * Deliveries on the embedded default, through a running production build: every accepted lead's
 * confirmation, team notification and follow-up event land in DATA_DIR's outboxes, once, in the
 * exact shape the providers would receive; the recipient caps hold.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { operations, sendsQuotation, type RegisteredOperation } from '@/lib/operations/registry';
import { quotationFileName } from '@/lib/quotation/quotation-pdf';
import { SITE } from '@/lib/site/site-content';
import { callApi } from '../helpers/client';
import { brochureOperation, causes, exampleBody, mailDeliveries, plainOperation } from '../helpers/operation-fixtures';
import { eventually, readOutbox, type CapturedEmail, type CapturedEvent } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const TEAM = 'sales@courtside.example';
const VIEWER_PASSWORD = 'correct horse battery staple';
/** The language every request below asks for in Accept-Language. */
const ASKED: Locale = 'fr';
/** The language of a confirmation: the example's own `locale` where it has one, else the one asked for. */
const languageOf = (operation: RegisteredOperation): Locale => (operation.example as { locale?: Locale }).locale ?? ASKED;
const english = translatorFor('en');

describe.each(STORES)('deliveries to the outboxes on %s', (store) => {
  describe.each([
    { worker: 'on', how: 'by the background worker' },
    { worker: 'off', how: 'by after() alone (serverless)' },
  ])('$how', ({ worker }) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(store, {
        DELIVERY_WORKER: worker,
        TEAM_EMAIL: TEAM,
        EMAILS_PER_RECIPIENT_PER_DAY: '2',
        BROCHURES_PER_RECIPIENT_PER_DAY: '2',
        MAIL_VIEWER: 'on',
        MAIL_VIEWER_PASSWORD: VIEWER_PASSWORD,
      });
    });
    afterAll(async () => {
      if (server) await server.close();
    });

    it('sends each operation its confirmation, the team its notification, and books follow-ups', async () => {
      const accepted: { operation: RegisteredOperation; email: string; reference: string }[] = [];
      for (const operation of operations) {
        const email = `${operation.slug}-${worker}-${process.pid}@example.com`;
        const answer = await callApi(server.url, operation.path, {
          body: { ...operation.example, email, name: `Lead ${operation.slug}` },
          headers: { 'Accept-Language': ASKED },
        });
        expect(answer.status).toBe(200);
        accepted.push({ operation, email, reference: answer.body.reference as string });
      }

      const { mail, events } = await eventually(async () => {
        const captured = {
          mail: await readOutbox<CapturedEmail>(server.dataDir, 'mail'),
          events: await readOutbox<CapturedEvent>(server.dataDir, 'calendar'),
        };
        expect(captured.mail.size).toBe(accepted.reduce((sum, { operation }) => sum + mailDeliveries(operation).length, 0));
        expect(captured.events.size).toBe(accepted.filter(({ operation }) => causes(operation, 'calendar-event')).length);
        return captured;
      });

      for (const { operation, email, reference } of accepted) {
        const confirmation = mail.get(`${reference}.confirmation-email`)!;
        expect(confirmation).toMatchObject({ from: `${SITE.senderName} <${SITE.publicEmail}>`, to: [email] });
        expect(confirmation.text).toContain(reference);
        expect(confirmation.text).toContain(translatorFor(languageOf(operation))('emails.confirmation.greeting', { name: 'Lead' }));
        if (operation.sendsBrochure) {
          expect(confirmation.attachments).toHaveLength(1);
          expect(confirmation.attachments![0]!.filename).toBe(`courtside-brochure-${languageOf(operation)}.pdf`);
          expect(Buffer.from(confirmation.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
        } else if (sendsQuotation(operation)) {
          // A priced request's confirmation carries its quotation (lib/quotation), in the lead's language.
          expect(confirmation.attachments!.map((attachment) => attachment.filename)).toEqual([
            quotationFileName({ reference, locale: languageOf(operation) }),
          ]);
          expect(Buffer.from(confirmation.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
        } else {
          expect(confirmation.attachments).toBeUndefined();
        }
        const team = mail.get(`${reference}.team-notification`)!;
        expect(team).toMatchObject({ to: [TEAM], reply_to: [email] });
        expect(team.subject).toContain(reference);

        if (causes(operation, 'calendar-event')) {
          const [lead] = await server.inspect((query) => query<{ id: string }>('SELECT id FROM leads WHERE reference = $1', [reference]));
          const eventId = createHash('sha256').update(`follow-up:${lead!.id}`).digest('hex');
          const event = events.get(eventId)!;
          expect(event.calendarId).toBe('primary');
          expect(event.requestBody.id).toBe(eventId);
          expect(event.requestBody.summary).toContain(reference);
          const start = new Date(event.requestBody.start.dateTime).getTime();
          expect(new Date(event.requestBody.end.dateTime).getTime() - start).toBe(30 * 60_000);
          expect(start - Date.now()).toBeGreaterThan(59 * 60_000);
        }
      }

      const records = await server.inspect((query) => query<{ status: string }>('SELECT status FROM deliveries'));
      const jobs = accepted.reduce((sum, { operation }) => sum + operation.deliveries.length, 0);
      expect(records.map((record) => record.status)).toEqual(Array(jobs).fill('sent'));

      // The mail viewer (MAIL_VIEWER=on) asks for its password, then lists every captured message
      // and shows the chosen one.
      const brochureReference = accepted.find(({ operation }) => operation.sendsBrochure)!.reference;
      const viewerUrl = `${server.url}/dev/mail?id=${brochureReference}.confirmation-email`;
      const basic = (password: string) => ({ Authorization: `Basic ${Buffer.from(`team:${password}`).toString('base64')}` });
      for (const headers of [{}, basic('wrong password')]) {
        const refused = await fetch(viewerUrl, { headers });
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
        expect(await refused.text()).not.toContain('@');
      }
      const viewer = await fetch(viewerUrl, { headers: basic(VIEWER_PASSWORD) });
      expect(viewer.status).toBe(200);
      const page = await viewer.text();
      for (const message of mail.values()) expect(page).toContain(message.to[0]);
      expect(page).toContain(`courtside-brochure-${languageOf(brochureOperation)}.pdf`);
      expect(page).toContain('sandbox=""');
    });

    it('stops confirmations to an address past the cap but keeps every lead; refuses a third brochure', async () => {
      const contact = plainOperation;
      const brochure = brochureOperation;
      const email = `capped-${worker}-${process.pid}@example.com`;
      const references: string[] = [];
      for (let i = 1; i <= 3; i++) {
        const answer = await callApi(server.url, contact.path, { body: exampleBody(contact, { name: `Capped ${i}`, email }) });
        expect(answer.status).toBe(200);
        // The answer promises a confirmation only while one will be sent.
        if (i <= 2) expect(answer.body.message).toContain(english(`operations.${contact.slug}.success`));
        // Greeted by the given name alone, as the confirmation would be (lib/abuse/greeting-name.ts), and
        // told that no mail comes today, in words that do not say which limit held it.
        else
          expect(answer.body.message).toBe(
            `Thank you, Capped. ${english('api.mailHeld')} ${english(`operations.${contact.slug}.successWithoutConfirmation`)}`,
          );
        references.push(answer.body.reference);
      }
      const mail = await eventually(async () => {
        const captured = await readOutbox<CapturedEmail>(server.dataDir, 'mail');
        for (const reference of references) expect(captured.has(`${reference}.team-notification`)).toBe(true);
        return captured;
      });
      const confirmations = references.filter((reference) => mail.has(`${reference}.confirmation-email`));
      expect(confirmations).toEqual(references.slice(0, 2));
      const skipped = await server.inspect((query) =>
        query<{ detail: string }>(`SELECT detail FROM deliveries WHERE status = 'skipped' AND recipient = $1`, [email]),
      );
      expect(skipped).toEqual([{ detail: 'mailbox-cap' }]);

      const brochureEmail = `brochure-cap-${worker}-${process.pid}@example.com`;
      for (let i = 1; i <= 2; i++) {
        const answer = await callApi(server.url, brochure.path, { body: exampleBody(brochure, { name: `B ${i}`, email: brochureEmail }) });
        expect(answer.status).toBe(200);
      }
      const refused = await callApi(server.url, brochure.path, {
        body: exampleBody(brochure, { name: 'B 3', email: brochureEmail.toUpperCase() }),
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Brochure limit reached: at most 2 brochure emails to one mailbox (field: email) in 24 hours.',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
    });
  });
});
