/**
 * The sitemaps against a running production build, on each store: the index and every per-locale
 * sitemap validate with xmllint against the strict schemas in tests/schemas/, together they list
 * every page in every locale with all its language alternates and x-default, every listed page
 * answers 200, and robots.txt points at the index.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { allLocalizedPaths } from '@/lib/site-pages';
import { failingLinks, fetchDocument, SCHEMAS_DIR, SITE_URL } from '../helpers/documents';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

/** xmllint's verdict on a document against an XSD: '' when valid, its complaints otherwise. */
function xmllintProblems(xml: string, schema: string): string {
  const run = spawnSync('xmllint', ['--noout', '--schema', path.join(SCHEMAS_DIR, schema), '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${run.error.message}`);
  return run.status === 0 ? '' : run.stderr;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('xmllint with the strict sitemap schema', () => {
  it('rejects alternates placed before <loc> (what Next.js itself writes), so the checks below can fail', () => {
    const nextStyle = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/en"/><loc>${SITE_URL}/en</loc></url>
</urlset>`;
    expect(xmllintProblems(nextStyle, 'sitemap-with-xhtml.xsd')).toMatch(/fails to validate/);
  });
});

describe.each(STORES)('sitemaps on %s', (store) => {
  let server: TestServer;
  const sitemaps = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer(store, { SITE_URL });
    for (const locale of LOCALES) sitemaps.set(locale, (await fetchDocument(server.url, `/sitemap/${locale}.xml`)).text);
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('/sitemap.xml is a sitemap index valid against siteindex.xsd, over one sitemap per locale', async () => {
    const index = await fetchDocument(server.url, '/sitemap.xml');
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xmllintProblems(index.text, 'siteindex.xsd')).toBe('');
    expect(locs(index.text)).toEqual(LOCALES.map((locale) => `${SITE_URL}/sitemap/${locale}.xml`));
  });

  it.each(LOCALES)('/sitemap/%s.xml is valid against sitemap.xsd with the xhtml:link extension', (locale) => {
    expect(xmllintProblems(sitemaps.get(locale)!, 'sitemap-with-xhtml.xsd')).toBe('');
  });

  it('the sitemaps list every page in every locale, each once', () => {
    const listed = LOCALES.flatMap((locale) => locs(sitemaps.get(locale)!));
    expect(listed.sort()).toEqual(allLocalizedPaths().map((page) => `${SITE_URL}${page}`).sort());
  });

  it('every URL lists all its language versions, itself included, and x-default', () => {
    for (const locale of LOCALES) {
      const entries = sitemaps.get(locale)!.split('<url>').slice(1);
      for (const entry of entries) {
        const loc = locs(entry)[0]!;
        const page = loc.slice(`${SITE_URL}/${locale}`.length);
        const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, hreflang, href]) => [hreflang, href],
        );
        expect(alternates).toEqual([
          ...LOCALES.map((other) => [other, `${SITE_URL}/${other}${page}`]),
          ['x-default', `${SITE_URL}/${DEFAULT_LOCALE}${page}`],
        ]);
        expect(alternates).toContainEqual([locale, loc]);
      }
    }
  });

  it('every listed page answers 200', async () => {
    const listed = LOCALES.flatMap((locale) => locs(sitemaps.get(locale)!));
    expect(await failingLinks(server.url, listed)).toEqual([]);
  });

  it('answers 404 for a sitemap of a locale the site does not have', async () => {
    expect((await fetchDocument(server.url, '/sitemap/it.xml')).status).toBe(404);
  });

  it('robots.txt points crawlers at the sitemap index', async () => {
    const robots = await fetchDocument(server.url, '/robots.txt');
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.text.split('\n')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots.text).toMatch(/^User-agent: \*$/m);
  });
});
