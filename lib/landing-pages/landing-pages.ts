import { FAQ } from '@/lib/faq/faq';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import { STORIES } from '@/lib/stories/stories';
import { LANDING_PAGE_FILES } from './landing-page-files';
import type { LandingPagePath } from '@/lib/site/site-pages';
import { landingPagePath } from './landing-page-paths';
import { loadLandingPages, type LandingPage } from './landing-page-rules';

/**
 * Every campaign landing page, by slug; none until marketers add the first. A file that breaks the
 * rules, or names a feature card, question or story the build does not have, fails the build here.
 */
export const LANDING_PAGES: readonly LandingPage[] = loadLandingPages(LANDING_PAGE_FILES, {
  featureCards: FEATURE_CARDS.map((card) => card.slug),
  faq: FAQ.map((entry) => entry.slug),
  stories: STORIES.map((story) => story.slug),
});

export function landingPage(slug: string, pages: readonly LandingPage[] = LANDING_PAGES): LandingPage | undefined {
  return pages.find((page) => page.slug === slug);
}

/** The pages search engines are told about (the sitemap): all but those switched to `noindex`. */
export function indexedLandingPagePaths(pages: readonly LandingPage[] = LANDING_PAGES): LandingPagePath[] {
  return pages.filter((page) => !page.noindex).map((page) => landingPagePath(page.slug));
}
