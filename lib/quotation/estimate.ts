import { z } from 'zod';
import { VAT_TERMS } from './price-list';

const amount = z.string().regex(/^\d+(\.\d+)?$/);

/**
 * The quote's answer carries its indicative quotation (`estimate`), so that an agent can tell the
 * person the figure at once: amounts as exact decimal text in the currency's major unit, the date it
 * holds until, and each answer it had to assume, named and worded in the person's language
 * (`estimateOf`, ./estimate-of.ts). Free of the messages, so that browser tests can import the answer's schema.
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
  /** Whether the amounts include VAT, as the price list says: `excluded` (net) or `included` (gross). */
  vat: z.enum(VAT_TERMS),
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
