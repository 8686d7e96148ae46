import type { RefusalReason, SubmissionRefused } from '@/lib/acceptance/submission-refused';
import { rateLimitHeaders, type RateLimitOutcome } from '@/lib/rate-limit/rate-limiter';
import type { ErrorCode } from './error-codes';
import { ApiError } from './errors';

const CODE_OF_REASON: Record<RefusalReason, ErrorCode> = {
  'client-rate-limit': 'RATE_LIMITED',
  'mailbox-limit': 'RATE_LIMITED',
  'idempotency-in-progress': 'IDEMPOTENCY_IN_PROGRESS',
  'idempotency-key-reused': 'IDEMPOTENCY_KEY_REUSED',
  'slot-unavailable': 'SLOT_UNAVAILABLE',
  'scheduling-unavailable': 'SCHEDULING_UNAVAILABLE',
};

/** The HTTP headers of a rate-limit state: the RateLimit fields, and Retry-After on a refusal. */
export function rateLimitStateHeaders(rateLimit: RateLimitOutcome | null | undefined): Record<string, string> {
  return rateLimit ? rateLimitHeaders(rateLimit) : {};
}

/** A refused acceptance as the API answers it: its code, and the limits as HTTP headers. */
export function refusalError(refusal: SubmissionRefused): ApiError {
  const { retryAfterSeconds, rateLimit, alternatives } = refusal.details;
  const headers = {
    ...rateLimitStateHeaders(rateLimit),
    ...(retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) }),
  };
  return new ApiError(CODE_OF_REASON[refusal.reason], refusal.message, {
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(alternatives ? { alternatives } : {}),
  });
}
