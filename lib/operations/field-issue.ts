import { z } from 'zod';

export const FIELD_PROBLEMS = [
  'missing',
  'unknown_field',
  'invalid_email',
  'invalid_type',
  'invalid_value',
  'too_short',
  'too_long',
  'too_few_items',
  'too_many_items',
  'too_small',
  'too_large',
  'invalid_characters',
] as const;

/**
 * One problem with one field, in machine terms; forms translate these, the API lists them. The
 * schema is the one declaration: the type below and the documents' `FieldIssue` both come from it.
 */
export const fieldIssueSchema = z.strictObject({
  /** Dotted path of the member at fault, e.g. `email` or `sports.1`. */
  field: z.string().min(1),
  problem: z.enum(FIELD_PROBLEMS),
  expected: z.string().optional(),
  allowed: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
});

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
