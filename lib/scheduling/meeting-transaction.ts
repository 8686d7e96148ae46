import type { PgBoss } from 'pg-boss';
import type { Database } from '@/lib/store/database';
import type { MeetingContext } from './book-meeting';
import { BOOKING_CALENDAR_AGE_MS, type Scheduling } from './scheduling';

/** What changing a meeting writes to: the store, the delivery queue in it, and the scheduling. */
export interface MeetingServices {
  database: Database;
  boss: PgBoss;
  scheduling: Scheduling;
}

/**
 * Runs a booking or a move in one store transaction, with the calendar's busy times read just
 * before it (at most BOOKING_CALENDAR_AGE_MS old): a network call has no place inside a
 * transaction, and a slot the team filled a minute ago must not be booked.
 */
export async function withMeetingTransaction<T>(
  { database, boss, scheduling }: MeetingServices,
  now: Date,
  work: (context: MeetingContext) => Promise<T>,
): Promise<T> {
  const calendarBusy = await scheduling.calendarBusy(now, { maxAgeMs: BOOKING_CALENDAR_AGE_MS });
  return database.transaction((tx) => work({ tx, boss, scheduling, concurrent: database.kind === 'postgres', calendarBusy, now }));
}
