/**
 * A demo booked through the API, at the providers (README "Scheduling"), on each store, through the
 * real Google and Resend clients against their fakes: the team's busy times (Google free/busy) are
 * never booked, buffers included; a booked meeting is one event at the booked time under the
 * booking's own id, one mail to the person (the booking email, which is the confirmation too: its
 * invitation carries the meeting's MEETING_URL room, as does the answer) and one notice to the team,
 * and no follow-up event; the detailed /api/status counts the coming meetings. With SCHEDULING=off a preferredStart
 * is refused with nothing stored, and a plain demo request is what it always was (its follow-up
 * event made).
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { meetingEventId } from '@/lib/delivery/calendar/meeting-event';
import { meetingRoomUrl } from '@/lib/scheduling/meeting-link';
import {
  FAKE_TEAM_CALENDAR_ID,
  providerEnv,
  startFakeGoogle,
  startFakeResend,
  type FakeGoogle,
  type FakeProvider,
} from '../helpers/fake-providers';
import { mailDeliveries } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { demo, meetingEndOf, requestDemo, RULES, startsOnOneDay } from '../helpers/scheduling';
import { statusDetails } from '../helpers/status';
import { STORES } from '../helpers/stores';
import { closeAll } from '../helpers/close-all';

const MINUTE = 60_000;
const eventKey = (id: string) => `${FAKE_TEAM_CALENDAR_ID}/${id}`;
/** MEETING_URL with a room per meeting. */
const ROOMS = 'https://meet.example/courtside-{booking}';

/** The lead's and its booking's ids, read from the store (on PGlite the server stops meanwhile). */
async function idsOf(server: TestServer, reference: string) {
  return server.inspect(async (query) => {
    const [lead] = await query<{ id: string }>('SELECT id FROM leads WHERE reference = $1', [reference]);
    const bookings = await query<{ id: string }>('SELECT id FROM bookings WHERE lead_id = $1', [lead?.id]);
    return { leadId: lead?.id, bookingIds: bookings.map((booking) => booking.id) };
  });
}

describe.each(STORES)('booked meetings at the providers on %s', (store) => {
  let resend: FakeProvider;
  let google: FakeGoogle;
  let server: TestServer;
  /** The day whose working hours the team's calendar holds busy from 10:00 to 12:00 (local), and that day's starts. */
  let busyDay: Date[];

  beforeAll(async () => {
    resend = await startFakeResend();
    busyDay = startsOnOneDay(8, 0);
    // 09:00 … 16:00 an hour apart: the second and third starts are inside the busy time.
    const busy = { start: busyDay[1]!.toISOString(), end: busyDay[3]!.toISOString() };
    google = await startFakeGoogle({ busy: { [FAKE_TEAM_CALENDAR_ID]: [busy] } });
    server = await startServer(store, { ...providerEnv(resend, google), MEETING_URL: ROOMS });
  }, 180_000);
  afterAll(() => closeAll(server, resend, google));

  it("never books the team's busy times, nor their buffers", async () => {
    const [beforeBusy, busyStart, insideBusy, busyEnd] = busyDay;
    const halfPast = new Date(busyStart!.getTime() + RULES.meetingMinutes * MINUTE);
    const calls = google.freeBusyCalls;
    for (const [i, start] of [busyStart, halfPast, insideBusy, busyEnd].entries()) {
      const answer = await requestDemo(server.url, { email: `busy-${i}.${store}@example.com`, preferredStart: start! });
      // The busy time's own starts, and its end: the meeting would start without the buffer after it.
      const expected = start === busyEnd && RULES.bufferMinutes === 0 ? 200 : 409;
      expect(answer.status, `${start!.toISOString()}: ${answer.text}`).toBe(expected);
      if (expected === 409) {
        expect(answer.body.error.code).toBe('SLOT_UNAVAILABLE');
        for (const alternative of answer.body.error.alternatives as string[]) {
          const from = Date.parse(alternative) - RULES.bufferMinutes * MINUTE;
          const to = meetingEndOf(new Date(alternative)).getTime() + RULES.bufferMinutes * MINUTE;
          expect(from >= busyEnd!.getTime() || to <= busyStart!.getTime(), alternative).toBe(true);
        }
      }
    }
    // Free/busy was asked, not a copy of it.
    expect(google.freeBusyCalls).toBeGreaterThan(calls);
    // The hour before the busy time, its buffer clear of it, is free.
    const free = await requestDemo(server.url, { email: `busy-free.${store}@example.com`, preferredStart: beforeBusy! });
    expect(free.status, free.text).toBe(200);
    expect(free.body.meeting.start).toBe(beforeBusy!.toISOString());
  }, 120_000);

  it('makes one event at the booked time under the booking id, one mail to the person (its invitation with the room), one team notice, no follow-up event', async () => {
    const before = (await statusDetails(server.url)).body.scheduling;
    expect(before).toMatchObject({ enabled: true });
    const [start] = startsOnOneDay(8, 1);
    const answer = await requestDemo(server.url, {
      email: `booked-once.${store}@example.com`,
      preferredStart: start!,
      timeZone: 'Asia/Tokyo',
    });
    expect(answer.status, answer.text).toBe(200);
    const reference: string = answer.body.reference;
    expect((await statusDetails(server.url)).body.scheduling).toEqual({ enabled: true, comingBookings: before!.comingBookings + 1 });

    const { leadId, bookingIds } = await idsOf(server, reference);
    expect(bookingIds).toHaveLength(1);
    const [bookingId] = bookingIds;
    const room = meetingRoomUrl(ROOMS, bookingId!);
    expect(answer.body.meeting).toEqual({
      start: start!.toISOString(),
      end: meetingEndOf(start!).toISOString(),
      timeZone: 'Asia/Tokyo',
      durationMinutes: RULES.meetingMinutes,
      joinUrl: room,
    });
    // The person's one mail is the booking email: it is the confirmation too.
    const mails = [
      ...mailDeliveries(demo)
        .filter((kind) => kind !== 'confirmation-email')
        .map((kind) => `${reference}.${kind}`),
      `${reference}.booking-email.${bookingId}.0`,
    ];
    await eventually(async () => {
      for (const key of mails) expect(resend.acceptedCount.get(key), key).toBe(1);
      expect(google.accepted.has(eventKey(meetingEventId({ id: bookingId! })))).toBe(true);
    }, 60_000);
    // Everything of the lead done: nothing more is on its way to either provider (but the meeting's
    // reminder, which waits for the day before: tests/integration/meeting-reminders.test.ts).
    await eventually(async () => {
      const pending = await server.inspect((query) =>
        query(`SELECT 1 FROM pgboss.job WHERE data->>'leadId' = $1 AND state < 'completed' AND data->>'kind' <> 'booking-reminder'`, [
          leadId,
        ]),
      );
      expect(pending).toEqual([]);
    }, 60_000);

    for (const key of mails) expect(resend.acceptedCount.get(key), key).toBe(1);
    const toPerson = [...resend.accepted.entries()].filter(
      ([key, mail]) => key.startsWith(`${reference}.`) && mail.to.includes(`booked-once.${store}@example.com`),
    );
    expect(toPerson.map(([key]) => key)).toEqual([`${reference}.booking-email.${bookingId}.0`]);
    // Its one attachment is one invitation, as a calendar app reads it, with the meeting's room.
    const ics = Buffer.from(toPerson[0]![1].attachments[0].content, 'base64').toString('utf8');
    const [invitation, ...others] = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
    expect(others).toEqual([]);
    expect(invitation!.getFirstPropertyValue('url')).toBe(room);
    expect(invitation!.getFirstPropertyValue('location')).toBe(room);
    // The team's one notice of the demo is the lead's notification, saying the meeting and its room
    // (docs/decisions.md "One notice per demo"): the booking's own notice is not sent.
    const toTeam = [...resend.accepted.entries()].filter(
      ([key, mail]) => key.startsWith(`${reference}.`) && mail.to.includes('sales@courtside.example'),
    );
    expect(toTeam.map(([key]) => key)).toEqual([`${reference}.team-notification`]);
    expect(toTeam[0]![1].text).toContain(room);
    expect(resend.acceptedCount.get(`${reference}.booking-team-notice.${bookingId}.0`)).toBeUndefined();
    const event = google.accepted.get(eventKey(meetingEventId({ id: bookingId! })));
    expect(event.start.dateTime).toBe(start!.toISOString());
    expect(event.end.dateTime).toBe(meetingEndOf(start!).toISOString());
    expect(google.acceptedCount.get(eventKey(meetingEventId({ id: bookingId! })))).toBe(1);
    const aboutLead = [...google.accepted.values()].filter((candidate) => candidate.summary.includes(reference));
    expect(aboutLead).toHaveLength(1);
    expect(google.accepted.has(eventKey(followUpEventId({ id: leadId! })))).toBe(false);
  }, 180_000);
});

describe.each(STORES)('SCHEDULING=off on %s', (store) => {
  let resend: FakeProvider;
  let google: FakeGoogle;
  let server: TestServer;

  beforeAll(async () => {
    resend = await startFakeResend();
    google = await startFakeGoogle();
    server = await startServer(store, { ...providerEnv(resend, google), SCHEDULING: 'off' });
  }, 180_000);
  afterAll(() => closeAll(server, resend, google));

  it('refuses a preferredStart with no alternatives and stores nothing; a plain demo request gets its follow-up event', async () => {
    const [start] = startsOnOneDay(1);
    const refused = await requestDemo(server.url, { email: `off-booker.${store}@example.com`, preferredStart: start! });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error.code).toBe('SLOT_UNAVAILABLE');
    expect(refused.body.error.alternatives ?? []).toEqual([]);
    expect(google.freeBusyCalls).toBe(0);

    const plain = await requestDemo(server.url, { email: `off-plain.${store}@example.com` });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.meeting).toBeUndefined();
    const { leadId } = await idsOf(server, plain.body.reference);
    await eventually(async () => {
      expect(google.accepted.has(eventKey(followUpEventId({ id: leadId! })))).toBe(true);
      for (const kind of mailDeliveries(demo)) expect(resend.acceptedCount.get(`${plain.body.reference}.${kind}`), kind).toBe(1);
    }, 60_000);

    const stored = await server.inspect(async (query) => ({
      leads: await query<{ mailbox: string }>(`SELECT mailbox FROM leads WHERE mailbox LIKE 'off-%'`),
      bookings: await query('SELECT 1 FROM bookings'),
    }));
    expect(stored.leads.map((lead) => lead.mailbox)).toEqual([`off-plain.${store}@example.com`]);
    expect(stored.bookings).toEqual([]);
    expect((await statusDetails(server.url)).body.scheduling).toEqual({ enabled: false, comingBookings: 0 });
  }, 180_000);
});
