/**
 * A retry after a crash mails one quotation (docs/decisions.md "Prices"), on both stores, through
 * the real Resend SDK against the fake Resend: the confirmation of a priced quote reaches Resend,
 * the process dies before it records the delivery, and the retry composes it again, the quotation
 * PDF made again from the stored quotation. It is the same message under the same idempotency key,
 * byte for byte, so Resend answers it with the first send's id and sends nothing more. A PDF that
 * differed (a date of rendering, a random file ID) would be refused as another payload (409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pricingJson from '@/content/pricing.json';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import type { MailTransport } from '@/lib/delivery/outgoing-email';
import { createResendMailTransport } from '@/lib/delivery/resend-mail-transport';
import { operations } from '@/lib/operations/registry';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quoteAnswersOf } from '@/lib/quotation/quote-answers';
import { quotationFileName } from '@/lib/quotation/quotation-pdf';
import { outboxDeliveryContext } from '../helpers/delivery-context';
import { startFakeGoogle, fakeGoogleCalendar, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { insertTestLead } from '../helpers/insert-test-lead';
import { readPdf } from '../helpers/pdf-text';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';

const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;

describe.each(STORES)('a retried quote confirmation on %s', (store) => {
  let stored: TestStore;
  let resend: FakeProvider;
  let google: FakeProvider;

  beforeAll(async () => {
    stored = await openTestStore(store, 'quotation-retry', { retryLimit: 3 });
    resend = await startFakeResend();
    google = await startFakeGoogle();
  }, 60_000);
  afterAll(async () => {
    await stored?.close();
    await resend?.close();
    await google?.close();
  });

  it('reaches Resend as one message, the same bytes under the same key, after a crash between its send and its record', async () => {
    const payload = { ...quote.example, name: 'Ines Quotewell' };
    const quotation = calculateQuotation(quoteAnswersOf(payload), loadPriceList(pricingJson), new Date('2026-11-20T10:15:00Z'));
    const lead = await insertTestLead(stored.database, quote, { payload, locale: 'de', quotation });
    const resendTransport = createResendMailTransport('re_test_key', resend.url, stored.database);
    let crashes = 1;
    // The process dies once Resend has taken the mail, before the delivery is recorded.
    const crashing: MailTransport = {
      provider: 'resend',
      async send(email, idempotencyKey) {
        const sent = await resendTransport.send(email, idempotencyKey);
        if (crashes-- > 0) throw new Error('simulated crash after Resend accepted');
        return sent;
      },
    };
    const context: DeliveryContext = { ...outboxDeliveryContext(stored, fakeGoogleCalendar(google)), mail: crashing };
    const job = { leadId: lead.id, reference: lead.reference, kind: 'confirmation-email' as const };

    await expect(deliver(job, context)).rejects.toThrow(/simulated crash/);
    expect((await stored.database.query('SELECT 1 FROM deliveries WHERE lead_id = $1', [lead.id])).rows).toEqual([]);
    await deliver(job, context);

    const key = `${lead.reference}.confirmation-email`;
    // Both calls were accepted as the same body (a different one would be a 409, not counted).
    expect(resend.acceptedCount.get(key)).toBe(2);
    expect([...resend.accepted.keys()]).toEqual([key]);
    const mailed = resend.accepted.get(key);
    expect(mailed.attachments).toHaveLength(1);
    expect(mailed.attachments[0].filename).toBe(quotationFileName({ reference: lead.reference, locale: 'de' }));
    expect((await readPdf(Buffer.from(mailed.attachments[0].content, 'base64'))).text).toContain(lead.reference);
    // Recorded with the first send's id: Resend answered the retry as the message it already had.
    const { rows } = await stored.database.query<{ provider_id: string; status: string }>(
      'SELECT provider_id, status FROM deliveries WHERE lead_id = $1',
      [lead.id],
    );
    expect(rows).toEqual([{ provider_id: 'email-1', status: 'sent' }]);
  }, 60_000);
});
