import type { Locale } from '@/lib/i18n/locales';
import type { ProductScreenName } from '@/lib/product-screens/screen-names';
import { FEATURE_CARD_FILES } from './feature-card-files';
import { loadFeatureCards, type FeatureCard } from './feature-card-rules';

/** Every feature card, in order; a file that breaks the rules fails the build here. */
export const FEATURE_CARDS: readonly FeatureCard[] = loadFeatureCards(FEATURE_CARD_FILES);

/** One card as a page shows it, in one language. */
export interface FeatureCardItem {
  slug: string;
  title: string;
  text: string;
  screen?: ProductScreenName;
}

/** The cards in one language, in order. */
export function featureCardItems(locale: Locale, cards: readonly FeatureCard[] = FEATURE_CARDS): FeatureCardItem[] {
  return cards.map((card) => ({
    slug: card.slug,
    title: card.title[locale],
    text: card.text[locale],
    screen: card.screen === 'none' ? undefined : card.screen,
  }));
}
