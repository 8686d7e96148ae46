'use client';

import { usePathname } from 'next/navigation';
import { lazy, type ReactNode } from 'react';
import { PAGES_WITH_QUERY } from '@/lib/language-links/pages-with-query';

/**
 * The links with the page's query, in a chunk of their own: only the two pages that carry a query
 * load it, so every other page's JavaScript stays as it was (js-budgets.json).
 */
const WithQuery = lazy(() => import('./language-links-with-query').then((module) => ({ default: module.WithQuery })));

type Props = {
  locale: string;
  label: string;
  /** Every locale with its own name, in the order the site lists them. */
  languages: { locale: string; name: string }[];
  /** The page paths after `/{locale}` that exist in every language (`''`, `/quote`, …), or in those `pageLanguages` gives. */
  pagePaths: readonly string[];
  /** The languages of the pages that exist in some only (a campaign's landing page), by path: the links offer those alone. */
  pageLanguages?: Readonly<Record<string, readonly string[]>>;
};

/**
 * The other languages of the page being read: a visitor on /en/quote who picks Français lands on
 * /fr/quote, not on the French home page. A client component only because a layout cannot know
 * its page's path; the links are prerendered into every page's HTML, so they work without
 * JavaScript. An unknown path (the 404) links to each language's home page. A campaign's landing
 * page written in some languages only offers those (its other addresses are no page).
 *
 * On "your club" and the estimate, whose answers are in the address, the links keep them
 * (lib/language-links/carried-query.ts): those pages are rendered per request, where the address's
 * query is known on the server, so the links carry it without JavaScript too; with it, they follow
 * the address as "your club"'s live script replaces it (Next.js's router sees history.replaceState).
 * Only those pages read the query (useSearchParams), so every other page stays prerendered as it was.
 */
export function LanguageLinks({ locale, label, languages, pagePaths, pageLanguages = {} }: Props) {
  const pathAfterLocale = (usePathname() ?? '').replace(/^\/[^/]+/, '').replace(/\/$/, '');
  const withQuery = PAGES_WITH_QUERY.includes(pathAfterLocale);
  const samePage = withQuery || pagePaths.includes(pathAfterLocale) ? pathAfterLocale : '';
  const only = pageLanguages[samePage];
  const offered = only ? languages.filter((language) => only.includes(language.locale)) : languages;
  const links = (query: string): ReactNode => <Links locale={locale} label={label} languages={offered} path={`${samePage}${query}`} />;
  if (!withQuery) return links('');
  // No Suspense boundary: its fallback (links without the query) would be what a page read without
  // JavaScript keeps, as the server streams the links after it behind a script. Without one, the
  // server's first render of the page waits for the chunk, and so do hydration and navigation.
  return <WithQuery samePage={samePage} links={links} />;
}

function Links({ locale, label, languages, path }: Omit<Props, 'pagePaths' | 'pageLanguages'> & { path: string }) {
  return (
    <nav aria-label={label}>
      <ul className="languages">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={`/${language.locale}${path}`}
              hrefLang={language.locale}
              lang={language.locale}
              aria-current={language.locale === locale ? 'true' : undefined}
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
