import { logUnexpectedError } from '@/lib/logging/unexpected-error';
import type { FieldIssue } from '@/lib/operations/field-issue';
import { docsUrl, ERROR_CODES, type ErrorCode } from './error-codes';
import { MAX_ISSUES_PER_ANSWER, type ErrorResponseBody } from './response-schemas';

/** Seconds a client should wait before retrying after an internal error. */
const INTERNAL_RETRY_AFTER_SECONDS = 5;

/** No answer is larger than this, whatever was sent. */
export const MAX_ANSWER_BYTES = 16 * 1024;

/** The one error type of the public API: a code from the table, an English message, details. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      issues?: FieldIssue[];
      /** Extra response headers, e.g. Allow, Retry-After or the RateLimit fields. */
      headers?: Record<string, string>;
      /** SLOT_UNAVAILABLE: the free starts to choose from instead. */
      alternatives?: Date[];
    } = {},
  ) {
    super(message);
  }
}

export interface MappedError {
  status: number;
  body: ErrorResponseBody;
  headers: Record<string, string>;
}

/**
 * The one mapper: any thrown value becomes an ErrorResponse. Unknown errors are logged here (without
 * the lead's fields) and answered with a generic 500 that leaks nothing about them. An answer lists
 * at most MAX_ISSUES_PER_ANSWER issues and says how many more there were.
 */
export function toErrorResponse(error: unknown, siteUrl: string): MappedError {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError('INTERNAL_ERROR', 'The server failed to process the request. Nothing was stored; please retry.', {
          headers: { 'Retry-After': String(INTERNAL_RETRY_AFTER_SECONDS) },
        });
  if (!(error instanceof ApiError)) logUnexpectedError('api', error);

  const { status, hint } = ERROR_CODES[apiError.code];
  const body: ErrorResponseBody = {
    error: { code: apiError.code, message: apiError.message, hint, docs: docsUrl(siteUrl, apiError.code) },
  };
  const issues = apiError.details.issues ?? [];
  if (issues.length) body.error.issues = issues.slice(0, MAX_ISSUES_PER_ANSWER);
  if (issues.length > MAX_ISSUES_PER_ANSWER) body.error.moreIssues = issues.length - MAX_ISSUES_PER_ANSWER;
  if (apiError.details.alternatives)
    body.error.alternatives = apiError.details.alternatives.slice(0, 10).map((start) => start.toISOString());
  // Issues and the field names in messages are bounded where they are made; this keeps the
  // promise if one is not. (Bodies without issues carry only messages the code wrote.)
  if (issues.length && new TextEncoder().encode(JSON.stringify(body)).length > MAX_ANSWER_BYTES) {
    delete body.error.issues;
    if (issues.length) body.error.moreIssues = issues.length;
  }
  return { status, body, headers: apiError.details.headers ?? {} };
}
