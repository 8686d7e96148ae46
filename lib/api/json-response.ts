import { env } from '@/lib/env';
import { corsHeaders } from './cors';
import { toErrorResponse } from './errors';

/** Every API answer: fresh headers each time (never a shared, mutated Headers object). */
export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...corsHeaders(),
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      ...extraHeaders,
    },
  });
}

export function errorResponse(error: unknown): Response {
  const { status, body, headers } = toErrorResponse(error, env().SITE_URL);
  return jsonResponse(status, body, headers);
}
