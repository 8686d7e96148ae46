import type { Database } from '@/lib/store/database';
import { BOOKINGS_CHANNEL } from './bookings-changed';
import { bookingsChanged, type SlotListCache } from './slot-list-cache';

/**
 * On PostgreSQL, other instances (and scripts) change the bookings too: this process hears each
 * change on BOOKINGS_CHANNEL and voids its kept free-start lists. Until it listens, and whenever the
 * listening connection is lost, it keeps no list (every request computes its own, as before the
 * cache), since a change it did not hear would leave a taken start offered.
 *
 * What remains: between another instance's commit and this process reading the NOTIFY, a list
 * kept here may still show the start. PostgreSQL signals the listeners as it commits, before it
 * answers the COMMIT, so the NOTIFY is on its way here before the booking's own answer leaves its
 * instance: the window is one network hop, well under a millisecond on one host (measured by
 * tests/api/slot-lists-instances.test.ts: list on B, book on A, list on B at once). A start taken
 * in it is refused at booking time with the next free ones, as a start taken between a list and a
 * booking always was.
 * PGlite has one process, which hears its own changes (lib/scheduling/bookings-changed.ts).
 */
export function watchBookings(database: Database, cache: SlotListCache): void {
  if (!database.listen) return;
  cache.suspend();
  database.listen(BOOKINGS_CHANNEL, { notified: bookingsChanged, lost: cache.suspend, listening: cache.resume });
}
