/**
 * What the booking and cancel pages read and do (lib/scheduling), on both stores, with real demo
 * requests accepted through the acceptance path: the thank-you's offer and its token, the pages'
 * views (reading changes nothing: no booking, no job), and the buttons' changes, one transaction
 * each with their deliveries enqueued: book (once per request, once per person, a taken slot
 * refused), the per-client limit counting the request's client and not the poster's, move, cancel,
 * and links that are forged, meant for another page or expired. Who controls a meeting (docs/decisions.md):
 * the page that booked, and where its button sends the browser, carry no link that changes it; an
 * older email's links stop once the meeting has moved; a meeting moves MAX_MOVES times at most; and
 * every link stops when the meeting starts.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import { followUpSlot } from '@/lib/delivery/calendar/follow-up-slot';
import { offeredSlots } from '@/lib/forms/offered-slots';
import { getOperation } from '@/lib/operations/registry';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { openStore } from '@/lib/runtime/open-store';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { bookFromPage } from '@/lib/forms/meeting-page-posts';
import { cancelMeeting, moveMeeting } from '@/lib/scheduling/book-meeting';
import { MAX_MOVES } from '@/lib/scheduling/moves';
import { bookPageView } from '@/lib/scheduling/book-page-view';
import { findBooking, liveBookingOfLead, type Booking } from '@/lib/scheduling/bookings';
import { cancelMeetingFromLink } from '@/lib/scheduling/cancel-meeting-from-link';
import { cancelPageView } from '@/lib/scheduling/cancel-page-view';
import { chooseMeetingTime, type ChosenTime } from '@/lib/scheduling/choose-meeting-time';
import { MEETING_FIELDS, meetingQueryOf } from '@/lib/scheduling/meeting-query';
import { withMeetingTransaction } from '@/lib/scheduling/meeting-transaction';
import { openBookingLink } from '@/lib/scheduling/open-link';
import { pageStateOf } from '@/lib/scheduling/page-state';
import { signLink, verifyLink } from '@/lib/scheduling/signed-link';
import { createScheduling, type Scheduling } from '@/lib/scheduling/scheduling';
import { bookingLinks, bookToken } from '@/lib/scheduling/scheduling-links';
import type { Database } from '@/lib/store/database';
import { createTestDatabase, STORES } from '../helpers/stores';
import { translatorFor } from '@/lib/i18n/messages';

// The booking page's button (lib/forms/meeting-page-posts.ts) outside a Next.js request: no proxy
// headers, and the deliveries' kick after the answer is not this suite's business.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: () => {} }));

const demo = getOperation('requestDemo');
const SECRET = randomBytes(32).toString('base64url');
/** Every day open, so that the suite finds free times whatever day it runs. */
const RULES = loadBookingRules({
  meetingMinutes: '30',
  workingHours: Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, '08:00-20:00']),
  ),
  minimumNoticeHours: '1',
  horizonDays: '7',
  bufferMinutes: '0',
  meetingsPerDay: '24',
});
const OTHER_CLIENT = '198.51.100.20';
/** Without MEETING_URL or a Meet, the booked page says the team sends the link. */
const NO_ROOM = { comes: 'team' } as const;
// A booking's invitation counts against its client's share of outside mail (lib/scheduling/booking-mail.ts):
// wide here, so that BOOKINGS_PER_CLIENT is the limit the per-client test meets.
vi.stubEnv('OUTBOUND_MAIL_PER_CLIENT', '50/3600');
// And against its mailbox's 5 a day: a request, its booking and MAX_MOVES moves are 5 already, so the
// test of the moves' limit would meet the mail limit at the cancel. Those caps are
// tests/integration/booking-mail-count.test.ts's and tests/abuse/booking-mails.test.ts's.
vi.stubEnv('EMAILS_PER_RECIPIENT_PER_DAY', '10');

describe.each(STORES)('the scheduling pages on %s', (store) => {
  let dataDir: string;
  let database: Database;
  let boss: PgBoss;
  let scheduling: Scheduling;
  let drop = async () => {};
  const services = () => ({ database, boss, scheduling });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'scheduling-pages-'));
    const postgres = store === 'postgres' ? await createTestDatabase() : undefined;
    if (postgres) drop = postgres.drop;
    const opened = await openStore({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url });
    database = opened.database;
    boss = await startDeliveryQueue(opened.queue, { retryLimit: 0, retryDelaySeconds: 1 });
    scheduling = createScheduling(
      RULES,
      { timeZone: 'UTC', busyCalendarIds: ['primary'], secret: SECRET, bookingsPerClient: 2, siteUrl: 'http://localhost:3000' },
      { busy: async () => [] },
    );
  }, 120_000);
  afterAll(async () => {
    await boss?.stop({ graceful: false }).catch(() => {});
    await database?.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  let counter = 0;
  /** A demo request accepted as the form sends it; its reference, id and `book` token. */
  async function demoRequest(options: { email?: string; client?: string } = {}) {
    counter += 1;
    const email = options.email ?? `person.${counter}.${Date.now()}@example.com`;
    const { body } = await acceptSubmission(
      {
        operation: demo,
        payload: { ...demo.example, email, name: `Person ${counter}` },
        locale: 'es',
        clientAddress: options.client ?? `203.0.113.${counter}`,
      },
      { services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling }) },
    );
    const { rows } = await database.query<{ id: string }>(`SELECT id FROM leads WHERE reference = $1`, [body.reference]);
    const id = rows[0]!.id;
    return { reference: body.reference, id, token: bookToken(id, SECRET, new Date(), RULES.horizonDays) };
  }

  const choose = (token: string, start: Date, extra: Partial<ChosenTime> = {}) =>
    chooseMeetingTime(services(), { token, start, timeZone: 'Europe/Madrid', poster: clientOf(OTHER_CLIENT), now: new Date(), ...extra });

  /** The move and cancel tokens of the email a booking's current version sends (lib/delivery/booking-deliveries.ts). */
  const mailed = (booking: Booking) => {
    const links = bookingLinks('http://localhost:3000', 'en', booking, SECRET);
    const token = (url: string) => new URL(url).searchParams.get('t')!;
    return { move: token(links.move), cancel: token(links.cancel) };
  };

  /** The booking page's button, pressed as the page's form posts it: the page the browser is sent on to. */
  const press = (token: string, start: Date) => {
    const form = new FormData();
    const fields = { token, start: start.toISOString(), zone: 'Europe/Madrid', locale: 'es' };
    for (const [field, value] of Object.entries(fields)) form.set(MEETING_FIELDS[field as keyof typeof fields], value);
    const intake = {
      services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling }),
      kickDeliveries: async () => {},
    };
    return bookFromPage(intake, form);
  };
  /** The page a URL the button sent the browser to shows. */
  const pageAt = (url: string, now = new Date()) => {
    const params = new URL(url, 'http://x').searchParams;
    return bookPageView(services(), {
      query: meetingQueryOf((name) => params.get(name) ?? undefined),
      state: pageStateOf({ done: params.get('done'), notice: params.get('notice') }),
      locale: 'es',
      now,
    });
  };
  /** The tokens in a text that are signed to move or cancel a meeting, whichever. */
  const changeTokens = (text: string) =>
    [...text.matchAll(/[\w-]+\.[\w-]+/g)]
      .map(([candidate]) => candidate)
      .filter((token) =>
        (['move', 'cancel'] as const).some((action) => verifyLink(token, { action, secret: SECRET, now: new Date() }).valid),
      );
  const emailsOf = async (bookingId: string) => (await jobsOf(bookingId)).filter((job) => job.kind === 'booking-email');

  const freeStarts = () => scheduling.freeStarts(database, new Date(), 500);
  const query = (token: string, extra: { start?: Date; zone?: string; week?: string } = {}) =>
    meetingQueryOf((name) => ({ t: token, start: extra.start?.toISOString(), zone: extra.zone, week: extra.week })[name]);

  /** Everything a change would write: the bookings and the delivery jobs. */
  async function writes() {
    const bookings = await database.query(`SELECT id, status, sequence, starts_at, updated_at FROM bookings ORDER BY id`);
    const jobs = await database.query(`SELECT count(*)::int AS count FROM pgboss.job`);
    return { bookings: bookings.rows, jobs: jobs.rows };
  }

  const jobsOf = async (bookingId: string) =>
    (
      await database.query<{ kind: string; change: string; sequence: string }>(
        `SELECT data->>'kind' AS kind, data->>'change' AS change, data->>'sequence' AS sequence FROM pgboss.job
         WHERE data->>'bookingId' = $1 ORDER BY data->>'sequence', data->>'kind'`,
        [bookingId],
      )
    ).rows;

  /** What the form's thank-you reads its services through, with scheduling or without. */
  const intake = (withScheduling: Scheduling | undefined) => ({
    services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling: withScheduling }),
  });

  it('offers a demo request its next six free times but those of its own follow-up call, linked with a token that opens that request', async () => {
    const request = await demoRequest();
    const offered = await offeredSlots(intake(scheduling), { reference: request.reference, locale: 'es', timeZone: 'America/Bogota' });
    const { rows } = await database.query<{ created_at: Date | string }>(`SELECT created_at FROM leads WHERE id = $1`, [request.id]);
    const followUp = followUpSlot(new Date(rows[0]!.created_at), 'UTC');
    const clearOfFollowUp = (start: Date) => start.getTime() + 30 * 60_000 <= followUp.start.getTime() || start >= followUp.end;
    const expected = (await freeStarts()).filter(clearOfFollowUp).slice(0, 6);

    const links = offered!.days.flatMap((day) => day.slots.map((slot) => new URL(slot.href, 'http://x')));
    expect(links.map((link) => new Date(link.searchParams.get('start')!))).toEqual(expected);
    expect(new Set(links.map((link) => `${link.pathname} ${link.searchParams.get('zone')}`))).toEqual(
      new Set(['/es/demo/book America/Bogota']),
    );
    expect(offered!.intro).toContain('Bogot');
    // The follow-up it offers otherwise is the registry's promise.
    expect(offered!.otherwise).toBe(translatorFor('es')('scheduling.picker.otherwise'));
    // The promise in working days, never in hours (a Friday evening's 24 hours would be false).
    expect(offered!.otherwise).toContain('un día laborable');
    const allTimes = new URL(offered!.allTimes.href, 'http://x');
    expect([allTimes.pathname, allTimes.searchParams.get('start'), allTimes.searchParams.get('zone')]).toEqual([
      '/es/demo/book',
      null,
      'America/Bogota',
    ]);
    const link = await openBookingLink(database, allTimes.searchParams.get('t'), { secret: SECRET, now: new Date() });
    expect(link).toMatchObject({ valid: true, action: 'book', lead: { id: request.id, reference: request.reference, locale: 'es' } });

    // None for an unknown request, with scheduling off, or when the calendar fails (and no throw).
    expect(await offeredSlots(intake(scheduling), { reference: 'D-NOSUCH1', locale: 'es', timeZone: 'UTC' })).toBeUndefined();
    expect(await offeredSlots(intake(undefined), { reference: request.reference, locale: 'es', timeZone: 'UTC' })).toBeUndefined();
    const calendarDown = createScheduling(RULES, scheduling.settings, {
      busy: async () => {
        throw new Error('calendar down');
      },
    });
    expect(await offeredSlots(intake(calendarDown), { reference: request.reference, locale: 'es', timeZone: 'UTC' })).toBeUndefined();
  });

  it('shows the free times and one to confirm, in the zone asked for or the language’s, changing nothing', async () => {
    const request = await demoRequest();
    const [first, second] = await freeStarts();
    const before = await writes();
    const all = await bookPageView(services(), { query: query(request.token), state: {}, locale: 'es', now: new Date() });
    expect(all).toMatchObject({ kind: 'pick', action: 'book', zone: 'Europe/Madrid', zoneChosen: false });
    // One week at a time (Monday to Sunday in Madrid), each week's page linking to the next that has
    // free times: following the links shows every free time once, and no week is empty.
    const madridDate = (start: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(start);
    const shown: Date[] = [];
    for (let page = all; page.kind === 'pick';) {
      expect(page.starts.length).toBeGreaterThan(0);
      const monday = new Date(`${page.week!.monday}T00:00:00Z`);
      expect(monday.getUTCDay()).toBe(1);
      const sunday = new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
      for (const start of page.starts) expect(madridDate(start) >= page.week!.monday && madridDate(start) <= sunday).toBe(true);
      shown.push(...page.starts);
      if (!page.week!.next) break;
      page = await bookPageView(services(), {
        query: query(request.token, { week: page.week!.next }),
        state: {},
        locale: 'es',
        now: new Date(),
      });
      expect(page.kind === 'pick' && page.week!.previous).toBeTruthy();
    }
    expect(shown).toEqual(await freeStarts());
    expect(all.kind === 'pick' && all.week!.previous).toBeUndefined();
    const inTokyo = await bookPageView(services(), {
      query: query(request.token, { zone: 'asia/tokyo' }),
      state: {},
      locale: 'es',
      now: new Date(),
    });
    expect(inTokyo).toMatchObject({ kind: 'pick', zone: 'Asia/Tokyo', zoneChosen: true });
    const confirm = await bookPageView(services(), {
      query: query(request.token, { start: second }),
      state: {},
      locale: 'en',
      now: new Date(),
    });
    expect(confirm).toMatchObject({ kind: 'confirm', action: 'book', start: second, zone: 'Europe/London' });
    const notFree = new Date(first!.getTime() + 60_000);
    const refused = await bookPageView(services(), {
      query: query(request.token, { start: notFree }),
      state: {},
      locale: 'en',
      now: new Date(),
    });
    expect(refused).toMatchObject({ kind: 'pick', notice: 'not-free' });
    expect(await writes()).toEqual(before);
  });

  it('books once: the request then holds its meeting, another person is told the time was taken', async () => {
    const request = await demoRequest();
    const [start] = await freeStarts();
    const booked = await choose(request.token, start!);
    expect(booked).toMatchObject({
      outcome: 'booked',
      booking: { leadId: request.id, start, timeZone: 'Europe/Madrid', status: 'booked' },
    });
    const booking = booked.outcome === 'booked' ? booked.booking : undefined;
    expect(await jobsOf(booking!.id)).toEqual(
      ['booking-email', 'booking-team-notice', 'meeting-event'].map((kind) => ({ kind, change: 'booked', sequence: '0' })),
    );
    expect(await freeStarts()).not.toContainEqual(start);

    // The same request again (another tab): its meeting, which its page shows, with no link that changes it.
    const [later] = await freeStarts();
    expect(await choose(request.token, later!)).toEqual({ outcome: 'has-booking' });
    const view = await bookPageView(services(), { query: query(request.token), state: {}, locale: 'es', now: new Date() });
    expect(view).toEqual({ kind: 'meeting', booking: await findBooking(database, booking!.id), zone: 'Europe/Madrid', join: NO_ROOM });

    // Someone else pressing the same time a moment later.
    const other = await demoRequest({ client: OTHER_CLIENT });
    expect(await choose(other.token, start!)).toEqual({ outcome: 'taken' });
    const taken = await bookPageView(services(), { query: query(other.token), state: { notice: 'taken' }, locale: 'es', now: new Date() });
    expect(taken).toMatchObject({ kind: 'pick', notice: 'taken' });
    expect(taken.kind === 'pick' && taken.starts).toEqual((await freeStarts()).slice(0, 5));
  });

  it('offers the free times nearest to a time someone took, before and after it, not the first ones', async () => {
    const frees = await freeStarts();
    // From the middle of the horizon: free times early on may all fall on one day, which the
    // earlier tests' meetings and this one can fill to its most meetings, leaving none before it.
    // And inside a day, with free times just before and after it: the nearest to a day's last
    // time are all before it (the next day's first is a night away), whatever the hour of the run.
    const middle = Math.floor(frees.length / 2);
    const gap = (index: number) => frees[index + 1]!.getTime() - frees[index]!.getTime();
    const inside = frees.findIndex(
      (_, index) => index >= middle && index + 2 < frees.length && gap(index) === gap(index + 1) && gap(index) <= 3_600_000,
    );
    expect(inside).toBeGreaterThanOrEqual(0);
    const wanted = frees[inside + 1]!;
    const holder = await demoRequest();
    expect(await choose(holder.token, wanted)).toMatchObject({ outcome: 'booked' });
    const other = await demoRequest({ client: OTHER_CLIENT });
    expect(await choose(other.token, wanted)).toEqual({ outcome: 'taken' });
    const taken = await bookPageView(services(), {
      query: query(other.token, { start: wanted }),
      state: { notice: 'taken' },
      locale: 'es',
      now: new Date(),
    });
    expect(taken).toMatchObject({ kind: 'pick', notice: 'taken' });
    const starts = taken.kind === 'pick' ? taken.starts : [];
    expect(starts).toHaveLength(5);
    expect(starts.some((start) => start < wanted) && starts.some((start) => start > wanted)).toBe(true);
    expect(starts).not.toContainEqual(frees[0]);
    expect(starts).not.toContainEqual(wanted);
  });

  it('keeps one coming meeting per person, whichever of their requests asks', async () => {
    const email = `same.person.${Date.now()}@example.com`;
    const first = await demoRequest({ email, client: '192.0.2.30' });
    const second = await demoRequest({ email, client: '192.0.2.31' });
    const [start, later] = await freeStarts();
    expect((await choose(first.token, start!)).outcome).toBe('booked');
    expect(await choose(second.token, later!)).toEqual({ outcome: 'mailbox-has-booking' });
  });

  it("counts a meeting against the request's client, not against whoever presses the button", async () => {
    // BOOKINGS_PER_CLIENT is 2 here: two requests from one client book, a third from it cannot,
    // even pressed from another address; a request from another client can, pressed from the first.
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => demoRequest({ client: '192.0.2.77' })));
    const elsewhere = await demoRequest({ client: '198.51.100.99' });
    const pageOf = (token: string) => bookPageView(services(), { query: query(token), state: {}, locale: 'es', now: new Date() });
    expect(await pageOf(c!.token)).toMatchObject({ kind: 'pick' });
    for (const request of [a!, b!]) expect((await choose(request.token, (await freeStarts())[0]!)).outcome).toBe('booked');
    // Said before the times, not only at the last press.
    expect(await pageOf(c!.token)).toEqual({ kind: 'refused', notice: 'client-limit' });
    // Nor are its times offered on the thank-you or in the confirmation: booking one would be refused.
    const offer = (request: { reference: string }) =>
      offeredSlots(intake(scheduling), { reference: request.reference, locale: 'es', timeZone: 'UTC' });
    expect(await offer(c!)).toBeUndefined();
    expect(await offer(elsewhere)).toMatchObject({ days: expect.any(Array) });
    expect(await pageOf(elsewhere.token)).toMatchObject({ kind: 'pick' });
    expect(await choose(c!.token, (await freeStarts())[0]!, { poster: clientOf('192.0.2.200') })).toEqual({ outcome: 'client-limit' });
    expect((await choose(elsewhere.token, (await freeStarts())[0]!, { poster: clientOf('192.0.2.77') })).outcome).toBe('booked');
  });

  it('moves a meeting with its move link, raising its sequence; its own time is no move', async () => {
    const request = await demoRequest();
    const [start] = await freeStarts();
    const booked = await choose(request.token, start!);
    const booking = booked.outcome === 'booked' ? booked.booking : undefined;
    const moveToken = mailed(booking!).move;

    const picking = await bookPageView(services(), { query: query(moveToken), state: {}, locale: 'en', now: new Date() });
    expect(picking).toMatchObject({ kind: 'pick', action: 'move', current: { id: booking!.id }, zone: 'Europe/Madrid' });
    expect(picking.kind === 'pick' && picking.starts).not.toContainEqual(start);

    expect(await choose(moveToken, start!)).toEqual({ outcome: 'unchanged' });
    const [later] = await freeStarts();
    expect(await choose(moveToken, later!)).toMatchObject({ outcome: 'moved', booking: { id: booking!.id, start: later, sequence: 1 } });
    expect((await jobsOf(booking!.id)).filter((job) => job.change === 'moved')).toHaveLength(3);
    const shown = await bookPageView(services(), { query: query(moveToken), state: { done: 'moved' }, locale: 'en', now: new Date() });
    expect(shown).toMatchObject({ kind: 'meeting', done: 'moved', booking: { start: later } });
    // A move token on the cancel page, or a book token as a move: neither opens anything there.
    expect(await cancelMeetingFromLink(services(), { token: moveToken, now: new Date() })).toEqual({
      outcome: 'invalid-link',
    });
  });

  it('says on the move page how many moves are left and marks the present time; after the move, from which time to which', async () => {
    const request = await demoRequest();
    const [start] = await freeStarts();
    const booked = await choose(request.token, start!);
    const booking = booked.outcome === 'booked' ? booked.booking : undefined;
    const pick = (token: string) => bookPageView(services(), { query: query(token), state: {}, locale: 'fr', now: new Date() });

    const first = await pick(mailed(booking!).move);
    // Said before she picks: every move of MAX_MOVES is left, this one included; her time is in the
    // week shown (the first, since it is the first free one), marked apart from the times to move to.
    expect(first).toMatchObject({ kind: 'pick', action: 'move', movesLeft: MAX_MOVES, currentInWeek: true });
    expect(first.kind === 'pick' && first.starts).not.toContainEqual(start);

    const [later] = await freeStarts();
    const moved = await choose(mailed(booking!).move, later!);
    expect(moved).toMatchObject({ outcome: 'moved', booking: { start: later, previousStart: start } });
    const movedBooking = moved.outcome === 'moved' ? moved.booking : undefined;
    // The page the move sends the browser back to names both times (the row keeps the one it left).
    const shown = await bookPageView(services(), {
      query: query(mailed(booking!).move),
      state: { done: 'moved' },
      locale: 'fr',
      now: new Date(),
    });
    expect(shown).toMatchObject({ kind: 'meeting', done: 'moved', booking: { start: later, previousStart: start } });
    expect(await pick(mailed(movedBooking!).move)).toMatchObject({ kind: 'pick', movesLeft: MAX_MOVES - 1 });
    // None left: the choice is hidden, the cancel link offered.
    await database.query('UPDATE bookings SET sequence = $2 WHERE id = $1', [booking!.id, MAX_MOVES]);
    const used = (await findBooking(database, booking!.id))!;
    expect(await pick(mailed(used).move)).toMatchObject({ kind: 'moves-used', cancel: expect.stringMatching(/^\/fr\/demo\/cancel\?t=/) });
  });

  it('shows the times, before the browser says its zone, in the zone of the Accept-Language region', async () => {
    const request = await demoRequest();
    const page = (acceptLanguage: string | null, locale: 'pt' | 'es' = 'pt') =>
      bookPageView(services(), { query: query(request.token), state: {}, locale, now: new Date(), acceptLanguage });
    expect(await page('pt-BR,pt;q=0.9')).toMatchObject({ kind: 'pick', zone: 'America/Sao_Paulo', zoneChosen: false });
    expect(await page('es-MX', 'es')).toMatchObject({ kind: 'pick', zone: 'America/Mexico_City' });
    expect(await page('pt')).toMatchObject({ kind: 'pick', zone: 'Europe/Lisbon' });
    expect(await page(null)).toMatchObject({ kind: 'pick', zone: 'Europe/Lisbon' });
  });

  it('cancels with the cancel link, once; the page then says so and offers another time', async () => {
    const request = await demoRequest();
    const [start] = await freeStarts();
    const booked = await choose(request.token, start!);
    const booking = booked.outcome === 'booked' ? booked.booking : undefined;
    const { cancel: cancelToken, move: moveToken } = mailed(booking!);

    const before = await writes();
    const confirm = await cancelPageView(services(), { query: query(cancelToken), state: {}, locale: 'fr', now: new Date() });
    expect(confirm).toMatchObject({ kind: 'confirm-cancel', booking: { id: booking!.id, status: 'booked' } });
    expect(await writes()).toEqual(before);

    expect(await cancelMeetingFromLink(services(), { token: cancelToken, now: new Date() })).toEqual({
      outcome: 'cancelled',
    });
    expect((await findBooking(database, booking!.id))?.status).toBe('cancelled');
    expect((await jobsOf(booking!.id)).filter((job) => job.change === 'cancelled')).toHaveLength(3);
    expect(await cancelMeetingFromLink(services(), { token: cancelToken, now: new Date() })).toEqual({
      outcome: 'not-live',
    });
    expect((await jobsOf(booking!.id)).filter((job) => job.change === 'cancelled')).toHaveLength(3);

    const done = await cancelPageView(services(), {
      query: query(cancelToken),
      state: { done: 'cancelled' },
      locale: 'fr',
      now: new Date(),
    });
    expect(done).toMatchObject({ kind: 'cancelled', justNow: true });
    const again = await cancelPageView(services(), { query: query(cancelToken), state: {}, locale: 'fr', now: new Date() });
    expect(again).toMatchObject({ kind: 'cancelled', justNow: false });
    const bookAgain = again.kind === 'cancelled' ? again.bookAgain : '';
    expect(bookAgain).toMatch(/^\/fr\/demo\/book\?t=/);
    // The slot is free again, the move link says the meeting is cancelled, and the request may book anew.
    expect(await freeStarts()).toContainEqual(start);
    expect(await bookPageView(services(), { query: query(moveToken), state: {}, locale: 'fr', now: new Date() })).toMatchObject({
      kind: 'cancelled',
    });
    expect(await choose(moveToken, start!)).toEqual({ outcome: 'not-live' });
    const anew = new URL(bookAgain, 'http://x').searchParams.get('t')!;
    expect((await choose(anew, start!)).outcome).toBe('booked');
  });

  it('lets whoever fills in the form book the one meeting, then shows its time with no link that changes it', async () => {
    // The thank-you page's `book` link, in whoever's hands: the page the button sends the browser
    // to, and what it shows, name the time and where the invitation went, and carry no move or
    // cancel token (those reach only the mailbox, in the invitation's email).
    const request = await demoRequest();
    const [start, later] = await freeStarts();
    const next = await press(request.token, start!);
    expect(next).toBe(`/es/demo/book?t=${request.token}&zone=Europe%2FMadrid&done=booked`);
    const booking = (await liveBookingOfLead(database, request.id))!;
    const shown = await pageAt(next);
    expect(shown).toEqual({ kind: 'meeting', booking, zone: 'Europe/Madrid', done: 'booked', join: NO_ROOM });
    expect(changeTokens(`${next} ${JSON.stringify(shown)}`)).toEqual([]);

    // Pressed again, for another time or the same: nothing booked, moved or mailed again.
    for (const time of [later!, start!]) {
      const again = await press(request.token, time);
      expect(again).toBe(`/es/demo/book?t=${request.token}&zone=Europe%2FMadrid`);
      expect(await pageAt(again)).toEqual({ kind: 'meeting', booking, zone: 'Europe/Madrid', join: NO_ROOM });
    }
    expect(await emailsOf(booking.id)).toEqual([{ kind: 'booking-email', change: 'booked', sequence: '0' }]);
  });

  it("stops an older email's links once the meeting has moved, and moves a meeting MAX_MOVES times at most", async () => {
    const request = await demoRequest();
    const lead = { id: request.id, reference: request.reference };
    const booked = await choose(request.token, (await freeStarts())[0]!);
    const bookingId = booked.outcome === 'booked' ? booked.booking.id : '';
    const first = mailed((await findBooking(database, bookingId))!);

    // Moved with the first email's link: its page says so, and that a new invitation with new links is mailed.
    const next = await press(first.move, (await freeStarts())[0]!);
    expect(next).toBe(`/es/demo/book?t=${first.move}&zone=Europe%2FMadrid&done=moved`);
    const movedOnce = (await findBooking(database, bookingId))!;
    expect(movedOnce.sequence).toBe(1);
    expect(await pageAt(next)).toEqual({ kind: 'meeting', booking: movedOnce, zone: 'Europe/Madrid', done: 'moved', join: NO_ROOM });

    // The first email's links now move and cancel nothing, and say where the working ones are.
    const before = await writes();
    expect(await choose(first.move, (await freeStarts())[0]!)).toEqual({ outcome: 'superseded' });
    expect(await cancelMeetingFromLink(services(), { token: first.cancel, now: new Date() })).toEqual({
      outcome: 'superseded',
    });
    expect(await pageAt(`?t=${first.move}`)).toEqual({ kind: 'old-link', booking: movedOnce, zone: 'Europe/Madrid' });
    expect(await cancelPageView(services(), { query: query(first.cancel), state: {}, locale: 'es', now: new Date() })).toEqual({
      kind: 'old-link',
      booking: movedOnce,
      zone: movedOnce.timeZone,
    });
    // Even read before the move committed and pressed with it: the store's sequence decides.
    const [free] = await freeStarts();
    const atOnce = await withMeetingTransaction(services(), new Date(), (context) =>
      moveMeeting(context, { lead, bookingId, start: free!, sequence: 0 }),
    );
    expect(atOnce).toMatchObject({ booked: false, reason: 'superseded' });
    expect(await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId, sequence: 0 }))).toBe(false);
    expect(await writes()).toEqual(before);

    // Each newer email's links move it, MAX_MOVES times in all; then its move link says so and moves nothing.
    for (let moves = 1; moves < MAX_MOVES; moves += 1) {
      const links = mailed((await findBooking(database, bookingId))!);
      expect(await choose(links.move, (await freeStarts())[0]!)).toMatchObject({ outcome: 'moved', booking: { sequence: moves + 1 } });
    }
    const last = (await findBooking(database, bookingId))!;
    const latest = mailed(last);
    const capped = await writes();
    expect(await choose(latest.move, (await freeStarts())[0]!)).toEqual({ outcome: 'moves-used' });
    const forced = await withMeetingTransaction(services(), new Date(), (context) =>
      moveMeeting(context, { lead, bookingId, start: free!, sequence: MAX_MOVES }),
    );
    expect(forced).toMatchObject({ booked: false, reason: 'moves-used' });
    expect(await writes()).toEqual(capped);
    const page = await pageAt(`?t=${latest.move}`);
    expect(page).toMatchObject({ kind: 'moves-used', booking: last, zone: 'Europe/Madrid' });
    expect(page.kind === 'moves-used' && new URL(page.cancel, 'http://x').searchParams.get('t')).toBe(latest.cancel);

    // It can still be cancelled, with the newest email's link, whose page offers no move.
    const confirm = await cancelPageView(services(), { query: query(latest.cancel), state: {}, locale: 'es', now: new Date() });
    expect(confirm).toMatchObject({ kind: 'confirm-cancel', booking: last });
    expect(confirm).not.toHaveProperty('move');
    expect(await cancelMeetingFromLink(services(), { token: latest.cancel, now: new Date() })).toEqual({
      outcome: 'cancelled',
    });
    expect((await emailsOf(bookingId)).map((job) => job.change)).toEqual(['booked', 'moved', 'moved', 'moved', 'cancelled']);
  });

  it('stops every link when the meeting starts, also a meeting moved to an earlier time', async () => {
    const request = await demoRequest();
    const starts = await freeStarts();
    const [early, late] = [starts[0]!, starts[6]!];
    const booked = await choose(request.token, late);
    const first = mailed(booked.outcome === 'booked' ? booked.booking : (undefined as never));
    const moved = await choose(first.move, early);
    const second = mailed(moved.outcome === 'moved' ? moved.booking : (undefined as never));
    const bookingId = moved.outcome === 'moved' ? moved.booking.id : '';
    // Signed for the current sequence but the first time: the meeting's start stops it all the same.
    const lateToken = signLink({ subject: bookingId, action: 'move', expiresAt: late, sequence: 1 }, SECRET);

    const started = new Date(early.getTime() + 60_000);
    for (const token of [first.move, second.move, lateToken]) {
      expect(await pageAt(`?t=${token}`, started)).toEqual({ kind: 'invalid', reason: 'expired' });
      expect(await choose(token, starts[3]!, { now: started })).toEqual({ outcome: 'invalid-link' });
    }
    for (const token of [first.cancel, second.cancel]) {
      expect(await cancelPageView(services(), { query: query(token), state: {}, locale: 'es', now: started })).toEqual({
        kind: 'invalid',
        reason: 'expired',
      });
      expect(await cancelMeetingFromLink(services(), { token, now: started })).toEqual({
        outcome: 'invalid-link',
      });
    }
    expect(await findBooking(database, bookingId)).toMatchObject({ status: 'booked', start: early, sequence: 1 });
    // Before the meeting, the newest links work.
    expect(await pageAt(`?t=${second.move}`)).toMatchObject({ kind: 'pick', action: 'move' });
  });

  it('opens nothing with a forged, cut or misdirected link, and says when one has expired', async () => {
    const request = await demoRequest();
    const now = new Date();
    const view = (token: string, at = now) => bookPageView(services(), { query: query(token), state: {}, locale: 'en', now: at });
    expect(await view(request.token.slice(0, -2))).toEqual({ kind: 'invalid', reason: 'invalid' });
    expect(await view(bookToken(request.id, randomBytes(32).toString('base64url'), now, 7))).toEqual({
      kind: 'invalid',
      reason: 'invalid',
    });
    expect(await view('')).toEqual({ kind: 'invalid', reason: 'invalid' });
    expect(await view(bookToken('not-a-uuid', SECRET, now, 7))).toEqual({ kind: 'invalid', reason: 'invalid' });
    expect(await view(bookToken('00000000-0000-4000-8000-000000000000', SECRET, now, 7))).toEqual({ kind: 'invalid', reason: 'invalid' });
    expect(await view(request.token, new Date(now.getTime() + 30 * 86_400_000))).toEqual({ kind: 'invalid', reason: 'expired' });
    expect(await cancelPageView(services(), { query: query(request.token), state: {}, locale: 'en', now })).toEqual({
      kind: 'invalid',
      reason: 'invalid',
    });
    const [start] = await freeStarts();
    expect(
      await choose(
        request.token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
        start!,
      ),
    ).toEqual({ outcome: 'invalid-link' });
  });
});
