import type { RateLimitCounterStore } from './rate-limiter';

/** Counters in this process's memory: right for the embedded default, which is one process. */
export function createMemoryCounterStore(): RateLimitCounterStore {
  const counters = new Map<string, { windowStart: number; hits: number }>();
  return {
    async hit(bucket, windowStart) {
      const start = windowStart.getTime();
      const counter = counters.get(bucket);
      if (counter && counter.windowStart === start) {
        counter.hits += 1;
        return counter.hits;
      }
      if (counters.size > 50_000) pruneBefore(counters, start);
      counters.set(bucket, { windowStart: start, hits: 1 });
      return 1;
    },
  };
}

function pruneBefore(counters: Map<string, { windowStart: number }>, start: number) {
  for (const [bucket, counter] of counters) if (counter.windowStart < start) counters.delete(bucket);
}
