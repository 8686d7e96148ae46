import type { FieldIssue } from '@/lib/operations/validate';
import { docsUrl, ERROR_CODES, type ErrorCode } from './error-codes';

/** Seconds a client should wait before retrying after an internal error. */
const INTERNAL_RETRY_AFTER_SECONDS = 5;

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
    } = {},
  ) {
    super(message);
  }
}

export interface ErrorResponseBody {
  error: { code: ErrorCode; message: string; hint: string; docs: string; issues?: FieldIssue[] };
}

export interface MappedError {
  status: number;
  body: ErrorResponseBody;
  headers: Record<string, string>;
}

/**
 * The one mapper: any thrown value becomes an ErrorResponse. Unknown errors are logged here and
 * answered with a generic 500 that leaks nothing about them.
 */
export function toErrorResponse(error: unknown, siteUrl: string): MappedError {
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError('INTERNAL_ERROR', 'The server failed to process the request. Nothing was stored; please retry.', {
          headers: { 'Retry-After': String(INTERNAL_RETRY_AFTER_SECONDS) },
        });
  if (!(error instanceof ApiError)) console.error('[api] unexpected error', error);

  const { status, hint } = ERROR_CODES[apiError.code];
  const body: ErrorResponseBody = {
    error: { code: apiError.code, message: apiError.message, hint, docs: docsUrl(siteUrl, apiError.code) },
  };
  if (apiError.details.issues?.length) body.error.issues = apiError.details.issues;
  return { status, body, headers: apiError.details.headers ?? {} };
}
