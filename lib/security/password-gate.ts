import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * HTTP Basic authentication in front of the mail viewer (/dev/mail), which shows every captured
 * message with the leads' details (docs/decisions.md "The mail viewer"), and the copy editor in
 * local mode (/keystatic), which rewrites the site's copy; lib/settings/env.ts refuses either switched on
 * without its password. Any user name is accepted; the password decides. Whether a request gets
 * in, and what a refused one is answered, is ./area-gate.ts.
 */
export function passwordMatches(authorization: string | null, password: string): boolean {
  const [scheme, encoded] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const credentials = Buffer.from(encoded, 'base64').toString('utf8');
  const given = credentials.slice(credentials.indexOf(':') + 1);
  // Compare digests of equal length, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return credentials.includes(':') && timingSafeEqual(digest(given), digest(password));
}
