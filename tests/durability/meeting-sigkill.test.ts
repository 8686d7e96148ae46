/**
 * A booked meeting survives a SIGKILL between the booking and its event (README "Scheduling"): the
 * fake Google holds the meeting's insert, the server is killed while it waits, and the restarted
 * server on the same store makes the event, once, under the booking's own id, at the booked time;
 * the lead never gets a follow-up event of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
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
import { startServer, type TestServer } from '../helpers/server';
import { requestDemo, startsOnOneDay } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { closeAll } from '../helpers/close-all';

describe.each(STORES)('a server SIGKILLed before a booked meeting has its event, on %s', (store) => {
  let resend: FakeProvider;
  let google: FakeGoogle;
  let server: TestServer;

  beforeAll(async () => {
    resend = await startFakeResend();
    google = await startFakeGoogle();
    server = await startServer(store, providerEnv(resend, google));
  }, 180_000);
  afterAll(() => closeAll(server, resend, google));

  it('makes the event once after the restart, and no follow-up event', async () => {
    const [start] = startsOnOneDay(1);
    // Every event request waits at Google until released: the meeting's insert is in flight at the kill.
    const release = google.hold();
    let released = false;
    try {
      const answer = await requestDemo(server.url, { email: `killed-booker.${process.pid}@example.com`, preferredStart: start! });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.meeting.start).toBe(start!.toISOString());
      const reference: string = answer.body.reference;

      await eventually(async () => expect(google.waiting).toBe(1), 60_000);
      await server.kill('SIGKILL');
      release();
      released = true;
      // The dead process's insert reached Google but was never accepted.
      expect(google.accepted.size).toBe(0);

      const { leadId, bookingId } = await server.inspect(async (query) => {
        const [row] = await query<{ lead_id: string; id: string }>(
          `SELECT b.lead_id, b.id FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.reference = $1`,
          [reference],
        );
        return { leadId: row!.lead_id, bookingId: row!.id };
      });
      await server.restart();

      const key = `${FAKE_TEAM_CALENDAR_ID}/${meetingEventId({ id: bookingId })}`;
      // The killed worker's job expires (30 s) and pg-boss's supervisor (every 15 s) gives it back.
      const event = await eventually(async () => {
        expect(google.accepted.has(key)).toBe(true);
        return google.accepted.get(key);
      }, 150_000);
      expect(event.start.dateTime).toBe(start!.toISOString());
      expect(event.summary).toContain(reference);
      expect(google.acceptedCount.get(key)).toBe(1);
      // One event about the lead in the calendar: the meeting, no follow-up.
      expect([...google.accepted.values()].filter((candidate) => candidate.summary.includes(reference))).toHaveLength(1);
      expect(google.accepted.has(`${FAKE_TEAM_CALENDAR_ID}/${followUpEventId({ id: leadId })}`)).toBe(false);
      const kinds = await server.inspect((query) =>
        query<{ kind: string }>(`SELECT data->>'kind' AS kind FROM pgboss.job WHERE data->>'leadId' = $1`, [leadId]),
      );
      expect(kinds.map((job) => job.kind)).not.toContain('calendar-event');
    } finally {
      if (!released) release();
    }
  }, 360_000);
});
