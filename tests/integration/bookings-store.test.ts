/**
 * The store's demo bookings (migration 12, lib/scheduling/bookings.ts), on both stores: the unique
 * indexes on live bookings decide every race for a slot, and a person holds one live booking.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperation } from '@/lib/operations/registry';
import { openStore } from '@/lib/runtime/open-store';
import { bookSlot, cancelBooking, liveBookingsBetween } from '@/lib/scheduling/bookings';
import type { Database } from '@/lib/store/database';
import { createTestDatabase, STORES } from '../helpers/stores';
import { insertTestLead } from '../helpers/insert-test-lead';

const demo = getOperation('requestDemo');
const SLOT = { start: new Date('2026-12-07T09:00:00Z'), end: new Date('2026-12-07T09:30:00Z') };

describe.each(STORES)('demo bookings on %s', (store) => {
  let dataDir: string;
  let database: Database;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bookings-'));
    const postgres = store === 'postgres' ? await createTestDatabase() : undefined;
    if (postgres) drop = postgres.drop;
    ({ database } = await openStore({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url }));
  });
  afterAll(async () => {
    await database?.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A stored demo lead of its own mailbox, unless given one. */
  const lead = (email?: string) => insertTestLead(database, demo, { email });
  const booking = (of: { id: string; mailbox: string }, slot = SLOT) => ({
    leadId: of.id,
    mailbox: of.mailbox,
    ...slot,
    timeZone: 'Europe/Madrid',
  });

  it('gives one slot to exactly one of 20 people asking at once; the others learn it is taken', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => lead()));
    const outcomes = await Promise.all(people.map((person) => database.transaction((tx) => bookSlot(tx, booking(person)))));
    expect(outcomes.filter((outcome) => outcome.booked)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.booked).map((outcome) => !outcome.booked && outcome.reason)).toEqual(
      Array(19).fill('slot-taken'),
    );
    expect(await liveBookingsBetween(database, SLOT.start, SLOT.end)).toEqual([SLOT]);
  });

  it('keeps one live booking per lead and per person, and a cancelled slot is free again', async () => {
    const later = { start: new Date('2026-12-08T10:00:00Z'), end: new Date('2026-12-08T10:30:00Z') };
    const evenLater = { start: new Date('2026-12-09T10:00:00Z'), end: new Date('2026-12-09T10:30:00Z') };
    const person = await lead();
    const first = await bookSlot(database, booking(person, later));
    expect(first.booked).toBe(true);
    expect(await bookSlot(database, booking(person, evenLater))).toEqual({ booked: false, reason: 'lead-has-booking' });
    const sameMailbox = await lead(person.mailbox);
    expect(await bookSlot(database, booking(sameMailbox, evenLater))).toEqual({ booked: false, reason: 'mailbox-has-booking' });

    expect(await cancelBooking(database, first.booked ? first.id : '')).toBe(true);
    expect(await liveBookingsBetween(database, later.start, later.end)).toEqual([]);
    const other = await lead();
    expect((await bookSlot(database, booking(other, later))).booked).toBe(true);
    const { rows } = await database.query<{ status: string; sequence: number }>('SELECT status, sequence FROM bookings WHERE id = $1', [
      first.booked ? first.id : '',
    ]);
    expect(rows).toEqual([{ status: 'cancelled', sequence: 1 }]);
  });

  it('goes with its lead when the lead is erased', async () => {
    const person = await lead();
    const slot = { start: new Date('2026-12-10T11:00:00Z'), end: new Date('2026-12-10T11:30:00Z') };
    expect((await bookSlot(database, booking(person, slot))).booked).toBe(true);
    await database.query('DELETE FROM leads WHERE id = $1', [person.id]);
    expect((await database.query('SELECT 1 FROM bookings WHERE lead_id = $1', [person.id])).rows).toEqual([]);
  });
});
