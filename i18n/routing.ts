import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

/** next-intl's routing: every page under /{locale}/, English slugs in every locale (docs/decisions.md "Paths and locales"). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  // next-intl runs only where a path has no locale (proxy.ts), so a cookie would keep the first
  // language it negotiated, not the one the visitor later picked: `/` goes by Accept-Language, and
  // the site sets no cookie at all (the privacy notice says so).
  localeCookie: false,
});
