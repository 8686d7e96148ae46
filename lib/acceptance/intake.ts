import type { PgBoss } from 'pg-boss';
import type { RateLimiter } from '@/lib/rate-limit/rate-limiter';
import type { Scheduling } from '@/lib/scheduling/scheduling';
import type { Database } from '@/lib/store/database';

/** What accepting a lead writes to: the store, the delivery queue in it, and the rate limiter's counters. */
export interface AcceptanceServices {
  database: Database;
  boss: PgBoss;
  rateLimiter: RateLimiter;
  /** Demo scheduling; absent with SCHEDULING=off. */
  scheduling?: Scheduling;
}

/**
 * What every door that takes submissions (the JSON endpoints, the forms' action, the MCP tools)
 * receives from the composition root, lib/runtime: nothing below it opens a store or starts a
 * worker itself, so each can be run against the parts a test or a script hands it.
 */
export interface Intake {
  /** Opens the services on first use; rejects while the store cannot be reached. */
  services(): Promise<AcceptanceServices>;
  /** After an accepted lead: deliver now rather than at the next poll. Never throws. */
  kickDeliveries(): Promise<void>;
}
