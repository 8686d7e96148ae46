import { after } from 'next/server';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import { kickDeliveries } from '@/lib/services';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { getOperation, type OperationId } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { clientAddress } from './client-address';
import { ALLOWED_METHODS, corsHeaders } from './cors';
import { ApiError } from './errors';
import { errorResponse, jsonResponse } from './json-response';
import { readJsonBody } from './read-json-body';
import { validationError } from './validation-error';

type Handler = (request: Request) => Promise<Response>;

/**
 * The public-endpoint factory (DESIGN.md): one operation in, every method handler out. It owns the
 * body cap, JSON parsing, validation, CORS, `Cache-Control: no-store` and the error mapping, and
 * hands accepted payloads to the one acceptance function.
 */
export function publicEndpoint(operationId: OperationId) {
  const operation = getOperation(operationId);

  const POST: Handler = async (request) => {
    try {
      const idempotencyKey = readIdempotencyKey(request.headers);
      const validation = validateSubmission(operation, await readJsonBody(request));
      if (!validation.ok) throw validationError(validation);
      const payload = validation.data as { name: string; locale?: string } & Record<string, unknown>;

      const { body, replayed, headers } = await acceptSubmission({
        operation,
        payload,
        locale: negotiateLocale(payload.locale, request.headers.get('accept-language')),
        clientAddress: clientAddress(request.headers),
        idempotencyKey,
      });
      // The lead and its jobs are committed; start delivering once the answer is on its way.
      if (!replayed) after(kickDeliveries);
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

  // Next.js answers unexported methods with a bare 405 and no Allow header (NOTES.md): export all.
  return { POST, OPTIONS, GET: methodNotAllowed, HEAD: methodNotAllowed, PUT: methodNotAllowed, PATCH: methodNotAllowed, DELETE: methodNotAllowed };
}

/** Every method on a path under /api/ that is not an endpoint: 404 NOT_FOUND as JSON. */
export function unknownApiPath() {
  const notFound: Handler = async (request) =>
    errorResponse(new ApiError('NOT_FOUND', `No endpoint exists at ${new URL(request.url).pathname}.`));
  return { GET: notFound, HEAD: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound, OPTIONS: notFound };
}

const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

function readIdempotencyKey(headers: Headers): string | undefined {
  const key = headers.get('idempotency-key');
  if (key === null) return undefined;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new ApiError(
      'INVALID_IDEMPOTENCY_KEY',
      `The Idempotency-Key header must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long (got ${key.length}).`,
    );
  }
  return key;
}
