/**
 * The meeting link and what a booking gives back, as the delivery worker's code does it
 * (lib/delivery/deliver.ts) on both stores, against the real Google client and the fake Google
 * (tests/helpers/fake-providers.ts), mail into the outbox:
 * - a demo booked with its request queues no confirmation and gets one mail, the invitation and the
 *   confirmation in one; its answer gives the meeting's length and room;
 * - MEETING_URL's `{booking}` names one room per meeting, carried in the invitation and the event;
 * - with GOOGLE_MEET=on the invitation waits for the team's event and carries its Meet, which a move
 *   keeps; where Google refuses a Meet (403), the event is made without it and the room is the link;
 * - a cancelled meeting gives the lead its follow-up back, once, under the lead's own event id.
 */
import ICAL from 'ical.js';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { followUpCandidates } from '@/lib/delivery/calendar/follow-up-slot';
import { meetingEventId } from '@/lib/delivery/calendar/meeting-event';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { createOutboxMailTransport } from '@/lib/delivery/outbox-mail-transport';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { type BookingChange, type BookingDeliveryKind, type DeliveryJob } from '@/lib/queue/delivery-queue';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { bookPageView } from '@/lib/scheduling/book-page-view';
import { cancelBooking, findBooking, moveBooking } from '@/lib/scheduling/bookings';
import { meetingQueryOf } from '@/lib/scheduling/meeting-query';
import { bookToken } from '@/lib/scheduling/scheduling-links';
import { meetingRoomUrl } from '@/lib/scheduling/meeting-link';
import { createScheduling, meetingEnd, type BusySource } from '@/lib/scheduling/scheduling';
import type { Database } from '@/lib/store/database';
import rulesJson from '@/content/scheduling.json';
import { FAKE_TEAM_CALENDAR_ID, fakeGoogleCalendar, startFakeGoogle, type FakeGoogle } from '../helpers/fake-providers';
import { insertTestLead, type TestLead } from '../helpers/insert-test-lead';
import { readOutbox, type CapturedEmail } from '../helpers/outbox';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';
import { bookFirstFreeStart } from '../helpers/scheduling';

const demo = getOperation('requestDemo');
const SECRET = 'a-test-secret-of-enough-length-for-hmac-signing';
const SITE_URL = 'https://courtside.example';
const ROOMS = 'https://meet.example/courtside-{booking}';
const rules = loadBookingRules(rulesJson);
const freeCalendar: BusySource = { busy: async () => [] };
const eventKey = (id: string) => `${FAKE_TEAM_CALENDAR_ID}/${id}`;

describe.each(STORES)('the meeting link and the follow-up on %s', (store) => {
  let testStore: TestStore;
  let dataDir: string;
  let database: Database;
  let google: FakeGoogle;
  let boss: PgBoss;

  beforeAll(async () => {
    testStore = await openTestStore(store, 'meeting-link', { retryLimit: 0 });
    ({ dataDir, database, boss } = testStore);
    google = await startFakeGoogle();
  }, 120_000);
  afterAll(async () => {
    await testStore?.close();
    await google?.close();
  });

  /** What the worker runs with: the real Google client against the fake, mail into the outbox. */
  function context(meeting: { meetingUrl?: string; googleMeet?: boolean } = {}): DeliveryContext {
    return {
      database,
      mail: createOutboxMailTransport(dataDir),
      calendar: fakeGoogleCalendar(google),
      settings: {
        mailFrom: 'hello@courtside.example',
        teamEmail: 'sales@courtside.example',
        calendarId: FAKE_TEAM_CALENDAR_ID,
        timeZone: 'Europe/Madrid',
        siteUrl: SITE_URL,
      },
      scheduling: createScheduling(
        rules,
        { timeZone: 'Europe/Madrid', busyCalendarIds: ['primary'], secret: SECRET, bookingsPerClient: 3, siteUrl: SITE_URL, ...meeting },
        freeCalendar,
      ),
    };
  }

  /** A stored demo request, in `locale`. */
  const storedLead = (locale = 'es') =>
    insertTestLead(database, demo, { locale: locale as 'es', payload: { timeZone: 'America/Mexico_City' } });
  /** A stored demo request (or `lead`) and its meeting at the first free start (of those not yet booked). */
  async function bookedLead(locale = 'es', given?: TestLead) {
    const lead = given ?? (await storedLead(locale));
    const { id } = await bookFirstFreeStart(database, context().scheduling!, lead);
    return { lead, bookingId: id };
  }

  const job = (
    lead: TestLead,
    bookingId: string,
    kind: BookingDeliveryKind,
    sequence: number,
    change: BookingChange,
    withRequest = false,
  ) =>
    ({
      leadId: lead.id,
      reference: lead.reference,
      kind,
      bookingId,
      sequence,
      change,
      ...(withRequest ? { withRequest: true } : {}),
    }) as DeliveryJob;
  const mailOf = async (key: string) => (await readOutbox<CapturedEmail>(dataDir, 'mail')).get(key);
  /** The mail's one attachment, parsed by ical.js: its one event. */
  function invitationOf(mail: CapturedEmail | undefined) {
    expect(mail?.attachments).toHaveLength(1);
    const text = Buffer.from(mail!.attachments![0]!.content, 'base64').toString('utf8');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    return events[0]!;
  }

  it('queues no confirmation for a demo booked with its request; its answer and booked page give its length and room', async () => {
    const { scheduling } = context({ meetingUrl: ROOMS });
    const [start] = await scheduling!.freeStarts(database, new Date(), 1);
    const email = `with-request.${store}.${Date.now()}@example.com`;
    const { body } = await acceptSubmission(
      {
        operation: demo,
        payload: { ...demo.example, email, timeZone: 'Asia/Tokyo', preferredStart: start!.toISOString() },
        locale: 'en',
        clientAddress: '203.0.113.77',
      },
      { services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling }) },
    );
    const { rows: leads } = await database.query<{ id: string }>('SELECT id FROM leads WHERE reference = $1', [body.reference]);
    const booking = (await database.query<{ id: string }>('SELECT id FROM bookings WHERE lead_id = $1', [leads[0]!.id])).rows[0]!;
    expect(body.meeting).toEqual({
      start: start!.toISOString(),
      end: meetingEnd(start!, rules).toISOString(),
      timeZone: 'Asia/Tokyo',
      durationMinutes: rules.meetingMinutes,
      joinUrl: meetingRoomUrl(ROOMS, booking.id),
    });
    expect(body.message).toContain(translatorFor('en')('scheduling.email.invitation.meeting', { url: meetingRoomUrl(ROOMS, booking.id)! }));
    // The booked page shows the room; with a Meet to come, or no link at all, says how it comes.
    const view = (meeting: { meetingUrl?: string; googleMeet?: boolean }) =>
      bookPageView(
        { database, scheduling: context(meeting).scheduling! },
        {
          query: meetingQueryOf((name) => ({ t: bookToken(leads[0]!.id, SECRET, new Date(), rules.horizonDays) })[name]),
          state: {},
          locale: 'en',
          now: new Date(),
        },
      );
    expect(await view({ meetingUrl: ROOMS })).toMatchObject({ kind: 'meeting', join: { url: meetingRoomUrl(ROOMS, booking.id) } });
    expect(await view({ meetingUrl: ROOMS, googleMeet: true })).toMatchObject({ kind: 'meeting', join: { comes: 'invitation' } });
    expect(await view({})).toMatchObject({ kind: 'meeting', join: { comes: 'team' } });

    // In the order the worker takes them: the event first (its Meet goes in the mails), then the rest
    // (but the reminder, which waits for the day before: tests/integration/meeting-reminders.test.ts).
    const { rows: jobs } = await database.query<{ kind: string; with_request: string | null }>(
      `SELECT data->>'kind' AS kind, data->>'withRequest' AS with_request FROM pgboss.job
       WHERE data->>'leadId' = $1 AND data->>'kind' <> 'booking-reminder' ORDER BY priority DESC, data->>'kind'`,
      [leads[0]!.id],
    );
    expect(jobs).toEqual([
      { kind: 'meeting-event', with_request: 'true' },
      { kind: 'booking-email', with_request: 'true' },
      { kind: 'booking-team-notice', with_request: 'true' },
      { kind: 'team-notification', with_request: null },
    ]);
  });

  it('sends a demo booked with its request one mail: the invitation, with its room, and what the confirmation says', async () => {
    const { lead, bookingId } = await bookedLead('es');
    const meeting = context({ meetingUrl: ROOMS });
    await deliver(job(lead, bookingId, 'meeting-event', 0, 'booked', true), meeting);
    await deliver(job(lead, bookingId, 'booking-email', 0, 'booked', true), meeting);

    const mails = [...(await readOutbox<CapturedEmail>(dataDir, 'mail')).entries()].filter(([key]) => key.startsWith(`${lead.reference}.`));
    expect(mails.map(([key]) => key)).toEqual([`${lead.reference}.booking-email.${bookingId}.0`]);
    const [, mail] = mails[0]!;
    const room = meetingRoomUrl(ROOMS, bookingId)!;
    expect(room).toMatch(/^https:\/\/meet\.example\/courtside-[0-9a-f]{20}$/);
    const invitation = invitationOf(mail);
    expect(invitation.getFirstPropertyValue('location')).toBe(room);
    expect(invitation.getFirstPropertyValue('url')).toBe(room);
    const t = translatorFor('es');
    // The confirmation's part: thanks for the request, the choices, the reference.
    expect(mail.text).toContain(t('scheduling.email.booking.intro.withRequest', { product: 'Courtside' }));
    expect(mail.html).toContain(t('emails.confirmation.summaryTitle'));
    expect(mail.html).toContain('Pádel');
    expect(mail.text).toContain(lead.reference);
    expect(mail.html).toContain(`href="${room}"`);
    // The team's event has the same room.
    expect(google.accepted.get(eventKey(meetingEventId({ id: bookingId }))).location).toBe(room);

    // Another booking, another room.
    const other = await bookedLead('en');
    expect(meetingRoomUrl(ROOMS, other.bookingId)).not.toBe(room);
  });

  it('with GOOGLE_MEET=on, waits for the event and carries its Meet in the invitation and the team notice; a move keeps the Meet', async () => {
    google.options.meet = 'allowed';
    const { lead, bookingId } = await bookedLead('de');
    const meeting = context({ meetingUrl: ROOMS, googleMeet: true });
    // The invitation's job runs before the event exists: it waits (a retry), not mails without the link.
    await expect(deliver(job(lead, bookingId, 'booking-email', 0, 'booked'), meeting)).rejects.toThrow(/not made yet/);
    expect(await mailOf(`${lead.reference}.booking-email.${bookingId}.0`)).toBeUndefined();

    await deliver(job(lead, bookingId, 'meeting-event', 0, 'booked'), meeting);
    const event = google.accepted.get(eventKey(meetingEventId({ id: bookingId })));
    expect(event.hangoutLink).toMatch(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/);
    expect(event.location).toBeUndefined();
    await deliver(job(lead, bookingId, 'booking-email', 0, 'booked'), meeting);
    // Booked before the team was told of the request: the lead's notification is the demo's one notice, with the Meet.
    await deliver(job(lead, bookingId, 'booking-team-notice', 0, 'booked'), meeting);
    await deliver({ leadId: lead.id, reference: lead.reference, kind: 'team-notification' } as DeliveryJob, meeting);
    const invitation = invitationOf(await mailOf(`${lead.reference}.booking-email.${bookingId}.0`));
    expect(invitation.getFirstPropertyValue('url')).toBe(event.hangoutLink);
    expect(await mailOf(`${lead.reference}.booking-team-notice.${bookingId}.0`)).toBeUndefined();
    expect((await mailOf(`${lead.reference}.team-notification`))!.text).toContain(event.hangoutLink);

    const [later] = (await meeting.scheduling!.freeStarts(database, new Date(), 3)).slice(2);
    expect(await moveBooking(database, bookingId, later!, meetingEnd(later!, rules), 0)).toBe('moved');
    await deliver(job(lead, bookingId, 'meeting-event', 1, 'moved'), meeting);
    await deliver(job(lead, bookingId, 'booking-email', 1, 'moved'), meeting);
    const moved = google.accepted.get(eventKey(meetingEventId({ id: bookingId })));
    expect(moved.start.dateTime).toBe(later!.toISOString());
    expect(moved.hangoutLink).toBe(event.hangoutLink);
    expect(invitationOf(await mailOf(`${lead.reference}.booking-email.${bookingId}.1`)).getFirstPropertyValue('url')).toBe(
      event.hangoutLink,
    );
    expect([...google.meets.values()].filter((code) => event.hangoutLink.endsWith(code))).toHaveLength(1);
  });

  it('makes the event without a Meet where Google refuses one (403): the room is the link', async () => {
    google.options.meet = 'forbidden';
    const refusals = google.meetRefusals;
    const { lead, bookingId } = await bookedLead('fr');
    const meeting = context({ meetingUrl: ROOMS, googleMeet: true });
    await deliver(job(lead, bookingId, 'meeting-event', 0, 'booked'), meeting);
    expect(google.meetRefusals).toBe(refusals + 1);
    const room = meetingRoomUrl(ROOMS, bookingId)!;
    const event = google.accepted.get(eventKey(meetingEventId({ id: bookingId })));
    expect(event.hangoutLink).toBeUndefined();
    expect(event.location).toBe(room);
    await deliver(job(lead, bookingId, 'booking-email', 0, 'booked'), meeting);
    expect(invitationOf(await mailOf(`${lead.reference}.booking-email.${bookingId}.0`)).getFirstPropertyValue('url')).toBe(room);
  });

  it('gives a cancelled meeting its follow-up back: once, under the lead id, after the cancellation', async () => {
    const meeting = context();
    // A lead whose follow-up the meeting replaced, and one booked with its request (it never had one).
    for (const withFollowUp of [true, false]) {
      const given = await storedLead('pt');
      const followUpKey = eventKey(followUpEventId(given));
      if (withFollowUp) {
        await deliver({ leadId: given.id, reference: given.reference, kind: 'calendar-event' } as DeliveryJob, meeting);
        expect(google.accepted.has(followUpKey)).toBe(true);
      }
      const { lead, bookingId } = await bookedLead('pt', given);
      await deliver(job(lead, bookingId, 'meeting-event', 0, 'booked', !withFollowUp), meeting);
      expect(google.accepted.has(followUpKey)).toBe(false);

      expect(await cancelBooking(database, bookingId)).toBe(true);
      const cancelled = (await findBooking(database, bookingId))!;
      const cancelJob = job(lead, bookingId, 'meeting-event', 1, 'cancelled');
      await deliver(cancelJob, meeting);
      expect(google.accepted.has(eventKey(meetingEventId({ id: bookingId })))).toBe(false);
      const followUp = google.accepted.get(followUpKey);
      expect(followUp.summary).toContain(lead.reference);
      // In the team's free time within one working day of the cancellation (lib/delivery/calendar/place-follow-up.ts).
      const candidates = followUpCandidates(cancelled.changedAt!, 'Europe/Madrid').map((slot) => slot.start.toISOString());
      expect(candidates).toContain(new Date(followUp.start.dateTime).toISOString());
      const { rows } = await database.query<{ status: string; provider_id: string; detail: string | null }>(
        `SELECT status, provider_id, detail FROM deliveries WHERE lead_id = $1 AND kind = 'calendar-event'`,
        [lead.id],
      );
      expect(rows).toEqual([{ status: 'sent', provider_id: followUpEventId(lead), detail: null }]);

      // A retry of the cancellation's job (its row lost in a crash) puts the same event, not a second.
      await database.query('DELETE FROM deliveries WHERE lead_id = $1 AND kind = $2', [lead.id, `meeting-event.${bookingId}.1`]);
      await deliver(cancelJob, meeting);
      expect(google.accepted.get(followUpKey).start).toEqual(followUp.start);
      const aboutLead = [...google.accepted.values()].filter((event) => event.summary.includes(lead.reference));
      expect(aboutLead).toHaveLength(1);
    }
  });
});
