import { getOperation, type OperationId } from '@/lib/operations/registry';
import { ALLOWED_METHODS, corsHeaders } from './cors';
import { ApiError } from './errors';
import { errorResponse, jsonResponse } from './json-response';
import { readJsonBody } from './read-json-body';
import { submitRequest } from './submit-request';

type Handler = (request: Request) => Promise<Response>;

/**
 * The public-endpoint factory (docs/architecture.md "The public-endpoint factory"): one operation in, every method handler out. It owns the
 * body cap, JSON parsing, CORS, `Cache-Control: no-store` and the error mapping, and hands the body
 * to `submitRequest` (validation and the one acceptance function, shared with the MCP tools).
 */
export function publicEndpoint(operationId: OperationId) {
  const operation = getOperation(operationId);

  const POST: Handler = async (request) => {
    try {
      const { body, replayed, headers } = await submitRequest(operation, () => readJsonBody(request), request.headers);
      return jsonResponse(200, body, replayed ? { ...headers, 'Idempotent-Replayed': 'true' } : headers);
    } catch (error) {
      return errorResponse(error);
    }
  };

  const OPTIONS: Handler = async () =>
    new Response(null, { status: 204, headers: { ...corsHeaders(), 'Cache-Control': 'no-store' } });

  const methodNotAllowed: Handler = async (request) =>
    errorResponse(
      new ApiError(
        'METHOD_NOT_ALLOWED',
        `The method ${request.method} is not allowed on ${operation.path}; use POST, or OPTIONS for a CORS preflight.`,
        { headers: { Allow: ALLOWED_METHODS } },
      ),
    );

  // Next.js answers unexported methods with a bare 405 and no Allow header (docs/notes.md "Route handlers"): export all.
  return { POST, OPTIONS, GET: methodNotAllowed, HEAD: methodNotAllowed, PUT: methodNotAllowed, PATCH: methodNotAllowed, DELETE: methodNotAllowed };
}

/** Every method on a path under /api/ that is not an endpoint: 404 NOT_FOUND as JSON. */
export function unknownApiPath() {
  const notFound: Handler = async (request) =>
    errorResponse(new ApiError('NOT_FOUND', `No endpoint exists at ${new URL(request.url).pathname}.`));
  return { GET: notFound, HEAD: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound, OPTIONS: notFound };
}
