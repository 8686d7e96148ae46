/**
 * The client's address, for rate limits. `request.ip` is gone from Next.js; the hosting proxy's
 * forwarding header is the source. The right-most X-Forwarded-For entry is the one the nearest
 * proxy added, so a client cannot choose it when a proxy appends (nginx, load balancers) or
 * overwrites (Vercel) the header. A bare `next start` without such a proxy trusts what the client
 * sends: run it behind one in production (README).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const nearest = forwarded?.split(',').at(-1)?.trim();
  return nearest || headers.get('x-real-ip')?.trim() || 'unknown';
}
