import { getOperation, type OperationId } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import type { FormState } from './form-state';

/**
 * The browser's check of a form before it is sent: the registry's schema, exactly as the API
 * applies it. Loaded on the form's first use rather than with the page, so the page's own
 * JavaScript stays small (the schemas bring Zod).
 */
export function validateInBrowser(
  operationId: OperationId,
  payload: Record<string, unknown>,
): Extract<FormState, { status: 'invalid' }> | null {
  const validation = validateSubmission(getOperation(operationId), payload);
  return validation.ok ? null : { status: 'invalid', issues: validation.issues, values: {} };
}
