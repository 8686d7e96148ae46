/**
 * The pricing page's estimate is the quotation's calculation (docs/decisions.md "Prices"): for any
 * answers, the live estimate the browser shows (the form's values read by answersOfForm, through
 * liveQuotation and estimateView) has the quotation's lines and totals, to the cent, in the page's
 * words; the shipped price list is the one the page uses.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import pricingJson from '@/content/pricing.json';
import { LOCALES } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { MAX_LOCATIONS } from '@/lib/operations/schemas';
import { MAX_COURTS } from '@/lib/operations/court-bands';
import { FEATURES } from '@/lib/operations/value-sets';
import { estimateCopyOf } from '@/lib/pricing/estimate-copy';
import { answersOfForm } from '@/lib/pricing/live-answers';
import { liveQuotation } from '@/lib/pricing/live-quotation';
import { estimateView } from '@/lib/pricing/estimate-view';
import { calculateQuotation, type QuoteAnswers } from '@/lib/quotation/calculate';
import { formatMoney } from '@/lib/quotation/money';
import { loadPriceList } from '@/lib/quotation/price-list';
import { assumptionText, lineLabel } from '@/lib/quotation/quotation-copy';

const prices = loadPriceList(pricingJson);

const answersArbitrary: fc.Arbitrary<QuoteAnswers> = fc.record(
  {
    courtCount: fc.integer({ min: 1, max: MAX_COURTS }),
    numberOfLocations: fc.integer({ min: 1, max: MAX_LOCATIONS }),
    features: fc.subarray([...FEATURES], { minLength: 1 }),
    brandedApp: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** The form's values for some answers, as the pricing page's form holds them. */
function formOf(answers: QuoteAnswers): FormData {
  const form = new FormData();
  form.set('courtCount', answers.courtCount === undefined ? '' : String(answers.courtCount));
  form.set('numberOfLocations', answers.numberOfLocations === undefined ? '' : String(answers.numberOfLocations));
  for (const feature of answers.features ?? []) form.append('features', feature);
  if (answers.brandedApp !== undefined) form.set('brandedApp', String(answers.brandedApp));
  return form;
}

/** The quotation but its dates: the estimate shows none. */
function withoutDates(quotation: ReturnType<typeof calculateQuotation>) {
  const rest: Partial<typeof quotation> = { ...quotation };
  delete rest.issuedOn;
  delete rest.validUntil;
  return rest;
}

describe('the pricing page’s live estimate', () => {
  it('the pricing estimate equals the quotation calculation for the same answers', () => {
    fc.assert(
      fc.property(answersArbitrary, fc.constantFrom(...LOCALES), (answers, locale) => {
        const live = liveQuotation(answersOfForm(formOf(answers), MAX_LOCATIONS), prices);
        const quotation = calculateQuotation(answers, prices, new Date());
        expect(withoutDates(live)).toEqual(withoutDates(quotation));

        const t = translatorFor(locale);
        const view = estimateView(live, estimateCopyOf(locale, prices.yearlyTermDiscountPercent), locale);
        const money = (minor: number) => formatMoney(minor, quotation, locale);
        const from = (amount: string) => (quotation.assumptions.length ? t('quotation.fromAmount', { amount }) : amount);
        expect(view.monthly).toBe(from(money(quotation.monthly)));
        expect(view.setUp).toBe(money(quotation.setUp));
        expect(view.firstYear).toBe(from(money(quotation.firstYear)));
        expect(view.yearlyDiscount).toBe(money(-quotation.yearlyDiscount));
        const rows = [...view.monthlyRows, ...view.setUpRows];
        expect(rows.map((row) => row.label)).toEqual(quotation.lines.map((line) => lineLabel(line, t)));
        expect(rows.map((row) => row.amount)).toEqual(
          quotation.lines.map((line) => (line.amount ? money(line.amount) : t('quotation.lines.included'))),
        );
        expect(view.assumptions).toEqual(quotation.assumptions.map((assumption) => assumptionText(assumption, t)));
        expect(view.vatNote).toBe(t('quotation.vatNote', { vat: t(`quotation.vat.${prices.vat}`) }));
        expect(view.leftOut).toEqual(quotation.leftOut.map((item) => t(`quotation.leftOut.${item}`)));
      }),
      { numRuns: 200 },
    );
  });

  it('counts an answer not yet valid as no answer, and names the assumption', () => {
    const form = formOf({});
    form.set('numberOfLocations', '0');
    form.set('courtCount', '12a');
    form.set('brandedApp', 'maybe');
    form.append('features', 'fitness');
    expect(answersOfForm(form, MAX_LOCATIONS)).toEqual({});
    form.set('numberOfLocations', '3');
    expect(answersOfForm(form, MAX_LOCATIONS)).toEqual({ numberOfLocations: 3 });
    const view = estimateView(liveQuotation({}, prices), estimateCopyOf('de', prices.yearlyTermDiscountPercent), 'de');
    expect(view.assumptions).toHaveLength(3);
    expect(view.monthly.startsWith('ab ')).toBe(true);
  });
});
