/**
 * The pricing page and its estimate against a running production build (docs/decisions.md
 * "Prices"): /en/pricing is served as built and writes every figure of the shipped price list as
 * English writes money; the estimate page (rendered per request, noindex) shows the figures of the
 * one calculation for the address's answers, asked once, and the quote form carrying them hidden,
 * which sent without JavaScript is a normal quote request priced at the page's total; a hostile
 * address gets a message and the form, never a 5xx; with PRICING=off there are no figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pricingJson from '@/content/pricing.json';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';
import { estimateCopyOf } from '@/lib/pricing/estimate-copy';
import { estimateView } from '@/lib/pricing/estimate-view';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { formatMoney } from '@/lib/quotation/money';
import { loadPriceList } from '@/lib/quotation/price-list';
import { translatorFor } from '@/lib/i18n/messages';
import { decodeEntities, postFormWithoutJavaScript } from '../helpers/form-post';
import { startServer, type TestServer } from '../helpers/server';

const prices = loadPriceList(pricingJson);
const en = translatorFor('en');
const es = translatorFor('es');

/** The page's text with tags as spaces and entities decoded, for finding figures. */
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' '));

describe('the pricing pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('serves /en/pricing as built, with every figure of the price list in English', async () => {
    const response = await fetch(`${server.url}/en/pricing`);
    expect(response.status).toBe(200);
    // Built: its policy is the build's hashes, not a per-request nonce.
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('nonce-');
    const text = textOf(await response.text());
    const money = (minor: number) => formatMoney(minor, prices, 'en');
    const figures = [
      money(prices.platformPerLocation),
      ...COURT_COUNTS.map((band) => money(prices.perCourt[band])),
      ...FEATURES.filter((feature) => prices.modules[feature]).map((feature) => money(prices.modules[feature])),
      money(prices.brandedAppSetUp),
      money(prices.brandedAppMonthly),
      money(prices.onboarding),
      en('pricing.yearlyText', { percent: prices.yearlyTermDiscountPercent }),
      en('pricing.validityText', { days: prices.validityDays }),
    ];
    for (const figure of figures) expect(text).toContain(figure);
    expect(text).toContain(en('pricing.submit'));
    expect(text).toContain(en('quotation.vatNote', { vat: en('quotation.vat.excluded') }));
  });

  it('estimates the answers of the address in Spanish by the calculation, and ends in the quote form carrying them', async () => {
    const response = await fetch(`${server.url}/es/pricing/estimate?courtCount=12&numberOfLocations=3&features=payments&features=pos`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('nonce-');
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const quotation = calculateQuotation({ courtCount: 12, numberOfLocations: 3, features: ['payments', 'pos'] }, prices, new Date());
    const view = estimateView(quotation, estimateCopyOf('es', prices.yearlyTermDiscountPercent), 'es');
    const text = textOf(html);
    for (const figure of [view.monthly, view.setUp, view.firstYear, view.yearlyDiscount, ...view.monthlyRows.map((row) => row.amount)]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain(formatMoney(quotation.monthly, prices, 'es'));
    // The quote form carries the answers, hidden: the page asks them once, above its total.
    const form = /<form[^>]*class="lead-form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
    const hidden = [...form.matchAll(/<input type="hidden" name="(courtCount|numberOfLocations|features)" value="([^"]*)"/g)].map(
      ([, name, value]) => `${name}=${value}`,
    );
    expect(hidden).toEqual(['courtCount=12', 'numberOfLocations=3', 'features=payments', 'features=pos']);
    expect(form).not.toMatch(/<select[^>]*name="numberOfCourts"/);
    expect(form).toContain(es('operations.quote.page.submit'));
    expect(text).toContain(es('quotation.vatNote', { vat: es('quotation.vat.excluded') }));
  });

  it('sent without JavaScript, the form is a quote request for the exact courts, with the band derived, and its reference', async () => {
    const page = `${server.url}/en/pricing/estimate?courtCount=6&numberOfLocations=2&features=payments`;
    const { status, html } = await postFormWithoutJavaScript(page, {
      name: 'Ana Estimate',
      email: 'ana.estimate@example.com',
      sports: ['padel'],
      courtCount: '6',
      numberOfLocations: '2',
      features: ['payments'],
    });
    expect(status).toBe(200);
    expect(html).toContain(en('forms.success.title'));
    const reference = /class="reference"[^>]*>([^<]+)</.exec(html)?.[1];
    expect(reference).toBeTruthy();
    const [row] = await server.inspect((query) =>
      query<{ payload: Record<string, unknown> }>('select payload from leads where reference = $1', [reference]),
    );
    expect(row?.payload).toMatchObject({ courtCount: 6, numberOfCourts: '4-8', numberOfLocations: 2, features: ['payments'] });
  });

  it.each([
    ['no courts', 'courtCount=0', 'courtCount'],
    ['courts not a number', 'courtCount=12a', 'courtCount'],
    ['a band, which people no longer give', 'numberOfCourts=4-8', 'unknownParameter'],
    ['the branded app neither yes nor no', 'brandedApp=maybe', 'brandedApp'],
    ['no locations', 'numberOfLocations=0', 'numberOfLocations'],
    ['too many locations', 'numberOfLocations=10001', 'numberOfLocations'],
    ['locations not a number', 'numberOfLocations=abc', 'numberOfLocations'],
    ['an unknown feature', 'features=fitness', 'features'],
    ['200 repeated parameters', Array.from({ length: 200 }, () => 'features=pos').join('&'), 'tooLong'],
    ['a 10 kB query', `courtCount=${'x'.repeat(10_000)}`, 'tooLong'],
    ['a parameter twice', 'numberOfLocations=2&numberOfLocations=3', 'repeated'],
    ['an unknown parameter', 'email=a@example.com', 'unknownParameter'],
  ] as const)('answers %s with a message and the form again, never a 5xx', async (_name, query, problem) => {
    const response = await fetch(`${server.url}/en/pricing/estimate?${query}`);
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    if (response.status === 200) {
      expect(textOf(html)).toContain(en(`pricing.problems.${problem}`, { maximum: 10_000, maximumCourts: 1000 }));
      expect(html).toContain('class="estimate-form"');
      expect(html).not.toContain('class="lead-form"');
    } else expect(response.status).toBe(400);
  });
});

describe('the estimate with PRICING=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { PRICING: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('says prices are given on request, with no figures, and links to the quote form', async () => {
    const html = await (await fetch(`${server.url}/en/pricing/estimate?courtCount=6`)).text();
    const text = textOf(html);
    expect(text).toContain(en('pricing.onRequest'));
    expect(html).toContain('href="/en/quote"');
    expect(text).not.toMatch(/€/);
  });
});
