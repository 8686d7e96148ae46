/**
 * Every form, in real Chromium against `next start` on each store: they submit with
 * JavaScript on and off in two locales each, show localized errors (with focus, aria-invalid and
 * aria-describedby), work by keyboard alone, show a pending state, a 429 and a honeypot drop; and
 * every lead they acknowledge is in the store afterwards.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from './support/messages';
import { describeFields } from '@/lib/operations/describe-fields';
import { operations } from '@/lib/operations/registry';
import { formPagePath, operationThat, operationWithFields, plainOperation } from '../helpers/operation-fixtures';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { fillForm, formInput, REFERENCE, uniqueEmail } from './support/lead-forms';

const JS_ON_LOCALES: Locale[] = ['es', 'de'];
const JS_OFF_LOCALES: Locale[] = ['pt', 'fr'];
/** A form that mails a confirmation and nothing more: the tests of the form itself send it. */
const contact = plainOperation;
/** A form whose free-text message follows the name and email, then a WhatsApp number: typed into by keyboard. */
const messageForm = operationWithFields('message', 'whatsapp');
/** A form that requires a choice of sports (a required group of checkboxes). */
const sportsForm = operationThat('requires sports', (operation) =>
  describeFields(operation).some((field) => field.name === 'sports' && field.required),
);

interface Submitted {
  reference: string;
  operation: string;
  email: string;
  locale: Locale;
}

async function submitAndReadReference(page: Page): Promise<string> {
  await page.locator('form.lead-form button[type=submit]').click();
  const success = page.locator('.form-success');
  await expect(success).toBeVisible({ timeout: 20_000 });
  return (await success.locator('.reference').innerText()).trim();
}

for (const store of STORES) {
  test.describe(`forms on ${store}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: TestServer;
    const submitted: Submitted[] = [];

    test.beforeAll(async () => {
      server = await startServer(store);
    });
    test.afterAll(async () => {
      await server?.close();
    });

    for (const operation of operations) {
      for (const locale of JS_ON_LOCALES) {
        test(`${operation.slug} in ${locale}, JavaScript on`, async ({ page }) => {
          const email = uniqueEmail(`${operation.slug}-${locale}-js`);
          await page.goto(`${server.url}/${locale}/${operation.slug}`);
          // A mark on this document's window: a reload or a navigation would lose it.
          await page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
          await fillForm(page, formInput(operation, email));
          const reference = await submitAndReadReference(page);
          expect(reference).toMatch(REFERENCE);
          // The page did not reload: the same document shows the answer.
          expect(await page.evaluate(() => 'sameDocumentMark' in window)).toBe(true);
          await expect(page.locator('.form-success')).toBeFocused();
          await expect(page.locator('.form-success')).toContainText(translatorFor(locale)('forms.success.nextTitle'));
          submitted.push({ reference, operation: operation.id, email, locale });
        });
      }
      for (const locale of JS_OFF_LOCALES) {
        test(`${operation.slug} in ${locale}, JavaScript off`, async ({ browser }) => {
          const email = uniqueEmail(`${operation.slug}-${locale}-nojs`);
          const { page, close } = await pageWithoutJavaScript(browser);
          await page.goto(`${server.url}/${locale}/${operation.slug}`);
          await fillForm(page, formInput(operation, email));
          const reference = await submitAndReadReference(page);
          expect(reference).toMatch(REFERENCE);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          submitted.push({ reference, operation: operation.id, email, locale });
          await close();
        });
      }
    }

    test('invalid input shows French errors, a focused summary and wired fields (JavaScript on)', async ({ page }) => {
      const t = translatorFor('fr');
      await page.goto(`${server.url}${formPagePath(sportsForm, 'fr')}`);
      await page.locator('[name="email"]').fill('ana@example');
      await page.locator('form.lead-form button[type=submit]').click();

      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.locator('h2')).toHaveText(t('forms.summaryTitle', { count: 3 }));
      const missingName = t('forms.errors.missing', { field: t('fields.name') });
      await expect(summary).toContainText(missingName);
      await expect(summary).toContainText(t('forms.errors.invalidEmail'));
      await expect(summary).toContainText(t('forms.errors.tooFewItems', { field: t('fields.sports'), minimum: 1 }));

      const name = page.locator('[name="name"]');
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      const errorId = await name.getAttribute('aria-describedby');
      await expect(page.locator(`#${errorId}`)).toHaveText(missingName);
      // The summary links take the person to the field.
      await summary.getByRole('link', { name: missingName }).click();
      await expect(name).toBeFocused();
    });

    test('invalid input shows German errors and keeps what was typed (JavaScript off)', async ({ browser }) => {
      const t = translatorFor('de');
      const { page, close } = await pageWithoutJavaScript(browser);
      await page.goto(`${server.url}${formPagePath(messageForm, 'de')}`);
      await page.locator('[name="name"]').fill('Lukas Meyer');
      await page.locator('[name="email"]').fill('lukas@example');
      await page.locator('form.lead-form button[type=submit]').click();
      await expect(page.locator('.error-summary')).toContainText(t('forms.errors.invalidEmail'));
      await expect(page.locator('.error-summary')).toContainText(t('forms.errors.missing', { field: t('fields.message') }));
      await expect(page.locator('[name="name"]')).toHaveValue('Lukas Meyer');
      await expect(page.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
      await close();
    });

    test('a form works by keyboard alone', async ({ page }) => {
      const email = uniqueEmail('keyboard');
      await page.goto(`${server.url}${formPagePath(messageForm)}`);
      await page.locator('[name="name"]').focus();
      await page.keyboard.type('Keyboard User');
      await page.keyboard.press('Tab');
      await page.keyboard.type(email);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Sent without a mouse.');
      await page.keyboard.press('Tab');
      await expect(page.locator('[name="whatsapp"]')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('.form-success')).toBeFocused({ timeout: 20_000 });
      const reference = (await page.locator('.form-success .reference').innerText()).trim();
      submitted.push({ reference, operation: messageForm.id, email, locale: 'en' });
    });

    test('the submit button shows a pending state while the server answers', async ({ page }) => {
      const email = uniqueEmail('pending');
      await page.goto(`${server.url}${formPagePath(contact)}`);
      await fillForm(page, formInput(contact, email));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${server.url}${formPagePath(contact)}`, async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      const button = page.locator('form.lead-form button[type=submit]');
      await button.click();
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(translatorFor('en')('forms.pending'));
      await expect(page.locator('form.lead-form')).toHaveAttribute('aria-busy', 'true');
      release();
      const reference = (await page.locator('.form-success .reference').innerText({ timeout: 20_000 })).trim();
      submitted.push({ reference, operation: contact.id, email, locale: 'en' });
    });

    test('a filled honeypot looks accepted but stores nothing', async ({ page }) => {
      await page.goto(`${server.url}${formPagePath(contact)}`);
      await fillForm(page, formInput(contact, 'honeypot@example.com'));
      await page.locator('input[name="leave_this_empty"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
      await page.locator('form.lead-form button[type=submit]').click();
      await expect(page.locator('.form-success')).toBeVisible();
      await expect(page.locator('.form-success .reference')).toHaveCount(0);
    });

    test('every acknowledged lead is in the store, once, with its language; the honeypot left none', async () => {
      // Each form in every locale above, and the keyboard and pending tests' leads.
      expect(submitted).toHaveLength(operations.length * (JS_ON_LOCALES.length + JS_OFF_LOCALES.length) + 2);
      const rows = await server.inspect((query) =>
        query<{ reference: string; operation: string; email: string; locale: string }>(
          `SELECT reference, operation, payload->>'email' AS email, locale FROM leads`,
        ),
      );
      for (const lead of submitted) {
        expect(rows.filter((row) => row.reference === lead.reference)).toEqual([
          { reference: lead.reference, operation: lead.operation, email: lead.email, locale: lead.locale },
        ]);
      }
      expect(rows.some((row) => row.email === 'honeypot@example.com')).toBe(false);
    });
  });
}

test.describe('the rate limit on a form', () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServer('pglite', { RATE_LIMIT: '1/600' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('a second request within the window is refused with the localized 429 message, keeping the input', async ({ page }) => {
    const t = translatorFor('es');
    test.slow(); // it may wait up to half a minute for a fresh window
    await awaitFreshRateLimitWindow(600, 30);
    await page.goto(`${server.url}${formPagePath(contact, 'es')}`);
    await fillForm(page, formInput(contact, uniqueEmail('limit-1')));
    await expect(await submitAndReadReference(page)).toMatch(REFERENCE);

    await page.goto(`${server.url}${formPagePath(contact, 'es')}`);
    await fillForm(page, formInput(contact, uniqueEmail('limit-2')));
    await page.locator('form.lead-form button[type=submit]').click();
    const alert = page.locator('.error-summary');
    await expect(alert).toBeFocused();
    // The window is fixed, so the minutes left vary: any count, in the Spanish message.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const oneMinute = escape(t('forms.errors.rateLimited', { minutes: 1 }));
    const someMinutes = escape(t('forms.errors.rateLimited', { minutes: 7 })).replace('7', '\\d+');
    await expect(alert).toHaveText(new RegExp(`^(${oneMinute}|${someMinutes})$`));
    await expect(page.locator('[name="name"]')).toHaveValue(contact.example.name);
  });
});

test.describe('what a form says when it cannot be sent', () => {
  // The Playwright web server (playwright.config.ts): nothing here reaches its store.
  test('a request that never reaches the site shows the localized "nothing was stored" message, keeping the input', async ({ page }) => {
    const t = translatorFor('pt');
    const { publicEmail } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.json'), 'utf8'));
    await page.goto(formPagePath(contact, 'pt'));
    await fillForm(page, formInput(contact, uniqueEmail('unavailable')));
    await page.route(`**${formPagePath(contact, 'pt')}`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.continue(),
    );
    await page.locator('form.lead-form button[type=submit]').click();
    const alert = page.locator('.error-summary');
    await expect(alert).toBeFocused();
    await expect(alert).toHaveText(t('forms.errors.unavailable', { email: publicEmail }));
    await expect(page.locator('[name="name"]')).toHaveValue(contact.example.name);
  });

  test('a required group of choices says it is required in words, not by its asterisk alone', async ({ page }) => {
    const t = translatorFor('de');
    await page.goto(formPagePath(sportsForm, 'de'));
    await expect(page.getByRole('group', { name: `${t('fields.sports')} (${t('forms.requiredMark')})`, exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('fields.name'), exact: true })).toHaveAttribute('required', '');
  });
});

async function pageWithoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}
