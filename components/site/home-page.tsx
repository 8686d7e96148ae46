import { getTranslations } from 'next-intl/server';
import { ClubWebsiteScreen, MemberAppScreen } from '@/components/product-screens';
import { StoriesSection } from '@/components/stories/stories-section';
import { pagePath } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { operations, type HomeCallsToAction } from '@/lib/operations/registry';
import { FEATURES, SPORTS } from '@/lib/operations/value-sets';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';
import { ONBOARDING_STEPS, SITE } from '@/lib/site/site-content';
import { homeCallsToAction } from '@/lib/site/site-navigation';
import { formPagePath } from '@/lib/site/site-pages';

/** The home page: what the platform does for a venue, with calls to action. Copy in messages/. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const product = SITE.productName;
  return (
    <main id="main">
      <section className="hero">
        <div className="hero-inner">
          <div>
            <h1>{t('product.tagline')}</h1>
            <p className="lead">{t('product.intro', { product })}</p>
            <CallsToAction locale={locale} row="hero" />
          </div>
          <div className="hero-screen">
            <MemberAppScreen locale={locale} club={SAMPLE_CLUB_LOOK} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="sports">
        <h2 id="sports">{t('product.sportsTitle')}</h2>
        <p>{t('product.sportsText')}</p>
        <ul className="chips" aria-label={t('site.sportsHeading')}>
          {SPORTS.map((sport) => (
            <li key={sport}>{t(`values.sports.${sport}`)}</li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="features">
        <h2 id="features">{t('product.featuresTitle')}</h2>
        <ul className="grid">
          {FEATURES.map((feature) => (
            <li key={feature} className="card">
              <h3>{t(`values.features.${feature}`)}</h3>
              <p>{t(`product.features.${feature}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section beside-screen" aria-labelledby="white-label">
        <div>
          <h2 id="white-label">{t('product.whiteLabelTitle')}</h2>
          <p>{t('product.whiteLabelText')}</p>
        </div>
        <div className="screen">
          <ClubWebsiteScreen locale={locale} club={SAMPLE_CLUB_LOOK} />
        </div>
      </section>

      <StoriesSection locale={locale} />

      <section className="section" aria-labelledby="onboarding">
        <h2 id="onboarding">{t('product.onboardingTitle')}</h2>
        <ol className="steps">
          {ONBOARDING_STEPS.map((step) => (
            <li key={step}>{t(`product.onboarding.${step}`)}</li>
          ))}
        </ol>
        <CallsToAction locale={locale} row="closing" />
      </section>
    </main>
  );
}

/**
 * A row of buttons to the forms of the operations whose `promotion` names the row, most wanted first
 * and as the primary button; each labelled with its operation's `cta`.
 */
async function CallsToAction({ locale, row }: { locale: Locale; row: HomeCallsToAction }) {
  const t = await getTranslations({ locale });
  return (
    <p className="actions">
      {homeCallsToAction(row, operations).map((operation, index) => (
        <a key={operation.slug} className={index === 0 ? 'button primary' : 'button'} href={pagePath(locale, formPagePath(operation.slug))}>
          {t(`operations.${operation.slug}.cta`)}
        </a>
      ))}
    </p>
  );
}
