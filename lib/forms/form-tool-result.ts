import { describeIssue } from '@/lib/operations/describe-issue';
import { acceptedResult, errorResult } from '@/lib/agents/webmcp/tool-result';
import type { FormState } from './form-state';

/** The result for an agent of a form submission's outcome. */
export function toolResultOf(state: FormState): ModelContextToolResult {
  switch (state.status) {
    case 'accepted':
      return acceptedResult(state);
    case 'invalid':
      return errorResult(`Nothing was sent. Fix the input: ${state.issues.map(describeIssue).join('; ')}.`);
    case 'failed':
      return errorResult(`Nothing was sent: ${state.message}`);
    default:
      return errorResult('Nothing was sent.');
  }
}
