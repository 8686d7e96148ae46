import type { DemoSlots } from '@/lib/scheduling/slot-list';

/** MCP-style tool results (WebMCP `execute` resolves with one). */
export function errorResult(text: string): ModelContextToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * A result with structured content: the sentence for the person first, then the same JSON
 * serialized in a text block, as MCP's 2026-07-28 tools page asks (the /mcp tools do the same), so
 * an agent that reads only text gets the data too.
 */
export function structuredResult(sentence: string, body: Record<string, unknown>): ModelContextToolResult {
  return {
    content: [
      { type: 'text', text: sentence },
      { type: 'text', text: JSON.stringify(body) },
    ],
    structuredContent: body,
  };
}

/**
 * An accepted submission's result: its message (which states a quotation's figures) and reference,
 * with what the answer carries besides: a booked `meeting`, a priced request's `estimate`.
 */
export function acceptedResult(answer: {
  message: string;
  reference?: string;
  meeting?: unknown;
  estimate?: unknown;
}): ModelContextToolResult {
  return structuredResult(`${answer.message} Reference: ${answer.reference ?? 'none'}.`.trim(), {
    success: true,
    message: answer.message,
    reference: answer.reference ?? null,
    ...(answer.meeting ? { meeting: answer.meeting } : {}),
    ...(answer.estimate ? { estimate: answer.estimate } : {}),
  });
}

/**
 * The free demo starts in a few words for the model (the tools of /mcp and the page): the times as
 * the person's clocks show them, and what to do next. The structured content carries the rest.
 */
export function slotListText(answer: DemoSlots, bookingTool: string): string {
  if (!answer.slots.length) {
    return 'No demo meeting time is free within the booking horizon. Send the demo request without preferredStart: the team then agrees on a time with the person.';
  }
  return (
    `${answer.slots.length} free demo meeting starts (${answer.meetingMinutes} minutes each), local times in ${answer.timeZone}: ` +
    `${answer.slots.map((slot) => slot.local).join(', ')}. Show them to the person and confirm the one they choose before ` +
    `calling ${bookingTool} with preferredStart set to it (as listed here, or its start in UTC) and timeZone ${answer.timeZone}.`
  );
}

/** A refused meeting time's alternatives, for the model to offer the person. */
export function alternativesText(alternatives: readonly string[]): string {
  return alternatives.length
    ? `Free starts to offer the person instead (UTC): ${alternatives.join(', ')}. Ask them to choose one, then send the request again with it as preferredStart.`
    : 'No other start is free now: send the request without preferredStart.';
}
