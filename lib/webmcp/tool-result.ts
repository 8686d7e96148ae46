import type { FormState } from '@/lib/forms/form-state';
import { describeIssue } from '@/lib/operations/describe-issue';

/** MCP-style tool results (WebMCP `execute` resolves with one). */
export function errorResult(text: string): ModelContextToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

export function acceptedResult(answer: { message: string; reference?: string }): ModelContextToolResult {
  return {
    content: [{ type: 'text', text: `${answer.message} Reference: ${answer.reference ?? 'none'}.`.trim() }],
    structuredContent: { success: true, message: answer.message, reference: answer.reference ?? null },
  };
}

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
