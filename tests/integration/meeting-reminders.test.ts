/**
 * The reminder of a booked demo, the day before (lib/scheduling/meeting-reminder.ts enqueues it,
 * lib/delivery/reminder sends it), on each store, through the real Resend client against its fake:
 * a booking days ahead enqueues one reminder due 24 hours before its start; a move enqueues the new
 * time's and the old one is skipped; a cancel leaves none to send; a meeting booked a few hours
 * ahead gets none; however often its job runs, one mail, counted once against the mailbox; in every
 * language, the time in the person's zone with the join, move and cancel links. A waiting reminder
 * is not a delivery behind (/api/status), and a lead's export and erasure take its job with the rest.
 *
 * The changes are made with a `now` days (or hours) before the meeting, as if booked then; the
 * reminder's job is then made due by moving its start, and the worker runs it as it would the day before.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker } from '@/lib/delivery/delivery-worker';
import { createResendMailTransport } from '@/lib/delivery/resend-mail-transport';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { deleteLeadRows, readLeadRecords } from '@/lib/privacy/lead-records';
import type { BookingJob, DeliveryJob } from '@/lib/queue/delivery-queue';
import { deliveryStats } from '@/lib/queue/delivery-stats';
import { bookMeeting, cancelMeeting, moveMeeting, type MeetingContext } from '@/lib/scheduling/book-meeting';
import { meetingRoomUrl } from '@/lib/scheduling/meeting-link';
import { reminderDueAt, REMINDER_BEFORE_HOURS, REMINDER_MIN_GAP_HOURS } from '@/lib/scheduling/meeting-reminder';
import { createScheduling, type Scheduling } from '@/lib/scheduling/scheduling';
import { verifyLink } from '@/lib/scheduling/signed-link';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import type { Database, Sql } from '@/lib/store/database';
import { closeAll } from '../helpers/close-all';
import { startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { insertTestLead, type TestLead } from '../helpers/insert-test-lead';
import { demo, RULES, startsOnOneDay, TEAM_ZONE } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';

const HOUR = 3_600_000;
const SECRET = 'meeting-reminders-test-secret-0123456789abcdef';
const SITE_URL = 'https://courtside.example';
const ROOMS = 'https://meet.example.com/courtside-{booking}';

describe('when a reminder is due', () => {
  it(`is ${REMINDER_BEFORE_HOURS} hours before the start, and none when that is less than ${REMINDER_MIN_GAP_HOURS} hours after the change`, () => {
    const start = new Date('2026-12-10T15:00:00Z');
    expect(reminderDueAt(start, new Date('2026-12-07T15:00:00Z'))).toEqual(new Date('2026-12-09T15:00:00Z'));
    expect(reminderDueAt(start, new Date('2026-12-09T09:00:00Z'))).toEqual(new Date('2026-12-09T15:00:00Z'));
    expect(reminderDueAt(start, new Date('2026-12-09T09:00:01Z'))).toBeNull();
    expect(reminderDueAt(start, new Date('2026-12-10T05:00:00Z'))).toBeNull();
  });
});

describe.each(STORES)('the reminder of a demo meeting on %s', (store) => {
  let stored: TestStore;
  let database: Database;
  let boss: PgBoss;
  let resend: FakeProvider;
  let context: DeliveryContext;
  let scheduling: Scheduling;

  beforeAll(async () => {
    stored = await openTestStore(store, 'meeting-reminders', { retryLimit: 3 });
    ({ database, boss } = stored);
    resend = await startFakeResend();
    // A notice of one hour, so that a meeting can be booked ten hours ahead.
    scheduling = createScheduling(
      { ...RULES, minimumNoticeHours: 1 },
      { timeZone: TEAM_ZONE, busyCalendarIds: ['primary'], secret: SECRET, meetingUrl: ROOMS, bookingsPerClient: 100, siteUrl: SITE_URL },
      { busy: async () => [] },
    );
    context = {
      database,
      mail: createResendMailTransport('re_test_key', resend.url, database),
      calendar: createOutboxCalendarTransport(stored.dataDir),
      settings: {
        mailFrom: 'hello@courtside.example',
        teamEmail: 'sales@courtside.example',
        calendarId: 'primary',
        timeZone: TEAM_ZONE,
        siteUrl: SITE_URL,
      },
      scheduling,
    };
  }, 60_000);
  afterAll(() => closeAll(stored, resend));

  /** Free starts an hour apart on days of their own: one day per test, so that no test takes another's time. */
  let nextDay = 0;
  const startsOfATest = (count: number) => startsOnOneDay(count, nextDay++);

  /** A change in a transaction, as a page or the command makes it, as if made at `now`. */
  const change = <T>(now: Date, work: (meeting: MeetingContext) => Promise<T>) =>
    database.transaction((tx: Sql) => work({ tx, boss, scheduling, concurrent: database.kind === 'postgres', calendarBusy: [], now }));

  async function book(lead: TestLead, start: Date, now: Date, timeZone = 'America/Mexico_City') {
    const outcome = await change(now, (meeting) =>
      bookMeeting(meeting, { lead, mailbox: lead.mailbox, client: clientOf('203.0.113.50'), start, timeZone }),
    );
    if (!outcome.booked) throw new Error(`not booked: ${outcome.reason}`);
    return outcome.booking;
  }

  /** The reminder jobs of a booking, oldest change first, with when each is due. */
  const remindersOf = async (bookingId: string) =>
    (
      await database.query<{ id: string; data: BookingJob; start_after: Date | string }>(
        `SELECT id, data, start_after FROM pgboss.job
         WHERE name = 'deliveries' AND data->>'kind' = 'booking-reminder' AND data->>'bookingId' = $1 ORDER BY (data->>'sequence')::int`,
        [bookingId],
      )
    ).rows.map((row) => ({ id: row.id, data: row.data, due: new Date(row.start_after) }));

  /** Makes a job due now, as the day before the meeting would. */
  const comeDue = (jobId: string) => database.query(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [jobId]);
  const drain = () => createDeliveryWorker(boss, context).drain();
  const reminderKey = (lead: TestLead, bookingId: string, sequence: number) =>
    `${lead.reference}.booking-reminder.${bookingId}.${sequence}`;
  const deliveryOf = async (lead: TestLead, kind: string) =>
    (
      await database.query<{ status: string; detail: string | null }>(
        'SELECT status, detail FROM deliveries WHERE lead_id = $1 AND kind = $2',
        [lead.id, kind],
      )
    ).rows[0];
  const mailsCounted = async (bookingId: string) =>
    Number(
      (await database.query<{ count: number }>('SELECT count(*)::int AS count FROM booking_mails WHERE booking_id = $1', [bookingId]))
        .rows[0]!.count,
    );

  it('enqueues one reminder due 24 hours before a meeting booked three days ahead, and sends it once, counted once, however often it runs', async () => {
    const lead = await insertTestLead(database, demo, { email: `three-days.${store}@example.com`, payload: { name: 'Rosa Early' } });
    const [start] = startsOfATest(1);
    const booking = await book(lead, start!, new Date(start!.getTime() - 72 * HOUR));
    const reminders = await remindersOf(booking.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.due).toEqual(new Date(start!.getTime() - 24 * HOUR));
    expect(reminders[0]!.data).toMatchObject({ leadId: lead.id, bookingId: booking.id, sequence: 0 });

    // The booking's own deliveries run; the reminder waits, and waiting is not being behind.
    await drain();
    expect(resend.acceptedCount.get(`${lead.reference}.booking-email.${booking.id}.0`)).toBe(1);
    expect(resend.acceptedCount.has(reminderKey(lead, booking.id, 0))).toBe(false);
    expect(await deliveryStats(database)).toMatchObject({ queued: 0, retrying: 0, oldestPendingSeconds: null });

    // The day before: sent, once, even with two workers (instances) and a direct retry of the job.
    await comeDue(reminders[0]!.id);
    await Promise.all([drain(), drain(), deliver(reminders[0]!.data, context)]);
    await deliver(reminders[0]!.data, context);
    await drain();
    expect(resend.acceptedCount.get(reminderKey(lead, booking.id, 0))).toBe(1);
    expect(await deliveryOf(lead, `booking-reminder.${booking.id}.0`)).toMatchObject({ status: 'sent' });
    // Counted once against the mailbox (the booking page counts the invitation; here the change was made without it).
    expect(await mailsCounted(booking.id)).toBe(1);
    const mail = resend.accepted.get(reminderKey(lead, booking.id, 0));
    expect(mail.to).toEqual([lead.email]);
    expect(mail.attachments ?? []).toEqual([]);
  }, 120_000);

  it('is replaced by a move: the old time is skipped, the new time reminded once', async () => {
    const lead = await insertTestLead(database, demo, { email: `moved.${store}@example.com` });
    const [first, second] = startsOfATest(2);
    const now = new Date(first!.getTime() - 72 * HOUR);
    const booking = await book(lead, first!, now);
    const moved = await change(now, (meeting) => moveMeeting(meeting, { lead, bookingId: booking.id, start: second! }));
    expect(moved).toMatchObject({ booked: true, booking: { sequence: 1 } });
    const reminders = await remindersOf(booking.id);
    expect(reminders.map((reminder) => [reminder.data.sequence, reminder.due])).toEqual([
      [0, new Date(first!.getTime() - 24 * HOUR)],
      [1, new Date(second!.getTime() - 24 * HOUR)],
    ]);
    for (const reminder of reminders) await comeDue(reminder.id);
    await drain();
    await drain();
    expect(resend.acceptedCount.has(reminderKey(lead, booking.id, 0))).toBe(false);
    expect(await deliveryOf(lead, `booking-reminder.${booking.id}.0`)).toMatchObject({
      status: 'skipped',
      detail: 'overtaken by a later change',
    });
    expect(resend.acceptedCount.get(reminderKey(lead, booking.id, 1))).toBe(1);
    expect(resend.accepted.get(reminderKey(lead, booking.id, 1)).text).toContain(meetingTimeLabel(second!, 'en', 'America/Mexico_City'));
  }, 120_000);

  it('sends none for a cancelled meeting', async () => {
    const lead = await insertTestLead(database, demo, { email: `cancelled.${store}@example.com` });
    const [start] = startsOfATest(1);
    const booking = await book(lead, start!, new Date(start!.getTime() - 72 * HOUR));
    expect(await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId: booking.id }))).toBe(true);
    const reminders = await remindersOf(booking.id);
    expect(reminders).toHaveLength(1);
    await comeDue(reminders[0]!.id);
    await drain();
    expect(resend.acceptedCount.has(reminderKey(lead, booking.id, 0))).toBe(false);
    expect(await deliveryOf(lead, `booking-reminder.${booking.id}.0`)).toMatchObject({ status: 'skipped' });
    expect(resend.acceptedCount.get(`${lead.reference}.booking-email.${booking.id}.1`)).toBe(1);
  }, 120_000);

  it('gives none to a meeting booked ten hours ahead, nor to one moved to a time that near', async () => {
    const lead = await insertTestLead(database, demo, { email: `soon.${store}@example.com` });
    const [start, later] = startsOfATest(2);
    const soon = await book(lead, start!, new Date(start!.getTime() - 10 * HOUR));
    expect(await remindersOf(soon.id)).toEqual([]);

    const other = await insertTestLead(database, demo, { email: `moved-near.${store}@example.com` });
    const booked = await book(other, later!, new Date(later!.getTime() - 72 * HOUR));
    await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId: soon.id }));
    const moved = await change(new Date(start!.getTime() - 10 * HOUR), (meeting) =>
      moveMeeting(meeting, { lead: other, bookingId: booked.id, start: start! }),
    );
    expect(moved).toMatchObject({ booked: true });
    expect((await remindersOf(booked.id)).map((reminder) => reminder.data.sequence)).toEqual([0]);
  }, 120_000);

  it('sends none for a request whose mail a limit held back: its invitations were not sent either', async () => {
    const lead = await insertTestLead(database, demo, { email: `held.${store}@example.com`, confirmationHeld: 'mailbox-cap' });
    const [start] = startsOfATest(1);
    const booking = await book(lead, start!, new Date(start!.getTime() - 72 * HOUR));
    const [reminder] = await remindersOf(booking.id);
    await comeDue(reminder!.id);
    await drain();
    expect(resend.acceptedCount.has(reminderKey(lead, booking.id, 0))).toBe(false);
    expect(await deliveryOf(lead, `booking-reminder.${booking.id}.0`)).toMatchObject({ status: 'skipped', detail: 'mailbox-cap' });
  }, 120_000);

  it("says in each language the time in the person's zone, with the join, move and cancel links of the booking as it is", async () => {
    const zones: Record<Locale, string> = {
      en: 'America/New_York',
      es: 'America/Mexico_City',
      pt: 'America/Sao_Paulo',
      fr: 'Europe/Paris',
      de: 'Europe/Berlin',
    };
    const starts = startsOfATest(LOCALES.length);
    for (const [index, locale] of LOCALES.entries()) {
      const lead = await insertTestLead(database, demo, {
        email: `reminded-${locale}.${store}@example.com`,
        locale,
        payload: { name: 'Alex Martin' },
      });
      const start = starts[index]!;
      const booking = await book(lead, start, new Date(start.getTime() - 72 * HOUR), zones[locale]);
      const [reminder] = await remindersOf(booking.id);
      await comeDue(reminder!.id);
      await drain();
      const mail = resend.accepted.get(reminderKey(lead, booking.id, 0));
      expect(mail, locale).toBeDefined();
      const t = translatorFor(locale);
      const time = meetingTimeLabel(start, locale, zones[locale]);
      expect(mail.subject).toBe(t('scheduling.email.reminder.subject', { product: 'Courtside', time }));
      expect(mail.text).toContain(time);
      expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));

      const links = [...(mail.html as string).matchAll(/href="([^"]*)"/g)].map(([, href]) => new URL(href!.replaceAll('&amp;', '&')));
      expect(links.map((url) => url.href)).toContain(meetingRoomUrl(ROOMS, booking.id));
      const move = links.find((url) => url.pathname === `/${locale}/demo/book`);
      const cancel = links.find((url) => url.pathname === `/${locale}/demo/cancel`);
      expect(move?.searchParams.get('zone')).toBe(zones[locale]);
      const now = new Date();
      expect(verifyLink(move?.searchParams.get('t'), { action: 'move', secret: SECRET, now })).toMatchObject({
        valid: true,
        subject: booking.id,
        sequence: 0,
      });
      expect(verifyLink(cancel?.searchParams.get('t'), { action: 'cancel', secret: SECRET, now })).toMatchObject({
        valid: true,
        subject: booking.id,
        sequence: 0,
      });
    }
  }, 180_000);

  it("is in the lead's export while it waits, and goes with the lead's erasure", async () => {
    const lead = await insertTestLead(database, demo, { email: `erased.${store}@example.com` });
    const [start] = startsOfATest(1);
    const booking = await book(lead, start!, new Date(start!.getTime() - 72 * HOUR));
    const kept = { id: lead.id, reference: lead.reference, operation: demo.id, createdAt: new Date(), idempotencyKey: null };
    const exported = await readLeadRecords(database, kept);
    expect(exported.jobs.map((job) => (job.data as DeliveryJob).kind)).toContain('booking-reminder');
    await database.transaction((tx) => deleteLeadRows(tx, [kept]));
    expect(await remindersOf(booking.id)).toEqual([]);
  }, 60_000);
});
