import type { PgBoss } from 'pg-boss';
import { DELIVERY_QUEUE, type BookingJob, type DeliveryJob } from '@/lib/queue/delivery-queue';
import type { Sql } from '@/lib/store/database';

/**
 * The reminder of a booked demo: one mail the day before (docs/decisions.md "A reminder the day
 * before"). Calendly, Cal.com and HubSpot Meetings remind the attendee, and a demo nobody comes to
 * costs the team its time.
 */

const HOUR_MS = 3_600_000;

/** How long before the meeting the reminder is due. */
export const REMINDER_BEFORE_HOURS = 24;

/**
 * A reminder due less than this after the booking (or the move) that asked for it is not sent at
 * all: the invitation has just arrived and says the same, so a second mail within a few hours is
 * noise. A meeting booked less than 30 hours ahead therefore gets none.
 */
export const REMINDER_MIN_GAP_HOURS = 6;

/** When the reminder of a meeting booked (or moved) at `now` is due, or null when it gets none. */
export function reminderDueAt(start: Date, now: Date): Date | null {
  const due = new Date(start.getTime() - REMINDER_BEFORE_HOURS * HOUR_MS);
  return due.getTime() - now.getTime() >= REMINDER_MIN_GAP_HOURS * HOUR_MS ? due : null;
}

/**
 * Enqueues the reminder of a booking's change, inside the transaction that made the change, to run
 * when it is due (pg-boss `startAfter`). The job names the booking's sequence: a later move enqueues
 * its own, and the worker skips one whose sequence the booking has left, or whose booking is no
 * longer booked (lib/delivery/reminder). Its deliveries row (kind and booking and sequence) makes it
 * one mail however many instances or retries run it. Nothing when the meeting is too soon for one.
 */
export async function enqueueMeetingReminder(
  boss: PgBoss,
  tx: Sql,
  lead: { id: string; reference: string },
  booking: { id: string; sequence: number; start: Date },
  change: Extract<BookingJob['change'], 'booked' | 'moved'>,
  now: Date,
): Promise<Date | null> {
  const due = reminderDueAt(booking.start, now);
  if (!due) return null;
  const data: DeliveryJob = {
    leadId: lead.id,
    reference: lead.reference,
    kind: 'booking-reminder',
    bookingId: booking.id,
    sequence: booking.sequence,
    change,
  };
  await boss.insert(DELIVERY_QUEUE, [{ data, startAfter: due }], { db: { executeSql: (text, values) => tx.query(text, values) } });
  return due;
}
