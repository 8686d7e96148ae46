import type { RateLimitOutcome } from '@/lib/rate-limit/rate-limiter';

/**
 * Why an acceptance was refused: the client's request rate, the mail one mailbox may receive, an
 * Idempotency-Key that is busy or was used for another request, or a meeting time that cannot be
 * booked (or checked, while the team's calendar does not answer).
 */
export type RefusalReason =
  | 'client-rate-limit'
  | 'mailbox-limit'
  | 'idempotency-in-progress'
  | 'idempotency-key-reused'
  /** The `preferredStart` cannot be booked (taken, not offered, or the person or client holds enough meetings). */
  | 'slot-unavailable'
  /** The team's calendar cannot be read, so no `preferredStart` can be checked now; a retry can succeed. */
  | 'scheduling-unavailable';

/**
 * A submission the acceptance refused, in domain terms: each door (the API, the forms, MCP) words
 * it its own way, and only the API turns `retryAfterSeconds` and `rateLimit` into headers.
 */
export class SubmissionRefused extends Error {
  override name = 'SubmissionRefused';

  constructor(
    readonly reason: RefusalReason,
    message: string,
    readonly details: {
      /** When a retry can succeed, for the limits. */
      retryAfterSeconds?: number;
      /** The client's rate-limit state when it was counted (also on refusals for another reason). */
      rateLimit?: RateLimitOutcome | null;
      /** For 'slot-unavailable': the next free starts to offer instead. */
      alternatives?: Date[];
    } = {},
  ) {
    super(message);
  }
}
