import type { Sql } from '@/lib/store/database';

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

export function createRateLimiter(policy: RateLimitPolicy | null, store: RateLimitCounterStore) {
  return async function consume(bucket: string, tx: Sql, now = Date.now()): Promise<RateLimitOutcome | null> {
    if (!policy) return null;
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

/** The IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers), plus Retry-After on 429. */
export function rateLimitHeaders(outcome: RateLimitOutcome): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"per-endpoint";q=${outcome.policy.limit};w=${outcome.policy.windowSeconds}`,
    RateLimit: `"per-endpoint";r=${outcome.remaining};t=${outcome.resetSeconds}`,
  };
  if (!outcome.allowed) headers['Retry-After'] = String(outcome.resetSeconds);
  return headers;
}
