import type { PgBoss } from 'pg-boss';
import type { Sql } from '@/lib/store/database';
import { cancelMeeting } from './book-meeting';
import { countBookingMail } from './booking-mail';
import { bookingsOfLead, findBooking, type Booking } from './bookings';

/**
 * The team cancels a demo meeting (`npm run bookings -- cancel <reference or booking id>`): the
 * same change as the person's own cancel link, so the person gets the CANCEL invitation and the
 * team its notice, enqueued in the transaction that frees the slot. The CANCEL counts against the
 * mailbox's cap like every booking mail, but is never refused for it: the team's own act, which the
 * person must hear of, and no client's (docs/decisions.md "Booking mails count").
 */
export type OperatorCancel =
  | { outcome: 'cancelled'; booking: Booking; reference: string }
  /** Neither a lead's reference nor a booking's id. */
  | { outcome: 'unknown' }
  /** A lead that never booked. */
  | { outcome: 'no-booking'; reference: string }
  /** Its meeting was cancelled before, or is over: nothing to cancel. */
  | { outcome: 'cancelled-before' | 'over'; booking: Booking; reference: string };

const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Cancels the meeting a reference or a booking id names, inside the caller's transaction. */
export async function cancelNamedMeeting(context: { tx: Sql; boss: PgBoss }, named: string, now = new Date()): Promise<OperatorCancel> {
  const found = await bookingNamed(context.tx, named.trim(), now);
  if ('outcome' in found) return found;
  const { booking, reference } = found;
  if (!isComing(booking, now)) return { outcome: booking.status === 'cancelled' ? 'cancelled-before' : 'over', booking, reference };
  // Another cancellation (the person's link, a second operator) may have come first: the row decides.
  if (!(await cancelMeeting(context, { lead: { id: booking.leadId, reference }, bookingId: booking.id }))) {
    return { outcome: 'cancelled-before', booking, reference };
  }
  const cancelled = (await findBooking(context.tx, booking.id))!;
  await countBookingMail(context.tx, cancelled);
  return { outcome: 'cancelled', booking: cancelled, reference };
}

/**
 * The booking named: by its id, or by its lead's reference (the lead's coming meeting, else its
 * latest booking, which says why there is nothing to cancel).
 */
async function bookingNamed(
  sql: Sql,
  named: string,
  now: Date,
): Promise<{ booking: Booking; reference: string } | Extract<OperatorCancel, { outcome: 'unknown' | 'no-booking' }>> {
  if (BOOKING_ID.test(named)) {
    const booking = await findBooking(sql, named.toLowerCase());
    const { rows } = booking
      ? await sql.query<{ reference: string }>('SELECT reference FROM leads WHERE id = $1', [booking.leadId])
      : { rows: [] };
    return booking && rows[0] ? { booking, reference: rows[0].reference } : { outcome: 'unknown' };
  }
  const { rows } = await sql.query<{ id: string; reference: string }>('SELECT id, reference FROM leads WHERE reference = $1', [
    named.toUpperCase(),
  ]);
  if (!rows[0]) return { outcome: 'unknown' };
  const { id, reference } = rows[0];
  const bookings = await bookingsOfLead(sql, id);
  const booking = bookings.find((candidate) => isComing(candidate, now)) ?? bookings.at(-1);
  return booking ? { booking, reference } : { outcome: 'no-booking', reference };
}

const isComing = (booking: Booking, now: Date) => booking.status === 'booked' && booking.end > now;
