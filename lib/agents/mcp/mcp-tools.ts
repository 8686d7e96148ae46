import type { CallToolResult, Tool } from '@modelcontextprotocol/server';
import type { Intake } from '@/lib/acceptance/intake';
import { listDemoSlots } from '@/lib/api/demo-slots-request';
import { toErrorResponse } from '@/lib/api/errors';
import { submitRequest } from '@/lib/api/submit-request';
import { demoSlotsJsonSchema, operationInputSchema, successAnswerJsonSchema } from '@/lib/agents/descriptions/json-schemas';
import { limitNoteTexts, operationSummary } from '@/lib/agents/descriptions/operation-text';
import { slotsInputSchema } from '@/lib/agents/descriptions/slots-input-schema';
import { SLOTS_TITLE, slotsDescription } from '@/lib/agents/descriptions/demo-booking-text';
import { alternativesText, slotListText, structuredResult } from '@/lib/agents/webmcp/tool-result';
import { env } from '@/lib/settings/env';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { booksMeeting, operations, type RegisteredOperation } from '@/lib/operations/registry';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS, RETRY_WINDOW_MINUTES } from '@/lib/store/leads';

/**
 * The registry's operations as MCP tools, named by operationId, with the registry's schemas as input
 * schemas, and the demo slot list (`listDemoSlots`), which only reads. A call goes through the path
 * the JSON endpoints take (`submitRequest`, `listDemoSlots`): the same validation, rate limits (per
 * client address) and idempotency.
 */

const IDEMPOTENCY_NOTE_FOR_TOOLS =
  `Retries are safe: the same arguments within ${RETRY_WINDOW_MINUTES} minutes return the first reference, and an ` +
  `Idempotency-Key header on the HTTP request that carries the call makes a retry return the first answer at any time ` +
  `within ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours.`;

/** The tool that books what listDemoSlots lists: the operation whose requests book a meeting. */
const BOOKING_TOOL = operations.find((operation) => booksMeeting(operation))?.id ?? 'requestDemo';

let definitions: Tool[] | undefined;

/** tools/list: the only place the remote tools are listed (the server card lists none, as its draft says). */
export function mcpToolDefinitions(): Tool[] {
  definitions ??= [
    ...operations.map((operation): Tool => ({
      name: operation.id,
      title: operationTitle(operation),
      description: [operationSummary(operation), IDEMPOTENCY_NOTE_FOR_TOOLS, ...limitNoteTexts()].join(' '),
      inputSchema: operationInputSchema(operation) as Tool['inputSchema'],
      outputSchema: successAnswerJsonSchema() as Tool['outputSchema'],
      // A submission sends email to a person and books the team's time: it changes the world.
      annotations: {
        title: operationTitle(operation),
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    })),
    {
      name: DEMO_SLOTS.id,
      title: SLOTS_TITLE,
      description: slotsDescription(),
      inputSchema: slotsInputSchema() as Tool['inputSchema'],
      outputSchema: demoSlotsJsonSchema() as Tool['outputSchema'],
      // Reads the team's calendar and changes nothing; asking twice lists the same times (or fewer).
      annotations: { title: SLOTS_TITLE, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
  ];
  return definitions;
}

export function findToolOperation(name: string): RegisteredOperation | undefined {
  return operations.find((operation) => operation.id === name);
}

/**
 * tools/call for a known tool. Anything the caller must fix comes back as a tool error carrying
 * the API's own message and hint (the fields at fault and what to do), so a model can correct the
 * arguments and call again; the error body follows as JSON.
 */
export async function callOperationTool(
  operation: RegisteredOperation,
  args: Record<string, unknown> | undefined,
  headers: Headers,
  intake: Intake,
): Promise<CallToolResult> {
  try {
    const { body } = await submitRequest(operation, async () => args ?? {}, headers, intake);
    return structuredResult(`${body.message} Reference: ${body.reference}.`, body);
  } catch (error) {
    return toolError(error);
  }
}

/** tools/call of listDemoSlots: the endpoint's answer as structured content, with the times in words. */
export async function callSlotsTool(args: Record<string, unknown> | undefined, headers: Headers, intake: Intake): Promise<CallToolResult> {
  try {
    const { body } = await listDemoSlots(args ?? {}, headers, intake);
    return structuredResult(slotListText(body, BOOKING_TOOL), body);
  } catch (error) {
    return toolError(error);
  }
}

function toolError(error: unknown): CallToolResult {
  const { body, headers: answerHeaders } = toErrorResponse(error, env().SITE_URL);
  // The hints of 429, 500 and 503 point at the Retry-After header, which a tool result has not got.
  const retryAfter = answerHeaders['Retry-After'];
  const wait = retryAfter ? ` Retry after ${retryAfter} seconds.` : '';
  // A taken meeting time: the free starts to offer the person instead, in the text a model reads first.
  const alternatives = body.error.alternatives ? ` ${alternativesText(body.error.alternatives)}` : '';
  const details = retryAfter ? { ...body, retryAfterSeconds: Number(retryAfter) } : body;
  return {
    isError: true,
    content: [
      { type: 'text', text: `${body.error.code}: ${body.error.message} ${body.error.hint}${wait}${alternatives}` },
      { type: 'text', text: JSON.stringify(details) },
    ],
  };
}
