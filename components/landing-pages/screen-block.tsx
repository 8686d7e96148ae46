import { ProductScreen, SCREEN_SHAPE } from '@/components/product-screens';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';

/** One drawing of the product in the sample club's look, beside its heading and text (as the home page's sections). */
export function ScreenBlock({ value, locale, id }: { value: BlockOf<'productScreen'>; locale: Locale; id: string }) {
  return (
    <section className="section beside-screen" aria-labelledby={id}>
      <div>
        <h2 id={id}>{value.heading[locale]}</h2>
        <p>{value.text[locale]}</p>
      </div>
      <div className={`screen screen-${SCREEN_SHAPE[value.screen]}`}>
        <ProductScreen name={value.screen} locale={locale} club={SAMPLE_CLUB_LOOK} />
      </div>
    </section>
  );
}
