import bookingRulesJson from '@/content/scheduling.json';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { calculateQuotation } from '@/lib/quotation/calculate';
import type { PriceList } from '@/lib/quotation/price-list';
import { activePriceList } from '@/lib/quotation/price-submission';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { SITE } from '@/lib/site/site-content';
import type { FaqPlaceholder } from './faq-rules';

/**
 * What an answer's placeholders say, read from where each figure is enforced, so an answer never
 * restates a number kept elsewhere: the meeting's length from the booking rules
 * (content/scheduling.json, as shipped with the build), the starting price from the price list
 * (content/pricing.json) by the quotation's own calculation.
 */
export type FaqValues = Record<FaqPlaceholder, string | undefined>;

const MEETING_MINUTES = String(loadBookingRules(bookingRulesJson).meetingMinutes);

/**
 * The smallest monthly fee a quotation can come to (one location, one court, bookings only, the
 * branded app left out where the list lets it), as the reader writes money, whole amounts without
 * cents, with the list's word on VAT: "€168 excl. VAT", "168 € HT".
 */
export function startingPrice(prices: PriceList, locale: Locale): string {
  const answers = { courtCount: 1, numberOfLocations: 1, features: ['bookings'] as const, brandedApp: false };
  const { monthly } = calculateQuotation(answers, prices, new Date(0));
  const scale = 10 ** prices.minorDigits;
  const amount = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: prices.currency,
    minimumFractionDigits: monthly % scale ? prices.minorDigits : 0,
    maximumFractionDigits: prices.minorDigits,
  }).format(monthly / scale);
  return `${amount} ${translatorFor(locale)(`quotation.vat.${prices.vat}`)}`;
}

/**
 * The placeholders' values in one language, from the price list the site quotes from (`null`: none);
 * `startingPrice` is undefined while prices are given on request (PRICING=off).
 */
export function faqValues(locale: Locale, prices: PriceList | null = activePriceList() ?? null): FaqValues {
  return {
    product: SITE.productName,
    meetingMinutes: MEETING_MINUTES,
    startingPrice: prices ? startingPrice(prices, locale) : undefined,
  };
}

/** A text with its placeholders filled in (one without a value is left as it is: see faqParagraphs). */
export function fillFaqText(text: string, locale: Locale = DEFAULT_LOCALE, values: FaqValues = faqValues(locale)): string {
  // A value that ends with an abbreviation's dot ends the sentence too: "168 € zzgl. MwSt.", not "MwSt..".
  return text.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    const value = values[name as FaqPlaceholder];
    if (value === undefined) return whole;
    return stop && value.endsWith('.') ? value : `${value}${stop}`;
  });
}

/**
 * An answer's paragraphs in one language, separated by an empty line as the editor's multi-line
 * text keeps them, filled in; a paragraph naming a figure there is none of (the starting price while
 * prices are given on request) is left out rather than shown with a gap.
 */
export function faqParagraphs(text: string, locale: Locale, values: FaqValues = faqValues(locale)): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(
      (paragraph) => paragraph && ![...paragraph.matchAll(/\{(\w+)\}/g)].some(([, name]) => values[name as FaqPlaceholder] === undefined),
    )
    .map((paragraph) => fillFaqText(paragraph, locale, values));
}
