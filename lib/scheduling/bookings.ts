import { randomUUID } from 'node:crypto';
import type { Sql } from '@/lib/store/database';
import { announceBookingsChange } from './bookings-changed';

/**
 * The store's demo bookings (migrations 12 and 13). Booking is one INSERT that the unique indexes on
 * live bookings decide: of two requests for one slot, on one instance or two, exactly one row is
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

export type BookingStatus = 'booked' | 'cancelled' | 'held';

/** A booking as the store holds it. */
export interface Booking extends NewBooking {
  id: string;
  /** The invitation's SEQUENCE: raised by every move and by the cancellation. */
  sequence: number;
  /** The start before its last move (migration 17), for "moved from X to Y"; absent until it moves. */
  previousStart?: Date;
  status: BookingStatus;
  /**
   * When the row last changed (updated_at): the invitation's DTSTAMP, so that a retried mail of one
   * change is the same message (Resend refuses a known idempotency key with another body).
   */
  changedAt?: Date;
}

export type NotBookedReason = 'slot-taken' | 'lead-has-booking' | 'mailbox-has-booking';

export type BookingOutcome = { booked: true; id: string } | { booked: false; reason: NotBookedReason };

export async function bookSlot(tx: Sql, booking: NewBooking): Promise<BookingOutcome> {
  // A meeting whose time has passed no longer holds its person to one live booking.
  await tx.query(`UPDATE bookings SET status = 'held', updated_at = now() WHERE status = 'booked' AND ends_at <= now()`);
  const id = randomUUID();
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bookings (id, lead_id, mailbox, starts_at, ends_at, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [id, booking.leadId, booking.mailbox, booking.start.toISOString(), booking.end.toISOString(), booking.timeZone],
  );
  if (!rows.length) return { booked: false, reason: await whyNotBooked(tx, booking) };
  await announceBookingsChange(tx);
  return { booked: true, id };
}

/** Which live booking stood in the way: the slot's, the lead's own, or the person's. */
async function whyNotBooked(tx: Sql, booking: NewBooking): Promise<NotBookedReason> {
  const { rows } = await tx.query<{ lead: boolean; mailbox: boolean }>(
    `SELECT bool_or(lead_id = $1) AS lead, bool_or(mailbox = $2) AS mailbox
     FROM bookings WHERE status = 'booked' AND (lead_id = $1 OR mailbox = $2)`,
    [booking.leadId, booking.mailbox],
  );
  if (rows[0]?.lead) return 'lead-has-booking';
  if (rows[0]?.mailbox) return 'mailbox-has-booking';
  return 'slot-taken';
}

/**
 * Moves a live booking to another slot and raises its sequence, if it is still at `sequence`.
 * 'slot-taken' when another live booking holds that start (the caller serializes bookings, so this
 * is a check, not a race); 'not-live' when it is cancelled, or changed since `sequence`.
 */
export async function moveBooking(
  tx: Sql,
  id: string,
  start: Date,
  end: Date,
  sequence: number,
): Promise<'moved' | 'slot-taken' | 'not-live'> {
  const taken = await tx.query(`SELECT 1 FROM bookings WHERE status = 'booked' AND starts_at = $1 AND id <> $2`, [start.toISOString(), id]);
  if (taken.rows.length) return 'slot-taken';
  const { rows } = await tx.query(
    `UPDATE bookings SET previous_starts_at = starts_at, starts_at = $2, ends_at = $3, sequence = sequence + 1, updated_at = now()
     WHERE id = $1 AND status = 'booked' AND sequence = $4 RETURNING id`,
    [id, start.toISOString(), end.toISOString(), sequence],
  );
  if (!rows.length) return 'not-live';
  await announceBookingsChange(tx);
  return 'moved';
}

/** The live bookings that overlap [from, to), but `exceptId` (a booking being moved): busy times, and the day's count of meetings. */
export async function liveBookingsBetween(sql: Sql, from: Date, to: Date, exceptId?: string): Promise<{ start: Date; end: Date }[]> {
  const { rows } = await sql.query<{ starts_at: Date | string; ends_at: Date | string }>(
    `SELECT starts_at, ends_at FROM bookings
     WHERE status = 'booked' AND starts_at < $2 AND ends_at > $1 AND id IS DISTINCT FROM $3::uuid ORDER BY starts_at`,
    [from.toISOString(), to.toISOString(), exceptId ?? null],
  );
  return rows.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at) }));
}

/**
 * Cancels a live booking, freeing its slot; raises its sequence for the CANCEL invitation. False
 * when none was live, or when `sequence` is given (a cancel link's) and the booking has changed since.
 */
export async function cancelBooking(sql: Sql, id: string, sequence?: number): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE bookings SET status = 'cancelled', sequence = sequence + 1, updated_at = now()
     WHERE id = $1 AND status = 'booked' AND ($2::int IS NULL OR sequence = $2::int) RETURNING id`,
    [id, sequence ?? null],
  );
  if (!rows.length) return false;
  await announceBookingsChange(sql);
  return true;
}

const BOOKING_COLUMNS = 'id, lead_id, mailbox, starts_at, ends_at, time_zone, sequence, status, updated_at, previous_starts_at';

interface BookingRow {
  id: string;
  lead_id: string;
  mailbox: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  sequence: number;
  status: BookingStatus;
  updated_at: Date | string;
  previous_starts_at: Date | string | null;
}

const bookingOf = (row: BookingRow): Booking => ({
  id: row.id,
  leadId: row.lead_id,
  mailbox: row.mailbox,
  start: new Date(row.starts_at),
  end: new Date(row.ends_at),
  timeZone: row.time_zone,
  sequence: Number(row.sequence),
  status: row.status,
  changedAt: new Date(row.updated_at),
  ...(row.previous_starts_at ? { previousStart: new Date(row.previous_starts_at) } : {}),
});

export async function findBooking(sql: Sql, id: string): Promise<Booking | undefined> {
  const { rows } = await sql.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE id = $1`, [id]);
  return rows[0] && bookingOf(rows[0]);
}

/** The lead's coming meeting, if it has one. */
export async function liveBookingOfLead(sql: Sql, leadId: string): Promise<Booking | undefined> {
  const { rows } = await sql.query<BookingRow>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings WHERE lead_id = $1 AND status = 'booked' AND ends_at > now()`,
    [leadId],
  );
  return rows[0] && bookingOf(rows[0]);
}

/** Every booking of a lead, oldest first: for its export and its erasure (each may have left an event). */
export async function bookingsOfLead(sql: Sql, leadId: string): Promise<Booking[]> {
  const { rows } = await sql.query<BookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE lead_id = $1 ORDER BY created_at`, [leadId]);
  return rows.map(bookingOf);
}

/** The coming meetings (not yet ended), soonest first, with their lead's reference. */
export async function comingBookings(sql: Sql, limit = 500): Promise<(Booking & { reference: string })[]> {
  const { rows } = await sql.query<BookingRow & { reference: string }>(
    `SELECT ${BOOKING_COLUMNS.split(', ')
      .map((column) => `b.${column}`)
      .join(', ')}, l.reference
     FROM bookings b JOIN leads l ON l.id = b.lead_id
     WHERE b.status = 'booked' AND b.ends_at > now() ORDER BY b.starts_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...bookingOf(row), reference: row.reference }));
}

/** How many meetings are booked and not yet over (the detailed /api/status). */
export async function comingBookingCount(sql: Sql): Promise<number> {
  const { rows } = await sql.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM bookings WHERE status = 'booked' AND ends_at > now()`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** How many coming meetings the leads from one client address, and from its network, hold (BOOKINGS_PER_CLIENT). */
export async function comingBookingsOfClient(
  sql: Sql,
  client: { address: string; network: string },
): Promise<{ address: number; network: number }> {
  const { rows } = await sql.query<{ address: number | string; network: number | string }>(
    `SELECT count(*) FILTER (WHERE l.client_address = $1) AS address, count(*) AS network
     FROM bookings b JOIN leads l ON l.id = b.lead_id
     WHERE b.status = 'booked' AND b.ends_at > now() AND l.client_network = $2`,
    [client.address, client.network],
  );
  return { address: Number(rows[0]?.address ?? 0), network: Number(rows[0]?.network ?? 0) };
}
