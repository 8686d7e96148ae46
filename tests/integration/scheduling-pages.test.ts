/**
 * What the booking and cancel pages read and do (lib/scheduling), on both stores, with real demo
 * requests accepted through the acceptance path: the thank-you's offer and its token, the pages'
 * views (reading changes nothing: no booking, no job), and the buttons' changes, one transaction
 * each with their deliveries enqueued: book (once per request, once per person, a taken slot
 * refused), the per-client limit counting the request's client and not the poster's, move, cancel,
 * and links that are forged, meant for another page or expired.
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
import { getOperation, type Operation } from '@/lib/operations/registry';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { openStore } from '@/lib/runtime/open-store';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { bookPageView } from '@/lib/scheduling/book-page-view';
import { findBooking } from '@/lib/scheduling/bookings';
import { cancelMeetingFromLink } from '@/lib/scheduling/cancel-meeting-from-link';
import { cancelPageView } from '@/lib/scheduling/cancel-page-view';
import { chooseMeetingTime, type ChosenTime } from '@/lib/scheduling/choose-meeting-time';
import { meetingQueryOf } from '@/lib/scheduling/meeting-query';
import { openBookingLink } from '@/lib/scheduling/open-link';
import { createScheduling, type Scheduling } from '@/lib/scheduling/scheduling';
import { bookToken } from '@/lib/scheduling/scheduling-links';
import type { Database } from '@/lib/store/database';
import { createTestDatabase, STORES } from '../helpers/stores';
import { translatorFor } from '@/lib/i18n/messages';

const demo = getOperation('requestDemo');
/** The follow-up the demo request promises (the registry's hours). */
const { followUpWithinHours: FOLLOW_UP_HOURS = NaN }: Pick<Operation, 'id' | 'followUpWithinHours'> = demo;
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
// A booking's invitation counts against its client's share of outside mail (lib/scheduling/booking-mail.ts):
// wide here, so that BOOKINGS_PER_CLIENT is the limit the per-client test meets.
vi.stubEnv('OUTBOUND_MAIL_PER_CLIENT', '50/3600');

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

  const freeStarts = () => scheduling.freeStarts(database, new Date(), 500);
  const query = (token: string, extra: { start?: Date; zone?: string } = {}) =>
    meetingQueryOf((name) => ({ t: token, start: extra.start?.toISOString(), zone: extra.zone })[name]);

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

  it('offers a demo request its next six free times but those of its own follow-up call, linked with a token that opens that request', async () => {
    const request = await demoRequest();
    const intake = (withScheduling: Scheduling | undefined) => ({
      services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling: withScheduling }),
    });
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
    expect(offered!.otherwise).toBe(translatorFor('es')('scheduling.picker.otherwise', { hours: FOLLOW_UP_HOURS }));
    expect(offered!.otherwise).toContain(`${FOLLOW_UP_HOURS} horas`);
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
    expect(all.kind === 'pick' && all.starts).toEqual(await freeStarts());
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

    // The same request again (another tab): its meeting, which its page shows with move and cancel links.
    const [later] = await freeStarts();
    expect(await choose(request.token, later!)).toEqual({ outcome: 'has-booking' });
    const view = await bookPageView(services(), { query: query(request.token), state: {}, locale: 'es', now: new Date() });
    expect(view).toMatchObject({ kind: 'meeting', booking: { id: booking!.id }, zone: 'Europe/Madrid' });
    expect(view.kind === 'meeting' && view.links.move).toMatch(/^\/es\/demo\/book\?t=[\w.-]+&zone=Europe%2FMadrid$/);
    expect(view.kind === 'meeting' && view.links.cancel).toMatch(/^\/es\/demo\/cancel\?t=[\w.-]+$/);

    // Someone else pressing the same time a moment later.
    const other = await demoRequest({ client: OTHER_CLIENT });
    expect(await choose(other.token, start!)).toEqual({ outcome: 'taken' });
    const taken = await bookPageView(services(), { query: query(other.token), state: { notice: 'taken' }, locale: 'es', now: new Date() });
    expect(taken).toMatchObject({ kind: 'pick', notice: 'taken' });
    expect(taken.kind === 'pick' && taken.starts).toEqual((await freeStarts()).slice(0, 5));
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
    for (const request of [a!, b!]) expect((await choose(request.token, (await freeStarts())[0]!)).outcome).toBe('booked');
    expect(await choose(c!.token, (await freeStarts())[0]!, { poster: clientOf('192.0.2.200') })).toEqual({ outcome: 'client-limit' });
    expect((await choose(elsewhere.token, (await freeStarts())[0]!, { poster: clientOf('192.0.2.77') })).outcome).toBe('booked');
  });

  it('moves a meeting with its move link, raising its sequence; its own time is no move', async () => {
    const request = await demoRequest();
    const [start] = await freeStarts();
    const booked = await choose(request.token, start!);
    const booking = booked.outcome === 'booked' ? booked.booking : undefined;
    const view = await bookPageView(services(), { query: query(request.token), state: {}, locale: 'en', now: new Date() });
    const moveToken = new URL(view.kind === 'meeting' ? view.links.move : '', 'http://x').searchParams.get('t')!;

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
    expect(await cancelMeetingFromLink(services(), { token: moveToken, now: new Date(), poster: clientOf(OTHER_CLIENT) })).toEqual({
      outcome: 'invalid-link',
    });
  });

  it('cancels with the cancel link, once; the page then says so and offers another time', async () => {
    const request = await demoRequest();
    const [start] = await freeStarts();
    const booked = await choose(request.token, start!);
    const booking = booked.outcome === 'booked' ? booked.booking : undefined;
    const meeting = await bookPageView(services(), { query: query(request.token), state: {}, locale: 'fr', now: new Date() });
    const links = meeting.kind === 'meeting' ? meeting.links : undefined;
    const cancelToken = new URL(links!.cancel, 'http://x').searchParams.get('t')!;
    const moveToken = new URL(links!.move, 'http://x').searchParams.get('t')!;

    const before = await writes();
    const confirm = await cancelPageView(services(), { query: query(cancelToken), state: {}, locale: 'fr', now: new Date() });
    expect(confirm).toMatchObject({ kind: 'confirm-cancel', booking: { id: booking!.id, status: 'booked' } });
    expect(await writes()).toEqual(before);

    expect(await cancelMeetingFromLink(services(), { token: cancelToken, now: new Date(), poster: clientOf(OTHER_CLIENT) })).toEqual({
      outcome: 'cancelled',
    });
    expect((await findBooking(database, booking!.id))?.status).toBe('cancelled');
    expect((await jobsOf(booking!.id)).filter((job) => job.change === 'cancelled')).toHaveLength(3);
    expect(await cancelMeetingFromLink(services(), { token: cancelToken, now: new Date(), poster: clientOf(OTHER_CLIENT) })).toEqual({
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
