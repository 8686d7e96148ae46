import type { ErrorCode } from './error-codes';
import { ApiError, MAX_ISSUES_PER_ANSWER } from './errors';
import type { FieldIssue } from '@/lib/operations/validate';

const LEAD_IN: Partial<Record<ErrorCode, string>> = {
  MISSING_FIELDS: 'Missing required fields',
  INVALID_EMAIL: 'Invalid email address in field',
  INVALID_INPUT: 'Unknown fields',
};

/**
 * The API's English message for a failed validation: it names the fields at fault, and only those
 * (at most as many as an answer lists issues, then how many more).
 */
export function validationError(failure: { code: ErrorCode; fields: string[]; issues: FieldIssue[] }): ApiError {
  const leadIn = LEAD_IN[failure.code] ?? 'Invalid or missing fields';
  const named = failure.fields.slice(0, MAX_ISSUES_PER_ANSWER).join(', ');
  const more = failure.fields.length - MAX_ISSUES_PER_ANSWER;
  return new ApiError(failure.code, `${leadIn}: ${named}${more > 0 ? ` and ${more} more` : ''}.`, { issues: failure.issues });
}
