import { pagePath } from '@/i18n/navigation';
import { LeadForm } from '@/components/forms/lead-form';
import { buildFormView } from '@/lib/forms/build-form-view';
import type { EchoedValues } from '@/lib/forms/form-state';
import type { FormView } from '@/lib/forms/form-view';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { MAX_COURTS } from '@/lib/operations/court-bands';
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

const ANSWERS_ID = 'estimate-answers';

/**
 * The quote form with the estimate's answers fixed (docs/decisions.md "One set of answers, one
 * total"): it sends them in hidden inputs instead of asking them again, so the quotation the person
 * receives is the estimate on the page, and a different answer is given above, where the total follows.
 */
function withFixedAnswers(view: FormView, answers: QuoteAnswers): FormView {
  const fixed: Record<string, string[]> = {
    courtCount: answers.courtCount === undefined ? [] : [String(answers.courtCount)],
    numberOfLocations: answers.numberOfLocations === undefined ? [] : [String(answers.numberOfLocations)],
    features: [...(answers.features ?? [])],
    brandedApp: answers.brandedApp === undefined ? [] : [String(answers.brandedApp)],
  };
  return { ...view, fields: view.fields.map((field) => (fixed[field.name] ? { ...field, fixed: fixed[field.name] } : field)) };
}

/** What the address fills the quote form with besides the answers ("your club"'s name and sports). */
function prefillValuesOf(prefill: EstimatePrefill): EchoedValues {
  return {
    ...(prefill.clubName ? { clubName: prefill.clubName } : {}),
    ...(prefill.sports ? { sports: [...prefill.sports] } : {}),
  };
}

/**
 * The estimate of the answers in the address, worked out on the server by the quotation's own
 * calculation: the answers (a GET form that works the estimate out again), the estimate, and the
 * quote form that sends exactly those answers: the person adds who they are and sends a normal
 * quote request, whose answer and PDF give the total the page showed. A query that is not the
 * form's gets its problems, worded, and the answers' form again with what was good in it.
 */
export function EstimatePage({ locale, query }: { locale: Locale; query: EstimateQuery }) {
  const t = translatorFor(locale);
  const prices = activePriceList();
  if (!prices) {
    return (
      <main id="main" className="section narrow estimate-page">
        <h1>{t('pricing.estimatePage.title')}</h1>
        <PricesOnRequest locale={locale} quotePath={pagePath(locale, formPagePath(pricedOperation.slug))} />
      </main>
    );
  }
  // A plain GET form: this page ships the quote form's script, not the live estimate's. What
  // "your club" filled in rides along, so updating the answers keeps it.
  const answersForm = (
    <form id={ANSWERS_ID} className="estimate-form" method="get" action={`/${locale}${ESTIMATE_PAGE_PATH}`}>
      {query.prefill.clubName && <input type="hidden" name="clubName" value={query.prefill.clubName} />}
      {query.prefill.sports?.map((sport) => (
        <input key={sport} type="hidden" name="sports" value={sport} />
      ))}
      <EstimateFields
        form={{ ...estimateFormCopyOf(locale, prices), submit: t('pricing.estimatePage.update') }}
        maxLocations={MAX_LOCATIONS}
        initial={query.answers}
      />
    </form>
  );
  if (!query.ok) {
    return (
      <main id="main" className="section narrow estimate-page">
        <h1>{t('pricing.estimatePage.title')}</h1>
        <div className="error-summary" role="alert">
          <h2>{t('pricing.estimatePage.problemsTitle')}</h2>
          <ul>
            {query.problems.map((problem) => (
              <li key={problem}>{t(`pricing.problems.${problem}`, { maximum: MAX_LOCATIONS, maximumCourts: MAX_COURTS })}</li>
            ))}
          </ul>
        </div>
        {answersForm}
      </main>
    );
  }
  const copy = estimateCopyOf(locale, prices.yearlyTermDiscountPercent);
  const view = estimateView(liveQuotation(query.answers, prices), copy, locale);
  return (
    <main id="main" className="section narrow estimate-page">
      <h1>{t('pricing.estimatePage.title')}</h1>
      <p className="lead-dark">{t('pricing.estimatePage.intro')}</p>
      <section aria-labelledby="estimate-answers-title">
        <h2 id="estimate-answers-title">{t('pricing.estimatePage.answersTitle')}</h2>
        {answersForm}
      </section>
      <EstimateTable view={view} copy={copy} />
      <section aria-labelledby="estimate-quote" className="estimate-quote">
        <h2 id="estimate-quote">{t('pricing.estimatePage.quoteTitle')}</h2>
        <p>
          {t('pricing.estimatePage.quoteFromAnswers', { monthly: view.monthly, setUp: view.setUp })}{' '}
          <a href={`#${ANSWERS_ID}`}>{t('pricing.estimatePage.change')}</a>
        </p>
        <LeadForm
          view={withFixedAnswers(buildFormView(pricedOperation, locale), query.answers)}
          initialValues={prefillValuesOf(query.prefill)}
        />
        <p className="privacy-note">
          {t.rich('forms.privacyNote', { link: (chunks) => <a href={pagePath(locale, '/privacy')}>{chunks}</a> })}
        </p>
      </section>
    </main>
  );
}
