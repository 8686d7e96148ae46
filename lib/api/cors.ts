/** CORS for the public endpoints: any origin may call them; no credentials are involved. */
export const ALLOWED_METHODS = 'POST, OPTIONS';

/** The methods of the public endpoints that only read (GET /api/scheduling/slots). */
export const READ_METHODS = 'GET, HEAD, OPTIONS';

export function corsHeaders(methods: string = ALLOWED_METHODS): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key, Accept-Language',
    'Access-Control-Expose-Headers': 'RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed',
    'Access-Control-Max-Age': '86400',
  };
}
