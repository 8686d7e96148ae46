import { pagePath } from '@/i18n/navigation';
import { LeadForm } from '@/components/forms/lead-form';
import { buildFormView } from '@/lib/forms/build-form-view';
import type { EchoedValues } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { MAX_LOCATIONS } from '@/lib/operations/schemas';
import { estimateCopyOf } from '@/lib/pricing/estimate-copy';
import { ESTIMATE_PAGE_PATH } from '@/lib/pricing/estimate-path';
import type { EstimatePrefill, EstimateQuery } from '@/lib/pricing/estimate-query';
import { estimateView } from '@/lib/pricing/estimate-view';
import { liveQuotation } from '@/lib/pricing/live-quotation';
import type { QuoteAnswers } from '@/lib/quotation/calculate';
import { activePriceList } from '@/lib/quotation/price-submission';
import { formPagePath } from '@/lib/site/site-pages';
import { estimateFormCopyOf, pricedOperation } from './estimate-form-copy';
import { EstimateTable } from './estimate-table';
import { EstimateFields } from './estimate-fields';
import { PricesOnRequest } from './prices-on-request';

/** The quote form's values for the estimate's answers and what the address fills in besides, as the form posts them. */
function formValuesOf(answers: QuoteAnswers, prefill: EstimatePrefill): EchoedValues {
  return {
    ...(prefill.clubName ? { clubName: prefill.clubName } : {}),
    ...(prefill.sports ? { sports: [...prefill.sports] } : {}),
    ...(answers.numberOfCourts ? { numberOfCourts: answers.numberOfCourts } : {}),
    ...(answers.numberOfLocations !== undefined ? { numberOfLocations: String(answers.numberOfLocations) } : {}),
    ...(answers.features ? { features: [...answers.features] } : {}),
  };
}

/**
 * The estimate of the answers in the address, worked out on the server by the quotation's own
 * calculation, ending in the quote form with those answers filled in: the person adds who they are
 * and sends a normal quote request. A query that is not the form's gets its problems, worded, and
 * the form again with what was good in it.
 */
export function EstimatePage({ locale, query }: { locale: Locale; query: EstimateQuery }) {
  const t = translatorFor(locale);
  const prices = activePriceList();
  const quotePath = pagePath(locale, formPagePath(pricedOperation.slug));
  if (!prices) {
    return (
      <main id="main" className="section narrow estimate-page">
        <h1>{t('pricing.estimatePage.title')}</h1>
        <PricesOnRequest locale={locale} quotePath={quotePath} />
      </main>
    );
  }
  const copy = estimateCopyOf(locale, prices.yearlyTermDiscountPercent);
  if (!query.ok) {
    return (
      <main id="main" className="section narrow estimate-page">
        <h1>{t('pricing.estimatePage.title')}</h1>
        <div className="error-summary" role="alert">
          <h2>{t('pricing.estimatePage.problemsTitle')}</h2>
          <ul>
            {query.problems.map((problem) => (
              <li key={problem}>{t(`pricing.problems.${problem}`, { maximum: MAX_LOCATIONS })}</li>
            ))}
          </ul>
        </div>
        {/* A plain GET form: this page ships the quote form's script, not the live estimate's. */}
        <form className="estimate-form" method="get" action={`/${locale}${ESTIMATE_PAGE_PATH}`}>
          <EstimateFields form={estimateFormCopyOf(locale)} maxLocations={MAX_LOCATIONS} initial={query.answers} />
        </form>{' '}
      </main>
    );
  }
  const view = estimateView(liveQuotation(query.answers, prices), copy, locale);
  return (
    <main id="main" className="section narrow estimate-page">
      <h1>{t('pricing.estimatePage.title')}</h1>
      <p className="lead-dark">{t('pricing.estimatePage.intro')}</p>
      <EstimateTable view={view} copy={copy} />
      <p>
        <a href={pagePath(locale, '/pricing')}>{t('pricing.estimatePage.change')}</a>
      </p>
      <section aria-labelledby="estimate-quote" className="estimate-quote">
        <h2 id="estimate-quote">{t('pricing.estimatePage.quoteTitle')}</h2>
        <LeadForm view={buildFormView(pricedOperation, locale)} initialValues={formValuesOf(query.answers, query.prefill)} />
        <p className="privacy-note">
          {t.rich('forms.privacyNote', { link: (chunks) => <a href={pagePath(locale, '/privacy')}>{chunks}</a> })}
        </p>
      </section>
    </main>
  );
}
