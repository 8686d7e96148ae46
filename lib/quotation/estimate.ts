import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { Quotation } from './calculate';
import { decimalMoney } from './money';
import { assumptionText } from './quotation-copy';

const amount = z.string().regex(/^\d+(\.\d+)?$/);

/**
 * The quote's answer carries its indicative quotation (`estimate`), so that an agent can tell the
 * person the figure at once: amounts as exact decimal text in the currency's major unit, the date it
 * holds until, and each answer it had to assume, named and worded in the person's language.
 */
export const estimateSchema = z.strictObject({
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Every month, on a monthly term. */
  monthly: amount,
  /** Once, to start. */
  setUp: amount,
  /** Set-up plus twelve months on a yearly term (its discount taken off). */
  firstYear: amount,
  yearlyTermDiscountPercent: z.int().min(0).max(90),
  validUntil: z.iso.date(),
  /** True when an answer was assumed: the amounts are "from" prices. */
  from: z.boolean(),
  assumptions: z
    .array(
      z.strictObject({
        field: z.enum(['numberOfCourts', 'numberOfLocations', 'features']),
        assumed: z.union([z.int(), z.string()]),
        text: z.string().min(1),
      }),
    )
    .max(3),
});

export type Estimate = z.infer<typeof estimateSchema>;

export function estimateOf(quotation: Quotation, locale: Locale): Estimate {
  const t = translatorFor(locale);
  return {
    currency: quotation.currency,
    monthly: decimalMoney(quotation.monthly, quotation),
    setUp: decimalMoney(quotation.setUp, quotation),
    firstYear: decimalMoney(quotation.firstYear, quotation),
    yearlyTermDiscountPercent: quotation.yearlyTermDiscountPercent,
    validUntil: quotation.validUntil,
    from: quotation.assumptions.length > 0,
    assumptions: quotation.assumptions.map((assumption) => ({
      field: assumption.field,
      assumed: assumption.assumed,
      text: assumptionText(assumption, t),
    })),
  };
}
