import type { Assumption, OptionalItem, Quotation, QuotationLine } from '@/lib/quotation/calculate';
import type { CourtBand, Feature, Vat } from '@/lib/quotation/price-list';
import { formatMoney } from '@/lib/quotation/money';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the pricing page's estimate shows of a quotation, as finished strings: the same rows and
 * totals on the server (the estimate page, the first paint of the pricing page) and in the browser
 * (the live estimate), from words translated on the server (EstimateCopy), so no message catalogue
 * reaches the browser.
 */

/** Every word an estimate may need in one language, each worded as the quotation words it (lib/quotation/quotation-copy.ts). */
export interface EstimateCopy {
  lines: {
    platform: string;
    brandedApp: string;
    brandedAppSetUp: string;
    onboarding: string;
    courts: Record<CourtBand, string>;
    modules: Record<Feature, string>;
  };
  included: string;
  assumptions: {
    numberOfCourtsMissing: string;
    numberOfCourtsSmallestOfBand: Record<CourtBand, string>;
    numberOfLocationsMissing: string;
    featuresMissing: string;
  };
  /** "from {amount}" split at the amount, so the browser fills it in without a message formatter. */
  fromAmount: [before: string, after: string];
  /** That the prices are without VAT, or with it, as the price list says. */
  vatNote: Record<Vat, string>;
  /** That an optional item was left out, so a missing line does not read as forgotten. */
  leftOut: Record<OptionalItem, string>;
  headings: {
    item: string;
    quantity: string;
    unitPrice: string;
    amount: string;
    monthlyTitle: string;
    setUpTitle: string;
    monthlyTotal: string;
    setUpTotal: string;
    yearlyDiscount: string;
    firstYear: string;
    assumptionsTitle: string;
  };
}

export interface EstimateRow {
  key: string;
  label: string;
  quantity: string;
  /** Empty for a module that comes with the platform: its row shows no quantity × price. */
  unit: string;
  amount: string;
}

export interface EstimateView {
  monthlyRows: EstimateRow[];
  setUpRows: EstimateRow[];
  /** "from" before the monthly and first-year figures when an answer was assumed, as the quotation says it. */
  monthly: string;
  setUp: string;
  /** The yearly term's discount, as a negative amount. */
  yearlyDiscount: string;
  firstYear: string;
  assumptions: string[];
  vatNote: string;
  leftOut: string[];
}

function lineLabel(line: QuotationLine, copy: EstimateCopy): string {
  if (line.kind === 'courts') return copy.lines.courts[line.band!];
  if (line.kind === 'module') return copy.lines.modules[line.feature!];
  return copy.lines[line.kind];
}

function assumptionText(assumption: Assumption, copy: EstimateCopy): string {
  if (assumption.field === 'numberOfCourts') {
    return assumption.reason === 'missing'
      ? copy.assumptions.numberOfCourtsMissing
      : copy.assumptions.numberOfCourtsSmallestOfBand[assumption.band];
  }
  return assumption.field === 'numberOfLocations' ? copy.assumptions.numberOfLocationsMissing : copy.assumptions.featuresMissing;
}

export function estimateView(quotation: Quotation, copy: EstimateCopy, locale: Locale): EstimateView {
  const money = (minor: number) => formatMoney(minor, quotation, locale);
  const from = (amount: string) => (quotation.assumptions.length ? `${copy.fromAmount[0]}${amount}${copy.fromAmount[1]}` : amount);
  const quantity = new Intl.NumberFormat(locale);
  const row = (line: QuotationLine): EstimateRow => ({
    key: `${line.kind}-${line.feature ?? line.band ?? ''}`,
    label: lineLabel(line, copy),
    quantity: quantity.format(line.quantity),
    // A module that comes with the platform says so in its amount, rather than "1 × 0,00 €".
    unit: line.unit ? money(line.unit) : '',
    amount: line.amount ? money(line.amount) : copy.included,
  });
  return {
    monthlyRows: quotation.lines.filter((line) => line.period === 'month').map(row),
    setUpRows: quotation.lines.filter((line) => line.period === 'once').map(row),
    monthly: from(money(quotation.monthly)),
    setUp: money(quotation.setUp),
    yearlyDiscount: money(-quotation.yearlyDiscount),
    firstYear: from(money(quotation.firstYear)),
    assumptions: quotation.assumptions.map((assumption) => assumptionText(assumption, copy)),
    vatNote: copy.vatNote[quotation.vat],
    leftOut: quotation.leftOut.map((item) => copy.leftOut[item]),
  };
}
