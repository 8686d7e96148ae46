/**
 * `npm run bookings` as an operator runs it, on each store, with the embedded outboxes: it lists the
 * coming meetings (the team's zone and UTC, reference, status, booking id; no address), and
 * `cancel <reference or booking id>` cancels one, delivering at once the person's cancellation and
 * the team's notice and deleting the calendar event; an unknown name, a lead that never booked and
 * a meeting cancelled before are one-line errors with exit code 1, a wrong command exit code 2.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { meetingEventId } from '@/lib/delivery/calendar/meeting-event';
import { createDeliveryWorker } from '@/lib/delivery/delivery-worker';
import { createOutboxMailTransport } from '@/lib/delivery/outbox-mail-transport';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { openStore } from '@/lib/runtime/open-store';
import { bookMeeting } from '@/lib/scheduling/book-meeting';
import { findBooking, type Booking } from '@/lib/scheduling/bookings';
import { createScheduling } from '@/lib/scheduling/scheduling';
import { demo, RULES, startsOnOneDay, TEAM_ZONE } from '../helpers/scheduling';
import { withStoreAt, type StoreLocation } from '../helpers/privacy-command';
import { createTestDatabase, STORES } from '../helpers/stores';
import { insertTestLead } from '../helpers/insert-test-lead';
import { teamToldOfRequest } from '../helpers/team-told';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The zone the command shows the team's times in: not the servers' default, to see it is read. */
const OPERATOR_ZONE = 'America/New_York';

describe.each(STORES)('npm run bookings on %s', (store) => {
  let location: StoreLocation;
  let dropDatabase = async () => {};
  const booked: { reference: string; email: string; booking: Booking }[] = [];
  let neverBooked: string;

  /** Runs the command on the store (closed meanwhile: PGlite has one opener). */
  async function bookings(...args: string[]): Promise<{ stdout: string; stderr: string; exitCode: number }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: location.dataDir, TEAM_TIMEZONE: OPERATOR_ZONE };
    delete env.DATABASE_URL;
    if (location.databaseUrl) env.DATABASE_URL = location.databaseUrl;
    try {
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/bookings.ts', ...args],
        { cwd: ROOT, env, encoding: 'utf8', timeout: 90_000 },
      );
      return { stdout, stderr, exitCode: 0 };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; code?: number };
      if (typeof failed.code !== 'number') throw error;
      return { stdout: failed.stdout ?? '', stderr: failed.stderr ?? '', exitCode: failed.code };
    }
  }

  const outbox = async (folder: 'mail' | 'calendar') => readdir(path.join(location.dataDir, folder)).catch(() => [] as string[]);

  beforeAll(async () => {
    location = { dataDir: await mkdtemp(path.join(tmpdir(), 'bookings-command-')) };
    if (store === 'postgres') {
      const created = await createTestDatabase();
      location.databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    // Two meetings booked and delivered (events and emails in the outboxes), one lead that never booked.
    const opened = await openStore({ DATA_DIR: location.dataDir, DATABASE_URL: location.databaseUrl });
    const { database } = opened;
    const boss = await startDeliveryQueue(opened.queue, { retryLimit: 3, retryDelaySeconds: 1 });
    try {
      const calendar = createOutboxCalendarTransport(location.dataDir);
      const scheduling = createScheduling(
        RULES,
        {
          timeZone: TEAM_ZONE,
          busyCalendarIds: ['primary'],
          secret: 'x'.repeat(40),
          bookingsPerClient: 3,
          siteUrl: 'http://localhost:3000',
        },
        calendar,
      );
      const settings = { mailFrom: 'Courtside <hello@courtside.example>', teamEmail: 'sales@courtside.example', calendarId: 'primary' };
      const context = {
        database,
        mail: createOutboxMailTransport(location.dataDir),
        calendar,
        settings: { ...settings, timeZone: TEAM_ZONE, siteUrl: 'http://localhost:3000' },
        scheduling,
      };
      const starts = startsOnOneDay(3, 1);
      for (const [i, start] of starts.slice(0, 2).entries()) {
        const email = `Listed.Person${i}@Example.com`;
        const lead = await insertTestLead(database, demo, { email, payload: { name: 'Listed Person' } });
        // Booked after the team heard of the request: each change of the meeting is a notice of its own.
        await teamToldOfRequest(database, lead);
        const now = new Date();
        const outcome = await database.transaction(async (tx) =>
          bookMeeting(
            { tx, boss, scheduling, concurrent: database.kind === 'postgres', calendarBusy: await scheduling.calendarBusy(now), now },
            { lead, mailbox: canonicalMailbox(email), client: clientOf(`203.0.113.${50 + i}`), start, timeZone: 'Europe/Lisbon' },
          ),
        );
        if (!outcome.booked) throw new Error(`not booked: ${outcome.reason}`);
        booked.push({ reference: lead.reference, email, booking: outcome.booking });
      }
      neverBooked = (await insertTestLead(database, demo, { email: 'never.booked@example.com', payload: { name: 'Listed Person' } }))
        .reference;
      await createDeliveryWorker(boss, context).drain();
    } finally {
      await boss.stop({ graceful: false }).catch(() => {});
      await database.close();
    }
    expect(await outbox('calendar')).toEqual(expect.arrayContaining(booked.map(({ booking }) => `${meetingEventId(booking)}.json`)));
  }, 120_000);
  afterAll(async () => {
    await dropDatabase();
    if (location) await rm(location.dataDir, { recursive: true, force: true });
  });

  it("lists the coming meetings in the team's zone and UTC, with reference, status and booking id, and no address", async () => {
    const { stdout, exitCode } = await bookings();
    expect(exitCode).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe(`2 coming demo meeting(s), in ${OPERATOR_ZONE} and UTC:`);
    expect(lines).toHaveLength(3);
    for (const [i, { reference, booking }] of booked.entries()) {
      const line = lines[i + 1]!;
      expect(line).toContain(reference);
      expect(line).toContain(`booking ${booking.id}`);
      expect(line).toContain('booked');
      expect(line).toContain(`${local(booking.start, OPERATOR_ZONE)}-${local(booking.end, OPERATOR_ZONE).slice(-5)} ${OPERATOR_ZONE}`);
      expect(line).toContain(`${local(booking.start, 'UTC')} UTC`);
    }
    expect(stdout).not.toContain('@');
  }, 120_000);

  it("cancels one by reference (any case): the person's cancellation and the team's notice go out, the event is deleted", async () => {
    const { reference, booking } = booked[0]!;
    const { stdout, stderr, exitCode } = await bookings('cancel', reference.toLowerCase());
    expect(exitCode, stderr).toBe(0);
    expect(stdout).toContain(`Cancelled the demo meeting of ${reference} at ${local(booking.start, OPERATOR_ZONE)} ${OPERATOR_ZONE}`);
    expect(stdout).toContain("the person's cancellation: done; the team's notice: done; the calendar event deleted: done.");

    expect(await outbox('calendar')).not.toContain(`${meetingEventId(booking)}.json`);
    expect(await outbox('mail')).toEqual(
      expect.arrayContaining([`${reference}.booking-email.${booking.id}.1.json`, `${reference}.booking-team-notice.${booking.id}.1.json`]),
    );
    const stored = await withStoreAt(location, (database) => findBooking(database, booking.id));
    expect(stored).toMatchObject({ status: 'cancelled', sequence: 1 });

    // Listed no more.
    const list = await bookings();
    expect(list.stdout).not.toContain(reference);
    expect(list.stdout).toContain(booked[1]!.reference);
  }, 180_000);

  it('says in one line, with exit code 1, when there is nothing to cancel', async () => {
    const [first] = booked;
    const again = await bookings('cancel', first!.reference);
    expect(again).toMatchObject({ exitCode: 1, stdout: '' });
    expect(again.stderr.trim()).toBe(
      `The meeting of ${first!.reference} at ${local(first!.booking.start, OPERATOR_ZONE)} ${OPERATOR_ZONE} (${local(first!.booking.start, 'UTC')} UTC) was cancelled already: nothing to cancel.`,
    );
    const unknown = await bookings('cancel', 'D-00000000');
    expect(unknown).toMatchObject({ exitCode: 1, stdout: '' });
    expect(unknown.stderr.trim().split('\n')).toEqual([
      'No lead or booking "D-00000000": give a lead reference or a booking id as `npm run bookings` lists them.',
    ]);
    const unknownId = await bookings('cancel', randomUUID());
    expect(unknownId.exitCode).toBe(1);
    expect(unknownId.stderr).toContain('No lead or booking');
    const none = await bookings('cancel', neverBooked);
    expect(none).toMatchObject({ exitCode: 1, stdout: '' });
    expect(none.stderr.trim()).toBe(`${neverBooked} never booked a demo meeting: nothing to cancel.`);
  }, 180_000);

  it('cancels one by booking id; then nothing is coming; a wrong command exits with 2', async () => {
    const [, second] = booked;
    const { stdout, exitCode } = await bookings('cancel', second!.booking.id);
    expect(exitCode).toBe(0);
    expect(stdout).toContain(`Cancelled the demo meeting of ${second!.reference}`);
    expect((await bookings()).stdout.trim()).toBe('No coming demo meetings.');

    for (const wrong of [['erase'], ['cancel'], ['cancel', 'D-00000000', 'extra']]) {
      const answer = await bookings(...wrong);
      expect(answer.exitCode, wrong.join(' ')).toBe(2);
      expect(answer.stderr.trim()).toBe('Usage: npm run bookings   or   npm run bookings -- cancel <lead reference or booking id>');
    }
  }, 180_000);
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** `Mon 2026-12-07 10:00` in a zone, as the command writes it (worked out with Temporal, not Intl as the command does). */
function local(instant: Date, timeZone: string): string {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${WEEKDAYS[zoned.dayOfWeek - 1]} ${zoned.toPlainDate().toString()} ${pad(zoned.hour)}:${pad(zoned.minute)}`;
}
