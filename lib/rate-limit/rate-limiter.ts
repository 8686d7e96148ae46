import { type Client, NETWORK_FACTOR } from '@/lib/abuse/client-network';
import type { Sql } from '@/lib/store/database';
import { oneRoundTrip } from '@/lib/store/one-round-trip';

/**
 * Fixed-window rate limits per endpoint and client address (`RATE_LIMIT`, docs/api.md "Rate limits"). The counter
 * store is in-process on the embedded default and PostgreSQL otherwise, so instances agree.
 */
export interface RateLimitPolicy {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitCounterStore {
  /**
   * Counts one hit in the bucket's window and returns the hits so far in that window. `tx` is the
   * acceptance transaction: a database store counts inside it, so the request needs no second
   * connection (a pool of N could otherwise deadlock under N concurrent requests).
   */
  hit(bucket: string, windowStart: Date, tx: Sql): Promise<number>;
}

export interface RateLimitOutcome {
  allowed: boolean;
  policy: RateLimitPolicy;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export function createRateLimiter(basePolicy: RateLimitPolicy | null, store: RateLimitCounterStore) {
  /** Counts one request in `bucket`; `scale` multiplies the limit (a network's wider one). */
  return async function consume(bucket: string, tx: Sql, now = Date.now(), scale = 1): Promise<RateLimitOutcome | null> {
    if (!basePolicy) return null;
    const policy = { ...basePolicy, limit: basePolicy.limit * scale };
    const windowMs = policy.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const hits = await store.hit(bucket, new Date(windowStart), tx);
    return {
      allowed: hits <= policy.limit,
      policy,
      remaining: Math.max(0, policy.limit - hits),
      resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
    };
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Counts a request against its client and, NETWORK_FACTOR times more widely, the client's network
 * (docs/decisions.md "Who the client is"); the answer is the tighter of the two, with `network` set
 * when that is the network's. `scale` widens both limits, for requests that cost less than an API call.
 * Both are counted in one round trip.
 */
export async function consumeForClient(
  consume: RateLimiter,
  bucket: string,
  client: Client,
  tx: Sql,
  scale = 1,
): Promise<(RateLimitOutcome & { network: boolean }) | null> {
  const now = Date.now();
  const [own, network] = await oneRoundTrip(
    consume(`${bucket}:${client.address}`, tx, now, scale),
    client.network === client.address ? null : consume(`${bucket}:net:${client.network}`, tx, now, scale * NETWORK_FACTOR),
  );
  if (!own || !network) return own && { ...own, network: false };
  const networkIsTighter = own.allowed && (!network.allowed || network.remaining < own.remaining);
  return networkIsTighter ? { ...network, network: true } : { ...own, network: false };
}

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), plus Retry-After on 429. */
export function rateLimitHeaders(outcome: RateLimitOutcome): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"per-endpoint";q=${outcome.policy.limit};w=${outcome.policy.windowSeconds}`,
    RateLimit: `"per-endpoint";r=${outcome.remaining};t=${outcome.resetSeconds}`,
  };
  if (!outcome.allowed) headers['Retry-After'] = String(outcome.resetSeconds);
  return headers;
}
