/**
 * Logging an unexpected failure without the lead in it (docs/decisions.md "A 500 is only for what a retry
 * can fix": logs carry the reference and the operation, never a lead's fields). A database error's
 * message, detail and context can quote the row or the statement's values, so of those only the
 * SQLSTATE and the names of the objects involved are logged.
 */

import { log } from './logger';

/** Where a failure happened: enough to find the request, nothing the person typed. */
export interface FailureContext {
  operation: string;
  /** The reference the lead was to get, when the failure came after it was chosen. */
  reference?: string;
}

/** An unexpected error, with the context of the submission it broke. */
export class SubmissionFailure extends Error {
  override name = 'SubmissionFailure';

  constructor(
    readonly context: FailureContext,
    override readonly cause: unknown,
  ) {
    super(`Submission of ${context.operation} failed`);
  }
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_MESSAGE_LENGTH = 300;
const STACK_FRAMES = 6;

/** One line about an error that names what failed where, but quotes no data. */
export function describeErrorSafely(error: unknown): string {
  if (!(error instanceof Error)) return `non-error value of type ${typeof error}`;
  const fields = error as Error & { code?: unknown; routine?: unknown; table?: unknown; column?: unknown; constraint?: unknown };
  if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) {
    const names = (['routine', 'table', 'column', 'constraint'] as const)
      .filter((key) => typeof fields[key] === 'string')
      .map((key) => `${key} ${String(fields[key])}`);
    return `database error SQLSTATE ${fields.code}${names.length ? ` (${names.join(', ')})` : ''}`;
  }
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, STACK_FRAMES);
  return [`${error.name}: ${error.message.slice(0, MAX_MESSAGE_LENGTH)}`, ...frames].join('\n');
}

export function logUnexpectedError(where: string, error: unknown): void {
  const context = error instanceof SubmissionFailure ? error.context : undefined;
  const cause = error instanceof SubmissionFailure ? error.cause : error;
  const about = context ? ` in ${context.operation}${context.reference ? ` (reference ${context.reference})` : ''}` : '';
  log.error({ component: where, ...context, error: describeErrorSafely(cause) }, `unexpected error${about}`);
}
