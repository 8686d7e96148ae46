import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';
import { CallToActionButton } from './call-to-action-block';

/**
 * The page's headline and its text in the brand's band, as the home page's hero; a call to action
 * that follows the hero is its button (components/landing-pages/landing-page.tsx).
 */
export function HeroBlock({ value, locale, action }: { value: BlockOf<'hero'>; locale: Locale; action?: BlockOf<'callToAction'> }) {
  return (
    <section className="hero">
      <div className="hero-inner landing-hero">
        <div>
          <h1>{value.heading[locale]}</h1>
          <p className="lead">{value.text[locale]}</p>
          {action && (
            <p className="actions">
              <CallToActionButton value={action} locale={locale} />
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
