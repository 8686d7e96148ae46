import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';

/** The first retry comes soon (a restarting PostgreSQL is back in seconds), later ones less often. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 10_000;

export interface Retrying {
  /** Stops retrying (a server shutting down must not open the store again). */
  stop(): void;
}

/**
 * After the store failed to open at start-up (PostgreSQL restarting during a deploy, the embedded
 * store's previous owner not yet gone), keeps trying to open it in the background, with a backoff,
 * until it opens: opening starts the delivery worker (lib/runtime/services.ts), which would otherwise wait
 * for a request. A request that opens the store first ends this too, at the next try (which then
 * finds it open). Logs a failure only when it differs from the one before, and the success once.
 */
export function keepOpening(
  open: () => Promise<unknown>,
  firstError: unknown,
  { firstDelayMs = FIRST_RETRY_MS, longestDelayMs = LONGEST_RETRY_MS } = {},
): Retrying {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastFailure = describeErrorSafely(firstError);
  const startedAt = Date.now();

  const attempt = (delayMs: number) => {
    // Unref'd: a server told to stop does not wait for the next try.
    timer = setTimeout(async () => {
      if (stopped) return;
      try {
        await open();
        if (stopped) return;
        const seconds = Math.round((Date.now() - startedAt) / 1000);
        log.info({ component: 'store' }, `opened the lead store ${seconds} s after start-up`);
      } catch (error) {
        if (stopped) return;
        const failure = describeErrorSafely(error);
        if (failure !== lastFailure) log.warn({ component: 'store', error: failure }, 'still cannot open the lead store; retrying');
        lastFailure = failure;
        attempt(Math.min(delayMs * 2, longestDelayMs));
      }
    }, delayMs).unref();
  };
  attempt(firstDelayMs);

  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
