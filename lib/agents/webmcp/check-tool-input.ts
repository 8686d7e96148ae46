import { getOperation, type OperationId } from '@/lib/operations/registry';
import { describeIssue } from '@/lib/operations/describe-issue';
import { validateSubmission } from '@/lib/operations/validate';

/**
 * Checks a tool's input in the browser with the registry's schema, before anything is shown to
 * the person: an agent learns at once what to fix. Loaded only when a tool is called.
 */
export function checkToolInput(
  operationId: OperationId,
  input: Record<string, unknown>,
): { ok: true; payload: Record<string, unknown> } | { ok: false; problems: string } {
  const validation = validateSubmission(getOperation(operationId), input ?? {});
  if (validation.ok) return { ok: true, payload: validation.data };
  return { ok: false, problems: validation.issues.map(describeIssue).join('; ') };
}
