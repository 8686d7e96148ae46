import { z } from 'zod';
import { REFERENCE_PATTERN } from '@/lib/acceptance/reference';
import { FIELD_PROBLEMS } from '@/lib/operations/validate';
import { ERROR_CODE_LIST } from './error-codes';
import { MAX_ISSUES_PER_ANSWER } from './errors';

/** The answers of the public endpoints, as schemas: for the documents and for tests. */

export const successResponseSchema = z.strictObject({
  success: z.literal(true),
  message: z.string().min(1),
  reference: z.string().regex(REFERENCE_PATTERN),
});

export const fieldIssueSchema = z.strictObject({
  field: z.string().min(1),
  problem: z.enum(FIELD_PROBLEMS),
  expected: z.string().optional(),
  allowed: z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
});

export const errorResponseSchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODE_LIST as [string, ...string[]]),
    message: z.string().min(1),
    hint: z.string().min(1),
    docs: z.url(),
    issues: z.array(fieldIssueSchema).min(1).max(MAX_ISSUES_PER_ANSWER).optional(),
    /** How many issues there were beyond those listed. */
    moreIssues: z.int().min(1).optional(),
  }),
});

/** /api/status (docs/api.md "Status"): which parts run, the delivery queue, the outbound ceiling. */
export const apiStatusSchema = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  store: z.enum(['postgres', 'embedded']),
  mail: z.enum(['resend', 'outbox']),
  calendar: z.enum(['google', 'outbox']),
  /** Absent when the store does not answer. */
  deliveries: z
    .strictObject({
      queued: z.int().min(0),
      retrying: z.int().min(0),
      deadLettered: z.int().min(0),
      oldestPendingSeconds: z.int().min(0).nullable(),
    })
    .optional(),
  outboundMailCeilingReached: z.boolean().optional(),
});
