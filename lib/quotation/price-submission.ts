import pricingJson from '@/content/pricing.json';
import { log } from '@/lib/logging/logger';
import { sendsQuotation } from '@/lib/operations/registry';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';
import { env } from '@/lib/settings/env';
import { calculateQuotation, type Quotation, type QuoteAnswers } from './calculate';
import { loadPriceList, PriceListError, type CourtBand, type Feature, type PriceList } from './price-list';

let shipped: PriceList | null | undefined;

/**
 * The price list the site quotes from (content/pricing.json, read once), or none with PRICING=off.
 * A broken list (the editor and `npm run check:i18n` refuse one, so only a hand edit that skipped
 * both makes it) is logged once and quotes nothing: a quote request is still accepted, as before
 * there were prices, rather than lost.
 */
export function activePriceList(): PriceList | undefined {
  if (env().PRICING === 'off') return undefined;
  if (shipped === undefined) {
    try {
      shipped = loadPriceList(pricingJson);
    } catch (error) {
      if (!(error instanceof PriceListError)) throw error;
      log.error({ component: 'quotation' }, `${error.message}\nQuote requests get no quotation until it is fixed.`);
      shipped = null;
    }
  }
  return shipped ?? undefined;
}

/** The answers a price depends on, read from a validated payload. */
export function quoteAnswersOf(payload: Record<string, unknown>): QuoteAnswers {
  const { numberOfCourts, numberOfLocations, features } = payload;
  return {
    numberOfCourts: COURT_COUNTS.includes(numberOfCourts as CourtBand) ? (numberOfCourts as CourtBand) : undefined,
    numberOfLocations: typeof numberOfLocations === 'number' ? numberOfLocations : undefined,
    features: Array.isArray(features) ? features.filter((feature): feature is Feature => FEATURES.includes(feature as Feature)) : undefined,
  };
}

/** The indicative quotation of an accepted submission: for an operation that sends one, while there are prices. */
export function quotationOfSubmission(operation: object, payload: Record<string, unknown>, now: Date): Quotation | undefined {
  const prices = sendsQuotation(operation) ? activePriceList() : undefined;
  return prices && calculateQuotation(quoteAnswersOf(payload), prices, now);
}
