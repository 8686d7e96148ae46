/**
 * Every page answers with the security headers, a Content-Security-Policy that allows no inline
 * script by `unsafe-inline`, and using the site (every page, a form submission, the 404) raises
 * no CSP violation.
 */
import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { PAGE_PATHS } from '@/lib/site-pages';
import { recordCspViolations, scriptSources } from './support/csp';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';

const PAGES = LOCALES.flatMap((locale) => PAGE_PATHS.map((path) => `/${locale}${path}`));

test('every page carries the security headers and a strict script policy', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scripts = scriptSources(policy);
    expect(scripts, path).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts, path).not.toContain('unsafe-inline');
    expect(scripts, path).not.toContain('unsafe-eval');
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("object-src 'none'");
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers.link, path).toContain('rel="api-catalog"');
  }
});

test('pages rendered per request (the 404) get a nonce policy instead', async ({ request }) => {
  const response = await request.get('/en/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
});

test('a path with a dot, which the proxy leaves alone, still gets a policy without inline scripts', async ({ request }) => {
  const response = await request.get('/en/no-such.page');
  expect(response.status()).toBe(404);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
});

test('a path with a dot outside any language is a plain 404, not a server error', async ({ request }) => {
  for (const path of ['/favicon.ico', '/wp-login.php', '/x.y/quote']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-security-policy'], path).toMatch(/script-src 'self'(;|$)/);
  }
});

test('using the site raises no Content-Security-Policy violation', async ({ page }) => {
  // It visits every page and uses the forms: about 28 s on an idle 2-core machine, so more on a busy one.
  test.slow();
  const violations = await recordCspViolations(page);

  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/en/no-such-page');
  await page.goto('/fr/contact');
  await fillForm(page, formInput('contact', uniqueEmail('csp')));
  await page.locator('form.lead-form button[type=submit]').click();
  await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
