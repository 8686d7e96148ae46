import { isIPv4, isIPv6 } from 'node:net';
import { env } from '@/lib/settings/env';

/**
 * The client, for rate limits (docs/decisions.md "Who the client is"). `request.ip` is gone from Next.js;
 * the hosting proxies' X-Forwarded-For is the source. Each trusted proxy appends the address it
 * received from, so the entry TRUSTED_PROXY_HOPS from the right is the one the outermost trusted
 * proxy saw: a client cannot choose it. (A bare `next start` without such a proxy would trust what
 * the client sends: a server other machines reach starts only with TRUSTED_PROXY_HOPS set,
 * lib/runtime/listen-check.ts.)
 *
 * The answer is the unit a client is counted by: an IPv4 address, or the /64 prefix of an IPv6
 * address, since one subscriber usually holds a whole /64. Anything that is not an address counts
 * as `unknown`, so made-up values share one bucket instead of each getting a fresh one.
 */
export function clientAddress(headers: Headers, trustedProxyHops = env().TRUSTED_PROXY_HOPS): string {
  const forwarded = headers.get('x-forwarded-for');
  const entries =
    forwarded
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean) ?? [];
  // A shorter list than the proxies we trust means every entry was added by one of them.
  const client = entries.length ? entries[Math.max(0, entries.length - trustedProxyHops)] : headers.get('x-real-ip');
  return client ? (clientUnit(client) ?? 'unknown') : 'unknown';
}

/** `203.0.113.9`, `[2001:db8:1:2::5]:443` → `2001:db8:1:2::/64`, `::ffff:203.0.113.9` → the IPv4 address. */
function clientUnit(address: string): string | undefined {
  const host = stripPortAndZone(address.trim());
  if (isIPv4(host)) return host;
  if (!isIPv6(host)) return undefined;
  const groups = ipv6Groups(host);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client behind a dual-stack socket.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

function stripPortAndZone(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed) host = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(host)) host = host.slice(0, host.lastIndexOf(':'));
  const zone = host.indexOf('%');
  return zone >= 0 ? host.slice(0, zone) : host;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const ipv4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4) {
    const [a, b, c, d] = ipv4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, ipv4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
