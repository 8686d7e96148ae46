/**
 * Every public page in every locale answers 200 with the right `lang`, shows no raw message key
 * and logs no console error; `/` sends a visitor to their language; unknown paths get the
 * localized 404.
 */
import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';

const PAGES = ['']; // the home page; the form, developers and privacy pages follow (issue 4)
const RAW_KEY = /\b(site|product|values|notFound|emails|api)\.[a-zA-Z]+/;

for (const locale of LOCALES) {
  for (const page of PAGES) {
    test(`/${locale}${page} renders in ${locale}`, async ({ page: tab }) => {
      const errors: string[] = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(error.message));
      const response = await tab.goto(`/${locale}${page}`);
      expect(response?.status()).toBe(200);
      await expect(tab.locator('html')).toHaveAttribute('lang', locale);
      const text = await tab.locator('body').innerText();
      expect(text).not.toMatch(RAW_KEY);
      await expect(tab.locator('h1')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test(`an unknown path under /${locale} shows the ${locale} 404`, async ({ page: tab }) => {
    const response = await tab.goto(`/${locale}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(tab.locator('html')).toHaveAttribute('lang', locale);
    expect(await tab.locator('h1').innerText()).not.toMatch(RAW_KEY);
  });
}

test('/ sends a visitor to the language their browser prefers', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const tab = await context.newPage();
  await tab.goto('/');
  expect(new URL(tab.url()).pathname).toBe('/de');
  await context.close();
});
