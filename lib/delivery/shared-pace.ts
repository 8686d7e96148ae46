import type { Sql } from '@/lib/store/database';

/** A reserved slot further away than this is not waited for: the job goes back to the queue. */
const MAX_WAIT_MS = 5_000;

/**
 * Reserves the next slot of a provider's rate, shared by every instance through the store: one
 * row per provider holds the next free slot, moved on by `intervalMs` in one atomic statement, on
 * the database's clock (instances' clocks may disagree). Returns the slot and how long to wait.
 */
export async function reserveSlot(sql: Sql, provider: string, intervalMs: number): Promise<{ slotAt: Date; waitMs: number }> {
  const { rows } = await sql.query<{ slot_at: Date | string; wait_ms: number | string }>(
    `INSERT INTO provider_slots AS slots (provider, next_slot) VALUES ($1, clock_timestamp() + make_interval(secs => $2 / 1000.0))
     ON CONFLICT (provider) DO UPDATE
       SET next_slot = greatest(slots.next_slot, clock_timestamp()) + make_interval(secs => $2 / 1000.0)
     RETURNING next_slot - make_interval(secs => $2 / 1000.0) AS slot_at,
               greatest(0, extract(epoch FROM next_slot - make_interval(secs => $2 / 1000.0) - clock_timestamp()) * 1000) AS wait_ms`,
    [provider, intervalMs],
  );
  const row = rows[0]!;
  return { slotAt: new Date(row.slot_at), waitMs: Number(row.wait_ms) };
}

/**
 * Spaces calls to a provider at least `intervalMs` apart across all instances on this store (e.g.
 * Resend's 2 requests a second per account). When the backlog puts the slot too far ahead, throws,
 * and the delivery is retried on the queue's schedule instead of outliving its job's lease.
 */
export function createSharedPacer(sql: Sql, provider: string, intervalMs: number): () => Promise<void> {
  return async () => {
    const { waitMs } = await reserveSlot(sql, provider, intervalMs);
    if (waitMs > MAX_WAIT_MS) throw new Error(`${provider}'s shared rate is booked ${Math.round(waitMs / 1000)} s ahead; retried later`);
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  };
}
