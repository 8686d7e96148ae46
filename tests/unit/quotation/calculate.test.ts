/**
 * The one calculation of a quotation (lib/quotation/calculate.ts), by a table of requests and their
 * exact totals in minor units. The price lists are the test's own, so that a marketer's change to
 * content/pricing.json changes no expected figure here.
 */
import { describe, expect, it } from 'vitest';
import { calculateQuotation, type QuoteAnswers } from '@/lib/quotation/calculate';
import { decimalMoney, formatMoney } from '@/lib/quotation/money';
import { loadPriceList } from '@/lib/quotation/price-list';
import { FEATURES } from '@/lib/operations/value-sets';

const euros = loadPriceList({
  currency: 'EUR',
  platformPerLocation: '100',
  perCourt: { '1-3': '20', '4-8': '15', '9-15': '12', '16+': '10' },
  modules: {
    bookings: 'included',
    payments: '30',
    memberships: '40',
    loyalty: '10.50',
    tournaments: '25',
    coaching: '20',
    pos: '35',
    rankings: '15',
    openMatches: '19.99',
    dynamicPricing: '29',
  },
  brandedAppSetUp: '1000',
  brandedAppMonthly: '50',
  brandedApp: 'optional',
  onboarding: '500',
  yearlyTermDiscountPercent: '10',
  validityDays: '30',
  vat: 'excluded',
});
const yen = loadPriceList({
  currency: 'JPY',
  platformPerLocation: '15000',
  perCourt: { '1-3': '2500', '4-8': '2000', '9-15': '1800', '16+': '1500' },
  modules: {
    bookings: 'included',
    payments: '3333',
    memberships: '4000',
    loyalty: '1000',
    tournaments: '2500',
    coaching: '2000',
    pos: '3500',
    rankings: '1500',
    openMatches: '2000',
    dynamicPricing: '2900',
  },
  brandedAppSetUp: '120000',
  brandedAppMonthly: '5000',
  brandedApp: 'always',
  onboarding: '80000',
  yearlyTermDiscountPercent: '7',
  validityDays: '14',
  vat: 'included',
});
const ISSUED = new Date('2026-11-27T23:30:00Z');

const rows: {
  name: string;
  prices: typeof euros;
  answers: QuoteAnswers;
  monthly: number;
  setUp: number;
  yearlyDiscount: number;
  firstYear: number;
  assumed: string[];
}[] = [
  {
    name: 'every answer given: 2 locations, 4 to 8 courts counted at 4, two modules',
    prices: euros,
    answers: { numberOfCourts: '4-8', numberOfLocations: 2, features: ['payments', 'memberships'] },
    // 2 × 100 + 4 × 15 + 30 + 40 + 50 (app)
    monthly: 380_00,
    setUp: 1500_00,
    yearlyDiscount: 456_00,
    firstYear: 1500_00 + 12 * 380_00 - 456_00,
    assumed: ['numberOfCourts:smallestOfBand:4'],
  },
  {
    name: 'no answer at all: the smallest of everything, each assumption named',
    prices: euros,
    answers: {},
    // 1 × 100 + 1 × 20 + bookings (included) + 50
    monthly: 170_00,
    setUp: 1500_00,
    yearlyDiscount: 204_00,
    firstYear: 1500_00 + 12 * 170_00 - 204_00,
    assumed: ['numberOfCourts:missing:1', 'numberOfLocations:missing:1', 'features:missing:bookings'],
  },
  {
    name: 'many locations, 16 or more courts, every module',
    prices: euros,
    answers: { numberOfCourts: '16+', numberOfLocations: 10_000, features: [...FEATURES] },
    // 10 000 × 100 + 16 × 10 + 224.49 (modules) + 50
    monthly: 1_000_434_49,
    setUp: 1500_00,
    // 12 × 1 000 434.49 × 10 % = 1 200 521.388, rounded to the cent
    yearlyDiscount: 1_200_521_39,
    firstYear: 1500_00 + 12 * 1_000_434_49 - 1_200_521_39,
    assumed: ['numberOfCourts:smallestOfBand:16'],
  },
  {
    name: 'an empty list of features is bookings only, said as an assumption',
    prices: euros,
    answers: { numberOfCourts: '9-15', numberOfLocations: 1, features: [] },
    // 100 + 9 × 12 + 50
    monthly: 258_00,
    setUp: 1500_00,
    yearlyDiscount: 309_60,
    firstYear: 1500_00 + 12 * 258_00 - 309_60,
    assumed: ['numberOfCourts:smallestOfBand:9', 'features:missing:bookings'],
  },
  {
    name: 'an exact count of courts, priced as given at the rate of its band: 12 courts at the 9 to 15 rate',
    prices: euros,
    answers: { numberOfCourts: '9-15', courtCount: 12, numberOfLocations: 1, features: ['payments'] },
    // 100 + 12 × 12 + 30 + 50
    monthly: 324_00,
    setUp: 1500_00,
    yearlyDiscount: 388_80,
    firstYear: 1500_00 + 12 * 324_00 - 388_80,
    assumed: [],
  },
  {
    name: 'an exact count alone finds its band: 16 courts at the rate of 16 or more',
    prices: euros,
    answers: { courtCount: 16, numberOfLocations: 1, features: ['payments'] },
    // 100 + 16 × 10 + 30 + 50
    monthly: 340_00,
    setUp: 1500_00,
    yearlyDiscount: 408_00,
    firstYear: 1500_00 + 12 * 340_00 - 408_00,
    assumed: [],
  },
  {
    name: 'the branded app left out where the price list calls it optional: neither its monthly fee nor its set-up',
    prices: euros,
    answers: { courtCount: 3, numberOfLocations: 1, features: ['payments'], brandedApp: false },
    // 100 + 3 × 20 + 30
    monthly: 190_00,
    setUp: 500_00,
    yearlyDiscount: 228_00,
    firstYear: 500_00 + 12 * 190_00 - 228_00,
    assumed: [],
  },
  {
    name: 'the branded app kept, said no to, where the price list has it always',
    prices: yen,
    answers: { courtCount: 2, numberOfLocations: 1, features: ['payments'], brandedApp: false },
    // 15 000 + 2 × 2 500 + 3 333 + 5 000
    monthly: 28_333,
    setUp: 200_000,
    // 12 × 28 333 × 7 % = 23 799.72
    yearlyDiscount: 23_800,
    firstYear: 200_000 + 12 * 28_333 - 23_800,
    assumed: [],
  },
  {
    name: 'a currency without minor units rounds the discount half up to the yen',
    prices: yen,
    answers: { numberOfCourts: '1-3', numberOfLocations: 1, features: ['payments'] },
    // 15 000 + 2 500 + 3 333 + 5 000
    monthly: 25_833,
    setUp: 200_000,
    // 12 × 25 833 × 7 % = 21 699.72
    yearlyDiscount: 21_700,
    firstYear: 200_000 + 12 * 25_833 - 21_700,
    assumed: ['numberOfCourts:smallestOfBand:1'],
  },
];

describe('the calculation of a quotation', () => {
  it.each(rows)('$name', ({ prices, answers, monthly, setUp, yearlyDiscount, firstYear, assumed }) => {
    const quotation = calculateQuotation(answers, prices, ISSUED);
    expect({
      monthly: quotation.monthly,
      setUp: quotation.setUp,
      yearlyDiscount: quotation.yearlyDiscount,
      firstYear: quotation.firstYear,
    }).toEqual({ monthly, setUp, yearlyDiscount, firstYear });
    expect(quotation.assumptions.map((item) => `${item.field}:${item.reason}:${item.assumed}`)).toEqual(assumed);
    // The totals are the sums of the lines, each line its quantity times its unit.
    for (const line of quotation.lines) expect(line.amount).toBe(line.quantity * line.unit);
    const sum = (period: string) =>
      quotation.lines.filter((line) => line.period === period).reduce((total, line) => total + line.amount, 0);
    expect([sum('month'), sum('once')]).toEqual([monthly, setUp]);
    for (const amount of [quotation.monthly, quotation.setUp, quotation.firstYear]) expect(Number.isSafeInteger(amount)).toBe(true);
  });

  it("carries the price list's word on VAT, and what the answers left out", () => {
    expect(calculateQuotation({}, euros, ISSUED)).toMatchObject({ vat: 'excluded', leftOut: [] });
    expect(calculateQuotation({ brandedApp: false }, euros, ISSUED)).toMatchObject({ vat: 'excluded', leftOut: ['brandedApp'] });
    expect(calculateQuotation({ brandedApp: true }, euros, ISSUED).leftOut).toEqual([]);
    expect(calculateQuotation({ brandedApp: false }, yen, ISSUED)).toMatchObject({ vat: 'included', leftOut: [] });
  });

  it('lists bookings as included, then the chosen modules in the enumeration order, whatever order they came in', () => {
    const quotation = calculateQuotation({ features: ['pos', 'payments', 'pos'] }, euros, ISSUED);
    expect(quotation.lines.map((line) => [line.kind, line.feature ?? line.band ?? '', line.quantity, line.unit, line.period])).toEqual([
      ['platform', '', 1, 100_00, 'month'],
      ['courts', '1-3', 1, 20_00, 'month'],
      ['module', 'bookings', 1, 0, 'month'],
      ['module', 'payments', 1, 30_00, 'month'],
      ['module', 'pos', 1, 35_00, 'month'],
      ['brandedApp', '', 1, 50_00, 'month'],
      ['brandedAppSetUp', '', 1, 1000_00, 'once'],
      ['onboarding', '', 1, 500_00, 'once'],
    ]);
  });

  it("dates the quotation by the UTC day it was made and holds it for the list's days, across a month and a leap day", () => {
    expect(calculateQuotation({}, euros, ISSUED)).toMatchObject({ issuedOn: '2026-11-27', validUntil: '2026-12-27' });
    expect(calculateQuotation({}, euros, new Date('2028-02-20T00:00:00Z'))).toMatchObject({
      issuedOn: '2028-02-20',
      validUntil: '2028-03-21',
    });
    expect(calculateQuotation({}, yen, new Date('2026-12-25T12:00:00Z'))).toMatchObject({ validUntil: '2027-01-08' });
  });

  it("writes amounts exactly for machines and in the person's way for people", () => {
    expect(decimalMoney(1_000_434_49, euros)).toBe('1000434.49');
    expect(decimalMoney(5, euros)).toBe('0.05');
    expect(decimalMoney(25_833, yen)).toBe('25833');
    expect(formatMoney(380_00, euros, 'es')).toBe('380,00\u00a0€');
    expect(formatMoney(1_000_434_49, euros, 'de')).toBe('1.000.434,49\u00a0€');
    expect(formatMoney(380_00, euros, 'en')).toBe('€380.00');
    expect(formatMoney(25_833, yen, 'en')).toBe('¥25,833');
  });
});
