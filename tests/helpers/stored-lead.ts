/** A lead as the delivery worker reads it, for tests that compose its mails and events without a store. */
import type { StoredLead } from '@/lib/delivery/stored-lead';
import type { Locale } from '@/lib/i18n/locales';
import { recipientOf } from '@/lib/mailbox/recipient';
import { sendsQuotation, type RegisteredOperation } from '@/lib/operations/registry';
import pricingJson from '@/content/pricing.json';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quoteAnswersOf } from '@/lib/quotation/quote-answers';

export function storedLead(
  operation: RegisteredOperation,
  {
    payload = {},
    locale = 'en',
    id = '00000000-0000-4000-8000-000000000001',
  }: { payload?: Record<string, unknown>; locale?: Locale; id?: string } = {},
): StoredLead {
  const fullPayload = { ...operation.example, ...payload } as StoredLead['payload'];
  const recipient = recipientOf(operation, fullPayload);
  const createdAt = new Date('2026-11-20T10:15:00Z');
  return {
    id,
    reference: `${operation.referencePrefix}-7K2M9XQD`,
    operation: operation.id,
    payload: fullPayload,
    locale,
    createdAt,
    confirmationHeld: null,
    attribution: null,
    teamDigestSlot: null,
    mailbox: recipient.channel === 'email' ? recipient.mailbox : null,
    // Priced from the shipped price list, as acceptance prices it.
    quotation: sendsQuotation(operation) ? calculateQuotation(quoteAnswersOf(fullPayload), loadPriceList(pricingJson), createdAt) : null,
  };
}
