/**
 * One notice per demo (issue 45, item 4; docs/decisions.md "One notice per demo"), on both stores,
 * through acceptance, the booking code and the delivery worker: a demo booked with its request, or
 * from the thank-you page while its notification waits, reaches the team as ONE mail that says the
 * meeting and asks for no follow-up; a demo booked after the team was told, then moved and
 * cancelled, tells the team of each change.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker, type DeliveryWorker } from '@/lib/delivery/delivery-worker';
import { TOLD_WITH_REQUEST } from '@/lib/delivery/demo-team-notice';
import { leadFacts } from '@/lib/delivery/destination-event';
import { loadLead } from '@/lib/delivery/stored-lead';
import { english } from '@/lib/i18n/messages';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { bookMeeting, cancelMeeting, moveMeeting } from '@/lib/scheduling/book-meeting';
import { createScheduling, type Scheduling } from '@/lib/scheduling/scheduling';
import { withMeetingTransaction } from '@/lib/scheduling/meeting-transaction';
import type { Database } from '@/lib/store/database';
import { closeAll } from '../helpers/close-all';
import { outboxDeliveryContext } from '../helpers/delivery-context';
import { readOutbox, type CapturedEmail } from '../helpers/outbox';
import { demo, RULES, TEAM_ZONE } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';

const TEAM = 'sales@courtside.example';

describe.each(STORES)('one notice per demo, on %s', (store) => {
  let stored: TestStore;
  let database: Database;
  let dataDir: string;
  let boss: PgBoss;
  let scheduling: Scheduling;
  let context: DeliveryContext;
  let worker: DeliveryWorker;
  let client = 0;

  beforeAll(async () => {
    stored = await openTestStore(store, 'demo-team-notice', { retryLimit: 0 });
    ({ database, dataDir, boss } = stored);
    scheduling = createScheduling(
      RULES,
      {
        timeZone: TEAM_ZONE,
        busyCalendarIds: ['primary'],
        secret: 'a-test-secret-of-enough-length-for-hmac',
        bookingsPerClient: 3,
        siteUrl: 'https://courtside.example',
      },
      { busy: async () => [] },
    );
    context = {
      ...outboxDeliveryContext(stored, createOutboxCalendarTransport(dataDir), { timeZone: TEAM_ZONE, teamEmail: TEAM }),
      scheduling,
    };
    worker = createDeliveryWorker(boss, context);
  }, 60_000);
  afterAll(() => closeAll(stored));

  const drain = async () => {
    while ((await worker.drain()) > 0);
  };

  /** A demo request from a client of its own, as the API accepts it; with `start`, booked with it. */
  async function requestDemo(start?: Date) {
    client += 1;
    const email = `demo-${store}-${client}-${Date.now()}@example.com`;
    const clientAddress = `198.51.${client}.9`;
    const payload = demo.schema.parse({ ...demo.example, email, ...(start ? { preferredStart: start.toISOString() } : {}) });
    const { body } = await acceptSubmission(
      { operation: demo, payload: payload as never, locale: 'en', clientAddress },
      { services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling }) },
    );
    const { rows } = await database.query<{ id: string; mailbox: string }>('SELECT id, mailbox FROM leads WHERE reference = $1', [
      body.reference,
    ]);
    return { id: rows[0]!.id, mailbox: rows[0]!.mailbox, reference: body.reference, clientAddress };
  }
  type Request = Awaited<ReturnType<typeof requestDemo>>;

  const nextFree = async (skip = 0) => (await scheduling.freeStarts(database, new Date(), skip + 1))[skip]!;

  /** Books the request's meeting as the booking page does (its own transaction, its jobs queued). */
  async function book(request: Request, start: Date) {
    const outcome = await withMeetingTransaction({ database, boss, scheduling }, new Date(), (meeting) =>
      bookMeeting(meeting, {
        lead: request,
        mailbox: request.mailbox,
        client: clientOf(request.clientAddress),
        start,
        timeZone: 'Asia/Tokyo',
      }),
    );
    if (!outcome.booked) throw new Error(`not booked: ${outcome.reason}`);
    return outcome.booking;
  }

  /** The mails to the team about the request, by their idempotency key. */
  async function teamMails(request: Request): Promise<Map<string, CapturedEmail>> {
    const mail = await readOutbox<CapturedEmail>(dataDir, 'mail');
    return new Map([...mail].filter(([key, sent]) => key.startsWith(`${request.reference}.`) && sent.to.includes(TEAM)));
  }

  const notify = (request: Request) => deliver({ leadId: request.id, reference: request.reference, kind: 'team-notification' }, context);
  const noticeRow = async (request: Request, bookingId: string, sequence: number) =>
    (
      await database.query<{ status: string; detail: string | null }>(
        'SELECT status, detail FROM deliveries WHERE lead_id = $1 AND kind = $2',
        [request.id, `booking-team-notice.${bookingId}.${sequence}`],
      )
    ).rows[0];
  const values = (request: Request) => ({ reference: request.reference, name: demo.example.name });

  it('a demo booked with its request: one mail to the team, saying the meeting, asking for no follow-up', async () => {
    const request = await requestDemo(await nextFree());
    await drain();
    const mails = await teamMails(request);
    expect([...mails.keys()]).toEqual([`${request.reference}.team-notification`]);
    const [notice] = mails.values();
    expect(notice!.subject).toBe(english('scheduling.email.team.subject.booked', values(request)));
    expect(notice!.text).toContain(english('scheduling.email.team.intro.booked', { name: demo.example.name }));
    expect(notice!.text).not.toContain(english('emails.team.followUp'));
    const { rows } = await database.query<{ id: string }>('SELECT id FROM bookings WHERE lead_id = $1', [request.id]);
    expect(await noticeRow(request, rows[0]!.id, 0)).toEqual({ status: 'skipped', detail: TOLD_WITH_REQUEST });
    // Slack and the webhook say the same of the lead: a meeting to prepare, no follow-up to make.
    const { facts } = await leadFacts(database, (await loadLead(database, request.id))!, TEAM_ZONE);
    expect(facts.some((fact) => fact.startsWith(english('emails.team.meetingBooked', { time: '' }).slice(0, 20)))).toBe(true);
    expect(facts).not.toContain(english('emails.team.followUp'));
  });

  it('a demo request waits for its thank-you page; a time booked there is in its one notice', async () => {
    const before = Date.now();
    const request = await requestDemo();
    const { rows: jobs } = await database.query<{ start_after: Date | string }>(
      `SELECT start_after FROM pgboss.job WHERE data->>'leadId' = $1 AND data->>'kind' = 'team-notification'`,
      [request.id],
    );
    expect(new Date(jobs[0]!.start_after).getTime()).toBeGreaterThanOrEqual(before + 590_000);
    const booking = await book(request, await nextFree());
    await drain();
    // The booking's jobs ran; the notification still waits: the team has heard nothing twice.
    expect(await noticeRow(request, booking.id, 0)).toEqual({ status: 'skipped', detail: TOLD_WITH_REQUEST });
    expect((await teamMails(request)).size).toBe(0);
    await notify(request); // its time come
    const mails = await teamMails(request);
    expect([...mails.keys()]).toEqual([`${request.reference}.team-notification`]);
    expect(mails.get(`${request.reference}.team-notification`)!.subject).toBe(
      english('scheduling.email.team.subject.booked', values(request)),
    );
  });

  it('a demo booked after the team was told, moved, then cancelled: a notice for each change, each saying what to do', async () => {
    const request = await requestDemo();
    await notify(request);
    const told = (await teamMails(request)).get(`${request.reference}.team-notification`)!;
    expect(told.text).toContain(english('emails.team.followUp'));
    const booking = await book(request, await nextFree());
    await drain();
    // Moved to a time that is free now: a fixed offset from the booked time could fall after the
    // working day, depending on the hour the test runs.
    const later = await nextFree();
    expect(later.getTime()).not.toBe(booking.start.getTime());
    const moved = await withMeetingTransaction({ database, boss, scheduling }, new Date(), (meeting) =>
      moveMeeting(meeting, { lead: request, bookingId: booking.id, start: later }),
    );
    expect(moved.booked).toBe(true);
    await drain();
    await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead: request, bookingId: booking.id }));
    await drain();
    const mails = await teamMails(request);
    expect([...mails.keys()].sort()).toEqual(
      [
        `${request.reference}.team-notification`,
        `${request.reference}.booking-team-notice.${booking.id}.0`,
        `${request.reference}.booking-team-notice.${booking.id}.1`,
        `${request.reference}.booking-team-notice.${booking.id}.2`,
      ].sort(),
    );
    expect(mails.get(`${request.reference}.booking-team-notice.${booking.id}.2`)!.text).toContain(
      english('scheduling.email.team.followUpBack'),
    );
  });
});
