import type { ErrorCode } from './error-codes';
import { ApiError } from './errors';
import type { FieldIssue } from '@/lib/operations/validate';

const LEAD_IN: Partial<Record<ErrorCode, string>> = {
  MISSING_FIELDS: 'Missing required fields',
  INVALID_EMAIL: 'Invalid email address in field',
  INVALID_INPUT: 'Unknown fields',
};

/** The API's English message for a failed validation: it names the fields at fault, and only those. */
export function validationError(failure: { code: ErrorCode; fields: string[]; issues: FieldIssue[] }): ApiError {
  const leadIn = LEAD_IN[failure.code] ?? 'Invalid or missing fields';
  return new ApiError(failure.code, `${leadIn}: ${failure.fields.join(', ')}.`, { issues: failure.issues });
}
