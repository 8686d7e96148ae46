import { FeatureCardGrid } from '@/components/site/feature-card-grid';
import { featureCardItems, type FeatureCardItem } from '@/lib/feature-cards/feature-card-items';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';

/**
 * The block's points as a grid of cards under its heading: the page's own first, written for the
 * campaign, then the shared feature cards it names, in its order.
 */
export function FeaturesBlock({ value, locale, id }: { value: BlockOf<'features'>; locale: Locale; id: string }) {
  const own: FeatureCardItem[] = value.items.map((item, index) => ({
    slug: `${id}-${index + 1}`,
    title: item.title[locale],
    text: item.text[locale],
  }));
  const cards = value.cards.flatMap((slug) => FEATURE_CARDS.filter((card) => card.slug === slug));
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{value.heading[locale]}</h2>
      <FeatureCardGrid cards={[...own, ...featureCardItems(locale, cards)]} />
    </section>
  );
}
