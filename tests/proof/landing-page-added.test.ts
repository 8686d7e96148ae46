/**
 * The proof of CONTENT.md "Landing pages": a copy of the repository gets two landing pages the
 * way a marketer adds them, their files in content/landing-pages/ and nothing else (no index, no
 * code, no list of pages), and is built as deployed. The indexed one, of three blocks (hero,
 * features, FAQ), is served prerendered at /{locale}/{slug} in each language with its own policy,
 * and listed in every sitemap with its five language versions and x-default; the one switched to
 * noindex asks search engines to leave it out and is in no sitemap. A third, written in Spanish
 * only with points and questions of its own, answers in Spanish and is no page in the other
 * languages, is listed in the Spanish sitemap alone, and its language links offer Spanish alone.
 * The site's own pages and its 404 are as they were.
 */
import { copyFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { inlineScriptHashes, listedHashes } from '../e2e/support/csp';
import {
  fixtureLandingPage,
  INDEXED_SLUG,
  LANDING_FIXTURES,
  landingPageAlternates,
  NOINDEX_SLUG,
  sitemapAlternates,
  SPANISH_SLUG,
} from '../helpers/landing-page-fixture';
import type { TestServer } from '../helpers/server';
import { servedCopyWithContent, type ServedCopy } from '../helpers/served-app-copy';

const SITE_URL = 'http://127.0.0.1:3210';
/** Text as React writes it into the HTML. */
const html = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char]!);

describe('landing pages added as CONTENT.md says', () => {
  let copy: ServedCopy;
  let root: string;
  let server: TestServer;
  const get = (pathname: string) => fetch(`${server.url}${pathname}`);
  const json = async (file: string) => JSON.parse(await readFile(path.join(root, file), 'utf8'));

  beforeAll(async () => {
    copy = await servedCopyWithContent(SITE_URL, async (root) => {
      for (const slug of [INDEXED_SLUG, NOINDEX_SLUG, SPANISH_SLUG])
        await copyFile(path.join(LANDING_FIXTURES, `${slug}.json`), path.join(root, 'content/landing-pages', `${slug}.json`));
    });
    ({ root, server } = copy);
  }, 900_000);

  afterAll(() => copy?.remove());

  it('/es/<slug> shows its three blocks in Spanish, in their order, with the canonical and language links', async () => {
    const page = fixtureLandingPage();
    const response = await get(`/es/${INDEXED_SLUG}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('<html lang="es">');
    expect(text).toContain(`<title>${html(page.title.es)} · `);
    const [hero, features, faq] = page.blocks;
    const places = [
      text.indexOf(`<h1>${html(hero.value.heading.es)}</h1>`),
      text.indexOf(html(hero.value.text.es)),
      text.indexOf(`>${html(features.value.heading.es)}</h2>`),
      ...(
        await Promise.all(features.value.cards.map(async (card: string) => (await json(`content/feature-cards/${card}.json`)).title.es))
      ).map((title) => text.indexOf(`<h3>${html(title)}</h3>`)),
      text.indexOf(`>${html(faq.value.heading.es)}</h2>`),
      ...(await Promise.all(faq.value.questions.map(async (slug: string) => (await json(`content/faq/${slug}.json`)).question.es))).map(
        (question) => text.indexOf(`<summary>${html(question)}</summary>`),
      ),
    ];
    expect(
      places.every((place) => place > 0),
      JSON.stringify(places),
    ).toBe(true);
    expect(places).toEqual(places.toSorted((a, b) => a - b));
    expect(text).not.toContain(html(hero.value.heading.en));
    expect(text).toContain(`<link rel="canonical" href="${SITE_URL}/es/${INDEXED_SLUG}"/>`);
    for (const locale of LOCALES) expect(text).toContain(`hrefLang="${locale}" href="${SITE_URL}/${locale}/${INDEXED_SLUG}"`);
    expect(text).not.toMatch(/<meta name="robots"/);
    // The language links lead to the same landing page in each language.
    for (const locale of LOCALES) expect(text).toContain(`<a href="/${locale}/${INDEXED_SLUG}" hrefLang="${locale}"`);
  });

  it('is prerendered in every language, each with the hashes of its own inline scripts as its policy', async () => {
    for (const locale of LOCALES) {
      const response = await get(`/${locale}/${INDEXED_SLUG}`);
      expect(response.status, locale).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, locale).not.toMatch(/nonce-|unsafe-inline/);
      expect(listedHashes(policy), locale).toEqual(inlineScriptHashes(await response.text()));
    }
  });

  it('is in every sitemap with its five language versions and x-default; the noindex page is in none', async () => {
    for (const locale of LOCALES) {
      const sitemap = await (await get(`/sitemap/${locale}.xml`)).text();
      expect(sitemapAlternates(sitemap, `${SITE_URL}/${locale}/${INDEXED_SLUG}`), locale).toEqual(
        landingPageAlternates(SITE_URL, INDEXED_SLUG),
      );
      expect(sitemap, locale).not.toContain(NOINDEX_SLUG);
    }
  });

  it('with noindex on, the page says noindex to search engines, and its call to action after the hero is the hero’s button', async () => {
    const page = fixtureLandingPage(NOINDEX_SLUG);
    const response = await get(`/fr/${NOINDEX_SLUG}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('<meta name="robots" content="noindex, follow"/>');
    const hero = text.slice(text.indexOf('<section class="hero">'), text.indexOf('</section>', text.indexOf('<section class="hero">')));
    expect(hero).toContain(`<a class="button primary" href="/fr/demo">${html(page.blocks[1].value.label.fr)}</a>`);
    // The product screen block: the drawing, in French, beside its heading.
    expect(text).toContain(`>${html(page.blocks[2].value.heading.fr)}</h2>`);
    expect(text).toMatch(/<svg class="product-screen product-screen-member-app"[^>]* role="img" aria-label="[^"]+"/);
    expect(text).toContain(`<a class="button primary" href="/fr/quote">${html(page.blocks[3].value.label.fr)}</a>`);
  });

  it('a page in Spanish only answers in Spanish with its own points and questions, 404 in the other languages', async () => {
    const page = fixtureLandingPage(SPANISH_SLUG);
    const response = await get(`/es/${SPANISH_SLUG}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const [, , features, faq] = page.blocks;
    expect(text).toContain(`<h1>${html(page.blocks[0].value.heading.es)}</h1>`);
    for (const item of features.value.items) expect(text).toContain(`<h3>${html(item.title.es)}</h3>`);
    expect(text).toContain(`<h3>${html((await json('content/feature-cards/bookings.json')).title.es)}</h3>`);
    expect(text).toContain(`<summary>${html(faq.value.items[0].question.es)}</summary>`);
    expect(text).toContain(`<summary>${html((await json('content/faq/demo-length.json')).question.es)}</summary>`);
    // Its alternates and its language links: Spanish alone.
    expect(text).toContain(`hrefLang="es" href="${SITE_URL}/es/${SPANISH_SLUG}"`);
    expect(text).not.toMatch(new RegExp(`hrefLang="(?!es"|x-default")[^"]+" href="${SITE_URL}/[a-z]+/${SPANISH_SLUG}"`));
    expect(text).toContain(`<a href="/es/${SPANISH_SLUG}" hrefLang="es"`);
    for (const locale of LOCALES.filter((locale) => locale !== 'es')) {
      expect(text, locale).not.toContain(`<a href="/${locale}/${SPANISH_SLUG}"`);
      const elsewhere = await get(`/${locale}/${SPANISH_SLUG}`);
      expect(elsewhere.status, locale).toBe(404);
      expect(await elsewhere.text(), locale).toContain(`<html lang="${locale}">`);
    }
  });

  it('a page in Spanish only is in the Spanish sitemap alone, with Spanish as its alternate and x-default', async () => {
    for (const locale of LOCALES) {
      const sitemap = await (await get(`/sitemap/${locale}.xml`)).text();
      if (locale === 'es')
        expect(sitemapAlternates(sitemap, `${SITE_URL}/es/${SPANISH_SLUG}`)).toEqual([
          ['es', `${SITE_URL}/es/${SPANISH_SLUG}`],
          ['x-default', `${SITE_URL}/es/${SPANISH_SLUG}`],
        ]);
      else expect(sitemap, locale).not.toContain(SPANISH_SLUG);
    }
  });

  it("leaves the site's own pages and its 404 as they were", async () => {
    const quote = await get('/es/quote');
    expect(quote.status).toBe(200);
    expect(await quote.text()).toContain('class="lead-form');
    const unknown = await get('/es/no-such-campaign');
    expect(unknown.status).toBe(404);
    const notFound = await unknown.text();
    expect(notFound).toContain('<html lang="es">');
    expect(listedHashes(unknown.headers.get('content-security-policy') ?? '')).toEqual(inlineScriptHashes(notFound));
  });
});
