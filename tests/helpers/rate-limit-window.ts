import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Rate limits count in fixed windows (lib/rate-limit/rate-limiter.ts), so requests that straddle a
 * window's end start counting again from zero. A test that expects a 429 after N requests first
 * waits, if it must, until the current window has `neededSeconds` left.
 */
export async function awaitFreshRateLimitWindow(windowSeconds: number, neededSeconds = 15): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const leftMs = windowMs - (Date.now() % windowMs);
  if (leftMs < neededSeconds * 1000) await sleep(leftMs + 50);
}
