import { createNavigation } from 'next-intl/navigation';
import type { Locale } from '@/lib/i18n/locales';
import type { PagePath } from '@/lib/site/site-pages';
import { routing } from './routing';

/** next-intl's navigation for the site's routing (routing.ts): links on the pages are made here, not by hand. */
export const { Link, getPathname } = createNavigation(routing);

/**
 * The site-relative path of one of the site's pages in a locale (`/es/quote`; `/es` for the home
 * page), for a plain `<a>`: the pages are prerendered and link without client-side navigation.
 */
export function pagePath(locale: Locale, page: PagePath): string {
  return getPathname({ locale, href: page === '' ? '/' : page });
}
