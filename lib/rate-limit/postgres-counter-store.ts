import type { RateLimitCounterStore } from './rate-limiter';

/**
 * Counters in PostgreSQL, so that every instance of the app counts against the same limit. A hit
 * beyond the limit is rolled back with its refused request, which changes nothing: the bucket stays
 * full until its window ends.
 */
export function createPostgresCounterStore(): RateLimitCounterStore {
  return {
    async hit(bucket, windowStart, sql) {
      const { rows } = await sql.query<{ hits: number }>(
        `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits`,
        [bucket, windowStart],
      );
      return rows[0]!.hits;
    },
  };
}
