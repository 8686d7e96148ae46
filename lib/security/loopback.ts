import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whether a request under `next dev` comes from this machine (the gates open the mail viewer and
 * the copy editor without a password only then, ./area-gate.ts). Next.js gives the app no socket
 * address, so three things must all say so:
 * - the server listens on a loopback address only (`next dev -H 127.0.0.1`, as `npm run dev`
 *   starts it): then no other machine can connect at all. Next.js records the address it listens
 *   on in `__NEXT_PRIVATE_ORIGIN`, but writes `localhost` both for `-H localhost` and for every
 *   interface, so only a loopback IP literal counts;
 * - the Host header names this machine: a page elsewhere whose name a rebinding DNS points at
 *   127.0.0.1 sends its own name;
 * - every X-Forwarded-For entry is a loopback address: Next.js fills the header with the socket's
 *   address when it is absent, and a tunnel on this machine (ngrok, a forwarded port) names the
 *   remote client there.
 */
export function isLoopbackRequest(request: { boundOrigin: string | undefined; host: string | null; forwardedFor: string | null }): boolean {
  const bound = hostnameOf(request.boundOrigin);
  if (!bound || !isLoopbackAddress(bound)) return false;
  const host = request.host ? hostnameOf(`http://${request.host}`) : undefined;
  if (!host || (host !== 'localhost' && !isLoopbackAddress(host))) return false;
  const forwarded = (request.forwardedFor ?? '').split(',').map((entry) => entry.trim());
  return forwarded.every((entry) => entry === '' || isLoopbackAddress(entry));
}

/** The same, for a request's headers in this process. */
export function requestIsOnLoopback(headers: Headers): boolean {
  return isLoopbackRequest({
    boundOrigin: process.env.__NEXT_PRIVATE_ORIGIN,
    host: headers.get('host'),
    forwardedFor: headers.get('x-forwarded-for'),
  });
}

/** 127.0.0.0/8, ::1 and the IPv4-mapped 127/8 (`::ffff:127.0.0.1`, how a dual-stack socket names it). */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIPv4(bare)) return bare.startsWith('127.');
  if (!isIPv6(bare)) return false;
  if (bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  return mapped !== undefined && isIPv4(mapped) && mapped.startsWith('127.');
}

function hostnameOf(origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}
