import { FAQ_COLLECTION } from '@/lib/faq/faq-collection';
import { FEATURE_CARDS_COLLECTION } from '@/lib/feature-cards/feature-card-collection';
import { HOME_PICTURE_COLLECTION } from '@/lib/home-picture/home-picture-collection';
import { LANDING_PAGES_COLLECTION } from '@/lib/landing-pages/landing-page-collection';
import { STORIES_COLLECTION } from '@/lib/stories/story-collection';
import type { AnyCollection } from '@/lib/collections/content-collection';

/**
 * Every content collection, one declaration each (./content-collection.ts), in the editor menu's
 * order. The loader, the save check, `npm run check:i18n`, the sitemap and the editor read this
 * list and nothing else: a collection added here is read by all of them
 * (tests/unit/collection-registry.test.ts).
 */
export const COLLECTIONS: readonly AnyCollection[] = [
  FAQ_COLLECTION,
  STORIES_COLLECTION,
  FEATURE_CARDS_COLLECTION,
  HOME_PICTURE_COLLECTION,
  LANDING_PAGES_COLLECTION,
];
