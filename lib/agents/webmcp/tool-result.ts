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
