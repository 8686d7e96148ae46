import { randomUUID } from 'node:crypto';
import type { Sql } from '@/lib/store/database';

/**
 * The store's demo bookings (migration 12). Booking is one INSERT that the unique indexes on live
 * bookings decide: of two requests for one slot, on one instance or two, exactly one row is
 * written, and the other learns why it was not, so that it can offer the next free slots.
 */
export interface NewBooking {
  leadId: string;
  /** The lead's canonical mailbox (lib/mailbox/recipient.ts): one live booking per person. */
  mailbox: string;
  start: Date;
  end: Date;
  /** The IANA zone the person sees the time in. */
  timeZone: string;
}

export type BookingOutcome =
  { booked: true; id: string } | { booked: false; reason: 'slot-taken' | 'lead-has-booking' | 'mailbox-has-booking' };

export async function bookSlot(tx: Sql, booking: NewBooking): Promise<BookingOutcome> {
  const id = randomUUID();
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bookings (id, lead_id, mailbox, starts_at, ends_at, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [id, booking.leadId, booking.mailbox, booking.start.toISOString(), booking.end.toISOString(), booking.timeZone],
  );
  if (rows.length) return { booked: true, id };
  return { booked: false, reason: await whyNotBooked(tx, booking) };
}

/** Which live booking stood in the way: the slot's, the lead's own, or the person's. */
async function whyNotBooked(tx: Sql, booking: NewBooking): Promise<'slot-taken' | 'lead-has-booking' | 'mailbox-has-booking'> {
  const { rows } = await tx.query<{ lead: boolean; mailbox: boolean }>(
    `SELECT bool_or(lead_id = $1) AS lead, bool_or(mailbox = $2) AS mailbox
     FROM bookings WHERE status = 'booked' AND (lead_id = $1 OR mailbox = $2)`,
    [booking.leadId, booking.mailbox],
  );
  if (rows[0]?.lead) return 'lead-has-booking';
  if (rows[0]?.mailbox) return 'mailbox-has-booking';
  return 'slot-taken';
}

/** The live bookings that overlap [from, to): busy times, and the day's count of meetings. */
export async function liveBookingsBetween(sql: Sql, from: Date, to: Date): Promise<{ start: Date; end: Date }[]> {
  const { rows } = await sql.query<{ starts_at: Date | string; ends_at: Date | string }>(
    `SELECT starts_at, ends_at FROM bookings WHERE status = 'booked' AND starts_at < $2 AND ends_at > $1 ORDER BY starts_at`,
    [from.toISOString(), to.toISOString()],
  );
  return rows.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at) }));
}

/** Cancels a live booking, freeing its slot; raises its sequence for the CANCEL invitation. False when none was live. */
export async function cancelBooking(sql: Sql, id: string): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = now() WHERE id = $1 AND status = 'booked' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}
