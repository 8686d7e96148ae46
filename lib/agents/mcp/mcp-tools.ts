import type { CallToolResult, Tool } from '@modelcontextprotocol/server';
import type { Intake } from '@/lib/acceptance/intake';
import { toErrorResponse } from '@/lib/api/errors';
import { submitRequest } from '@/lib/api/submit-request';
import { successResponseSchema } from '@/lib/api/response-schemas';
import { operationInputSchema, standaloneJsonSchema } from '@/lib/agents/descriptions/json-schemas';
import { limitNoteTexts, operationSummary } from '@/lib/agents/descriptions/operation-text';
import { env } from '@/lib/settings/env';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS, RETRY_WINDOW_MINUTES } from '@/lib/store/leads';

/**
 * The registry's operations as MCP tools, named by operationId, with the registry's schemas as input
 * schemas. A call goes through `submitRequest`, the path the JSON endpoints take: the same
 * validation, rate limits (per client address) and idempotency.
 */

const IDEMPOTENCY_NOTE_FOR_TOOLS =
  `Retries are safe: the same arguments within ${RETRY_WINDOW_MINUTES} minutes return the first reference, and an ` +
  `Idempotency-Key header on the HTTP request that carries the call makes a retry return the first answer at any time ` +
  `within ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours.`;

let definitions: Tool[] | undefined;

/** tools/list, also carried by the server card for scanners that read tools from it. */
export function mcpToolDefinitions(): Tool[] {
  definitions ??= operations.map((operation) => ({
    name: operation.id,
    title: operationTitle(operation),
    description: [operationSummary(operation), IDEMPOTENCY_NOTE_FOR_TOOLS, ...limitNoteTexts()].join(' '),
    inputSchema: operationInputSchema(operation) as Tool['inputSchema'],
    outputSchema: standaloneJsonSchema(successResponseSchema, 'output') as Tool['outputSchema'],
    // A submission sends email to a person and books the team's time: it changes the world.
    annotations: {
      title: operationTitle(operation),
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
  }));
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
    return { content: [{ type: 'text', text: `${body.message} Reference: ${body.reference}.` }], structuredContent: body };
  } catch (error) {
    const { body, headers: answerHeaders } = toErrorResponse(error, env().SITE_URL);
    // The hints of 429 and 500 point at the Retry-After header, which a tool result has not got.
    const retryAfter = answerHeaders['Retry-After'];
    const wait = retryAfter ? ` Retry after ${retryAfter} seconds.` : '';
    const details = retryAfter ? { ...body, retryAfterSeconds: Number(retryAfter) } : body;
    return {
      isError: true,
      content: [
        { type: 'text', text: `${body.error.code}: ${body.error.message} ${body.error.hint}${wait}` },
        { type: 'text', text: JSON.stringify(details) },
      ],
    };
  }
}
