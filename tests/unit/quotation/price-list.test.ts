/**
 * The price list's check (lib/quotation/price-list.ts): the editor's save, `npm run check:i18n` and
 * the server read content/pricing.json through it, so each broken field is named with what to write.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPriceList, PriceListError, priceListProblems } from '@/lib/quotation/price-list';

const shipped = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../content/pricing.json'), 'utf8')) as Record<
  string,
  unknown
>;
const modules = shipped.modules as Record<string, string>;
const perCourt = shipped.perCourt as Record<string, string>;

describe('the price list', () => {
  it('takes the shipped list, amounts in minor units of its currency', () => {
    const prices = loadPriceList(shipped);
    expect(prices.currency).toBe(shipped.currency);
    expect(prices.modules.bookings).toBe(0);
    expect(prices.platformPerLocation).toBe(Math.round(Number(shipped.platformPerLocation) * 10 ** prices.minorDigits));
  });

  it.each([
    ['a currency that is no ISO 4217 code', { currency: 'EURO' }, /^currency: write a three-letter ISO 4217 currency code/],
    ['a price of zero', { platformPerLocation: '0' }, /^platformPerLocation: write an amount above 0/],
    ['a negative price', { onboarding: '-900' }, /^onboarding: write an amount above 0/],
    [
      'a price with a currency sign',
      { brandedAppMonthly: '€49' },
      /^brandedAppMonthly: write an amount above 0 such as "149" or "12.50", with no currency sign; it is "€49"\.$/,
    ],
    [
      'more decimals than the currency has',
      { brandedAppSetUp: '1500.505' },
      /^brandedAppSetUp: EUR amounts have 2 decimal places at most; it is "1500.505"\.$/,
    ],
    ['a band missing', { perCourt: { ...perCourt, '9-15': undefined } }, /^perCourt\.9-15: write an amount above 0 .* it is missing\.$/],
    [
      'a band that is no band of the form',
      { perCourt: { ...perCourt, '20+': '5' } },
      /^perCourt\.20\+: not in the price list \(the entries here are 1-3, 4-8, 9-15, 16\+\)/,
    ],
    [
      'bookings priced',
      { modules: { ...modules, bookings: '10' } },
      /^modules\.bookings: bookings come with the platform: write "included"\.$/,
    ],
    [
      'a discount of a whole year',
      { yearlyTermDiscountPercent: '100' },
      /^yearlyTermDiscountPercent: write a whole number of percent from 0 to 90/,
    ],
    ['a validity in weeks', { validityDays: '4 weeks' }, /^validityDays: write a whole number of days from 1 to 365/],
    ['an unknown entry', { setupFee: '10' }, /^setupFee: not in the price list \(the entries here are currency, platformPerLocation/],
    ['no word on VAT', { vat: undefined }, /^vat: write "excluded" or "included"; it is missing\.$/],
    ['VAT as a rate', { vat: '21%' }, /^vat: write "excluded" or "included"; it is "21%"\.$/],
    ['the branded app neither optional nor always', { brandedApp: 'yes' }, /^brandedApp: write "optional" or "always"; it is "yes"\.$/],
  ])('refuses %s, naming the field and what to write', (_name, change, problem) => {
    const problems = priceListProblems({ ...shipped, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(problem);
    expect(() => loadPriceList({ ...shipped, ...change })).toThrow(PriceListError);
  });

  it('reads whether prices include VAT and whether the branded app is optional, whatever the case', () => {
    expect(loadPriceList(shipped)).toMatchObject({ vat: shipped.vat, brandedApp: shipped.brandedApp });
    expect(loadPriceList({ ...shipped, vat: ' Included ', brandedApp: 'ALWAYS' })).toMatchObject({ vat: 'included', brandedApp: 'always' });
  });

  it('keeps an amount exact in a currency without minor units, and refuses cents there', () => {
    const prices = loadPriceList({ ...shipped, currency: 'JPY', onboarding: '90000' });
    expect([prices.minorDigits, prices.onboarding]).toEqual([0, 90000]);
    expect(priceListProblems({ ...shipped, currency: 'JPY' })).toEqual([]);
    expect(priceListProblems({ ...shipped, currency: 'JPY', onboarding: '900.50' })).toEqual([
      'onboarding: JPY amounts have 0 decimal places at most; it is "900.50".',
    ]);
  });

  it('reads text the way the editor writes it, and says so for a file that is no JSON', () => {
    expect(priceListProblems(`${JSON.stringify({ ...shipped, onboarding: ' 900 ' })}`)).toEqual([]);
    expect(priceListProblems('{"currency": ')).toEqual(['the file: not valid JSON.']);
    expect(priceListProblems([])).toEqual(['the file: must be a group of prices.']);
  });
});
