import { FEATURE_CARD_FILES } from './feature-card-files';
import { loadFeatureCards, type FeatureCard } from './feature-card-rules';

/** Every feature card, in order; a file that breaks the rules fails the build here. */
export const FEATURE_CARDS: readonly FeatureCard[] = loadFeatureCards(FEATURE_CARD_FILES);
