/**
 * A campaign in its own words (issue 49 item 5): a landing page written in some languages only
 * (`languages`) needs its texts in those alone and may have none in the others; its features and
 * questions blocks may hold points and questions of its own beside (or instead of) the shared
 * feature cards and FAQ entries; the sitemap lists it in its languages' sitemaps only, with those
 * alone as alternates; the footer's language links on it offer only those
 * (docs/decisions.md "A campaign in its own languages").
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { collectionProblems, loadCollection } from '@/lib/collections/collection-rules';
import type { EntryNames } from '@/lib/collections/content-collection';
import { FAQ } from '@/lib/faq/faq';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import { LOCALES } from '@/lib/i18n/locales';
import { LANDING_PAGES_COLLECTION } from '@/lib/landing-pages/landing-page-collection';
import { fixtureLandingPage, INDEXED_SLUG, SPANISH_SLUG } from '../helpers/landing-page-fixture';

const pathname = vi.hoisted(() => ({ current: '/es/clubes-de-padel-madrid' }));
vi.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

const { localeSitemapFiles, sitemapPaths } = await import('@/lib/agents/documents/sitemaps');
const { LanguageLinks } = await import('@/components/site/language-links');

const NAMES: EntryNames = {
  featureCards: FEATURE_CARDS.map((card) => card.slug),
  faq: FAQ.map((entry) => entry.slug),
  stories: [],
};
const FILE = `content/landing-pages/${SPANISH_SLUG}.json`;
const problemsOf = (page: unknown) => collectionProblems(LANDING_PAGES_COLLECTION, { [SPANISH_SLUG]: page }, NAMES);
const spanish = () => fixtureLandingPage(SPANISH_SLUG);

describe('a landing page in the languages it is written in', () => {
  it('is accepted in Spanish only, its other languages’ boxes empty or absent, and loads in Spanish only', () => {
    expect(problemsOf(spanish())).toEqual([]);
    const page = spanish();
    delete page.title.de;
    delete page.blocks[0].value.text.en;
    expect(problemsOf(page)).toEqual([]);
    const [loaded] = loadCollection(LANDING_PAGES_COLLECTION, { [SPANISH_SLUG]: page }, NAMES);
    expect(loaded!.languages).toEqual(['es']);
    expect(loaded!.title.de).toBe('');
  });

  it('still needs every text in its languages, within the lengths, naming the box', () => {
    const page = spanish();
    page.title.es = '';
    page.blocks[2].value.items[0].text.es = 'Corto';
    page.blocks[3].value.items[0].answer.es = 'x'.repeat(1501);
    expect(problemsOf(page)).toEqual([
      `${FILE} title.es: write at least 5 characters.`,
      `${FILE} blocks 3 (features) items.0.text.es: write at least 20 characters.`,
      `${FILE} blocks 4 (faq) items.0.answer.es: write at most 1500 characters.`,
    ]);
  });

  it('refuses a text in a language the page is not in, and a language that is none of the site’s', () => {
    const page = spanish();
    page.blocks[0].value.heading.de = 'Ihr Padel-Club in Madrid';
    page.languages = ['es', 'ca'];
    const notInGerman = `${FILE} blocks 1 (hero) heading.de: the page is not in Deutsch: empty this box, or add Deutsch to the page's languages.`;
    expect(problemsOf(page)).toEqual([`${FILE} languages.1: must be one of the languages ${LOCALES.join(', ')}.`, notInGerman]);
    page.languages = ['es'];
    expect(problemsOf(page)).toEqual([notInGerman]);
    page.languages = [];
    expect(problemsOf(page)).toContain(`${FILE} languages: choose at least one language.`);
  });

  it('a page that names no languages is in every one, each text required as before', () => {
    const page = fixtureLandingPage();
    delete page.languages;
    expect(problemsOf(page)).toEqual([]);
    delete page.title.pt;
    expect(problemsOf(page)).toEqual([`${FILE} title.pt: missing: write the text in this language.`]);
  });
});

describe('points and questions of the page’s own', () => {
  it('may stand alone, without a shared card or question; the links to shared entries still resolve', () => {
    const page = spanish();
    page.blocks[2].value.cards = [];
    page.blocks[3].value.questions = [];
    expect(problemsOf(page)).toEqual([]);
    page.blocks[3].value.questions = ['refunds'];
    expect(problemsOf(page)).toEqual([`${FILE} blocks 4 (faq) questions: no content/faq/refunds.json; choose one that exists.`]);
    page.blocks[2].value.items = [];
    expect(problemsOf(page)).toEqual([`${FILE} blocks 3 (features) cards: choose at least 1 of the feature cards.`]);
  });

  it('count with the shared ones towards the most a block lists', () => {
    const page = spanish();
    const point = page.blocks[2].value.items[0];
    page.blocks[2].value.items = Array.from({ length: 12 }, () => point);
    expect(problemsOf(page)).toEqual([`${FILE} blocks 3 (features) items: a block lists at most 12, chosen and its own together.`]);
  });
});

describe('the sitemap of a page in Spanish only', () => {
  const listed = LANDING_PAGES_COLLECTION.sitemap!;
  const pages = () =>
    listed(loadCollection(LANDING_PAGES_COLLECTION, { [SPANISH_SLUG]: spanish(), [INDEXED_SLUG]: fixtureLandingPage() }, NAMES));

  it('gives its languages with its path', () => {
    expect(pages()).toEqual([
      { path: `/${SPANISH_SLUG}`, languages: ['es'] },
      { path: `/${INDEXED_SLUG}`, languages: LOCALES },
    ]);
    expect(sitemapPaths(pages()).slice(-2)).toEqual([`/${SPANISH_SLUG}`, `/${INDEXED_SLUG}`]);
  });

  it('lists it in the Spanish sitemap alone, with Spanish as its only alternate and its x-default', async () => {
    // The sitemap lists what the declaration gives for the site's pages (none are shipped): here the two.
    const sitemap = vi.spyOn(LANDING_PAGES_COLLECTION, 'sitemap').mockImplementation(() => pages());
    const files = localeSitemapFiles('https://example.com');
    sitemap.mockRestore();
    const entryOf = (locale: string, slug: string) =>
      files
        .get(`${locale}.xml`)!
        .body.split('<url>')
        .find((url) => url.includes(`<loc>https://example.com/${locale}/${slug}</loc>`));
    expect(entryOf('es', SPANISH_SLUG)).toBe(
      [
        '',
        `    <loc>https://example.com/es/${SPANISH_SLUG}</loc>`,
        `    <xhtml:link rel="alternate" hreflang="es" href="https://example.com/es/${SPANISH_SLUG}"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/es/${SPANISH_SLUG}"/>`,
        '  </url>',
        '  ',
      ].join('\n'),
    );
    for (const locale of LOCALES.filter((locale) => locale !== 'es')) {
      expect(files.get(`${locale}.xml`)!.body).not.toContain(SPANISH_SLUG);
      expect(entryOf(locale, INDEXED_SLUG)).toContain(`hreflang="${locale}"`);
    }
    expect(entryOf('es', INDEXED_SLUG)!.match(/hreflang=/g)).toHaveLength(LOCALES.length + 1);
  });
});

describe('the language links on a page in Spanish only', () => {
  const languages = LOCALES.map((locale) => ({ locale, name: locale.toUpperCase() }));
  const render = (path: string) => {
    pathname.current = path;
    return renderToStaticMarkup(
      createElement(LanguageLinks, {
        locale: 'es',
        label: 'Idiomas',
        languages,
        pagePaths: ['', `/${SPANISH_SLUG}`, `/${INDEXED_SLUG}`],
        pageLanguages: { [`/${SPANISH_SLUG}`]: ['es'] },
      }),
    );
  };

  it('offer Spanish alone, and every language on a page in all of them', () => {
    expect([...render(`/es/${SPANISH_SLUG}`).matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual([`/es/${SPANISH_SLUG}`]);
    expect([...render(`/es/${INDEXED_SLUG}`).matchAll(/href="([^"]+)"/g)].map(([, href]) => href)).toEqual(
      LOCALES.map((locale) => `/${locale}/${INDEXED_SLUG}`),
    );
  });
});
