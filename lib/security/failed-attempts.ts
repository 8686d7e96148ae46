/**
 * Wrong passwords per client, for the password gates (./area-gate.ts): past FAILED_ATTEMPTS_LIMIT
 * in a window, the client is refused (429) until the window ends, its right password included, so
 * the refusal tells a guesser nothing.
 *
 * Counted in this process's memory, not in the store: what the gates guard lives on this server
 * (the mail outbox in DATA_DIR, the files the local editor writes), the count must work while the
 * store is down, and a flood of wrong passwords must not become writes to the database. Several
 * instances each count their own: the limit slows guessing, the 12-character minimum of the
 * passwords (lib/settings/env.ts) is what makes it hopeless. Kept on globalThis so that proxy.ts, the pages
 * and the routes (separate bundles of one process) count together.
 */
export const FAILED_ATTEMPTS_LIMIT = 10;
export const FAILED_ATTEMPTS_WINDOW_SECONDS = 600;

interface Count {
  windowStart: number;
  failures: number;
}

const COUNTS = Symbol.for('courtside.failed-password-attempts');
const globals = globalThis as typeof globalThis & { [COUNTS]?: Map<string, Count> };
export const MAX_CLIENTS_KEPT = 10_000;

function countsNow(bucket: string, now: number): { counts: Map<string, Count>; count: Count | undefined; windowStart: number } {
  const counts = (globals[COUNTS] ??= new Map());
  const windowMs = FAILED_ATTEMPTS_WINDOW_SECONDS * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const count = counts.get(bucket);
  return { counts, count: count?.windowStart === windowStart ? count : undefined, windowStart };
}

/** Seconds until the client may try again, or null while it is under the limit. */
export function lockedOutFor(bucket: string, now = Date.now(), limit = FAILED_ATTEMPTS_LIMIT): number | null {
  const { count, windowStart } = countsNow(bucket, now);
  if (!count || count.failures < limit) return null;
  return Math.max(1, Math.ceil((windowStart + FAILED_ATTEMPTS_WINDOW_SECONDS * 1000 - now) / 1000));
}

export function countFailedAttempt(bucket: string, now = Date.now()): void {
  const { counts, count, windowStart } = countsNow(bucket, now);
  if (count) {
    count.failures += 1;
    return;
  }
  if (counts.size >= MAX_CLIENTS_KEPT) {
    for (const [key, kept] of counts) if (kept.windowStart < windowStart) counts.delete(key);
    // Still full within one window (guesses from many addresses): the oldest entry makes room, so
    // that memory stays bounded whatever the number of addresses.
    if (counts.size >= MAX_CLIENTS_KEPT) counts.delete(counts.keys().next().value!);
  }
  counts.set(bucket, { windowStart, failures: 1 });
}
