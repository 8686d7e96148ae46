import { isLocale, type Locale } from '@/lib/i18n/locales';
import { decodedPath } from '@/lib/security/guarded-areas';
import type { NOINDEX_LINKED_PATHS } from '@/lib/site/site-pages';

/**
 * "Your club in Courtside", under `/{locale}`: rendered per request from its query (proxy.ts gives it
 * a nonce and counts each view against the rate limit), `noindex`, not in the sitemap; its shareable
 * image lives under it (docs/decisions.md "Your club in Courtside").
 */
export const YOUR_CLUB_PAGE_PATH: (typeof NOINDEX_LINKED_PATHS)[number] = '/your-club';
export const YOUR_CLUB_IMAGE_PATH = '/your-club/image';

/** The language of the page (`/es/your-club`) or its image (`/es/your-club/image`), read as Next.js routes it; undefined for any other path. */
export function yourClubPathOf(pathname: string): { locale: Locale; image: boolean } | undefined {
  const [, locale = '', ...rest] = decodedPath(pathname).split('/');
  const path = `/${rest.join('/')}`;
  if (!isLocale(locale)) return undefined;
  if (path === YOUR_CLUB_PAGE_PATH) return { locale, image: false };
  return path === YOUR_CLUB_IMAGE_PATH ? { locale, image: true } : undefined;
}
