import { createMcpHandler, ProtocolError, ProtocolErrorCode, Server } from '@modelcontextprotocol/server';
import type { Intake } from '@/lib/acceptance/intake';
import { MAX_BODY_BYTES } from '@/lib/api/read-json-body';
import { API_TITLE, API_VERSION, serverNameOf } from '@/lib/agents/descriptions/api-identity';
import { CONFIRM_FIRST, capabilitiesLine } from '@/lib/agents/descriptions/operation-text';
import { CONFIRM_TIME_FIRST } from '@/lib/agents/descriptions/demo-booking-text';
import { english } from '@/lib/i18n/messages';
import { env } from '@/lib/settings/env';
import { logUnexpectedError } from '@/lib/logging/unexpected-error';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { MCP_CAPABILITIES } from './mcp-identity';
import { callOperationTool, callSlotsTool, findToolOperation, mcpToolDefinitions } from './mcp-tools';

/**
 * The remote MCP endpoint (/mcp), streamable HTTP through the official TypeScript SDK (v2). It is
 * stateless: every HTTP request gets a fresh server from the factory, which serves both the
 * 2026-07-28 protocol and, through the SDK's stateless fallback, 2025-era clients. The factory
 * sees the HTTP request, so a tool call uses its client address, Accept-Language and
 * Idempotency-Key exactly as the JSON endpoints do.
 */

const INSTRUCTIONS = `${capabilitiesLine()}. ${CONFIRM_FIRST} ${english('scheduling.agents.intro')} The tool ${DEMO_SLOTS.id} lists the free times. ${CONFIRM_TIME_FIRST}`;

function leadServer(request: Request | undefined, intake: Intake): Server {
  const headers = request?.headers ?? new Headers();
  const server = new Server(
    { name: serverNameOf(), title: API_TITLE, version: API_VERSION },
    { capabilities: MCP_CAPABILITIES, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler('tools/list', async () => ({ tools: mcpToolDefinitions() }));
  server.setRequestHandler('tools/call', async (call) => {
    if (call.params.name === DEMO_SLOTS.id) return callSlotsTool(call.params.arguments, headers, intake);
    const operation = findToolOperation(call.params.name);
    if (!operation) {
      const known = mcpToolDefinitions()
        .map((tool) => tool.name)
        .join(', ');
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool ${call.params.name}; the tools are ${known}.`);
    }
    return callOperationTool(operation, call.params.arguments, headers, intake);
  });
  return server;
}

function mcpHandler(intake: Intake) {
  return createMcpHandler((context) => leadServer(context.requestInfo, intake), {
    legacy: 'stateless',
    // One call carries one submission: the API's body cap, with room for the JSON-RPC envelope.
    maxRequestBodySize: 2 * MAX_BODY_BYTES,
    onerror: (error) => logUnexpectedError('mcp', error),
  });
}

/**
 * The CORS headers of every answer. Browsers on other origins are refused (see foreignOrigin); the
 * headers still let such a page read why. The 2026-07-28 protocol mirrors tool parameters into
 * `Mcp-Param-*` headers whose names vary, hence the wildcard (which CORS honours for requests
 * without credentials).
 */
function mcpCorsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': '*',
    'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version',
    'Access-Control-Max-Age': '86400',
  };
}

type Handler = (request: Request) => Promise<Response>;

/**
 * The streamable HTTP transport's rule against DNS rebinding: a request whose Origin header is
 * present and is not the site's own origin is refused with 403 (a page of another site, or one
 * whose name was rebound to this server, could otherwise drive the tools from a visitor's browser).
 * Clients outside browsers send no Origin and are unaffected.
 */
function foreignOrigin(request: Request): Response | null {
  const origin = request.headers.get('origin');
  if (origin === null || origin === new URL(env().SITE_URL).origin) return null;
  const message = `Forbidden: /mcp accepts requests from browsers only on its own origin, ${new URL(env().SITE_URL).origin}.`;
  const body = { jsonrpc: '2.0', id: null, error: { code: -32000, message } };
  return new Response(JSON.stringify(body), {
    status: 403,
    headers: { ...mcpCorsHeaders(), 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** Every method of /mcp: the SDK answers, and each answer gets fresh CORS headers. */
export function mcpEndpoint(intake: Intake) {
  const handler = mcpHandler(intake);
  const serve: Handler = async (request) => {
    const refused = foreignOrigin(request);
    if (refused) return refused;
    const answer = await handler.fetch(request);
    const headers = new Headers(answer.headers);
    for (const [name, value] of Object.entries(mcpCorsHeaders())) headers.set(name, value);
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  };
  const OPTIONS: Handler = async (request) => foreignOrigin(request) ?? new Response(null, { status: 204, headers: mcpCorsHeaders() });
  return { GET: serve, POST: serve, DELETE: serve, OPTIONS, PUT: serve, PATCH: serve, HEAD: serve };
}
