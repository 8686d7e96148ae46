import { env } from '@/lib/settings/env';
import { corsHeaders } from './cors';
import { toErrorResponse } from './errors';

/**
 * Every API answer: fresh headers each time (never a shared, mutated Headers object). `cors` is the
 * route's CORS headers: the public endpoints' by default, none for a route without CORS.
 */
export function jsonResponse(
  status: number,
  body: unknown,
  extraHeaders: Record<string, string> = {},
  cors: Record<string, string> = corsHeaders(),
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...cors,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      ...extraHeaders,
    },
  });
}

export function errorResponse(error: unknown, cors: Record<string, string> = corsHeaders()): Response {
  const { status, body, headers } = toErrorResponse(error, env().SITE_URL);
  return jsonResponse(status, body, headers, cors);
}
