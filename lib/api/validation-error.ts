import type { FieldIssue } from '@/lib/operations/field-issue';
import type { FailureKind } from '@/lib/operations/validate';
import type { ErrorCode } from './error-codes';
import { ApiError } from './errors';
import { MAX_ISSUES_PER_ANSWER } from './response-schemas';

/** docs/api.md "Errors": a specific code when it is the only kind of problem, VALIDATION_ERROR otherwise. */
const CODE_OF_KIND: Record<FailureKind, ErrorCode> = {
  missing: 'MISSING_FIELDS',
  invalid_email: 'INVALID_EMAIL',
  unknown_field: 'INVALID_INPUT',
  mixed: 'VALIDATION_ERROR',
};

const LEAD_IN: Record<FailureKind, string> = {
  missing: 'Missing required fields',
  invalid_email: 'Invalid email address in field',
  unknown_field: 'Unknown fields',
  mixed: 'Invalid or missing fields',
};

/**
 * The API's error for a failed validation, with an English message that names the fields at
 * fault, and only those (at most as many as an answer lists issues, then how many more).
 */
export function validationError(failure: { kind: FailureKind; fields: string[]; issues: FieldIssue[] }): ApiError {
  const named = failure.fields.slice(0, MAX_ISSUES_PER_ANSWER).join(', ');
  const more = failure.fields.length - MAX_ISSUES_PER_ANSWER;
  const message = `${LEAD_IN[failure.kind]}: ${named}${more > 0 ? ` and ${more} more` : ''}.`;
  return new ApiError(CODE_OF_KIND[failure.kind], message, { issues: failure.issues });
}
