import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { operations, type OperationSlug } from '@/lib/operations/registry';

/** The path of an operation's form page (`/quote`): its slug (README "Add an operation"). */
export function formPagePath<Slug extends OperationSlug>(slug: Slug): `/${Slug}` {
  return `/${slug}`;
}

/**
 * Every public page, as the path after `/{locale}` (docs/decisions.md "Paths and locales": English slugs in every
 * locale). The sitemap, llms.txt and the page tests read this list, so a new page is added here once.
 */
export const PAGE_PATHS = [
  '',
  ...operations.map((operation) => formPagePath(operation.slug)),
  '/pricing',
  '/faq',
  '/developers',
  '/privacy',
  // The legal notice and the terms (lib/legal): who sells, and on what terms.
  '/legal',
  '/terms',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * Pages rendered per request that the navigation links to, but that are `noindex` and left out of
 * the sitemap and llms.txt (docs/decisions.md "Your club in Courtside").
 */
export const NOINDEX_LINKED_PATHS = ['/your-club'] as const;

/** A path a link of the site may point to. */
export type LinkedPath = PagePath | (typeof NOINDEX_LINKED_PATHS)[number];

/**
 * The path of a campaign landing page after `/{locale}` (`/padel-clubs`): content, not code
 * (lib/landing-pages), so any path a file names; lib/landing-pages/landing-page-paths.ts keeps
 * them off the paths of PAGE_PATHS.
 */
export type LandingPagePath = `/${string}`;

/** The absolute URL of a page in one locale. */
export function pageUrl(siteUrl: string, locale: Locale, path: PagePath | LandingPagePath): string {
  return `${siteUrl}/${locale}${path}`;
}

/** Every page in every locale, as site-relative paths (`/en`, `/en/quote`, …). */
export function allLocalizedPaths(): string[] {
  return LOCALES.flatMap((locale) => PAGE_PATHS.map((path) => pageUrl('', locale, path)));
}
