/**
 * The FAQ's placeholders (lib/faq/faq-values.ts): `{startingPrice}` is the smallest monthly fee of
 * the price list (content/pricing.json) by the quotation's calculation, written as the reader writes
 * money, with the list's word on VAT; while prices are given on request, the paragraph naming it is
 * left out. The page's price answer names that figure and links to the pricing page.
 */
import { describe, expect, it } from 'vitest';
import pricingJson from '@/content/pricing.json';
import { FAQ, faqItem } from '@/lib/faq/faq';
import { faqParagraphs, faqValues, fillFaqText, startingPrice } from '@/lib/faq/faq-values';
import { LOCALES } from '@/lib/i18n/locales';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { loadPriceList } from '@/lib/quotation/price-list';

const prices = loadPriceList(pricingJson);
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the starting price', () => {
  it('is the monthly fee of one location with one court and bookings only, in each language, with its VAT words', () => {
    const monthly = calculateQuotation(
      { courtCount: 1, numberOfLocations: 1, features: ['bookings'], brandedApp: false },
      prices,
      new Date(0),
    ).monthly;
    expect(monthly).toBe(
      prices.platformPerLocation + prices.perCourt['1-3'] + (prices.brandedApp === 'always' ? prices.brandedAppMonthly : 0),
    );
    const euros = {
      ...prices,
      currency: 'EUR',
      minorDigits: 2,
      platformPerLocation: 149_00,
      perCourt: { ...prices.perCourt, '1-3': 19_00 },
      brandedApp: 'optional' as const,
      vat: 'excluded' as const,
    };
    expect(plain(startingPrice(euros, 'en'))).toBe('€168 excl. VAT');
    expect(plain(startingPrice(euros, 'fr'))).toBe('168 € HT');
    expect(plain(startingPrice(euros, 'de'))).toBe('168 € zzgl. MwSt.');
    expect(plain(startingPrice({ ...euros, perCourt: { ...euros.perCourt, '1-3': 19_50 }, vat: 'included' }, 'es'))).toBe(
      '168,50 € IVA incluido',
    );
  });

  it('is filled in the price answer, which links to the pricing page in the reader’s language', () => {
    const entry = FAQ.find((candidate) => candidate.slug === 'what-a-quote-depends-on')!;
    for (const locale of LOCALES) {
      const item = faqItem(entry, locale, faqValues(locale, prices));
      expect(item.paragraphs.join(' ')).toContain(startingPrice(prices, locale));
      expect(item.parts!.flat()).toContainEqual({ text: expect.any(String), path: '/pricing' });
    }
  });

  it('ends a sentence once after a value that ends with a dot ("zzgl. MwSt."), and keeps the dot after others', () => {
    const text = 'It starts at {startingPrice}. It is {product}.';
    expect(plain(fillFaqText(text, 'de', faqValues('de', prices)))).toBe(
      `It starts at ${plain(startingPrice(prices, 'de'))} It is Courtside.`,
    );
    expect(plain(fillFaqText(text, 'fr', faqValues('fr', prices)))).toBe(
      `It starts at ${plain(startingPrice(prices, 'fr'))}. It is Courtside.`,
    );
    for (const locale of LOCALES) {
      const entry = FAQ.find((candidate) => candidate.slug === 'what-a-quote-depends-on')!;
      expect(faqItem(entry, locale, faqValues(locale, prices)).paragraphs.join(' ')).not.toMatch(/\.\./u);
    }
  });

  it('leaves out the paragraph naming it while prices are given on request, and keeps the others', () => {
    const text = 'Prices depend on your venue.\n\nThey start at {startingPrice} a month.\n\n{product} has no hidden fees.';
    expect(faqParagraphs(text, 'en', faqValues('en', null))).toEqual(['Prices depend on your venue.', 'Courtside has no hidden fees.']);
    expect(faqParagraphs(text, 'en', faqValues('en', prices))).toHaveLength(3);
  });
});
