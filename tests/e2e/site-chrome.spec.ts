/**
 * The header and footer every page shares (issue 33 items 11 and 12), in real Chromium WITHOUT
 * JavaScript: on a phone the navigation is a menu (a `<details>`) that opens by touch and by
 * keyboard, so the first screen is the page, not four stacked links; on a desktop the links sit in
 * a row and there is no menu; open or closed, nothing serious for axe. The footer names the company's
 * country in the page's language and its VAT number, and links the legal notice and the terms in
 * every language. With SITE_CHROME_SHOTS_DIR set, it saves the headers (closed and
 * open) and footers it sees.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { seriousViolations } from './support/axe';
import { messagesOf, translatorFor } from './support/messages';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS_DIR = process.env.SITE_CHROME_SHOTS_DIR;

test.use({ javaScriptEnabled: false });

/** The form links of the main navigation, by their text in `locale`. */
function navigationLinks(page: Page, locale: Locale) {
  const navigation = page.getByRole('navigation', { name: translatorFor(locale)('site.navLabel') });
  const ctas = Object.values(messagesOf(locale).operations).map((operation) => operation.cta);
  return { navigation, links: ctas.map((cta) => navigation.getByRole('link', { name: cta, exact: true })) };
}

async function shot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

for (const locale of ['en', 'de'] as const) {
  test(`on a phone the ${locale} header is a menu that opens without JavaScript, by touch and by keyboard`, async ({ page }) => {
    const t = translatorFor(locale);
    await page.setViewportSize(PHONE);
    await page.goto(`/${locale}`);
    const { navigation, links } = navigationLinks(page, locale);
    const menu = navigation.locator('summary');
    await expect(menu).toHaveText(t('site.menu'));
    // Closed: one row, and none of the links shown (nor to assistive technology).
    expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThan(100);
    for (const link of links) await expect(link).toBeHidden();
    await shot(page, `${locale}-phone-closed`);

    await menu.click();
    for (const link of links) await expect(link).toBeVisible();
    await shot(page, `${locale}-phone-open`);
    await links[0]!.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/[a-z-]+$`));

    // By keyboard alone: Tab reaches the menu, Enter opens it, the next Tab is its first link.
    await page.goto(`/${locale}`);
    for (let presses = 0; presses < 5 && !(await menu.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(navigation.locator('details').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${locale}/[a-z-]+$`));
  });

  test(`on a desktop the ${locale} header shows the links in a row, and no menu`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/${locale}`);
    const { navigation, links } = navigationLinks(page, locale);
    await expect(navigation.locator('summary')).toBeHidden();
    const tops = new Set<number>();
    for (const link of links) {
      await expect(link).toBeVisible();
      tops.add(Math.round((await link.boundingBox())!.y));
    }
    expect(tops.size).toBe(1);
    await shot(page, `${locale}-desktop`);
  });
}

test.describe('with JavaScript (which axe needs to run)', () => {
  test.use({ javaScriptEnabled: true });

  test('the phone header has no serious accessibility violation, closed or open', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/es');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.site-header summary').click();
    await expect(navigationLinks(page, 'es').links[0]!).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the footer names the company's country in the page's language", async ({ page }) => {
  // Playwright's loader cannot import JSON (support/messages.ts): the content file, read.
  const site = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.json'), 'utf8')) as { postalAddress: string };
  const countries: Record<Locale, string> = { en: 'Spain', es: 'España', pt: 'Espanha', fr: 'Espagne', de: 'Spanien' };
  for (const [locale, country] of Object.entries(countries)) {
    await page.goto(`/${locale}`);
    const footer = page.locator('footer.site-footer');
    await expect(footer).toContainText(`${site.postalAddress}, ${country} ·`);
    for (const other of Object.values(countries).filter((name) => name !== country)) await expect(footer).not.toContainText(other);
    if (SHOTS_DIR) await footer.screenshot({ path: path.join(SHOTS_DIR, `${locale}-footer.png`) });
  }
});

test('the footer of every language leads to its legal notice and its terms, and names the VAT number', async ({ page }) => {
  const site = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.json'), 'utf8')) as {
    legal: { vatNumber: string };
  };
  for (const locale of ['en', 'es', 'pt', 'fr', 'de'] as const) {
    const t = translatorFor(locale);
    for (const [key, pagePath] of [
      ['legal.notice.title', '/legal'],
      ['legal.terms.title', '/terms'],
    ] as const) {
      await page.goto(`/${locale}/pricing`);
      const footer = page.locator('footer.site-footer');
      await expect(footer).toContainText(site.legal.vatNumber);
      await footer.getByRole('link', { name: t(key), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}${pagePath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(key));
    }
  }
});
