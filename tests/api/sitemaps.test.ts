/**
 * The sitemaps against a running production build, on each store: the index and every per-locale
 * sitemap validate with xmllint against the strict schemas in tests/schemas/, together they list
 * every page in every locale with all its language alternates and x-default, every listed page
 * answers 200, and robots.txt points at the index. xmllint is xmllint-wasm (libxml2's, compiled to
 * WebAssembly), so the suite needs no system package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { allLocalizedPaths } from '@/lib/site/site-pages';
import { failingLinks, fetchDocument, SCHEMAS_DIR, SITE_URL } from '../helpers/documents';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

/** Every XSD, for xmllint's in-memory folder: sitemap-with-xhtml.xsd imports two of the others. */
const XSDS = readdirSync(SCHEMAS_DIR)
  .filter((fileName) => fileName.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: readFileSync(path.join(SCHEMAS_DIR, fileName), 'utf8') }));

/**
 * xmllint's verdict on a document against an XSD (`xmllint --noout --schema`): '' when valid, its
 * complaints otherwise. A schema that does not compile rejects instead.
 */
async function xmllintProblems(xml: string, schema: string): Promise<string> {
  // Without a schema xmllint would only check that the document is well-formed.
  const xsd = XSDS.find((file) => file.fileName === schema);
  if (!xsd) throw new Error(`No ${schema} in ${SCHEMAS_DIR}`);
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: xsd,
    preload: XSDS.filter((file) => file !== xsd),
  });
  return result.valid ? '' : result.rawOutput;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

describe('xmllint with the strict sitemap schema', () => {
  it('rejects alternates placed before <loc> (what Next.js itself writes), so the checks below can fail', async () => {
    const nextStyle = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url><xhtml:link rel="alternate" hreflang="en" href="${SITE_URL}/en"/><loc>${SITE_URL}/en</loc></url>
</urlset>`;
    expect(await xmllintProblems(nextStyle, 'sitemap-with-xhtml.xsd')).toMatch(/fails to validate/);
  });

  it('rejects a document that is not well-formed', async () => {
    const unclosed = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE_URL}/en</url></urlset>`;
    expect(await xmllintProblems(unclosed, 'sitemap-with-xhtml.xsd')).toMatch(/parser error/);
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
    expect(await xmllintProblems(index.text, 'siteindex.xsd')).toBe('');
    expect(locs(index.text)).toEqual(LOCALES.map((locale) => `${SITE_URL}/sitemap/${locale}.xml`));
  });

  it.each(LOCALES)('/sitemap/%s.xml is valid against sitemap.xsd with the xhtml:link extension', async (locale) => {
    expect(await xmllintProblems(sitemaps.get(locale)!, 'sitemap-with-xhtml.xsd')).toBe('');
  });

  it('the sitemaps list every page in every locale, each once', () => {
    const listed = LOCALES.flatMap((locale) => locs(sitemaps.get(locale)!));
    expect(listed.sort()).toEqual(
      allLocalizedPaths()
        .map((page) => `${SITE_URL}${page}`)
        .sort(),
    );
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
    // Where agents start, in a comment (robots.txt has no directive for them), and not disallowed.
    expect(robots.text).toContain(`# For agents: ${SITE_URL}/llms.txt and ${SITE_URL}/.well-known/ai-catalog.json`);
    const disallowed = [...robots.text.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
    for (const path of ['/llms.txt', '/.well-known/ai-catalog.json'])
      expect(disallowed.some((prefix) => path.startsWith(prefix))).toBe(false);
  });
});
