import type { Intake } from '@/lib/acceptance/intake';
import { getOperation, type OperationId } from '@/lib/operations/registry';
import { corsHeaders } from './cors';
import { ApiError } from './errors';
import { errorResponse, jsonResponse } from './json-response';
import { readJsonBody } from './read-json-body';
import { apiRoute, ROUTE_METHODS, type RouteMethod } from './route-methods';
import { submitRequest } from './submit-request';

type Handler = (request: Request) => Promise<Response>;

/**
 * The public-endpoint factory (docs/architecture.md "The public-endpoint factory"): one operation in, every method handler out. It owns the
 * body cap, JSON parsing, CORS, `Cache-Control: no-store` and the error mapping, and hands the body
 * to `submitRequest` (validation and the one acceptance function, shared with the MCP tools).
 */
export function publicEndpoint(operationId: OperationId, intake: Intake) {
  const operation = getOperation(operationId);

  const POST: Handler = async (request) => {
    try {
      const { body, replayed, headers } = await submitRequest(operation, () => readJsonBody(request), request.headers, intake);
      return jsonResponse(200, body, replayed ? { ...headers, 'Idempotent-Replayed': 'true' } : headers);
    } catch (error) {
      return errorResponse(error);
    }
  };

  const OPTIONS: Handler = async () => new Response(null, { status: 204, headers: { ...corsHeaders(), 'Cache-Control': 'no-store' } });

  return apiRoute({ POST, OPTIONS }, corsHeaders);
}

/** Every method on a path under /api/ that is not an endpoint: 404 NOT_FOUND as JSON. */
export function unknownApiPath() {
  const notFound: Handler = async (request) =>
    errorResponse(new ApiError('NOT_FOUND', `No endpoint exists at ${new URL(request.url).pathname}.`));
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, notFound])) as Record<RouteMethod, Handler>;
}
