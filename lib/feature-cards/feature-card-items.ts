import type { Locale } from '@/lib/i18n/locales';
import type { ProductScreenName } from '@/lib/product-screens/screen-names';
import type { FeatureCard } from './feature-card-collection';

/** One card as a page or the brochure shows it, in one language. */
export interface FeatureCardItem {
  slug: string;
  title: string;
  text: string;
  screen?: ProductScreenName;
}

/** The cards in one language, in order. */
export function featureCardItems(locale: Locale, cards: readonly FeatureCard[]): FeatureCardItem[] {
  return cards.map((card) => ({
    slug: card.slug,
    title: card.title[locale],
    text: card.text[locale],
    screen: card.screen === 'none' ? undefined : card.screen,
  }));
}
