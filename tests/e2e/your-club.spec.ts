/**
 * "Your club in Courtside" in a browser (docs/decisions.md "Your club in Courtside"): in five
 * languages, with none of the English page's sentences on the others, axe clean with and without
 * JavaScript, under its nonce policy with no violation; without JavaScript its GET form draws the
 * chosen name and colour on the server; with JavaScript the drawing follows typing; a refused name
 * gets its message and the rest is drawn with the sample's name; the quote link fills in the name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { contrastRatio } from '@/lib/colour/wcag-contrast';
import { clubColours } from '@/lib/colour/club-colours';
import { seriousViolations } from './support/axe';
import { recordCspViolations } from './support/csp';
import { messagesOf, translatorFor } from './support/messages';

/** Every English sentence of the page's own words (names and short labels aside). */
function englishTexts(): string[] {
  const walk = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(walk) : [];
  return walk(messagesOf('en').yourClub)
    .map((text) => text.split(/\{[^}]*\}/)[0]!.trim())
    .filter((text) => text.length > 10);
}

// Read from disk: Playwright's loader cannot import JSON (tests/e2e/support/messages.ts).
const SAMPLE_NAME: string = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.json'), 'utf8')).sampleClubName;

/** The member app's drawing and the website's, where the club's name is drawn. */
const drawings = (page: Page) => page.locator('#your-club-drawings svg');
/** Expects both drawings to draw this name (as a text of the drawing and in its accessible name). */
async function expectDrawnName(page: Page, name: string) {
  await expect(drawings(page)).toHaveCount(2);
  for (const drawing of await drawings(page).all()) {
    await expect(drawing.locator('text').filter({ hasText: name }).first()).toBeAttached();
    await expect(drawing).toHaveAttribute('aria-label', new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
}
/** A text of the drawings that is exactly this. */
const drawnText = (page: Page, text: string) =>
  page
    .locator('#your-club-drawings text')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first();
/** Expects the drawings to fill something with this colour. */
async function expectDrawnColour(page: Page, colour: string) {
  await expect(page.locator(`#your-club-drawings [fill="${colour}"]`).first()).toBeAttached();
}

for (const locale of LOCALES) {
  test(`/${locale}/your-club is in ${locale}, axe clean, noindex, under a nonce policy with no violation`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto(`/${locale}/your-club`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    const t = translatorFor(locale);
    await expect(page.locator('h1')).toHaveText(t('yourClub.title', { product: 'Courtside' }));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectDrawnName(page, SAMPLE_NAME);
    if (locale !== 'en') {
      const text = await page.locator('main').innerText();
      for (const english of englishTexts()) expect(text, english).not.toContain(english);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(violations).toEqual([]);
    // Linked from the footer of every page.
    await expect(page.locator(`footer a[href="/${locale}/your-club"]:not([hreflang])`)).toHaveCount(1);
  });
}

test('without JavaScript, the GET form draws the chosen name, the chosen colour and the sports on the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const t = translatorFor('de');
  await page.goto('/de/your-club');
  await page.locator('#your-club-name').fill('Padel Club 2000');
  await page.locator('#your-club-colour').fill('#ffcc00');
  await page.locator('input[name="sports"][value="tennis"]').uncheck();
  await page.locator('input[name="sports"][value="pickleball"]').uncheck();
  await page.locator('input[name="sports"][value="gym"]').check();
  await page.getByRole('button', { name: t('yourClub.submit') }).click();
  await expect(page).toHaveURL(/\/de\/your-club\?name=Padel\+Club\+2000&colour=%23ffcc00&sports=padel&sports=gym$/);
  await expectDrawnName(page, 'Padel Club 2000');
  // Her colour, as she chose it, on the surfaces; a darker shade of it only where it is read on white.
  await expectDrawnColour(page, '#ffcc00');
  const colours = clubColours('#ffcc00');
  expect(colours.surface).toBe('#ffcc00');
  expect(contrastRatio(colours.surface, colours.onSurface)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio('#ffffff', colours.line)).toBeGreaterThanOrEqual(3);
  await expect(page.locator(`#your-club-drawings [stroke="${colours.line}"]`).first()).toBeAttached();
  await expect(drawnText(page, t('values.sports.gym'))).toBeAttached();
  await expect(drawnText(page, t('values.sports.tennis'))).toHaveCount(0);
  const address = page.url();
  await context.close();
  // axe needs JavaScript to run: the same page with the site's scripts refused is the page without them.
  const scriptless = await browser.newContext();
  const withoutScripts = await scriptless.newPage();
  await withoutScripts.route('**/_next/static/**/*.js', (route) => route.abort());
  await withoutScripts.goto(address);
  await expectDrawnName(withoutScripts, 'Padel Club 2000');
  expect(await seriousViolations(withoutScripts)).toEqual([]);
  await scriptless.close();
});

test.describe('a refused name gets its message, and the rest is drawn with the sample name', () => {
  for (const [name, problem] of [
    ['visit bit.ly', 'link'],
    ['+34 600 000 000', 'phone'],
    ['pаdel', 'mixedScripts'],
    ['A'.repeat(41), 'tooLong'],
  ] as const) {
    test(`${problem}: ${name}`, async ({ page }) => {
      const t = translatorFor('es');
      await page.goto(`/es/your-club?name=${encodeURIComponent(name)}&colour=%23003399&sports=pickleball`);
      const message = t(`yourClub.problems.name.${problem}`, { maximum: 40, digits: 4 });
      await expect(page.locator('.error-summary[role="alert"]')).toContainText(message);
      await expectDrawnName(page, SAMPLE_NAME);
      await expectDrawnColour(page, '#003399');
      await expect(drawnText(page, t('values.sports.pickleball'))).toBeAttached();
      // The refused name is shown nowhere, not even back in the field.
      expect(await page.locator('main').innerHTML()).not.toContain(name);
      await expect(page.locator('#your-club-name')).toHaveValue('');
    });
  }
});

test('with JavaScript, the drawing follows typing, a refused name shows its message, and the links follow', async ({ page }) => {
  const t = translatorFor('en');
  const violations = await recordCspViolations(page);
  await page.goto('/en/your-club');
  const input = page.locator('#your-club-name');
  await input.pressSequentially('Club Ñandú');
  await expectDrawnName(page, 'Club Ñandú');
  await expect(page.locator('#your-club-quote')).toHaveAttribute('href', /clubName=Club\+%C3%91and%C3%BA/);
  await expect(page).toHaveURL(/\/en\/your-club\?name=Club\+%C3%91and%C3%BA/);
  await input.fill('visit bit.ly');
  await expect(page.locator('#your-club-name-problem')).toHaveText(t('yourClub.problems.name.link'));
  await expectDrawnName(page, SAMPLE_NAME);
  await expect(page.locator('#your-club-quote')).not.toHaveAttribute('href', /clubName/);
  await input.fill('Riverside 1999');
  await expect(page.locator('#your-club-name-problem')).toBeHidden();
  await expectDrawnName(page, 'Riverside 1999');
  await page.locator('#your-club-colour').fill('#ffff00');
  await expectDrawnColour(page, '#ffff00');
  await page.locator('input[name="sports"][value="tennis"]').uncheck();
  await page.locator('input[name="sports"][value="gym"]').check();
  await expect(drawnText(page, t('values.sports.gym'))).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);
  expect(violations).toEqual([]);
});

test('with JavaScript, what is typed while the page still loads is drawn once its script runs', async ({ page }) => {
  // The page's scripts are held back while the name is typed, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/your-club', { waitUntil: 'domcontentloaded' });
  await page.locator('#your-club-name').fill('Club Temprano');
  release();
  await expect(page).toHaveURL(/\/en\/your-club\?name=Club\+Temprano/, { timeout: 15_000 });
  await expectDrawnName(page, 'Club Temprano');
});

test('"Get a quote for this" opens the quote form with the club\'s name and sports filled in', async ({ page }) => {
  const t = translatorFor('fr');
  await page.goto('/fr/your-club?name=Padel+Club+2000&sports=padel&sports=tennis');
  await page.getByRole('link', { name: t('yourClub.quoteLink') }).click();
  await expect(page).toHaveURL(/\/fr\/pricing\/estimate\?clubName=Padel\+Club\+2000&sports=padel&sports=tennis#estimate-quote$/);
  const quote = page.locator('form.lead-form');
  await expect(quote.locator('input[name="clubName"]')).toHaveValue('Padel Club 2000');
  await expect(quote.locator('input[name="sports"][value="padel"]')).toBeChecked();
  await expect(quote.locator('input[name="sports"][value="tennis"]')).toBeChecked();
});

test('the shareable image is a PNG, for a club and for a hostile address alike', async ({ request }) => {
  for (const query of [
    'name=Padel+Club+2000&colour=%23ffcc00&sports=padel',
    `name=${'%F0%9F%92%A5'.repeat(300)}&colour=x&x=1`,
    'name=%00%FF',
  ]) {
    const response = await request.get(`/en/your-club/image?${query}`);
    expect(response.status(), query).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
  }
});

test('the home page leads to the page, in its language, from beside the white label', async ({ page }) => {
  await page.goto('/de');
  const t = translatorFor('de');
  await page
    .locator('section[aria-labelledby="white-label"]')
    .getByRole('link', { name: t('product.yourClubLink', { product: 'Courtside' }) })
    .click();
  await expect(page).toHaveURL(/\/de\/your-club$/);
  await expect(page.locator('h1')).toHaveText(t('yourClub.title', { product: 'Courtside' }));
});
