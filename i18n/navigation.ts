import type { Locale } from '@/lib/i18n/locales';
import type { LinkedPath } from '@/lib/site/site-pages';

/**
 * The site-relative path of one of the site's pages in a locale (`/es/quote`; `/es` for the home
 * page), for a plain `<a>`: the pages are prerendered and link without client-side navigation.
 *
 * Written out rather than taken from next-intl's `createNavigation`: that module also exports
 * next-intl's client `Link`, and merely importing it put its client code (use-intl with
 * intl-messageformat, 12.7 kB gzip) on every page (docs/performance.md). Every path carries its
 * locale (routing.ts: `localePrefix: 'always'`) with English slugs in every locale.
 */
export function pagePath(locale: Locale, page: LinkedPath): string {
  return page === '' ? `/${locale}` : `/${locale}${page}`;
}
