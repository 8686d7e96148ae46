import type { Sql } from '@/lib/store/database';
import { bookingsChanged } from './slot-list-cache';

/** The PostgreSQL channel every change of the bookings is announced on (lib/scheduling/watch-bookings.ts listens). */
export const BOOKINGS_CHANNEL = 'bookings_changed';

/**
 * Says that the bookings changed (a start booked, moved, cancelled or erased), from inside the
 * change's transaction, so that no kept free-start list (lib/scheduling/slot-list-cache.ts) offers
 * a start taken: this process's lists are voided once the change commits (at once outside a
 * transaction), every instance's on one PostgreSQL by the NOTIFY, which PostgreSQL delivers on
 * commit and drops on rollback; a script's change (`npm run bookings`) reaches the servers so too.
 * Voiding on commit, not before: a list read in between would still show the start free.
 */
export async function announceBookingsChange(sql: Sql): Promise<void> {
  await sql.query(`NOTIFY ${BOOKINGS_CHANNEL}`);
  if (sql.afterCommit) sql.afterCommit(bookingsChanged);
  else bookingsChanged();
}
