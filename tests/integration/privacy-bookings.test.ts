/**
 * A demo booking is part of its lead (README "Scheduling"), on both stores, through the real Google
 * client against the fake Google: `npm run leads:export` lists each booking (start, end, zone,
 * status, sequence) with its meeting as the calendar holds it; `npm run leads:erase` deletes the
 * meeting event with the rows (kept whole while Google cannot delete, as for the follow-up event);
 * housekeeping erases a booked lead past LEAD_RETENTION_DAYS, meeting included. On the embedded
 * calendar, the meeting's outbox file is exported and erased with the lead's other files.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingEventId } from '@/lib/delivery/calendar/meeting-event';
import {
  FAKE_TEAM_CALENDAR_ID,
  providerEnv,
  startFakeGoogle,
  startFakeResend,
  type FakeGoogle,
  type FakeProvider,
} from '../helpers/fake-providers';
import { eventually } from '../helpers/outbox';
import { runPrivacyCommandAt, withStoreAt, type StoreLocation } from '../helpers/privacy-command';
import { startServer, type TestServer } from '../helpers/server';
import { meetingEndOf, requestDemo, startsOnOneDay } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { closeAll } from '../helpers/close-all';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PERSON = 'Zephyrine.Quorble@example.com';
const MARKER = 'quorble';
const OTHER = 'Anselm.Fennick@example.com';

/** Runs the documented command with the server's environment; the exit code and the JSON it printed. */
async function privacyCommand(server: TestServer, action: 'export' | 'erase', person: string) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/leads-privacy.ts', action, person],
      { cwd: ROOT, env: { ...process.env, ...server.env }, encoding: 'utf8', timeout: 60_000 },
    );
    return { exitCode: 0, result: JSON.parse(stdout) };
  } catch (error) {
    const failed = error as { stdout?: string; code?: number };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, result: JSON.parse(failed.stdout ?? 'null') };
  }
}

const meetingKey = (bookingId: string) => `${FAKE_TEAM_CALENDAR_ID}/${meetingEventId({ id: bookingId })}`;

describe.each(STORES)('the bookings of a lead in its export and erasure on %s', (store) => {
  let resend: FakeProvider;
  let google: FakeGoogle;
  let server: TestServer;
  let start: Date;
  let reference: string;
  let bookingId: string;

  /** Books a meeting for `email` and waits for its event at Google; the reference and the booking id. */
  async function book(email: string, at: Date) {
    const answer = await requestDemo(server.url, { email, preferredStart: at, timeZone: 'America/Bogota' });
    expect(answer.status, answer.text).toBe(200);
    const [row] = await server.inspect((query) =>
      query<{ id: string }>('SELECT b.id FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.reference = $1', [answer.body.reference]),
    );
    await eventually(async () => expect(google.accepted.has(meetingKey(row!.id))).toBe(true), 60_000);
    return { reference: answer.body.reference as string, bookingId: row!.id };
  }

  beforeAll(async () => {
    resend = await startFakeResend();
    google = await startFakeGoogle();
    server = await startServer(store, providerEnv(resend, google));
    const starts = startsOnOneDay(2, 4);
    start = starts[0]!;
    ({ reference, bookingId } = await book(PERSON, start));
    await book(OTHER, starts[1]!);
    // The embedded store has one opener: the commands run with the server stopped, as documented.
    if (store === 'pglite') await server.kill();
  }, 240_000);
  afterAll(() => closeAll(server, resend, google));

  it('exports each booking with its time, zone, status, sequence and meeting event', async () => {
    const { exitCode, result } = await privacyCommand(server, 'export', PERSON.toLowerCase());
    expect(exitCode).toBe(0);
    expect(result.leads).toHaveLength(1);
    const [lead] = result.leads;
    expect(lead.reference).toBe(reference);
    expect(lead.bookings).toEqual([
      {
        start: start.toISOString(),
        end: meetingEndOf(start).toISOString(),
        timeZone: 'America/Bogota',
        status: 'booked',
        sequence: 0,
        calendarEvent: {
          calendarId: FAKE_TEAM_CALENDAR_ID,
          id: meetingEventId({ id: bookingId }),
          event: expect.objectContaining({ summary: expect.stringContaining(reference) }),
        },
      },
    ]);
    // A booked lead has no follow-up event.
    expect(lead.calendarEvent.event).toBeNull();
  }, 60_000);

  it('erases the meeting event with the lead, and keeps the lead whole while Google cannot delete', async () => {
    google.options.failDeletes = true;
    try {
      const { exitCode, result } = await privacyCommand(server, 'erase', PERSON);
      expect(exitCode).toBe(1);
      expect(result.failed.map((lead: { reference: string }) => lead.reference)).toEqual([reference]);
    } finally {
      google.options.failDeletes = false;
    }
    expect(google.accepted.has(meetingKey(bookingId))).toBe(true);
    expect((await privacyCommand(server, 'export', PERSON)).result.leads[0].bookings).toHaveLength(1);

    const { exitCode, result } = await privacyCommand(server, 'erase', PERSON);
    expect(exitCode).toBe(0);
    expect(result.leads).toEqual([expect.objectContaining({ reference, meetingEvents: ['deleted'] })]);
    expect(result.rows).toMatchObject({ leads: 1, bookings: 1 });
    expect(google.accepted.has(meetingKey(bookingId))).toBe(false);
    expect([...google.accepted.values()].filter((event) => JSON.stringify(event).toLowerCase().includes(MARKER))).toEqual([]);
    const rows = await server.inspect((query) => query('SELECT 1 FROM bookings WHERE id = $1', [bookingId]));
    expect(rows).toEqual([]);
    // The other person's meeting stays.
    expect([...google.accepted.values()].filter((event) => JSON.stringify(event).includes('Fennick'))).toHaveLength(1);
  }, 120_000);

  it('erases a booked lead past LEAD_RETENTION_DAYS with its meeting event, at the next housekeeping round', async () => {
    // Its meeting is over too: a lead whose meeting is still ahead is kept until it has ended.
    await server.inspect(async (query) => {
      await query(`UPDATE leads SET created_at = now() - interval '400 days' WHERE mailbox = $1`, [OTHER.toLowerCase()]);
      await query(
        `UPDATE bookings SET starts_at = now() - interval '2 days', ends_at = now() - interval '2 days' + interval '30 minutes'
         WHERE lead_id IN (SELECT id FROM leads WHERE mailbox = $1)`,
        [OTHER.toLowerCase()],
      );
    });
    // Housekeeping runs when the server starts (and every hour).
    await server.kill();
    await server.restart();
    // The round's last step deletes the rows: on PGlite, reading them stops the server, so wait for its end.
    await eventually(async () => {
      expect(server.logLines().some((line) => line.message.startsWith('housekeeping erased 1 lead(s)'))).toBe(true);
    }, 60_000);
    expect([...google.accepted.values()].filter((event) => JSON.stringify(event).includes('Fennick'))).toEqual([]);
    const rows = await server.inspect((query) => query('SELECT 1 FROM bookings'));
    expect(rows).toEqual([]);
  }, 180_000);
});

describe.each(STORES)('a booked lead on the embedded calendar on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it("exports and erases the meeting's outbox file with the lead's other files", async () => {
    const [at] = startsOnOneDay(1, 5);
    const answer = await requestDemo(server.url, { email: PERSON, preferredStart: at! });
    expect(answer.status, answer.text).toBe(200);
    const [row] = await server.inspect((query) =>
      query<{ id: string }>('SELECT b.id FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.reference = $1', [answer.body.reference]),
    );
    const eventFile = path.join('calendar', `${meetingEventId({ id: row!.id })}.json`);
    // The server's worker writes the meeting to DATA_DIR/calendar.
    await eventually(async () => expect(await readdir(path.join(server.dataDir, 'calendar'))).toContain(path.basename(eventFile)), 60_000);
    // The commands open the store themselves: on PGlite, with the server stopped.
    await server.kill();
    const location: StoreLocation = { dataDir: server.dataDir, databaseUrl: server.env.DATABASE_URL };

    const exported = await runPrivacyCommandAt(location, 'export', PERSON);
    const [lead] = exported.leads;
    expect(lead.bookings).toEqual([expect.objectContaining({ status: 'booked', sequence: 0, calendarEvent: null })]);
    expect(lead.outboxFiles.map((file: { file: string }) => file.file)).toContain(eventFile);

    const erased = await runPrivacyCommandAt(location, 'erase', PERSON);
    expect(erased.leads).toEqual([expect.objectContaining({ reference: answer.body.reference, meetingEvents: [] })]);
    expect(erased.leads[0].outboxFiles).toContain(eventFile);
    expect(await readdir(path.join(server.dataDir, 'calendar'))).not.toContain(path.basename(eventFile));
    expect(await withStoreAt(location, async (database) => (await database.query('SELECT 1 FROM bookings')).rows)).toEqual([]);
  }, 240_000);
});
