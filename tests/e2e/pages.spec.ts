/**
 * Every public page in every locale answers 200 with the right `lang`, shows no raw message key
 * and logs no console error; `/` sends a visitor to their language; unknown paths get the
 * localized 404, complete in its HTML.
 */
import { expect, test } from '@playwright/test';
import { ERROR_CODE_LIST, errorAnchor } from '@/lib/api/error-codes';
import { CAMPAIGN_PARAMETERS } from '@/lib/attribution/attribution';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PAGE_PATHS } from '@/lib/site/site-pages';
import { describeFields } from '@/lib/operations/describe-fields';
import { operations } from '@/lib/operations/registry';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { formPagePath, plainOperation } from '../helpers/operation-fixtures';
import { messagesOf, translatorFor } from './support/messages';
import { DISCOVERY_LINKS, PUBLISHED_FOR_AGENTS } from '@/lib/agents/documents/discovery-links';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';

const PAGES = PAGE_PATHS;
/** A message key shown instead of its text, e.g. `forms.pending` or `operations.demo.cta`. */
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

  test(`an unknown path under /${locale} shows the ${locale} 404, whose link leads home`, async ({ page: tab }) => {
    const response = await tab.goto(`/${locale}/no-such/page`);
    expect(response?.status()).toBe(404);
    await expect(tab.locator('html')).toHaveAttribute('lang', locale);
    expect(await tab.locator('h1').innerText()).not.toMatch(RAW_KEY);
    await tab.locator(`main a[href="/${locale}"]`).click();
    expect(new URL(tab.url()).pathname).toBe(`/${locale}`);
  });
}

test('the language links of a page, in its prerendered HTML, lead to the same page in each language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const tab = await context.newPage();
  for (const page of PAGES) {
    await tab.goto(`/pt${page}`);
    const hrefs = await tab.locator('footer a[hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(LOCALES.map((locale) => `/${locale}${page}`));
  }
  await context.close();
});

for (const locale of ['es', 'de'] as const) {
  test(`an unknown page in ${locale} is the complete ${locale} 404 in its HTML, without JavaScript`, async ({ browser }) => {
    const t = translatorFor(locale);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    const response = await tab.goto(`/${locale}/no-such/page`);
    expect(response?.status()).toBe(404);
    await expect(tab.locator('html')).toHaveAttribute('lang', locale);
    await expect(tab.locator('main h1')).toHaveText(t('notFound.title'));
    await expect(tab.locator('main p').first()).toHaveText(t('notFound.text'));
    // The first of the main pages it offers (tests/e2e/small-things.spec.ts checks them all).
    await expect(tab.locator('main a').first()).toHaveText(t('notFound.home'));
    await expect(tab.locator('main a').first()).toHaveAttribute('href', `/${locale}`);
    // The same page's other languages do not exist: the language links lead to each home page.
    const hrefs = await tab.locator('footer a[hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(LOCALES.map((other) => `/${other}`));
    await context.close();
  });
}

test('the privacy notice names where a lead came from, in every language, with the campaign parameters', async ({ page: tab }) => {
  for (const locale of LOCALES) {
    const t = translatorFor(locale);
    await tab.goto(`/${locale}/privacy`);
    const section = tab.getByRole('region', { name: t('privacy.originTitle') });
    await expect(section.locator('p')).toHaveText(t('privacy.origin'));
    for (const parameter of CAMPAIGN_PARAMETERS) {
      await expect(section, `${locale} ${parameter}`).toContainText(parameter);
    }
  }
});

test('/ sends a visitor to the language their browser prefers, and sets no cookie', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const tab = await context.newPage();
  await tab.goto('/');
  expect(new URL(tab.url()).pathname).toBe('/de');
  // The privacy notice says the site sets no cookie; a language cookie would also pin the first
  // language negotiated here, whatever the visitor picks later.
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test('the language prefix is added to pages only: the API, /mcp, Next.js files and paths with a dot are left alone', async ({
  request,
}) => {
  const { slug, path: apiPath } = plainOperation;
  const page = await request.get(`/${slug}`, { maxRedirects: 0 });
  expect(page.status()).toBeGreaterThanOrEqual(300);
  expect(page.status()).toBeLessThan(400);
  expect(new URL(page.headers()['location']!, 'http://x').pathname).toMatch(new RegExp(`^/(${LOCALES.join('|')})/${slug}$`));
  for (const path of ['/api/no-such-endpoint', apiPath, '/mcp', '/_next/static/no-such-file', '/no-such-file.txt', '/llms.txt']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    // A redirect would carry a Location, to /{locale}/api/… or the like.
    expect(answer.headers()['location'], `${path} (${answer.status()})`).toBeUndefined();
  }
});

test("an API error's docs link is the developers page's own address, and opens the code's section", async ({ page: tab, request }) => {
  const answer = await request.post(plainOperation.path, { data: { email: 'ana@example.com' } });
  const { error } = await answer.json();
  const docs = new URL(error.docs);
  // The English page, as the message and hint are English; `/developers` alone would redirect.
  expect(`${docs.pathname}${docs.hash}`).toBe('/en/developers#missing-fields');
  expect((await request.get(docs.pathname, { maxRedirects: 0 })).status()).toBe(200);
  await tab.goto(error.docs);
  expect(new URL(tab.url()).pathname).toBe('/en/developers');
  await expect(tab.locator('#missing-fields')).toBeVisible();
  await expect(tab.locator(':target')).toHaveAttribute('id', 'missing-fields');
});

test('the developers page documents every endpoint and every error code of the registry', async ({ page: tab }) => {
  await tab.goto('/en/developers');
  for (const { path } of operations) {
    await expect(tab.getByText(`POST ${path}`, { exact: true })).toBeVisible();
  }
  for (const code of ERROR_CODE_LIST) await expect(tab.locator(`#${errorAnchor(code)}`)).toContainText(code);
});

test('the developers page gives each endpoint its fields, constraints and a curl example that works', async ({ page: tab, request }) => {
  const t = translatorFor('de');
  await tab.goto('/de/developers');
  for (const operation of operations) {
    const section = tab.locator(`section[aria-labelledby="${operation.id}"]`);
    const rows = await section
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => (cell as HTMLElement).innerText.trim())));
    expect(
      rows.map((row) => row[0]),
      operation.id,
    ).toEqual(describeFields(operation).map((field) => field.name));
    for (const field of describeFields(operation)) {
      const [, , required, constraints] = rows.find((row) => row[0] === field.name)!;
      expect(required, field.name).toBe(t(field.required ? 'values.yes' : 'values.no'));
      for (const value of field.values ?? []) expect(constraints, field.name).toContain(value);
      if (field.maxLength !== undefined) expect(constraints, field.name).toContain(String(field.maxLength));
    }
    const curl = await section.locator('pre code').innerText();
    expect(curl).toContain(`curl -X POST ${new URL(tab.url()).origin}${operation.path}`);
    expect(curl).toContain("-H 'Content-Type: application/json'");
    // The registry's example, which the endpoint accepts.
    const body = JSON.parse(/-d '([\s\S]*)'$/.exec(curl)![1]!.replaceAll("'\\''", "'"));
    expect(body).toEqual(operation.example);
    const answer = await request.post(operation.path, { data: body });
    expect(answer.status(), operation.id).toBe(200);
  }
});

test('the developers page gives the client flow, the person confirming before anything is sent', async ({ page: tab }) => {
  const t = translatorFor('fr');
  await tab.goto('/fr/developers');
  const steps = await tab.locator('main ol').first().locator('li').allInnerTexts();
  // The five steps of docs/api.md "How a client uses the API", in their order.
  expect(steps).toEqual((['discover', 'describe', 'confirm', 'submit', 'receive'] as const).map((step) => t(`developers.flow.${step}`)));
  expect(steps.indexOf(t('developers.flow.confirm'))).toBeLessThan(steps.indexOf(t('developers.flow.submit')));
  await expect(tab.locator('main ol').first().locator('li.emphasis')).toHaveText(t('developers.flow.confirm'));
});

test('the developers page gives the demo booking: list, show, confirm the time with the person first, book, the alternatives', async ({
  page: tab,
}) => {
  const t = translatorFor('fr');
  await tab.goto('/fr/developers');
  const section = tab.locator('section[aria-labelledby="listDemoSlots"]');
  await expect(section.locator('h3')).toContainText('GET /api/scheduling/slots');
  const steps = await section.locator('ol li').allInnerTexts();
  expect(steps).toEqual(
    (['list', 'show', 'confirm', 'book', 'retry'] as const).map((step) =>
      t(`scheduling.agents.steps.${step}`, { path: '/api/scheduling/slots' }),
    ),
  );
  await expect(section.locator('ol li.emphasis')).toHaveText(t('scheduling.agents.steps.confirm'));
  await expect(section.locator('p.emphasis')).toHaveText(t('scheduling.agents.rule'));
  // The example answer is what the endpoint answers, in shape.
  const example = JSON.parse(await section.locator('pre code').innerText());
  expect(Object.keys(example).sort()).toEqual(['meetingMinutes', 'slots', 'timeZone']);
});

test('the developers page links every document published for agents, and each one answers', async ({ page: tab, request }) => {
  await tab.goto('/en/developers');
  const links = await tab.locator('#discovery + p + ul a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  expect(links.sort()).toEqual(PUBLISHED_FOR_AGENTS.map((key) => DISCOVERY_PATHS[key]).sort());
  expect(links).toContain(DISCOVERY_PATHS.aiCatalog);
  for (const href of links) {
    // The MCP endpoint speaks MCP over POST; every other link is a document to GET.
    const answer =
      href === DISCOVERY_PATHS.mcp ? await request.post(href, { data: MCP_PING, headers: MCP_HEADERS }) : await request.get(href);
    expect(answer.status(), href).toBe(200);
  }
});

test('every page points agents at the API catalog, the AI Catalog, the OpenAPI description and llms.txt', async ({ page: tab }) => {
  const response = await tab.goto(formPagePath(plainOperation, 'fr'));
  expect(DISCOVERY_LINKS.map((link) => link.rel)).toEqual(['api-catalog', 'ai-catalog', 'service-desc', 'describedby']);
  for (const link of DISCOVERY_LINKS) {
    await expect(tab.locator(`head link[rel="${link.rel}"]`)).toHaveAttribute('href', link.href);
    expect(response?.headers().link).toContain(`<${link.href}>; rel="${link.rel}"; type="${link.type}"`);
  }
  // The AI Catalog's own link-relation discovery: the Link header leads to a catalog of its media type.
  const catalog = await tab.request.get(DISCOVERY_PATHS.aiCatalog);
  expect(catalog.headers()['content-type']).toBe('application/ai-catalog+json');
  expect((await catalog.json()).specVersion).toBe('1.0');
});

test('a page tells search engines and link previews about itself in its language', async ({ page: tab }) => {
  const formPage = (locale: Locale) => formPagePath(plainOperation, locale);
  await tab.goto(formPage('pt'));
  const head = tab.locator('head');
  const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
  // The site's own address (the build's SITE_URL, which this server runs with too), as the sitemap names it.
  const sitemap = await (await tab.request.get('/sitemap/pt.xml')).text();
  expect(sitemap).toContain(`<loc>${canonical}</loc>`);
  expect(new URL(canonical!).origin).toBe(new URL(tab.url()).origin);
  expect(canonical!.endsWith(formPage('pt'))).toBe(true);
  const alternates = await head
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
  expect(alternates.sort()).toEqual([...LOCALES.map((locale) => [locale, formPage(locale)]), ['x-default', formPage('en')]].sort());
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'pt_PT');
  const title = await tab.title();
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  expect(await head.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
  const graph = JSON.parse(await tab.locator('script[type="application/ld+json"]').innerText())['@graph'];
  expect(graph.map((node: { '@type': string }) => node['@type'])).toEqual(['Organization', 'Product']);
  expect(graph[1].category).toBe(translatorFor('pt')('site.productCategory'));

  // The link-preview picture of the language, for Open Graph and large Twitter cards.
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${new URL(canonical!).origin}/pt/card.png`);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
  const picture = await tab.request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect((await picture.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('without document.modelContext the tools go to navigator.modelContext, as the contract names it (docs/api.md "Tools for agents")', async ({
  page: tab,
}) => {
  await tab.addInitScript(() => {
    const registered: unknown[] = [];
    Object.defineProperty(navigator, 'modelContext', { value: { registerTool: (tool: unknown) => registered.push(tool) } });
    Object.defineProperty(window, 'registeredTools', { value: registered });
  });
  await tab.goto('/es');
  const tools = () =>
    tab.evaluate(() =>
      (window as unknown as { registeredTools: { name: string; annotations: object }[] }).registeredTools.map((tool) => [
        tool.name,
        tool.annotations,
      ]),
    );
  // Every operation, which sends something, and the demo times, which only read.
  const expected = [...operations.map((operation) => [operation.id, { consequentialHint: true }]), [DEMO_SLOTS.id, { readOnlyHint: true }]];
  await expect.poll(async () => (await tools()).length).toBe(expected.length);
  expect((await tools()).sort()).toEqual(expected.sort());
});

const MCP_PING = { jsonrpc: '2.0', id: 1, method: 'ping' };
const MCP_HEADERS = { Accept: 'application/json, text/event-stream', 'Content-Type': 'application/json' };
