/**
 * Campaign landing pages for tests (tests/fixtures/landing-pages/): the shipped site has none, so
 * the tests that show one bring their own. `padel-clubs` is indexed, of three blocks (hero,
 * features, FAQ); `padel-clubs-preview` is switched to noindex, its call to action after the hero.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

export const LANDING_FIXTURES = path.resolve(import.meta.dirname, '../fixtures/landing-pages');
export const INDEXED_SLUG = 'padel-clubs';
export const NOINDEX_SLUG = 'padel-clubs-preview';
const ROOT = path.resolve(import.meta.dirname, '../..');

/** A fixture page's file contents, fresh each call (tests change fields). */
export function fixtureLandingPage(slug: string = INDEXED_SLUG): Record<string, any> {
  return JSON.parse(readFileSync(path.join(LANDING_FIXTURES, `${slug}.json`), 'utf8'));
}

/**
 * A project root holding the fixture pages in content/landing-pages/ and, for the entries they
 * name, this repository's feature cards, FAQ and (empty) stories folders.
 */
export function rootWithFixtureLandingPages(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'landing-pages-'));
  for (const folder of ['content/feature-cards', 'content/faq', 'content/stories'])
    cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  mkdirSync(path.join(root, 'content/landing-pages'), { recursive: true });
  for (const slug of [INDEXED_SLUG, NOINDEX_SLUG])
    cpSync(path.join(LANDING_FIXTURES, `${slug}.json`), path.join(root, 'content/landing-pages', `${slug}.json`));
  return root;
}

/** The language versions a sitemap lists for one address, as [hreflang, href]; undefined when it does not list the address. */
export function sitemapAlternates(sitemap: string, address: string): string[][] | undefined {
  const entry = sitemap.split('<url>').find((url) => url.includes(`<loc>${address}</loc>`));
  return entry === undefined
    ? undefined
    : [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language!, href!]);
}

/** What every sitemap lists for a landing page: its five language versions, then x-default (the default language's). */
export function landingPageAlternates(siteUrl: string, slug: string): string[][] {
  return [...LOCALES.map((locale) => [locale, `${siteUrl}/${locale}/${slug}`]), ['x-default', `${siteUrl}/${DEFAULT_LOCALE}/${slug}`]];
}

/** A campaign written in Spanish only (`languages: ["es"]`): its own points and questions beside one shared card and question. */
export const SPANISH_SLUG = 'clubes-de-padel-madrid';
