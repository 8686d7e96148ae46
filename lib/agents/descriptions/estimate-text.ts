import { followsUpWithinWorkingDay, operations, sendsQuotation } from '@/lib/operations/registry';

/**
 * What agents are told about the answer's `estimate` (lib/quotation/estimate.ts): the sentence an
 * operation that sends a quotation adds to its description, and the descriptions of the estimate's
 * members in the answer's JSON Schema (OpenAPI's SuccessResponse, the MCP tools' outputSchema).
 * Which operations carry it is read from the registry's `sendsQuotation`; "when prices are on"
 * keeps every text true on a server with PRICING=off, whose answers carry none.
 */

/** The operations whose answers may carry `estimate`, by operationId. */
export function estimateOperationIds(): string[] {
  return operations.filter(sendsQuotation).map((operation) => operation.id);
}

// The registry's promise, in the words the site uses ("one working day", never a number of hours).
const confirmedWithin = (operation: object) =>
  followsUpWithinWorkingDay(operation) ? 'the team confirms it within one working day' : 'the team confirms it';

/** For an operation that sends a quotation: that its answer gives the price at once, and what to do with it. */
export function estimateSentences(operation: object): string[] {
  if (!sendsQuotation(operation)) return [];
  return [
    'When prices are on, the answer also carries `estimate`: the indicative price at once (monthly, set-up and first-year amounts as exact decimal strings in the currency\'s major unit, the date it is valid until, and each answer it assumed, which makes the amounts "from" prices).',
    `Tell the person the figure: it is indicative, ${confirmedWithin(operation)}, and the quotation PDF arrives by email with the confirmation.`,
  ];
}

const AMOUNT = 'An exact decimal string in the currency\'s major unit (e.g. "326.00"), never a float.';

/**
 * The estimate and its members, as the answer's JSON Schema describes them (answer-descriptions.ts),
 * by their paths in the answer (the Zod schemas carry no copy).
 */
export function estimateMemberDescriptions(): Record<string, string> {
  return {
    estimate: estimateDescription(),
    'estimate.currency': 'ISO 4217 code of every amount (e.g. EUR).',
    'estimate.monthly': `Every month, on a monthly term. ${AMOUNT}`,
    'estimate.setUp': `Once, to start (the branded app's set-up and onboarding). ${AMOUNT}`,
    'estimate.firstYear': `Set-up plus twelve months on a yearly term, its discount taken off. ${AMOUNT}`,
    'estimate.yearlyTermDiscountPercent': 'Percent off the monthly fees on a yearly term.',
    'estimate.validUntil': 'The date (YYYY-MM-DD) the quotation holds until.',
    'estimate.vat':
      'Whether the amounts include VAT, as the price list says: `excluded` (net, VAT is added) or `included` (gross). Tell the person which.',
    'estimate.from': 'True when an answer was assumed (see `assumptions`): the amounts are "from" prices.',
    'estimate.assumptions':
      "Each answer the calculation had to assume (missing, or a band counted at its smallest), in the request's language.",
    'estimate.assumptions[].field': 'The request field that was assumed.',
    'estimate.assumptions[].assumed': 'The value assumed: a number of courts or locations, or the feature assumed.',
    'estimate.assumptions[].text': "The assumption in words, in the request's language.",
  };
}

/** The whole estimate, for the answer's schema: what it is, who carries it, and that it is indicative. */
function estimateDescription(): string {
  const carriers = estimateOperationIds()
    .map((id) => `\`${id}\``)
    .join(', ');
  const priced: object | undefined = operations.find(sendsQuotation);
  return (
    `The indicative quotation of a priced request: only the answer of ${carriers} carries it, and only when prices are on. ` +
    `Indicative: ${priced ? confirmedWithin(priced) : 'the team confirms it'}, and the quotation PDF arrives by email. ` +
    `Amounts are exact decimal strings in the currency's major unit.`
  );
}
