import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * HTTP Basic authentication in front of the mail viewer (/dev/mail), which shows every captured
 * message with the leads' details (docs/decisions.md "The mail viewer": MAIL_VIEWER=on asks for MAIL_VIEWER_PASSWORD; lib/env.ts
 * refuses MAIL_VIEWER=on without one). Any user name is accepted; the password decides. Returns
 * the 401 challenge, or null when the request may pass. Without a password configured the request
 * passes, and the page itself exists only under `next dev`.
 */
export function mailViewerChallenge(authorization: string | null, password: string | undefined): Response | null {
  if (!password) return null;
  if (authorization && passwordMatches(authorization, password)) return null;
  return new Response('The mail viewer asks for MAIL_VIEWER_PASSWORD.', {
    status: 401,
    headers: {
      'WWW-Authenticate': 'Basic realm="Captured mail", charset="UTF-8"',
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
