import { pagePath } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { MAX_LOCATIONS } from '@/lib/operations/schemas';
import { estimateCopyOf } from '@/lib/pricing/estimate-copy';
import { ESTIMATE_PAGE_PATH } from '@/lib/pricing/estimate-path';
import { activePriceList } from '@/lib/quotation/price-submission';
import { vatNote } from '@/lib/quotation/quotation-copy';
import { OwnerViewSection } from '@/components/site/owner-view-section';
import { SITE } from '@/lib/site/site-content';
import { formPagePath } from '@/lib/site/site-pages';
import { estimateFormCopyOf, pricedOperation } from './estimate-form-copy';
import { LiveEstimate } from './live-estimate';
import { PriceListFigures } from './price-list-figures';
import { PricesOnRequest } from './prices-on-request';

/**
 * The pricing page (docs/decisions.md "Prices"): what a price depends on, from the price list as
 * it is when the page is built, and an estimate of the visitor's own answers by the quotation's
 * calculation. With PRICING=off (or a broken list) it says prices are given on request.
 */
export function PricingPage({ locale }: { locale: Locale }) {
  const t = translatorFor(locale);
  const prices = activePriceList();
  return (
    <main id="main" className="section pricing-page">
      <h1>{t('pricing.title', { product: SITE.productName })}</h1>
      {prices ? (
        <>
          <p className="lead-dark">{t('pricing.intro')}</p>
          <section aria-labelledby="pricing-depends">
            <h2 id="pricing-depends">{t('pricing.dependsTitle')}</h2>
            {/* Net or gross is the price list's word, said before its first figure. */}
            <p>{vatNote(prices, t)}</p>
            <PriceListFigures prices={prices} locale={locale} t={t} />
          </section>
          <OwnerViewSection locale={locale} inPage />
          <section aria-labelledby="pricing-estimate" className="pricing-estimate">
            <h2 id="pricing-estimate">{t('pricing.estimateTitle')}</h2>
            <p>{t('pricing.estimateIntro')}</p>
            <LiveEstimate
              locale={locale}
              prices={prices}
              copy={estimateCopyOf(locale, prices.yearlyTermDiscountPercent)}
              form={estimateFormCopyOf(locale, prices)}
              action={`/${locale}${ESTIMATE_PAGE_PATH}`}
              maxLocations={MAX_LOCATIONS}
              initial={{}}
            />
          </section>
        </>
      ) : (
        <PricesOnRequest locale={locale} quotePath={pagePath(locale, formPagePath(pricedOperation.slug))} />
      )}
    </main>
  );
}
