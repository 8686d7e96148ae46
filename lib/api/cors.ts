/** CORS for the public endpoints: any origin may call them; no credentials are involved. */
export const ALLOWED_METHODS = 'POST, OPTIONS';

export function corsHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': 'Content-Type, Idempotency-Key, Accept-Language',
    'Access-Control-Expose-Headers': 'RateLimit, RateLimit-Policy, Retry-After, Idempotent-Replayed',
    'Access-Control-Max-Age': '86400',
  };
}
