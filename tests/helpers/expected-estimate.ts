/**
 * The estimate a quote request should be answered with, calculated here from the shipped price list
 * (content/pricing.json) by the one calculation, never written as figures: the test and the server
 * share the function, the list and the request's answers, and the day is the test's.
 */
import pricingJson from '@/content/pricing.json';
import type { Locale } from '@/lib/i18n/locales';
import { sendsQuotation, type RegisteredOperation } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { calculateQuotation, type Quotation } from '@/lib/quotation/calculate';
import type { Estimate } from '@/lib/quotation/estimate';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quoteAnswersOf } from '@/lib/quotation/quote-answers';

/** The priced operation (the quote request): the registry's only one with sendsQuotation. */
export function pricedOperation(operations: readonly RegisteredOperation[]): RegisteredOperation {
  const priced = operations.filter(sendsQuotation);
  if (priced.length !== 1) throw new Error(`Expected one priced operation, found ${priced.length}`);
  return priced[0]!;
}

/** The quotation of a body accepted on `day`, as the server calculates it from the shipped list. */
export function expectedQuotation(operation: RegisteredOperation, body: Record<string, unknown>, day: Date): Quotation {
  const validation = validateSubmission(operation, body);
  if (!validation.ok) throw new Error(`Invalid body for ${operation.id}`);
  return calculateQuotation(quoteAnswersOf(validation.data as Record<string, unknown>), loadPriceList(pricingJson), day);
}

/**
 * The estimates a body accepted between `before` and `after` may carry: one, unless the UTC day
 * turned meanwhile (the validity counts from the day).
 */
export function expectedEstimates(
  operation: RegisteredOperation,
  body: Record<string, unknown>,
  locale: Locale,
  before: Date,
  after: Date,
): Estimate[] {
  return [before, after].map((day) => estimateOf(expectedQuotation(operation, body, day), locale));
}
