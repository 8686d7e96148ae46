import pricingJson from '@/content/pricing.json';
import { log } from '@/lib/logging/logger';
import { sendsQuotation } from '@/lib/operations/registry';
import { env } from '@/lib/settings/env';
import { calculateQuotation, type Quotation } from './calculate';
import { quoteAnswersOf } from './quote-answers';
import { loadPriceList, PriceListError, type PriceList } from './price-list';

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

/** The indicative quotation of an accepted submission: for an operation that sends one, while there are prices. */
export function quotationOfSubmission(operation: object, payload: Record<string, unknown>, now: Date): Quotation | undefined {
  const prices = sendsQuotation(operation) ? activePriceList() : undefined;
  return prices && calculateQuotation(quoteAnswersOf(payload), prices, now);
}
