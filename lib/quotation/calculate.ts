import { courtBandOf } from '@/lib/operations/court-bands';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';
import type { CourtBand, Feature, PriceList, Vat } from './price-list';

/**
 * The one calculation of a quotation (docs/decisions.md "Prices"): a pure function from a quote
 * request's answers and the price list to line items and totals, in integer minor units of the list's
 * currency, so that the answer, the PDF, the team's tools and the pricing page agree to the cent.
 * Where an answer is missing, or is a band without the exact count, it assumes the smallest and
 * names the assumption, and the quotation is a "from" price.
 */

/** The answers a price depends on: the quote request's, all optional. */
export interface QuoteAnswers {
  numberOfCourts?: CourtBand;
  /** The exact number of courts: priced as given, at its band's rate (it agrees with `numberOfCourts`, the schema checks). */
  courtCount?: number;
  numberOfLocations?: number;
  features?: readonly Feature[];
  /** False leaves the branded app out, where the price list calls it optional; absent or true keeps it. */
  brandedApp?: boolean;
}

/** Items of the price list a quotation may leave out, when the list calls them optional. */
export type OptionalItem = 'brandedApp';

export type LineKind = 'platform' | 'courts' | 'module' | 'brandedApp' | 'brandedAppSetUp' | 'onboarding';

export interface QuotationLine {
  kind: LineKind;
  /** The module's feature, for a `module` line. */
  feature?: Feature;
  /** The band whose rate a `courts` line uses. */
  band?: CourtBand;
  quantity: number;
  /** Price of one, in minor units; 0 for a module that comes with the platform. */
  unit: number;
  amount: number;
  period: 'month' | 'once';
}

/** An answer the calculation had to assume: missing, or a band counted at its smallest. */
export type Assumption =
  | { field: 'numberOfCourts'; reason: 'missing'; assumed: number }
  | { field: 'numberOfCourts'; reason: 'smallestOfBand'; assumed: number; band: CourtBand }
  | { field: 'numberOfLocations'; reason: 'missing'; assumed: number }
  | { field: 'features'; reason: 'missing'; assumed: 'bookings' };

export interface Quotation {
  currency: string;
  minorDigits: number;
  lines: QuotationLine[];
  /** Every month, on a monthly term. */
  monthly: number;
  /** Once, to start. */
  setUp: number;
  yearlyTermDiscountPercent: number;
  /** Taken off the first year's monthly fees on a yearly term. */
  yearlyDiscount: number;
  /** Set-up plus twelve months on a yearly term. */
  firstYear: number;
  /** Dates (YYYY-MM-DD, UTC) the quotation was made and holds until. */
  issuedOn: string;
  validUntil: string;
  assumptions: Assumption[];
  /** The price list's word on VAT: every amount is without it (`excluded`) or with it. */
  vat: Vat;
  /** Optional items the answers left out: said where the quotation is shown, so the reader knows why a line is missing. */
  leftOut: OptionalItem[];
}

/** The smallest court count of a band: "4-8" is 4, "16+" is 16. */
export function smallestOfBand(band: CourtBand): number {
  return Number.parseInt(band, 10);
}

const DAY_MS = 86_400_000;
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function calculateQuotation(answers: QuoteAnswers, prices: PriceList, issuedAt: Date): Quotation {
  // In the form's order: courts, locations, features.
  const assumptions: Assumption[] = [];

  // An exact count is priced as it is, at the rate of its band; a band alone at its fewest.
  const exact = answers.courtCount;
  const band = exact !== undefined ? courtBandOf(exact) : (answers.numberOfCourts ?? COURT_COUNTS[0]);
  const courts = exact ?? smallestOfBand(band);
  if (exact === undefined && answers.numberOfCourts === undefined)
    assumptions.push({ field: 'numberOfCourts', reason: 'missing', assumed: courts });
  else if (exact === undefined && band !== `${courts}`)
    assumptions.push({ field: 'numberOfCourts', reason: 'smallestOfBand', assumed: courts, band });

  const locations = answers.numberOfLocations ?? 1;
  if (answers.numberOfLocations === undefined) assumptions.push({ field: 'numberOfLocations', reason: 'missing', assumed: 1 });

  // Bookings come with the platform whatever was chosen; the others in the enumeration's order.
  const chosen = new Set<Feature>(answers.features ?? []);
  if (!chosen.size) assumptions.push({ field: 'features', reason: 'missing', assumed: 'bookings' });
  chosen.add('bookings');
  const modules = FEATURES.filter((feature) => chosen.has(feature));

  // Left out only when the person said no and the price list lets them; otherwise it is in, as always.
  const leftOut: OptionalItem[] = answers.brandedApp === false && prices.brandedApp === 'optional' ? ['brandedApp'] : [];

  const line = (kind: LineKind, quantity: number, unit: number, period: QuotationLine['period'], extra: Partial<QuotationLine> = {}) => ({
    kind,
    ...extra,
    quantity,
    unit,
    amount: quantity * unit,
    period,
  });
  const lines: QuotationLine[] = [
    line('platform', locations, prices.platformPerLocation, 'month'),
    line('courts', courts, prices.perCourt[band], 'month', { band }),
    ...modules.map((feature) => line('module', 1, prices.modules[feature], 'month', { feature })),
    ...(leftOut.includes('brandedApp')
      ? []
      : [line('brandedApp', 1, prices.brandedAppMonthly, 'month'), line('brandedAppSetUp', 1, prices.brandedAppSetUp, 'once')]),
    line('onboarding', 1, prices.onboarding, 'once'),
  ];

  const total = (period: QuotationLine['period']) =>
    lines.filter((item) => item.period === period).reduce((sum, item) => sum + item.amount, 0);
  const monthly = total('month');
  const setUp = total('once');
  // Rounded once, half up, on the year's total: a discount per line would round twelve times.
  const yearlyDiscount = Math.round((12 * monthly * prices.yearlyTermDiscountPercent) / 100);
  const issued = Date.UTC(issuedAt.getUTCFullYear(), issuedAt.getUTCMonth(), issuedAt.getUTCDate());
  return {
    currency: prices.currency,
    minorDigits: prices.minorDigits,
    lines,
    monthly,
    setUp,
    yearlyTermDiscountPercent: prices.yearlyTermDiscountPercent,
    yearlyDiscount,
    firstYear: setUp + 12 * monthly - yearlyDiscount,
    issuedOn: dateOf(issued),
    validUntil: dateOf(issued + prices.validityDays * DAY_MS),
    assumptions,
    vat: prices.vat,
    leftOut,
  };
}
