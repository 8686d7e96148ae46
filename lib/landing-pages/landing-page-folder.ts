import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { FAQ_FOLDER } from '@/lib/faq/faq-rules';
import { FEATURE_CARDS_FOLDER } from '@/lib/feature-cards/feature-card-rules';
import { STORIES_FOLDER } from '@/lib/stories/story-rules';
import {
  LANDING_PAGES_FOLDER,
  landingPageProblems,
  loadLandingPages,
  type LandingPage,
  type LandingPageReferences,
} from './landing-page-rules';

/** The entries of the collections a landing page may name, as they are on disk under `root`. */
export function referencesOnDisk(root: string): LandingPageReferences {
  const slugs = (folder: string) => Object.keys(readCollectionFolder(root, folder).files);
  return { featureCards: slugs(FEATURE_CARDS_FOLDER), faq: slugs(FAQ_FOLDER), stories: slugs(STORIES_FOLDER) };
}

/**
 * The landing pages' files as they are on disk (`npm run check:i18n`, never the site, which
 * imports them), each valid JSON keeping the rules and naming entries that are on disk too. An
 * empty folder is fine: no landing page.
 */
export function landingPageFolderProblems(root: string): string[] {
  const { files, problems } = readCollectionFolder(root, LANDING_PAGES_FOLDER);
  return [...problems, ...landingPageProblems(files, referencesOnDisk(root))];
}

/**
 * The landing pages as the folder holds them at this moment, by the site's rules: the `[slug]`
 * route's pages. At build time they are LANDING_PAGES' own (the same files, whose load fails the
 * build on a broken one); under `next dev` a page the editor has just added is among them, which
 * the route's own copy of LANDING_PAGES misses until the server restarts (docs/decisions.md
 * "Landing pages are content").
 */
export function landingPagesOnDisk(root = process.cwd()): readonly LandingPage[] {
  return loadLandingPages(readCollectionFolder(root, LANDING_PAGES_FOLDER).files, referencesOnDisk(root));
}
