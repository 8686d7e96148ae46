import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The footer's language links as the server renders them (components/site/language-links.tsx): the
 * same page in each language, with the answers of "your club" and the estimate, and no query elsewhere,
 * where the address's query is not even read (useSearchParams would turn a prerendered page's links
 * into client-rendered ones).
 */
const address = vi.hoisted(() => ({ pathname: '/', search: '', searchRead: 0 }));
vi.mock('next/navigation', () => ({
  usePathname: () => address.pathname,
  useSearchParams: () => {
    address.searchRead += 1;
    return new URLSearchParams(address.search);
  },
}));

// The links with a query are a lazy chunk: prerender waits for it, as the server's render does.
const { LanguageLinks } = await import('@/components/site/language-links');

const LANGUAGES = ['en', 'de'].map((locale) => ({ locale, name: locale.toUpperCase() }));
/** The links' hrefs once everything has rendered (the links with a query are a chunk of their own, loaded lazily). */
async function hrefsAt(url: string): Promise<string[]> {
  const [pathname, search = ''] = url.split('?');
  address.pathname = pathname!;
  address.search = search;
  const { prelude } = await prerender(
    createElement(LanguageLinks, { locale: 'fr', label: 'Langues', languages: LANGUAGES, pagePaths: ['', '/quote'] }),
  );
  const html = await new Response(prelude).text();
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
}

describe('the language links', () => {
  beforeEach(() => {
    address.searchRead = 0;
  });

  it('keep the answers of "your club", re-serialized, and nothing else of the address', async () => {
    expect(await hrefsAt('/fr/your-club?name=TC%20Rot%20Koeln&colour=%23F5E663&sports=padel&utm_source=x')).toEqual([
      '/en/your-club?name=TC+Rot+Koeln&colour=%23f5e663&sports=padel',
      '/de/your-club?name=TC+Rot+Koeln&colour=%23f5e663&sports=padel',
    ]);
    expect(await hrefsAt('/fr/your-club')).toEqual(['/en/your-club', '/de/your-club']);
  });

  it('keep the answers of the estimate', async () => {
    expect(await hrefsAt('/fr/pricing/estimate?courtCount=12&features=pos&brandedApp=false&evil=1')).toEqual([
      '/en/pricing/estimate?courtCount=12&features=pos&brandedApp=false',
      '/de/pricing/estimate?courtCount=12&features=pos&brandedApp=false',
    ]);
  });

  it('carry no query on other pages, which do not read it, and lead an unknown page to each home page', async () => {
    expect(await hrefsAt('/fr/quote?name=TC+Rot&courtCount=12')).toEqual(['/en/quote', '/de/quote']);
    expect(await hrefsAt('/fr?name=TC+Rot')).toEqual(['/en', '/de']);
    expect(await hrefsAt('/fr/no-such/page?name=TC+Rot')).toEqual(['/en', '/de']);
    expect(address.searchRead).toBe(0);
  });
});
