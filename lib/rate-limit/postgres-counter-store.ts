import type { Sql } from '@/lib/store/database';
import type { RateLimitCounterStore } from './rate-limiter';

/** Counters in PostgreSQL, so that every instance of the app counts against the same limit. */
export function createPostgresCounterStore(sql: Sql): RateLimitCounterStore {
  let lastPrune = 0;
  return {
    async hit(bucket, windowStart) {
      const { rows } = await sql.query<{ hits: number }>(
        `INSERT INTO rate_limit_hits (bucket, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits`,
        [bucket, windowStart],
      );
      if (Date.now() - lastPrune > 60_000) {
        lastPrune = Date.now();
        // Old windows are never read again; clearing them now and then keeps the table small.
        void sql.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`).catch(() => {});
      }
      return rows[0]!.hits;
    },
  };
}
