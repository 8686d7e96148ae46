import { after } from 'next/server';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import { SubmissionRefused } from '@/lib/acceptance/submission-refused';
import type { SuccessAnswer } from '@/lib/acceptance/success-answer';
import type { Intake } from '@/lib/acceptance/intake';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { clientAddress } from './client-address';
import { ApiError } from './errors';
import { rateLimitStateHeaders, refusalError } from './refusal-error';
import { validationError } from './validation-error';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** An accepted submission as HTTP answers it. */
export interface SubmittedAnswer {
  body: SuccessAnswer;
  /** True when this answers a retry of an earlier request instead of creating a lead. */
  replayed: boolean;
  /** The RateLimit fields, when a limit applies. */
  headers: Record<string, string>;
}

/**
 * One submission received over HTTP, whichever door it came through: the JSON endpoints and the
 * remote MCP tools both call this, so they validate, rate-limit, deduplicate and store alike. The
 * HTTP request supplies what is not in the body: the Idempotency-Key header, the client address
 * (rate limits) and Accept-Language. Throws an ApiError for anything the caller must fix, refusals
 * of the acceptance included (their limits become headers here).
 *
 * `readBody` is called after the header checks, so a request with a bad key is refused before its
 * body is read.
 */
export async function submitRequest(
  operation: RegisteredOperation,
  readBody: () => Promise<Record<string, unknown>>,
  headers: Headers,
  intake: Intake,
): Promise<SubmittedAnswer> {
  const idempotencyKey = readIdempotencyKey(headers);
  const validation = validateSubmission(operation, await readBody());
  if (!validation.ok) throw validationError(validation);
  const payload = validation.data;

  const submission = {
    operation,
    payload,
    locale: negotiateLocale('locale' in payload ? payload.locale : undefined, headers.get('accept-language')),
    clientAddress: clientAddress(headers),
    idempotencyKey,
  };
  const acceptance = await acceptSubmission(submission, intake).catch((error: unknown) => {
    throw error instanceof SubmissionRefused ? refusalError(error) : error;
  });
  // The lead and its jobs are committed; start delivering once the answer is on its way.
  if (!acceptance.replayed) after(intake.kickDeliveries);
  return { body: acceptance.body, replayed: acceptance.replayed, headers: rateLimitStateHeaders(acceptance.rateLimit) };
}

function readIdempotencyKey(headers: Headers): string | undefined {
  const key = headers.get('idempotency-key');
  if (key === null) return undefined;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ApiError(
      'INVALID_IDEMPOTENCY_KEY',
      `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long (got ${key.length}).`,
    );
  }
  return key;
}
