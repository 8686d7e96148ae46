/**
 * The pricing page in a browser (docs/decisions.md "Prices"): in each language, with none of the
 * English page's words on the others; without JavaScript, its GET form leads to the estimate and
 * the quote form carrying its answers, which sends a quote request priced at the page's total; with
 * JavaScript, the estimate follows the answers as they change, by the quotation's calculation,
 * those given before the scripts ran included.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { formatMoney } from '@/lib/quotation/money';
import { loadPriceList } from '@/lib/quotation/price-list';
import { REFERENCE, uniqueEmail } from './support/lead-forms';
import { messagesOf, translatorFor } from './support/messages';

// Read from disk: Playwright's loader cannot import JSON (tests/e2e/support/messages.ts).
const prices = loadPriceList(readFileSync(path.resolve(import.meta.dirname, '../../content/pricing.json'), 'utf8'));

/** Every English sentence and heading of the pricing page's own words (names and short labels aside). */
function englishTexts(): string[] {
  const walk = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(walk) : [];
  const en = messagesOf('en');
  return [...walk(en.pricing), ...walk(en.quotation.pdf), ...walk(en.quotation.lines)]
    .map((text) => text.split(/\{[^}]*\}/)[0]!.trim())
    .filter((text) => text.length > 10);
}

for (const locale of LOCALES.filter((other) => other !== 'en')) {
  test(`/${locale}/pricing is all in ${locale}, its figures as ${locale} writes money`, async ({ page }) => {
    await page.goto(`/${locale}/pricing`);
    const t = translatorFor(locale);
    await expect(page.locator('h1')).toHaveText(t('pricing.title', { product: 'Courtside' }));
    const text = await page.locator('main').innerText();
    for (const english of englishTexts()) expect(text, english).not.toContain(english);
    expect(text).toContain(formatMoney(prices.platformPerLocation, prices, locale));
  });
}

test('without JavaScript: the estimate form, the estimate, the quote form carrying its answers, a reference', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const t = translatorFor('fr');
  await page.goto('/fr/pricing');
  const form = page.locator('form.estimate-form');
  await form.locator('input[name="courtCount"]').fill('12');
  await form.locator('input[name="numberOfLocations"]').fill('2');
  await form.locator('input[name="features"][value="payments"]').check();
  await form.locator('input[name="features"][value="pos"]').check();
  await form.getByRole('button', { name: t('pricing.submit') }).click();

  await expect(page).toHaveURL(
    /\/fr\/pricing\/estimate\?courtCount=12&numberOfLocations=2&features=payments&features=pos&brandedApp=true$/,
  );
  const quotation = calculateQuotation({ courtCount: 12, numberOfLocations: 2, features: ['payments', 'pos'] }, prices, new Date());
  await expect(page.locator('[data-total="setUp"]')).toHaveText(formatMoney(quotation.setUp, prices, 'fr'));
  await expect(page.locator('[data-total="monthly"]')).toHaveText(formatMoney(quotation.monthly, prices, 'fr'));
  await expect(page.locator('main')).toContainText(t('quotation.vatNote', { vat: t('quotation.vat.excluded') }));

  // One set of answers: the quote form carries them, hidden, and asks only who the person is.
  const quote = page.locator('form.lead-form');
  await expect(quote.locator('input[name="courtCount"]')).toHaveAttribute('type', 'hidden');
  await expect(quote.locator('input[name="courtCount"]')).toHaveValue('12');
  await expect(quote.locator('select[name="numberOfCourts"]')).toHaveCount(0);
  await expect(quote.locator('input[name="features"]')).toHaveCount(2);
  await quote.locator('input[name="name"]').fill('Ana Pricing');
  await quote.locator('input[name="email"]').fill(uniqueEmail('pricing'));
  await quote.locator('input[name="sports"][value="padel"]').check();
  await quote.getByRole('button', { name: t('operations.quote.page.submit') }).click();
  await expect(page.getByRole('heading', { name: t('forms.success.title') })).toBeVisible();
  await expect(page.locator('.reference')).toHaveText(REFERENCE);
  // The answer gives the total the page showed.
  await expect(page.locator('.form-success')).toContainText(formatMoney(quotation.monthly, prices, 'fr'));
  await context.close();
});

test('with JavaScript, the estimate follows the answers, and its button leads to the estimate page', async ({ page }) => {
  const t = translatorFor('en');
  await page.goto('/en/pricing');
  const monthly = page.locator('.estimate-panel [data-total="monthly"]');
  const before = calculateQuotation({}, prices, new Date());
  await expect(monthly).toHaveText(t('quotation.fromAmount', { amount: formatMoney(before.monthly, prices, 'en') }));
  await page.locator('form.estimate-form input[name="features"][value="pos"]').check();
  const after = calculateQuotation({ features: ['pos'] }, prices, new Date());
  await expect(monthly).toHaveText(t('quotation.fromAmount', { amount: formatMoney(after.monthly, prices, 'en') }));
  await expect(page.locator('.estimate-panel')).toContainText(t('quotation.lines.module', { feature: t('values.features.pos') }));
  await page.locator('form.estimate-form input[name="courtCount"]').fill('12');
  const exact = calculateQuotation({ courtCount: 12, features: ['pos'] }, prices, new Date());
  await expect(monthly).toHaveText(t('quotation.fromAmount', { amount: formatMoney(exact.monthly, prices, 'en') }));
  await page.locator('form.estimate-form input[name="brandedApp"][value="false"]').check();
  const withoutApp = calculateQuotation({ courtCount: 12, features: ['pos'], brandedApp: false }, prices, new Date());
  await expect(monthly).toHaveText(t('quotation.fromAmount', { amount: formatMoney(withoutApp.monthly, prices, 'en') }));
  await page.getByRole('button', { name: t('pricing.submit') }).click();
  await expect(page).toHaveURL(/\/en\/pricing\/estimate\?courtCount=12&numberOfLocations=&features=pos&brandedApp=false$/);
  await expect(page.locator('form.lead-form input[name="features"][value="pos"]')).toHaveAttribute('type', 'hidden');
  await expect(page.locator('form.lead-form input[name="brandedApp"]')).toHaveValue('false');
});

test('answers given while the page is still loading its scripts count once they run', async ({ page }) => {
  // The framework's scripts are held until the answers are given, as on a slow phone where a
  // visitor ticks a box before they arrive (they start after the first frame, lib/first-frame/).
  const held: Array<() => Promise<void>> = [];
  let release = false;
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    (route) => (release ? route.continue() : void held.push(() => route.continue())),
  );
  await page.goto('/en/pricing', { waitUntil: 'domcontentloaded' });
  const form = page.locator('form.estimate-form');
  await form.locator('input[name="features"][value="pos"]').check();
  await form.locator('input[name="courtCount"]').fill('12');
  expect(held.length).toBeGreaterThan(0);
  release = true;
  for (const go of held.splice(0)) await go();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.querySelector('form.estimate-form') ?? {}).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  const exact = calculateQuotation({ courtCount: 12, features: ['pos'] }, prices, new Date());
  await expect(page.locator('.estimate-panel [data-total="monthly"]')).toHaveText(
    translatorFor('en')('quotation.fromAmount', { amount: formatMoney(exact.monthly, prices, 'en') }),
  );
});

test('reached from "Your club in Courtside": the answers are asked once, and the answer gives the total the page shows', async ({
  page,
}) => {
  const t = translatorFor('en');
  await page.goto('/en/pricing/estimate?clubName=Padel+Norte&sports=padel#estimate-quote');
  const answers = page.locator('form.estimate-form');
  await answers.locator('input[name="courtCount"]').fill('12');
  await answers.getByRole('button', { name: t('pricing.estimatePage.update') }).click();
  await expect(page).toHaveURL(/[?&]courtCount=12&/);
  const quotation = calculateQuotation({ courtCount: 12 }, prices, new Date());
  const monthly = t('quotation.fromAmount', { amount: formatMoney(quotation.monthly, prices, 'en') });
  await expect(page.locator('[data-total="monthly"]')).toHaveText(monthly);

  const quote = page.locator('form.lead-form');
  await expect(quote.locator('input[name="clubName"]')).toHaveValue('Padel Norte');
  await expect(quote.locator('input[name="courtCount"]')).toHaveAttribute('type', 'hidden');
  await quote.locator('input[name="name"]').fill('Claire Martin');
  await quote.locator('input[name="email"]').fill(uniqueEmail('your-club-estimate'));
  await quote.getByRole('button', { name: t('operations.quote.page.submit') }).click();
  await expect(page.locator('.form-success')).toContainText(monthly);
});
