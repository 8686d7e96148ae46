import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { SitemapPage } from '@/lib/collections/content-collection';
import { COLLECTIONS } from '@/lib/collection-registry/registry';
import { siteEntries } from '@/lib/collections/site-files';
import { PAGE_PATHS, pageUrl, type LandingPagePath, type PagePath } from '@/lib/site/site-pages';
import { MEDIA_TYPES, type DiscoveryDocument } from './document-response';
import { DISCOVERY_PATHS, localeSitemapPath } from '@/lib/agents/descriptions/discovery-paths';

/**
 * /sitemap.xml, a sitemap index (Next.js generates none), over one sitemap per locale at
 * /sitemap/{locale}.xml. Every URL lists all its language versions, itself included, and an
 * x-default (the English page); the pages of the collections (lib/collection-registry/registry.ts: the
 * campaign landing pages but those switched to `noindex`) are listed after the site's own, each in
 * the sitemaps of its own languages only, with those alone as its alternates, and its x-default the
 * English page where there is one, else its first language's. Elements come in the order the strict
 * schema wants: `loc`, then the `xhtml:link`s (Next.js's own output puts them first, which the
 * XSD rejects).
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

const xmlDocument = (lines: string[]): DiscoveryDocument => ({
  body: ['<?xml version="1.0" encoding="UTF-8"?>', ...lines, ''].join('\n'),
  contentType: MEDIA_TYPES.xml,
});

export function sitemapIndexFile(siteUrl: string): DiscoveryDocument {
  return xmlDocument([
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...LOCALES.map((locale) => `  <sitemap><loc>${escapeXml(`${siteUrl}${localeSitemapPath(locale)}`)}</loc></sitemap>`),
    '</sitemapindex>',
  ]);
}

/** The per-locale sitemaps by file name (`en.xml`, …), as `/sitemap/[file]` serves them. */
export function localeSitemapFiles(siteUrl: string): ReadonlyMap<string, DiscoveryDocument> {
  return new Map(
    LOCALES.map((locale) => [
      localeSitemapPath(locale).split('/').pop()!,
      xmlDocument([
        `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
        ...sitemapPages()
          .filter((page) => page.languages.includes(locale))
          .flatMap((page) => urlEntry(siteUrl, pageUrl(siteUrl, locale, page.path), page)),
        '</urlset>',
      ]),
    ]),
  );
}

/** The pages the collections add (lib/collection-registry/registry.ts), each in its languages: the landing pages not switched to `noindex`. */
export function collectionSitemapPages(): SitemapPage[] {
  return COLLECTIONS.flatMap((collection) => collection.sitemap?.(siteEntries(collection)) ?? []);
}

/** Every page search engines are told about, with its languages: the site's (in every language), then the collections' pages. */
export function sitemapPages(pages: readonly SitemapPage[] = collectionSitemapPages()): ListedPage[] {
  return [...PAGE_PATHS.map((path) => ({ path, languages: LOCALES })), ...pages];
}

/** The paths of every page search engines are told about. */
export function sitemapPaths(pages: readonly SitemapPage[] = collectionSitemapPages()): (PagePath | LandingPagePath)[] {
  return sitemapPages(pages).map((page) => page.path);
}

type ListedPage = { path: PagePath | LandingPagePath; languages: readonly Locale[] };

function urlEntry(siteUrl: string, loc: string, { path, languages }: ListedPage): string[] {
  const fallback = languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0]!;
  const alternates: [string, string][] = [
    ...languages.map((locale): [string, string] => [locale, pageUrl(siteUrl, locale, path)]),
    ['x-default', pageUrl(siteUrl, fallback, path)],
  ];
  return [
    '  <url>',
    `    <loc>${escapeXml(loc)}</loc>`,
    ...alternates.map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`),
    '  </url>',
  ];
}

/**
 * /robots.txt: everything may be crawled but the API and the development pages; where the sitemap
 * is. The documents for agents have no robots.txt directive of their own: a comment names where
 * they start (llms.txt and the AI Catalog), all of them under `Allow: /`.
 */
export function robotsFile(siteUrl: string): DiscoveryDocument {
  return {
    body: [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dev/',
      '',
      `# For agents: ${siteUrl}${DISCOVERY_PATHS.llmsText} and ${siteUrl}${DISCOVERY_PATHS.aiCatalog}`,
      `Sitemap: ${siteUrl}${DISCOVERY_PATHS.sitemap}`,
      '',
    ].join('\n'),
    contentType: MEDIA_TYPES.text,
  };
}
