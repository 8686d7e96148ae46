import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { QuotationLine } from '@/lib/quotation/calculate';
import type { CourtBand, Feature } from '@/lib/quotation/price-list';
import { assumptionText, lineLabel, vatNote } from '@/lib/quotation/quotation-copy';
import { smallestOfBand } from '@/lib/quotation/calculate';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';
import type { EstimateCopy } from './estimate-view';

/** A placeholder no translation contains, to split "from {amount}" around the amount. */
const AMOUNT = '\u0000';

/**
 * The words of an estimate in one language, from the quotation's own wording (quotation-copy.ts),
 * so the pricing page, the PDF and the answer name each line and assumption alike.
 */
export function estimateCopyOf(locale: Locale, yearlyTermDiscountPercent: number): EstimateCopy {
  const t = translatorFor(locale);
  const label = (kind: QuotationLine['kind'], extra: Partial<QuotationLine> = {}) =>
    lineLabel({ kind, quantity: 1, unit: 0, amount: 0, period: 'month', ...extra }, t);
  const byBand = <Value>(of: (band: CourtBand) => Value) =>
    Object.fromEntries(COURT_COUNTS.map((band) => [band, of(band)])) as Record<CourtBand, Value>;
  const [before = '', after = ''] = t('quotation.fromAmount', { amount: AMOUNT }).split(AMOUNT);
  return {
    lines: {
      platform: label('platform'),
      brandedApp: label('brandedApp'),
      brandedAppSetUp: label('brandedAppSetUp'),
      onboarding: label('onboarding'),
      courts: byBand((band) => label('courts', { band })),
      modules: Object.fromEntries(FEATURES.map((feature) => [feature, label('module', { feature })])) as Record<Feature, string>,
    },
    included: t('quotation.lines.included'),
    assumptions: {
      numberOfCourtsMissing: assumptionText({ field: 'numberOfCourts', reason: 'missing', assumed: smallestOfBand(COURT_COUNTS[0]) }, t),
      numberOfCourtsSmallestOfBand: byBand((band) =>
        assumptionText({ field: 'numberOfCourts', reason: 'smallestOfBand', assumed: smallestOfBand(band), band }, t),
      ),
      numberOfLocationsMissing: assumptionText({ field: 'numberOfLocations', reason: 'missing', assumed: 1 }, t),
      featuresMissing: assumptionText({ field: 'features', reason: 'missing', assumed: 'bookings' }, t),
    },
    fromAmount: [before, after],
    vatNote: { excluded: vatNote({ vat: 'excluded' }, t), included: vatNote({ vat: 'included' }, t) },
    leftOut: { brandedApp: t('quotation.leftOut.brandedApp') },
    headings: {
      item: t('quotation.pdf.item'),
      quantity: t('quotation.pdf.quantity'),
      unitPrice: t('quotation.pdf.unitPrice'),
      amount: t('quotation.pdf.amount'),
      monthlyTitle: t('quotation.pdf.monthlyTitle'),
      setUpTitle: t('quotation.pdf.setUpTitle'),
      monthlyTotal: t('quotation.pdf.monthlyTotal'),
      setUpTotal: t('quotation.pdf.setUpTotal'),
      yearlyDiscount: t('quotation.pdf.yearlyDiscount', { percent: yearlyTermDiscountPercent }),
      firstYear: t('quotation.pdf.firstYear'),
      assumptionsTitle: t('quotation.pdf.assumptionsTitle'),
    },
  };
}
