import type { RegisteredOperation } from '@/lib/operations/registry';
import { formFieldsOf, type FormField } from '@/lib/operations/form-fields';
import type { PriceList } from '@/lib/quotation/price-list';
import { activePriceList } from '@/lib/quotation/price-submission';

/**
 * The fields a form asks: the operation's (formFieldsOf), less a choice the price list leaves none
 * of. When the price list includes the branded app always (content/pricing.json `brandedApp`),
 * asking whether to include it would offer a choice the quotation then ignores. Without prices
 * (PRICING=off) the answer still tells the team what the club wants, so it is asked. The API keeps
 * accepting the field either way, as the contract has it.
 */
export function askedFieldsOf(
  operation: Pick<RegisteredOperation, 'schema'>,
  prices: PriceList | undefined = activePriceList(),
): FormField[] {
  const fields = formFieldsOf(operation);
  if (prices?.brandedApp !== 'always') return fields;
  return fields.filter((field) => field.name !== 'brandedApp');
}
