import { createHash, timingSafeEqual } from 'node:crypto';

/** The pages a password guards: the mail viewer (MAIL_VIEWER_PASSWORD) and the copy editor (CONTENT_EDITOR_PASSWORD). */
export interface GuardedArea {
  realm: string;
  variable: string;
}

/**
 * HTTP Basic authentication in front of the mail viewer (/dev/mail), which shows every captured
 * message with the leads' details (docs/decisions.md "The mail viewer"), and the copy editor in
 * local mode (/keystatic), which rewrites the site's copy; lib/env.ts refuses either switched on
 * without its password. Any user name is accepted; the password decides. Returns the 401
 * challenge, or null when the request may pass. Without a password configured the request passes,
 * and the pages then exist only under `next dev`.
 */
export function passwordChallenge(authorization: string | null, password: string | undefined, area: GuardedArea): Response | null {
  if (!password) return null;
  if (authorization && passwordMatches(authorization, password)) return null;
  return new Response(`This page asks for ${area.variable}.`, {
    status: 401,
    headers: {
      'WWW-Authenticate': `Basic realm="${area.realm}", charset="UTF-8"`,
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
    },
  });
}

function passwordMatches(authorization: string, password: string): boolean {
  const [scheme, encoded] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const credentials = Buffer.from(encoded, 'base64').toString('utf8');
  const given = credentials.slice(credentials.indexOf(':') + 1);
  // Compare digests of equal length, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return credentials.includes(':') && timingSafeEqual(digest(given), digest(password));
}
