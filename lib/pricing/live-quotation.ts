import { calculateQuotation, type QuoteAnswers } from '@/lib/quotation/calculate';
import type { PriceList } from '@/lib/quotation/price-list';

/** The estimate shows no date: one fixed day keeps the server's render and the browser's equal. */
const NO_DAY = new Date(0);

/**
 * The one calculation of a quotation (lib/quotation/calculate.ts) on the answers of the pricing
 * page's form: the live estimate in the browser and the estimate page on the server both call it.
 */
export function liveQuotation(answers: QuoteAnswers, prices: PriceList) {
  return calculateQuotation(answers, prices, NO_DAY);
}
