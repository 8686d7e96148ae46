/**
 * A person's quote request, in real Chromium against `next start` on the embedded default: the
 * form's answer states the indicative quotation in their language at once, and within seconds the
 * confirmation in the outbox carries the quotation PDF, whose figures are the answer's. With
 * JavaScript on (Spanish) and off (German).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import type { Locale } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { formatMoney } from '@/lib/quotation/money';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quoteAnswersOf } from '@/lib/quotation/quote-answers';
import { eventually, readOutbox, type CapturedEmail } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';
import { translatorFor } from './support/messages';

// Read from disk: Playwright's loader cannot import JSON (tests/e2e/support/messages.ts).
const prices = loadPriceList(readFileSync(path.resolve(import.meta.dirname, '../../content/pricing.json'), 'utf8'));
const quote = operations.find((operation) => operation.id === 'submitQuoteRequest')!;

test.describe('a quote request answered with a price', () => {
  test.describe.configure({ mode: 'serial' });
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer('pglite');
  });
  test.afterAll(async () => {
    await server?.close();
  });

  async function quoteFrom(page: Page, locale: Locale) {
    const email = uniqueEmail(`quotation-${locale}`);
    await page.goto(`${server.url}/${locale}/${quote.slug}`);
    await fillForm(page, formInput(quote, email));
    // The form asks the exact number of courts (the example's band, 4 to 8, is derived from it).
    await page.locator('form.lead-form input[name="courtCount"]').fill('6');
    const sentAt = new Date();
    await page.locator('form.lead-form button[type=submit]').click();
    const success = page.locator('.form-success');
    await expect(success).toBeVisible({ timeout: 20_000 });
    const reference = (await success.locator('.reference').innerText()).trim();
    // The figures the person was promised: the shipped price list and the example's answers.
    const quotation = calculateQuotation(quoteAnswersOf({ ...quote.example, courtCount: 6 }), prices, sentAt);
    // Every answer given: the figures are exact, not "from".
    expect(quotation.assumptions).toEqual([]);
    const monthly = formatMoney(quotation.monthly, quotation, locale);
    const setUp = formatMoney(quotation.setUp, quotation, locale);
    await expect(success).toContainText(monthly);
    await expect(success).toContainText(setUp);

    const confirmation = await eventually(async () => {
      const mail = (await readOutbox<CapturedEmail>(server.dataDir, 'mail')).get(`${reference}.confirmation-email`);
      if (!mail) throw new Error(`no confirmation of ${reference} yet`);
      return mail;
    }, 15_000);
    expect(confirmation.to).toEqual([email]);
    const pdfs = (confirmation.attachments ?? []).filter((attachment) => attachment.filename.endsWith('.pdf'));
    expect(pdfs).toHaveLength(1);
    const { text: extracted } = await extractText(new Uint8Array(Buffer.from(pdfs[0]!.content, 'base64')), { mergePages: true });
    // Intl writes narrow and no-break spaces inside amounts; the PDF's text may hold plain ones.
    const text = extracted.replace(/[\u00a0\u202f]/g, ' ');
    const plain = (amount: string) => amount.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(reference);
    expect(text).toContain(translatorFor(locale)('quotation.pdf.title'));
    // Who it is for (the example's club passes the club-name rule) and that the prices leave VAT out.
    expect(text).toContain(quote.example.clubName);
    expect(text).toContain(translatorFor(locale)('quotation.vat.excluded'));
    for (const figure of [formatMoney(quotation.monthly, quotation, locale), setUp, formatMoney(quotation.firstYear, quotation, locale)]) {
      expect(text).toContain(plain(figure));
    }
  }

  test('in Spanish, JavaScript on', async ({ page }) => {
    await quoteFrom(page, 'es');
  });

  test('in German, JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await quoteFrom(await context.newPage(), 'de');
    } finally {
      await context.close();
    }
  });
});
