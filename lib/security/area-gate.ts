import { clientOf, NETWORK_FACTOR } from '@/lib/abuse/client-network';
import { clientAddress } from '@/lib/api/client-address';
import { countFailedAttempt, FAILED_ATTEMPTS_LIMIT, lockedOutFor } from './failed-attempts';
import { passwordOf, type GuardedArea } from './guarded-areas';
import { requestIsOnLoopback } from './loopback';
import { passwordMatches } from './password-gate';

export type GateDecision =
  | { kind: 'admitted' }
  /** No password, or the wrong one: 401 with the Basic challenge. */
  | { kind: 'password-needed' }
  /** Too many wrong passwords from this client: 429 until the window ends. */
  | { kind: 'too-many-attempts'; retryAfterSeconds: number }
  /** Under `next dev` without a password set: open to this machine only. */
  | { kind: 'this-machine-only' };

/**
 * Whether a request may see the mail viewer or use the copy editor. proxy.ts asks first, for the
 * challenge a browser understands; the page and the route ask again themselves, so that a request
 * the framework lets past the proxy (Next.js had several such bypasses) still meets the password.
 * - With a password set, it decides, wherever the server runs. A wrong one counts against the
 *   client and, four times as widely, its network (./failed-attempts.ts); past the limit every attempt is refused until the window ends.
 *   A request without credentials is not counted: it guesses nothing, and is how a browser asks.
 * - Without one, the area exists only under `next dev` (lib/settings/env.ts refuses it on elsewhere), or
 *   in the editor's GitHub mode, where GitHub's sign-in guards the saves; under `next dev` it is
 *   open to this machine only (./loopback.ts).
 */
export function gateDecision(area: GuardedArea, headers: Headers, password = passwordOf(area)): GateDecision {
  if (!password) {
    const development = process.env.NODE_ENV === 'development';
    return development && !requestIsOnLoopback(headers) ? { kind: 'this-machine-only' } : { kind: 'admitted' };
  }
  // The client, and more widely its network (an IPv6 /48 holds 65,536 /64 clients).
  const client = clientOf(clientAddress(headers));
  const buckets: [bucket: string, limit: number][] = [[`${area.id}:${client.address}`, FAILED_ATTEMPTS_LIMIT]];
  if (client.network !== client.address) buckets.push([`${area.id}:net:${client.network}`, FAILED_ATTEMPTS_LIMIT * NETWORK_FACTOR]);
  const waits = buckets.map(([bucket, limit]) => lockedOutFor(bucket, Date.now(), limit)).filter((wait) => wait !== null);
  if (waits.length) return { kind: 'too-many-attempts', retryAfterSeconds: Math.max(...waits) };
  const authorization = headers.get('authorization');
  if (passwordMatches(authorization, password)) return { kind: 'admitted' };
  if (authorization !== null) for (const [bucket] of buckets) countFailedAttempt(bucket);
  return { kind: 'password-needed' };
}

/** The answer to a refused request (plain text, never cached), or null when it is admitted. */
export function gateRefusal(decision: GateDecision, area: GuardedArea): Response | null {
  const text = (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(body, { status, headers: { ...headers, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } });
  switch (decision.kind) {
    case 'admitted':
      return null;
    case 'password-needed':
      return text(401, `This page asks for ${area.variable}.`, { 'WWW-Authenticate': `Basic realm="${area.realm}", charset="UTF-8"` });
    case 'too-many-attempts':
      return text(429, `Too many wrong passwords from this address: try again in ${decision.retryAfterSeconds} seconds.`, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    case 'this-machine-only':
      return text(
        403,
        `Under next dev this page answers only on this machine (127.0.0.1); set ${area.variable} to open it from elsewhere.`,
      );
  }
}

/** Both at once: the refusal of a request to the area, or null when it may pass. */
export function refusalAt(area: GuardedArea, headers: Headers): Response | null {
  return gateRefusal(gateDecision(area, headers), area);
}
