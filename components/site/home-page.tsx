import { getTranslations } from 'next-intl/server';
import { HeroPicture } from '@/components/home-picture/hero-picture';
import { ClubWebsiteScreen, ProductScreen, SCREEN_SHAPE } from '@/components/product-screens';
import { StoriesSection } from '@/components/stories/stories-section';
import { FeatureCardGrid } from './feature-card-grid';
import { OwnerViewSection } from './owner-view-section';
import { pagePath } from '@/i18n/navigation';
import { featureCardItems } from '@/lib/feature-cards/feature-card-items';
import { FEATURE_CARDS } from '@/lib/feature-cards/feature-cards';
import { HOME_PICTURE } from '@/lib/home-picture/home-picture';
import type { Locale } from '@/lib/i18n/locales';
import { operations, type HomeCallsToAction } from '@/lib/operations/registry';
import { SPORTS } from '@/lib/operations/value-sets';
import { SAMPLE_CLUB_LOOK } from '@/lib/product-screens/club-look';
import { ONBOARDING_STEPS, SITE } from '@/lib/site/site-content';
import { homeCallsToAction } from '@/lib/site/site-navigation';
import { formPagePath } from '@/lib/site/site-pages';
import { MAX_CLUB_NAME_CHARS } from '@/lib/abuse/club-name-bounds';
import { YOUR_CLUB_PAGE_PATH } from '@/lib/your-club/your-club-path';

/**
 * The home page: what the platform does for a venue, shown in a sample club's look (the product
 * screens), with calls to action. Copy in messages/, the feature cards in content/feature-cards/.
 */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const product = SITE.productName;
  // A card with a screen is shown beside it, in the cards' order; the others follow as a grid (CONTENT.md "Feature cards").
  const cards = featureCardItems(locale, FEATURE_CARDS);
  return (
    <main id="main">
      <section className="hero">
        <div className="hero-inner">
          <div>
            <h1>{t('product.tagline')}</h1>
            <p className="lead">{t('product.intro', { product })}</p>
            <CallsToAction locale={locale} row="hero" />
            <SeeYourClub locale={locale} />
          </div>
          <HeroPicture locale={locale} picture={HOME_PICTURE} />
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
        {cards
          .filter((card) => card.screen)
          .map((card) => (
            <div key={card.slug} className="beside-screen feature-beside-screen">
              <div>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </div>
              <div className={`screen screen-${SCREEN_SHAPE[card.screen!]}`}>
                <ProductScreen name={card.screen!} locale={locale} club={SAMPLE_CLUB_LOOK} />
              </div>
            </div>
          ))}
        <FeatureCardGrid cards={cards.filter((card) => !card.screen)} />
      </section>

      <section className="section beside-screen" aria-labelledby="white-label">
        <div>
          <h2 id="white-label">{t('product.whiteLabelTitle')}</h2>
          <p>{t('product.whiteLabelText')}</p>
          <p>
            <a href={pagePath(locale, '/your-club')}>{t('product.yourClubLink', { product })}</a>
          </p>
        </div>
        <div className="screen">
          <ClubWebsiteScreen locale={locale} club={SAMPLE_CLUB_LOOK} />
        </div>
      </section>

      <OwnerViewSection locale={locale} />

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
 * A row of actions to the forms of the operations whose `promotion` names the row, most wanted first
 * and alone as a (primary) button, the others as links (issue 48 item 1); each labelled with its
 * operation's `cta`.
 */
async function CallsToAction({ locale, row }: { locale: Locale; row: HomeCallsToAction }) {
  const t = await getTranslations({ locale });
  return (
    <p className="actions">
      {homeCallsToAction(row, operations).map((operation, index) => (
        <a
          key={operation.slug}
          className={index === 0 ? 'button primary' : 'action-link'}
          href={pagePath(locale, formPagePath(operation.slug))}
        >
          {t(`operations.${operation.slug}.cta`)}
        </a>
      ))}
    </p>
  );
}

/**
 * "Your club in Courtside", the site's strongest hook, in the hero: a club's name, sent as the
 * your-club page's own GET form sends it (lib/your-club/club-query.ts `name`), which draws it. No
 * script: the page does the rest.
 */
async function SeeYourClub({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <form className="hero-club" method="get" action={pagePath(locale, YOUR_CLUB_PAGE_PATH)} aria-labelledby="hero-club-title">
      <p id="hero-club-title" className="hero-club-title">
        {t('yourClub.title', { product: SITE.productName })}
      </p>
      <label htmlFor="hero-club-name">{t('yourClub.nameLabel')}</label>
      <div className="hero-club-row">
        <input id="hero-club-name" name="name" type="text" maxLength={MAX_CLUB_NAME_CHARS} autoComplete="organization" />
        <button type="submit" className="button secondary">
          {t('yourClub.submit')}
        </button>
      </div>
    </form>
  );
}
