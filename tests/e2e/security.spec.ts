/**
 * Every page answers with the security headers and, fixed at build time, a Content-Security-Policy
 * that lists exactly the hashes of its inline scripts (no `unsafe-inline`); so does every unknown
 * path under a locale, which gets the prerendered 404. Pages rendered per request get a nonce.
 * Using the site (every page, a form submission, the 404) raises no CSP violation. The pages carry
 * Chrome's WebMCP origin-trial token exactly when the build had one (none in the default build).
 */
import { expect, test } from '@playwright/test';
import { LOCALES } from '@/lib/i18n/locales';
import { PAGE_PATHS } from '@/lib/site/site-pages';
import { formPagePath, plainOperation } from '../helpers/operation-fixtures';
import { inlineScriptHashes, listedHashes, recordCspViolations, scriptSources } from './support/csp';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';

const PAGES = LOCALES.flatMap((locale) => PAGE_PATHS.map((path) => `/${locale}${path}`));
// Unknown paths: one per locale, one deeper, one with a dot (which looks like a file).
const UNKNOWN = [...LOCALES.map((locale) => `/${locale}/no-such-page`), '/es/no/such/page', '/en/no-such.page'];
/**
 * The token the pages were built with: none by default. Run this file with the build's
 * WEBMCP_ORIGIN_TRIAL_TOKEN to check a build that has one (DEPLOY.md "WebMCP for every visitor").
 */
const BUILT_TOKEN = process.env.WEBMCP_ORIGIN_TRIAL_TOKEN?.trim() || undefined;
const originTrialTokens = (html: string) =>
  [...html.matchAll(/<meta\b[^>]*http-equiv="origin-trial"[^>]*>/gi)].map((element) => /\scontent="([^"]*)"/.exec(element[0])?.[1]);

test('every prerendered page carries the security headers and exactly the hashes of its inline scripts', async ({ request }) => {
  for (const path of [...PAGES, ...UNKNOWN]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(PAGES.includes(path) ? 200 : 404);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    const html = await response.text();
    const hashes = inlineScriptHashes(html);
    expect(originTrialTokens(html), path).toEqual(BUILT_TOKEN ? [BUILT_TOKEN] : []);
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(listedHashes(policy), path).toEqual(hashes);
    expect(scriptSources(policy), path).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
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

test('a GET with a multipart Content-Type gets the page as built, with its hashes, not a nonce policy', async ({ request }) => {
  // Otherwise anyone could have a shared cache keep, for a prerendered page, a policy that blocks its scripts.
  const response = await request.get(formPagePath(plainOperation), { headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(scriptSources(policy)).not.toMatch(/nonce-/);
  expect(listedHashes(policy)).toEqual(inlineScriptHashes(await response.text()));
});

test('pages rendered per request (the mail viewer) get a nonce policy instead', async ({ request }) => {
  // Without MAIL_VIEWER its 404, rendered per request all the same.
  const response = await request.get('/dev/mail');
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
});

test('a form posted without JavaScript is rendered again with a nonce on every script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(formPagePath(plainOperation, 'de'));
  await page.locator('[name="email"]').fill('lukas@example');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.locator('form.lead-form button[type=submit]').click(),
  ]);
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const scripts = [...(await answer.text()).matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes ?? '');
  const executable = scripts.filter((attributes) => !/\stype="application\//.test(attributes));
  expect(executable.length).toBeGreaterThan(0);
  for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  await context.close();
});

test('a path with a dot outside any language is a plain 404, not a server error', async ({ request }) => {
  for (const path of ['/favicon.ico', '/wp-login.php', `/x.y/${plainOperation.slug}`]) {
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
  await page.waitForLoadState('networkidle');
  await page.goto(formPagePath(plainOperation, 'fr'));
  await fillForm(page, formInput(plainOperation, uniqueEmail('csp')));
  await page.locator('form.lead-form button[type=submit]').click();
  await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
