import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { Quotation } from './calculate';
import type { Estimate } from './estimate';
import { decimalMoney } from './money';
import { assumptionText } from './quotation-copy';

/** The answer's `estimate` of a quotation, its assumptions worded in the person's language. */
export function estimateOf(quotation: Quotation, locale: Locale): Estimate {
  const t = translatorFor(locale);
  return {
    currency: quotation.currency,
    monthly: decimalMoney(quotation.monthly, quotation),
    setUp: decimalMoney(quotation.setUp, quotation),
    firstYear: decimalMoney(quotation.firstYear, quotation),
    yearlyTermDiscountPercent: quotation.yearlyTermDiscountPercent,
    validUntil: quotation.validUntil,
    // A quotation stored before the price list said so was net (quotation-copy.ts `vatWords`).
    vat: quotation.vat ?? 'excluded',
    from: quotation.assumptions.length > 0,
    assumptions: quotation.assumptions.map((assumption) => ({
      field: assumption.field,
      assumed: assumption.assumed,
      text: assumptionText(assumption, t),
    })),
  };
}
