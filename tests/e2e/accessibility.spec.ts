/**
 * axe-core finds no serious or critical violation on any page in any locale, nor on a form
 * showing its errors or its thank-you.
 */
import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { formFieldsOf } from '@/lib/operations/form-fields';
import { operations } from '@/lib/operations/registry';
import { PAGE_PATHS } from '@/lib/site/site-pages';
import { formPagePath } from '../helpers/operation-fixtures';
import { seriousViolations } from './support/axe';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';

for (const locale of LOCALES) {
  for (const path of PAGE_PATHS) {
    test(`/${locale}${path} has no serious accessibility violation`, async ({ page }) => {
      await page.goto(`/${locale}${path}`);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

/** The form with the most fields: the most to check. */
const largestForm = operations.reduce((largest, operation) =>
  formFieldsOf(operation).length > formFieldsOf(largest).length ? operation : largest,
);

test('a form showing its errors, then its thank-you, has no serious accessibility violation', async ({ page }) => {
  await page.goto(formPagePath(largestForm, 'de'));
  await page.locator('form.lead-form button[type=submit]').click();
  await expect(page.locator('.error-summary')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await fillForm(page, formInput(largestForm, uniqueEmail('axe')));
  await page.locator('form.lead-form button[type=submit]').click();
  await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the 404 page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/fr/no-such-page');
  expect(await seriousViolations(page)).toEqual([]);
});
