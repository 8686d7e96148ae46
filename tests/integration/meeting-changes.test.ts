/**
 * A booked meeting through its changes (lib/scheduling/book-meeting.ts), on each store, with the
 * worker delivering through the real Google and Resend clients against their fakes: booked, its
 * event is made under the booking's id; moved, the same event gets the new time (the person gets an
 * invitation with the next sequence, the team a notice); cancelled, the event is deleted. A move to
 * the start right after the meeting is allowed although the team's calendar shows the meeting
 * itself there: it does not stand in its own way. Runs the lib functions the pages and
 * `npm run bookings` call, in this process.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { meetingEventId } from '@/lib/delivery/calendar/meeting-event';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker } from '@/lib/delivery/delivery-worker';
import { createResendMailTransport } from '@/lib/delivery/resend-mail-transport';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import { bookMeeting, cancelMeeting, moveMeeting, type MeetingContext } from '@/lib/scheduling/book-meeting';
import { findBooking } from '@/lib/scheduling/bookings';
import { createScheduling, type Scheduling } from '@/lib/scheduling/scheduling';
import type { Database, Sql } from '@/lib/store/database';
import {
  FAKE_TEAM_CALENDAR_ID,
  fakeGoogleCalendar,
  providerEnv,
  startFakeGoogle,
  startFakeResend,
  type FakeGoogle,
  type FakeProvider,
} from '../helpers/fake-providers';
import { demo, meetingEndOf, RULES, startsOnOneDay, TEAM_ZONE } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';
import { closeAll } from '../helpers/close-all';
import { insertTestLead } from '../helpers/insert-test-lead';
import { teamToldOfRequest } from '../helpers/team-told';

const MINUTE = 60_000;

describe.each(STORES)('a meeting booked, moved and cancelled on %s', (store) => {
  let stored: TestStore;
  let database: Database;
  let boss: PgBoss;
  let google: FakeGoogle;
  let resend: FakeProvider;
  let context: DeliveryContext;
  let scheduling: Scheduling;

  beforeAll(async () => {
    stored = await openTestStore(store, 'meeting-changes', { retryLimit: 3 });
    ({ database, boss } = stored);
    google = await startFakeGoogle();
    resend = await startFakeResend();
    const env = providerEnv(resend, google);
    const calendar = fakeGoogleCalendar(google);
    scheduling = createScheduling(
      RULES,
      {
        timeZone: TEAM_ZONE,
        busyCalendarIds: [FAKE_TEAM_CALENDAR_ID],
        secret: 'meeting-changes-test-secret-0123456789abcdef',
        bookingsPerClient: 3,
        siteUrl: 'http://localhost:3000',
      },
      calendar,
    );
    context = {
      database,
      mail: createResendMailTransport(env.RESEND_API_KEY!, resend.url, database),
      calendar,
      settings: {
        mailFrom: env.MAIL_FROM!,
        teamEmail: env.TEAM_EMAIL!,
        calendarId: FAKE_TEAM_CALENDAR_ID,
        timeZone: TEAM_ZONE,
        siteUrl: 'http://localhost:3000',
      },
      scheduling,
    };
  }, 60_000);
  afterAll(() => closeAll(stored, google, resend));

  /** A change in a transaction, as a page or the command makes it, with the calendar read now (no cache). */
  async function inTransaction<T>(change: (context: MeetingContext) => Promise<T>): Promise<T> {
    const now = new Date();
    const calendarBusy = await scheduling.calendarBusy(now, { maxAgeMs: 0 });
    return database.transaction((tx: Sql) => change({ tx, boss, scheduling, concurrent: database.kind === 'postgres', calendarBusy, now }));
  }

  const worker = () => createDeliveryWorker(boss, context);

  it('keeps one event under the booking id through a move, and deletes it on cancel', async () => {
    const email = 'ottilie.movewell@example.com';
    const lead = await insertTestLead(database, demo, { email, payload: { name: 'Ottilie Movewell' } });
    // Booked after the team heard of the request: each change of the meeting is a notice of its own.
    await teamToldOfRequest(database, lead);
    const [start] = startsOnOneDay(1, 2);
    const booked = await inTransaction((meeting) =>
      bookMeeting(meeting, {
        lead,
        mailbox: canonicalMailbox(email),
        client: clientOf('203.0.113.40'),
        start: start!,
        timeZone: 'America/Chicago',
      }),
    );
    expect(booked.booked).toBe(true);
    const bookingId = booked.booked ? booked.booking.id : '';
    const key = `${FAKE_TEAM_CALENDAR_ID}/${meetingEventId({ id: bookingId })}`;
    await worker().drain();
    expect(google.accepted.get(key).start.dateTime).toBe(start!.toISOString());
    expect(resend.acceptedCount.get(`${lead.reference}.booking-email.${bookingId}.0`)).toBe(1);
    expect(resend.acceptedCount.get(`${lead.reference}.booking-team-notice.${bookingId}.0`)).toBe(1);

    // The start right after the meeting: the meeting's own event, busy at Google, is within the buffer.
    const next = new Date(start!.getTime() + RULES.meetingMinutes * MINUTE);
    const moved = await inTransaction((meeting) => moveMeeting(meeting, { lead, bookingId, start: next }));
    expect(moved, JSON.stringify(moved)).toMatchObject({ booked: true, booking: { sequence: 1, start: next } });
    await worker().drain();
    const event = google.accepted.get(key);
    expect(event.start.dateTime).toBe(next.toISOString());
    expect(event.end.dateTime).toBe(meetingEndOf(next).toISOString());
    // The same event, updated: still one about the lead.
    expect([...google.accepted.values()].filter((candidate) => candidate.summary.includes(lead.reference))).toHaveLength(1);
    expect(resend.acceptedCount.get(`${lead.reference}.booking-email.${bookingId}.1`)).toBe(1);
    expect(resend.acceptedCount.get(`${lead.reference}.booking-team-notice.${bookingId}.1`)).toBe(1);

    const cancelled = await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId }));
    expect(cancelled).toBe(true);
    await worker().drain();
    expect(google.accepted.has(key)).toBe(false);
    expect(resend.acceptedCount.get(`${lead.reference}.booking-email.${bookingId}.2`)).toBe(1);
    expect(resend.acceptedCount.get(`${lead.reference}.booking-team-notice.${bookingId}.2`)).toBe(1);
    expect(await findBooking(database, bookingId)).toMatchObject({ status: 'cancelled', sequence: 2 });
    // Cancelled once is cancelled: a second cancel changes nothing and sends nothing.
    expect(await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId }))).toBe(false);
  }, 120_000);

  it("refuses a move into the team's busy time, with alternatives, and leaves the meeting where it was", async () => {
    const email = 'ottilie.staysput@example.com';
    const lead = await insertTestLead(database, demo, { email, payload: { name: 'Ottilie Movewell' } });
    const [start, later] = startsOnOneDay(2, 3);
    google.busy.set(FAKE_TEAM_CALENDAR_ID, [{ start: later!.toISOString(), end: meetingEndOf(later!).toISOString() }]);
    try {
      const booked = await inTransaction((meeting) =>
        bookMeeting(meeting, { lead, mailbox: canonicalMailbox(email), client: clientOf('203.0.113.41'), start: start!, timeZone: 'UTC' }),
      );
      expect(booked.booked).toBe(true);
      const bookingId = booked.booked ? booked.booking.id : '';
      const refused = await inTransaction((meeting) => moveMeeting(meeting, { lead, bookingId, start: later! }));
      expect(refused).toMatchObject({ booked: false, reason: 'slot-unavailable' });
      expect(!refused.booked && refused.alternatives.length).toBeGreaterThan(0);
      expect(await findBooking(database, bookingId)).toMatchObject({ status: 'booked', sequence: 0, start: start! });
    } finally {
      google.busy.set(FAKE_TEAM_CALENDAR_ID, []);
    }
  }, 60_000);
});
