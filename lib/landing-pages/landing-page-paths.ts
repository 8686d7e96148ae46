import { LOCALES } from '@/lib/i18n/locales';
import { NOT_FOUND_PATH } from '@/lib/site/not-found-path';
import { NOINDEX_LINKED_PATHS, PAGE_PATHS, type LandingPagePath } from '@/lib/site/site-pages';

/**
 * The first segments after `/{locale}` that belong to the site, so a landing page may not take
 * them: every page (PAGE_PATHS, "your club", the 404), and, so that no address reads like one of
 * the site's own, the languages and the top-level names outside a locale (the API, the editor,
 * the mail viewer, the agents' endpoint, the sitemaps). tests/unit/landing-page-rules.test.ts
 * keeps it covering every folder of app/ and app/[locale]/.
 */
export const RESERVED_SLUGS: readonly string[] = [
  ...new Set([
    ...[...PAGE_PATHS, ...NOINDEX_LINKED_PATHS, NOT_FOUND_PATH].map((path) => path.split('/')[1]!).filter(Boolean),
    ...LOCALES,
    'api',
    'keystatic',
    'dev',
    'mcp',
    'sitemap',
    'well-known',
    'next',
  ]),
].sort();

/** The path of a landing page after `/{locale}` (`/padel-clubs`). */
export const landingPagePath = (slug: string): LandingPagePath => `/${slug}`;
