import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header carries `Bearer <secret>` (the scheme's name in any case, as
 * RFC 9110 allows). False when no secret is configured: an unset secret opens nothing.
 */
export function bearerTokenMatches(authorization: string | null, secret: string | undefined): boolean {
  if (!secret) return false;
  const presented = authorization?.match(/^Bearer (.+)$/i)?.[1] ?? '';
  // Compare digests of equal length, so that neither the length nor the content leaks through timing.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}
