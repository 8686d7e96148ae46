import type { z } from 'zod';
import type { Operation } from '@/lib/operations/registry';
import { validateSubmission, type ValidationResult } from '@/lib/operations/validate';

/**
 * Validates a form's payload exactly as the API would, but for the values the page's script filled
 * in (`browserFilled`, the browser's zone): one the schema refuses, say a zone this server's Intl
 * does not know yet, is left out instead of refused. The person can neither see nor fix it, and
 * the request stands without it (the language's default zone applies). Every other problem is the
 * person's to fix, as before.
 */
export function validateFormPayload<Checked extends Pick<Operation, 'schema'>>(
  operation: Checked,
  payload: Record<string, unknown>,
  browserFilled: readonly string[],
): ValidationResult<z.output<Checked['schema']>> {
  const validation = validateSubmission(operation, payload);
  if (validation.ok || !validation.fields.every((field) => browserFilled.includes(field))) return validation;
  const kept = Object.fromEntries(Object.entries(payload).filter(([name]) => !validation.fields.includes(name)));
  return validateSubmission(operation, kept);
}
