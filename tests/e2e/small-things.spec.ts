/**
 * Issue 48 item 8, "small things a buyer notices", in real Chromium: a 404 whose title says so and
 * that offers the main pages, in its language, with and without JavaScript; a form posted without
 * JavaScript comes back with its answer in view, not at the page's top; Escape closes the phone
 * menu where JavaScript runs; a club's status is asked only once "No" says the club is not open yet.
 * The pure parts are tests/unit/small-things.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { pagePath } from '@/i18n/navigation';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getOperation } from '@/lib/operations/registry';
import { NOT_FOUND_LINKS } from '@/lib/site/site-navigation';
import { formPagePath, plainOperation } from '../helpers/operation-fixtures';
import { translatorFor } from './support/messages';
import { fillForm, formInput, REFERENCE, uniqueEmail } from './support/lead-forms';

const PHONE = { width: 390, height: 844 };
/** Short enough that a form's answer is below the first screen of its page. */
const SHORT_PHONE = { width: 390, height: 560 };
const quote = getOperation('submitQuoteRequest');
const brochure = getOperation('submitBrochureRequest');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The unknown page of a locale answers 404 with its title and the main pages in that language. */
async function expectLocalized404(page: Page, locale: Locale) {
  const t = translatorFor(locale);
  const response = await page.goto(`/${locale}/no-such/page`);
  expect(response?.status()).toBe(404);
  // "Page not found · Courtside": the layout's template after the page's own title.
  await expect(page).toHaveTitle(new RegExp(`^${escaped(t('notFound.title'))} · `));
  await expect(page.locator('main h1')).toHaveText(t('notFound.title'));
  const pages = page.getByRole('navigation', { name: t('notFound.pagesTitle'), exact: true });
  await expect(pages.getByRole('link')).toHaveCount(NOT_FOUND_LINKS.length);
  for (const link of NOT_FOUND_LINKS) {
    await expect(pages.getByRole('link', { name: t(link.label), exact: true })).toHaveAttribute('href', pagePath(locale, link.path));
  }
}

test.describe('the 404, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) {
    test(`in ${locale}, its title says the page was not found and it offers the main pages`, async ({ page }) => {
      await expectLocalized404(page, locale);
    });
  }
});

test.describe('the 404, with JavaScript', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`in ${locale}, the title and the main pages stay once the page has run its scripts`, async ({ page }) => {
      await expectLocalized404(page, locale);
      await page.waitForLoadState('networkidle');
      await expectLocalized404(page, locale);
      const t = translatorFor(locale);
      const pages = page.getByRole('navigation', { name: t('notFound.pagesTitle'), exact: true });
      await pages.getByRole('link', { name: t('faq.navLabel'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/faq$`));
    });
  }
});

test.describe('a form posted without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: SHORT_PHONE });

  test('posts to its own page at the answer, keeping the query', async ({ page }) => {
    await page.goto(`${formPagePath(plainOperation, 'pt')}?utm_source=small-things`);
    await expect(page.locator('form.lead-form')).toHaveAttribute('action', '#form-answer');
  });

  test('comes back with the thank-you in view, not at the top of the page', async ({ page }) => {
    const path = `${formPagePath(plainOperation, 'pt')}?utm_source=small-things`;
    await page.goto(path);
    await fillForm(page, formInput(plainOperation, uniqueEmail('small-things-nojs')));
    await page.locator('form.lead-form button[type=submit]').click();
    const answer = page.locator('#form-answer');
    await expect(answer).toHaveClass(/form-success/, { timeout: 20_000 });
    expect(await answer.locator('.reference').innerText()).toMatch(REFERENCE);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(`${path}#form-answer`);
    // In view wherever it stands (here the thank-you takes the form's place, near the top).
    await expect(answer).toBeInViewport();
  });

  test('comes back with the error summary in view when something is missing', async ({ page }) => {
    await page.goto(formPagePath(quote, 'fr'));
    await page.locator('form.lead-form button[type=submit]').click();
    const answer = page.locator('#form-answer');
    await expect(answer).toHaveClass(/error-summary/);
    await expect(answer).toBeInViewport();
    // The browser went to the answer (it may do so a moment after the answer is first drawn in view).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('the phone menu, with JavaScript', () => {
  test.use({ viewport: PHONE });

  for (const locale of ['en', 'de'] as const) {
    test(`in ${locale}, Escape closes it and gives its button focus again`, async ({ page }) => {
      const t = translatorFor(locale);
      await page.goto(`/${locale}`);
      await page.waitForLoadState('networkidle');
      const navigation = page.getByRole('navigation', { name: t('site.navLabel') });
      const menu = navigation.locator('details.nav-menu');
      const button = menu.locator('summary');
      const firstLink = menu.getByRole('link').first();

      // Opened by touch, closed by Escape.
      await button.click();
      await expect(firstLink).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).not.toHaveAttribute('open');
      await expect(firstLink).toBeHidden();
      await expect(button).toBeFocused();

      // Opened by keyboard, Escape from inside it: closed, focus back on its button, not lost.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(firstLink).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).not.toHaveAttribute('open');
      await expect(button).toBeFocused();

      // Escape with the menu closed changes nothing.
      await page.keyboard.press('Escape');
      await expect(menu).not.toHaveAttribute('open');
    });
  }
});

/** The club's status field of a form, and the hasClub answers. */
function clubFields(page: Page) {
  const form = page.locator('form.lead-form');
  return {
    status: form.locator('[data-field="clubStatus"]'),
    yes: form.locator('input[name="hasClub"][value="true"]'),
    no: form.locator('input[name="hasClub"][value="false"]'),
    control: form.locator('[name="clubStatus"]'),
  };
}

for (const javaScript of [false, true]) {
  test.describe(`the club's status field, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test('shows only once "No" says the club is not open yet, with a hint saying so', async ({ page }) => {
      const t = translatorFor('es');
      await page.goto(formPagePath(quote, 'es'));
      if (javaScript) await page.waitForLoadState('networkidle');
      const { status, yes, no, control } = clubFields(page);
      await expect(status).toBeHidden();
      await yes.check();
      await expect(status).toBeHidden();
      await no.check();
      await expect(status).toBeVisible();
      await expect(status.locator('.field-hint')).toHaveText(t('forms.clubStatusHint'));
      await expect(control).toHaveAttribute('aria-describedby', /clubStatus-hint/);
      await control.selectOption('launching-soon');
      await yes.check();
      await expect(status).toBeHidden();
      await no.check();
      // "Yes" hid it without losing it: the value waits hidden, is not sent against "Yes" (the next
      // test), and is there again with "No".
      await expect(control).toHaveValue('launching-soon');
    });

    test('a status typed before "Yes" is not sent, and the request is accepted', async ({ page }) => {
      await page.goto(formPagePath(brochure, 'de'));
      if (javaScript) await page.waitForLoadState('networkidle');
      const input = formInput(brochure, uniqueEmail(`small-things-club-${javaScript ? 'js' : 'nojs'}`));
      // The example is a club not open yet: its status is filled after "No", then "Yes" is chosen.
      await fillForm(page, input);
      const { status, yes, control } = clubFields(page);
      await expect(control).toHaveValue(input.text.clubStatus!);
      await yes.check();
      await expect(status).toBeHidden();
      await page.locator('form.lead-form button[type=submit]').click();
      await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
    });
  });
}
