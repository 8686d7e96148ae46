import { FeatureCardGrid } from '@/components/site/feature-card-grid';
import { featureCardItems } from '@/lib/feature-cards/feature-card-items';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';

/** The feature cards the block names, in its order, as a grid of cards under its heading. */
export function FeaturesBlock({ value, locale, id }: { value: BlockOf<'features'>; locale: Locale; id: string }) {
  const cards = value.cards.flatMap((slug) => FEATURE_CARDS.filter((card) => card.slug === slug));
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{value.heading[locale]}</h2>
      <FeatureCardGrid cards={featureCardItems(locale, cards)} />
    </section>
  );
}
