import { lockUntilCommit } from './advisory-lock';
import type { Database } from './database';

/** Per store, the tail of each lead's queue of waiters (PGlite: one process holds the store). */
type HeldLocks = WeakMap<Database, Map<string, Promise<void>>>;
// On globalThis, so that every bundle of the app (routes, instrumentation) shares one set of locks.
const HELD = Symbol.for('lead-api.lead-locks');
const globals = globalThis as typeof globalThis & { [HELD]?: HeldLocks };

/**
 * Runs `work` holding the lead's lock. A delivery holds it around its side effect and the erasure
 * around deleting the lead, so an erasure waits for a delivery under way (and then deletes what it
 * made), and a delivery never runs halfway through an erasure (docs/decisions.md "Erasure cannot
 * race a delivery").
 *
 * PostgreSQL: a transaction-scoped advisory lock, so every instance and the `leads:erase` command
 * (another process) take turns; the transaction only holds the lock (one pooled connection), `work`
 * queries through the pool. PGlite: only one process opens the store (lib/store/directory-lock.ts),
 * so a lock in this process is enough; a transaction there would hold the one connection, and so
 * every request, for as long as a provider takes to answer.
 */
export async function withLeadLock<T>(database: Database, leadId: string, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    return database.transaction(async (tx) => {
      await lockUntilCommit(tx, `lead:${leadId}`);
      return work();
    });
  }
  const stores = (globals[HELD] ??= new WeakMap());
  let held = stores.get(database);
  if (!held) stores.set(database, (held = new Map()));
  const previous = held.get(leadId) ?? Promise.resolve();
  const result = previous.then(work);
  const tail = result.then(
    () => {},
    () => {},
  );
  held.set(leadId, tail);
  void tail.then(() => {
    if (held.get(leadId) === tail) held.delete(leadId);
  });
  return result;
}

/**
 * The lock of the team digests: a digest holds it while it reads, mails and records its leads, and
 * an erasure while it looks for the lead's outbox files and deletes its rows, so a digest never
 * lists a lead being erased, and an erasure finds the digest file that lists its lead. Taken after
 * a lead's lock, always, so that the two never wait for each other in turn.
 */
export function withTeamDigestLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return withLeadLock(database, 'team-digests', work);
}

/**
 * The lock of one person's follow-up events (by their canonical mailbox): a delivery holds it while
 * it looks for the person's follow-up still ahead and joins it or books one, so that two leads of
 * one person delivered at once book one event; an erasure or a booked meeting while it takes a lead
 * out of that event, so that no join writes the lead back in. Taken after a lead's lock and before
 * the digests' lock, always.
 */
export function withPersonLock<T>(database: Database, mailbox: string, work: () => Promise<T>): Promise<T> {
  return withLeadLock(database, `person:${mailbox}`, work);
}

/**
 * The lock of the team's follow-up times: a delivery holds it while it reads the team's busy times
 * and puts a follow-up in the first free one, so that two follow-ups placed at once, on any
 * instance, never take the same time. Taken after a lead's and a person's lock, and before the
 * digests' lock, always; held only for the calendar's read and write.
 */
export function withFollowUpSlotsLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  return withLeadLock(database, 'follow-up-slots', work);
}
