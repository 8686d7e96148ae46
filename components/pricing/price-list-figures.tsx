import type { Translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/quotation/money';
import type { PriceList } from '@/lib/quotation/price-list';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';

/**
 * What a price depends on, every figure read from the price list (content/pricing.json) and written
 * as the page's language writes money: nothing here or in the copy names an amount.
 */
export function PriceListFigures({ prices, locale, t }: { prices: PriceList; locale: Locale; t: Translate }) {
  const money = (minor: number) => formatMoney(minor, prices, locale);
  return (
    <div className="price-list">
      {/* The amounts, then the rates: two rows of equally tall cards (app/globals.css `.price-list`). */}
      <div className="price-amounts">
        <section aria-labelledby="pricing-platform">
          <h3 id="pricing-platform">{t('pricing.platformTitle')}</h3>
          <p>{t('pricing.platformText', { amount: money(prices.platformPerLocation) })}</p>
        </section>
        <section aria-labelledby="pricing-app">
          <h3 id="pricing-app">{t('pricing.brandedAppTitle')}</h3>
          <p>{t('pricing.brandedAppText', { setUp: money(prices.brandedAppSetUp), monthly: money(prices.brandedAppMonthly) })}</p>
          {prices.brandedApp === 'optional' && <p>{t('pricing.brandedAppOptional')}</p>}
        </section>
        <section aria-labelledby="pricing-onboarding">
          <h3 id="pricing-onboarding">{t('pricing.onboardingTitle')}</h3>
          <p>{t('pricing.onboardingText', { amount: money(prices.onboarding) })}</p>
        </section>
        <section aria-labelledby="pricing-term">
          <h3 id="pricing-term">{t('pricing.termTitle')}</h3>
          <p>{t('pricing.yearlyText', { percent: prices.yearlyTermDiscountPercent })}</p>
          <p>{t('pricing.validityText', { days: prices.validityDays })}</p>
        </section>
      </div>
      <div className="price-rates">
        <section aria-labelledby="pricing-courts">
          <h3 id="pricing-courts">{t('pricing.courtsTitle')}</h3>
          <p>{t('pricing.courtsText')}</p>
          <table className="rate-table">
            <thead>
              <tr>
                <th scope="col">{t('fields.numberOfCourts')}</th>
                <th scope="col" className="number">
                  {t('pricing.perCourt')}
                </th>
              </tr>
            </thead>
            <tbody>
              {COURT_COUNTS.map((band) => (
                <tr key={band}>
                  <th scope="row">{t(`values.numberOfCourts.${band}`)}</th>
                  <td className="number">{money(prices.perCourt[band])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="pricing-modules">
          <h3 id="pricing-modules">{t('pricing.modulesTitle')}</h3>
          <p>{t('pricing.modulesText')}</p>
          <div className="rate-columns">
            {halves(FEATURES).map((features, half) => (
              <table key={half} className="rate-table">
                <thead>
                  <tr>
                    <th scope="col">{t('pricing.module')}</th>
                    <th scope="col" className="number">
                      {t('pricing.perMonth')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {features.map((feature) => (
                    <tr key={feature}>
                      <th scope="row">{t(`values.features.${feature}`)}</th>
                      <td className="number">{prices.modules[feature] ? money(prices.modules[feature]) : t('quotation.lines.included')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

/** A list in two halves, the first the longer: the modules' rates in two columns. */
function halves<Item>(items: readonly Item[]): Item[][] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}
