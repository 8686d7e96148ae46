import type { MessageKey } from '@/lib/i18n/messages';
import type { HomeCallsToAction, Operation } from '@/lib/operations/registry';
import { formPagePath, type LinkedPath } from './site-pages';

/**
 * Which operations the site's links offer, and in which order, from each registry entry's
 * `promotion`: the header lists every operation, so a new one appears there by itself; a row of
 * the home page's calls to action lists those that name the row. Most wanted first; the first of a
 * row is its primary button. The registry's own order stays the documents' order.
 */

/** The operations in the order the site offers them: by rank, then the unranked in registry order. */
export function byPromotion<Entry extends Operation>(entries: readonly Entry[]): Entry[] {
  const rank = (entry: Entry) => entry.promotion?.rank ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: the unranked keep the registry's order among themselves.
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/** The operations one row of the home page's calls to action offers, most wanted first. */
export function homeCallsToAction<Entry extends Operation>(row: HomeCallsToAction, entries: readonly Entry[]): Entry[] {
  return byPromotion(entries).filter((entry) => entry.promotion?.home.includes(row));
}

/**
 * The pages besides the forms that the navigation links to, each with the message key of its link:
 * the footer lists them all, the header those marked `header` (pricing, the FAQ). One list, so a new page is linked
 * by adding it here. A label may name the product (`{product}`): the links pass it.
 */
export const CONTENT_PAGE_LINKS = [
  { path: '/pricing', label: 'pricing.navLink', header: true },
  { path: '/faq', label: 'faq.navLabel', header: true },
  { path: '/developers', label: 'site.navDevelopers', header: false },
  { path: '/your-club', label: 'yourClub.navLink', header: false },
  { path: '/privacy', label: 'privacy.title', header: false },
  { path: '/legal', label: 'legal.notice.title', header: false },
  { path: '/terms', label: 'legal.terms.title', header: false },
] as const satisfies readonly { path: LinkedPath; label: MessageKey; header: boolean }[];

/**
 * The main pages a 404 offers instead (app/[locale]/not-found.tsx), each with the message key of its
 * link: the home page, the prices, the forms people come for and the answers.
 */
export const NOT_FOUND_LINKS = [
  { path: '', label: 'notFound.home' },
  { path: '/pricing', label: 'pricing.navLink' },
  { path: formPagePath('quote'), label: 'operations.quote.cta' },
  { path: formPagePath('demo'), label: 'operations.demo.cta' },
  { path: '/faq', label: 'faq.navLabel' },
  { path: formPagePath('contact'), label: 'operations.contact.cta' },
] as const satisfies readonly { path: LinkedPath; label: MessageKey }[];
