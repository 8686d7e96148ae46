import { siteEntries } from '@/lib/collections/site-files';
import { LANDING_PAGES_COLLECTION } from './landing-page-collection';
import type { LandingPage } from './landing-page-rules';

/**
 * Every campaign landing page, by slug; none until marketers add the first. A file that breaks the
 * rules, or names a feature card, question or story the build does not have, fails the build here.
 */
export const LANDING_PAGES: readonly LandingPage[] = siteEntries(LANDING_PAGES_COLLECTION);

export function landingPage(slug: string, pages: readonly LandingPage[] = LANDING_PAGES): LandingPage | undefined {
  return pages.find((page) => page.slug === slug);
}
