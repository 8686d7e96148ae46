import { z } from 'zod';
import { successAnswerSchema } from '@/lib/acceptance/success-answer';
import { fieldIssueSchema } from '@/lib/operations/field-issue';
import { DESTINATION_NAMES, type DestinationName } from '@/lib/destinations/destination';
import { ERROR_CODE_LIST, type ErrorCode } from './error-codes';

/** The answers of the public endpoints, as schemas: for the documents and for tests. */

/** docs/decisions.md "Small answers": an error lists this many field issues and counts the rest. */
export const MAX_ISSUES_PER_ANSWER = 20;

export const successResponseSchema = successAnswerSchema;
export { fieldIssueSchema };

export const errorResponseSchema = z.strictObject({
  error: z.strictObject({
    code: z.enum(ERROR_CODE_LIST as [ErrorCode, ...ErrorCode[]]),
    message: z.string().min(1),
    hint: z.string().min(1),
    docs: z.url(),
    issues: z.array(fieldIssueSchema).min(1).max(MAX_ISSUES_PER_ANSWER).optional(),
    /** How many issues there were beyond those listed. */
    moreIssues: z.int().min(1).optional(),
    /** SLOT_UNAVAILABLE: the next free meeting starts (RFC 3339, UTC) to offer instead; may be empty. */
    alternatives: z.array(z.iso.datetime()).max(10).optional(),
  }),
});

export type ErrorResponseBody = z.infer<typeof errorResponseSchema>;

/**
 * /api/status (docs/api.md "Status") as anyone sees it: whether the API can accept a submission now.
 * Nothing else, so that the public learns nothing about the parts or the load.
 */
export const apiStatusSchema = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
});

/** One destination's counts in the status (lib/queue/delivery-stats.ts). */
const destinationCounts = z.strictObject({
  delivered: z.int().min(0),
  queued: z.int().min(0),
  retrying: z.int().min(0),
  deadLettered: z.int().min(0),
});
/** One optional entry per destination the site knows (lib/destinations/destination.ts). */
const destinationShape = Object.fromEntries(DESTINATION_NAMES.map((name) => [name, destinationCounts.optional()])) as Record<
  DestinationName,
  z.ZodOptional<typeof destinationCounts>
>;

/**
 * /api/status with `Authorization: Bearer <STATUS_TOKEN>`: which parts run, the delivery queue, the
 * outbound ceiling, the team digest, demo scheduling. The one declaration of the detailed shape: a new detail is a member here.
 */
export const apiStatusDetailsSchema = apiStatusSchema.extend({
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
  /** Leads arrive past TEAM_DIGEST_AFTER: the team gets digests instead of a mail per lead. */
  teamDigest: z.boolean().optional(),
  /**
   * Demo scheduling: whether it is on (SCHEDULING), and the booked meetings not yet over (counted
   * with SCHEDULING=off too: the team still has to attend them).
   */
  scheduling: z.strictObject({ enabled: z.boolean(), comingBookings: z.int().min(0) }).optional(),
  /**
   * The team's tools that are configured (webhook, Slack, HubSpot), each with the events it took and
   * its jobs by state; absent when none is configured or the store does not answer.
   */
  destinations: z.strictObject(destinationShape).optional(),
});
