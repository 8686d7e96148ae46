/**
 * Every public page in every locale answers 200 with the right `lang`, shows no raw message key
 * and logs no console error; `/` sends a visitor to their language; unknown paths get the
 * localized 404.
 */
import { expect, test } from '@playwright/test';
import { ERROR_CODE_LIST, errorAnchor } from '@/lib/api/error-codes';
import { LOCALES } from '@/lib/i18n/locales';
import { PAGE_PATHS } from '@/lib/site-pages';
import { messagesOf } from './support/messages';
import { DISCOVERY_LINKS, PUBLISHED_FOR_AGENTS } from '@/lib/discovery/discovery-links';
import { DISCOVERY_PATHS } from '@/lib/discovery/discovery-paths';

const PAGES = PAGE_PATHS;
/** A message key shown instead of its text, e.g. `forms.pending` or `site.ctaDemo`. */
const RAW_KEY = new RegExp(`\\b(${Object.keys(messagesOf('en')).join('|')})\\.[a-zA-Z]+`);

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

test("an API error's docs link opens the code's section of the developers page", async ({ page: tab, request }) => {
  const answer = await request.post('/api/contact', { data: { email: 'ana@example.com' } });
  const { error } = await answer.json();
  expect(error.docs).toMatch(/\/developers#missing-fields$/);
  await tab.goto(error.docs);
  expect(new URL(tab.url()).pathname).toMatch(/^\/(en|es|pt|fr|de)\/developers$/);
  await expect(tab.locator('#missing-fields')).toBeVisible();
  await expect(tab.locator(':target')).toHaveAttribute('id', 'missing-fields');
});

test('the developers page documents every endpoint and every error code of the registry', async ({ page: tab }) => {
  await tab.goto('/en/developers');
  for (const path of ['/api/quote-request', '/api/contact', '/api/brochure-request', '/api/scheduling/request-demo']) {
    await expect(tab.getByText(`POST ${path}`, { exact: true })).toBeVisible();
  }
  for (const code of ERROR_CODE_LIST) await expect(tab.locator(`#${errorAnchor(code)}`)).toContainText(code);
});

test('the developers page links every document published for agents, and each one answers', async ({ page: tab, request }) => {
  await tab.goto('/en/developers');
  const links = await tab.locator('#discovery + p + ul a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(links.sort()).toEqual(PUBLISHED_FOR_AGENTS.map((key) => DISCOVERY_PATHS[key]).sort());
  for (const href of links) {
    // The MCP endpoint speaks MCP over POST; every other link is a document to GET.
    const answer = href === DISCOVERY_PATHS.mcp ? await request.post(href, { data: MCP_PING, headers: MCP_HEADERS }) : await request.get(href);
    expect(answer.status(), href).toBe(200);
  }
});

test('every page points agents at the API catalog, the OpenAPI description and llms.txt', async ({ page: tab }) => {
  const response = await tab.goto('/fr/quote');
  for (const link of DISCOVERY_LINKS) {
    await expect(tab.locator(`head link[rel="${link.rel}"]`)).toHaveAttribute('href', link.href);
    expect(response?.headers().link).toContain(`<${link.href}>; rel="${link.rel}"`);
  }
});

test('a page tells search engines and link previews about itself in its language', async ({ page: tab }) => {
  await tab.goto('/pt/demo');
  const head = tab.locator('head');
  const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/pt\/demo$/);
  const alternates = await head
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
  expect(alternates.sort()).toEqual([...LOCALES.map((locale) => [locale, `/${locale}/demo`]), ['x-default', '/en/demo']].sort());
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_PT');
  const title = await tab.title();
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  expect(await head.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  const graph = JSON.parse(await tab.locator('script[type="application/ld+json"]').innerText())['@graph'];
  expect(graph.map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'Product']);
});

test('without document.modelContext the tools go to navigator.modelContext, as SPEC.md names it', async ({ page: tab }) => {
  await tab.addInitScript(() => {
    const registered: unknown[] = [];
    Object.defineProperty(navigator, 'modelContext', { value: { registerTool: (tool: unknown) => registered.push(tool) } });
    Object.defineProperty(window, 'registeredTools', { value: registered });
  });
  await tab.goto('/es');
  const tools = () =>
    tab.evaluate(() =>
      (window as unknown as { registeredTools: { name: string; annotations: object }[] }).registeredTools.map((tool) => [tool.name, tool.annotations]),
    );
  await expect.poll(async () => (await tools()).length).toBe(4);
  expect((await tools()).sort()).toEqual(
    ['requestDemo', 'submitBrochureRequest', 'submitContact', 'submitQuoteRequest'].map((name) => [name, { consequentialHint: true }]),
  );
});

const MCP_PING = { jsonrpc: '2.0', id: 1, method: 'ping' };
const MCP_HEADERS = { Accept: 'application/json, text/event-stream', 'Content-Type': 'application/json' };
