import { siteEntries } from '@/lib/collections/site-files';
import { FEATURE_CARDS_COLLECTION, type FeatureCard } from './feature-card-collection';

/** Every feature card, in order; a file that breaks the rules fails the build here. */
export const FEATURE_CARDS: readonly FeatureCard[] = siteEntries(FEATURE_CARDS_COLLECTION);
