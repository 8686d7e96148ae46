/**
 * The count of booking mails (lib/scheduling/booking-mail.ts, migration 15) on both stores, through
 * the code the pages and `npm run bookings` call: past a mailbox's cap, the person's move and cancel
 * links (which prove the mailbox) and the team's own cancel go through and are counted, while a new
 * request's mail is held; a request whose confirmation was held is offered no times and cannot book
 * them; the rows are deleted after a day by housekeeping and with their lead on erasure.
 */
import { randomBytes } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import { confirmationScheduling } from '@/lib/delivery/confirmation-scheduling';
import { loadLead } from '@/lib/delivery/stored-lead';
import { offeredSlots } from '@/lib/forms/offered-slots';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import { leadsOfPerson } from '@/lib/privacy/kept-leads';
import { deleteLeadRows } from '@/lib/privacy/lead-records';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { cancelMeetingFromLink } from '@/lib/scheduling/cancel-meeting-from-link';
import { chooseMeetingTime } from '@/lib/scheduling/choose-meeting-time';
import { cancelNamedMeeting } from '@/lib/scheduling/operator-cancel';
import { createScheduling, type Scheduling } from '@/lib/scheduling/scheduling';
import { bookingLinks, bookToken } from '@/lib/scheduling/scheduling-links';
import type { Database } from '@/lib/store/database';
import { lockUntilCommit } from '@/lib/store/advisory-lock';
import { purgeExpiredRows } from '@/lib/store/housekeeping';
import { newClientAddress } from '../helpers/client';
import { insertTestLead } from '../helpers/insert-test-lead';
import { demo, RULES, TEAM_ZONE } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';
import { readLeadRecords } from '@/lib/privacy/lead-records';

const SECRET = randomBytes(32).toString('base64url');
/** The production default the tests run with (EMAILS_PER_RECIPIENT_PER_DAY). */
const MAILS_PER_MAILBOX = 5;

describe.each(STORES)('counting booking mails on %s', (store) => {
  let testStore: TestStore;
  let database: Database;
  let boss: PgBoss;
  let scheduling: Scheduling;
  const services = () => ({ database, boss, scheduling });

  beforeAll(async () => {
    testStore = await openTestStore(store, 'booking-mail-count', { retryLimit: 0 });
    ({ database, boss } = testStore);
    scheduling = createScheduling(
      RULES,
      { timeZone: TEAM_ZONE, busyCalendarIds: ['primary'], secret: SECRET, bookingsPerClient: 10, siteUrl: 'http://localhost:3000' },
      { busy: async () => [] },
    );
  }, 120_000);
  afterAll(async () => {
    await testStore?.close();
  });

  let counter = 0;
  /** A demo request accepted as the form sends it (a new one each time), from a client of its own; its reference, id and `book` token. */
  async function demoRequest(email: string) {
    counter += 1;
    const { body } = await acceptSubmission(
      { operation: demo, payload: { ...demo.example, email, name: `Person ${counter}` }, locale: 'en', clientAddress: newClientAddress() },
      { services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling }) },
    );
    const { rows } = await database.query<{ id: string }>(`SELECT id FROM leads WHERE reference = $1`, [body.reference]);
    return { reference: body.reference, id: rows[0]!.id, token: bookToken(rows[0]!.id, SECRET, new Date(), RULES.horizonDays) };
  }

  const book = async (token: string) => {
    const [start] = await scheduling.freeStarts(database, new Date(), 1);
    return chooseMeetingTime(services(), {
      token,
      start: start!,
      timeZone: 'Europe/Madrid',
      poster: clientOf(newClientAddress()),
      now: new Date(),
    });
  };
  const countedFor = async (mailbox: string) =>
    (
      await database.query<{ sequence: number }>(`SELECT sequence FROM booking_mails WHERE mailbox = $1 ORDER BY created_at, sequence`, [
        mailbox,
      ])
    ).rows.map((row) => Number(row.sequence));
  const jobs = async () =>
    Number((await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM pgboss.job`)).rows[0]!.count);

  /** The token of a link the booking's latest email carries. */
  const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('t')!;
  const statusOf = async (bookingId: string) =>
    (await database.query<{ status: string }>(`SELECT status FROM bookings WHERE id = $1`, [bookingId])).rows[0]!.status;

  it("moves and cancels a meeting through the mailbox's links past its cap: counted, never refused", async () => {
    const email = `own-meeting.${store}@example.com`;
    const mailbox = canonicalMailbox(email);
    const request = await demoRequest(email);
    const booked = await book(request.token);
    if (booked.outcome !== 'booked') throw new Error(`not booked: ${booked.outcome}`);
    // The count is about the person: it is in their export.
    const kept = { id: request.id, reference: request.reference, operation: demo.id, createdAt: new Date(), idempotencyKey: null };
    expect((await readLeadRecords(database, kept)).bookingMails).toEqual([
      expect.objectContaining({ booking_id: booked.booking.id, sequence: 0, mailbox }),
    ]);
    // The request and its invitation, then three more requests: the mailbox has had its five.
    for (let i = 0; i < MAILS_PER_MAILBOX - 2; i += 1) await demoRequest(email);
    // What does not prove the mailbox stays capped: a new request's confirmation is held.
    const sixth = await demoRequest(email);
    expect((await database.query(`SELECT confirmation_held FROM leads WHERE id = $1`, [sixth.id])).rows).toEqual([
      { confirmation_held: 'mailbox-cap' },
    ]);

    // The move link of the invitation: moved, and its new invitation counted.
    const [, later] = await scheduling.freeStarts(database, new Date(), 2);
    const moveLink = bookingLinks('', 'en', booked.booking, SECRET).move;
    const moved = await chooseMeetingTime(services(), {
      token: tokenOf(moveLink),
      start: later!,
      timeZone: 'Europe/Madrid',
      poster: clientOf(newClientAddress()),
      now: new Date(),
    });
    if (moved.outcome !== 'moved') throw new Error(`not moved: ${moved.outcome}`);
    expect(await countedFor(mailbox)).toEqual([0, 1]);

    // The cancel link of the new time's email: the time is freed and the CANCEL enqueued.
    const before = await jobs();
    const cancel = await cancelMeetingFromLink(services(), {
      token: tokenOf(bookingLinks('', 'en', moved.booking, SECRET).cancel),
      now: new Date(),
    });
    expect(cancel).toEqual({ outcome: 'cancelled' });
    expect(await statusOf(booked.booking.id)).toBe('cancelled');
    expect(await countedFor(mailbox)).toEqual([0, 1, 2]);
    expect(await jobs()).toBeGreaterThan(before);
    expect((await scheduling.freeStarts(database, new Date(), 10)).map(Number)).toContain(later!.getTime());
  });

  it("lets the team's own cancel through past the mailbox's cap, counted", async () => {
    const email = `team-cancel.${store}@example.com`;
    const mailbox = canonicalMailbox(email);
    const request = await demoRequest(email);
    const booked = await book(request.token);
    if (booked.outcome !== 'booked') throw new Error(`not booked: ${booked.outcome}`);
    for (let i = 0; i < MAILS_PER_MAILBOX - 2; i += 1) await demoRequest(email);

    const before = await jobs();
    const byTeam = await database.transaction((tx) => cancelNamedMeeting({ tx, boss }, request.reference));
    expect(byTeam.outcome).toBe('cancelled');
    expect(await countedFor(mailbox)).toEqual([0, 1]);
    expect(await jobs()).toBeGreaterThan(before);
  });

  it('offers times only while they can be booked, and none to a request whose confirmation was held back', async () => {
    const email = `held.${store}@example.com`;
    const intake = { services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling }) };
    const offered = (reference: string) => offeredSlots(intake, { reference, locale: 'en', timeZone: 'Europe/Madrid' });
    // The confirmation email's times (lib/delivery/confirmation-scheduling.ts): it reads only the site's address of the settings.
    const settings = { siteUrl: 'http://localhost:3000' } as Parameters<typeof confirmationScheduling>[1]['settings'];
    const emailed = async (id: string) => confirmationScheduling((await loadLead(database, id))!, { database, scheduling, settings });
    const first = await demoRequest(email);
    expect(await offered(first.reference)).toBeDefined();
    expect(await emailed(first.id)).toMatchObject({ kind: 'offer' });
    for (let i = 1; i < MAILS_PER_MAILBOX; i += 1) await demoRequest(email);
    // The mailbox has had its five: an invitation would be refused now, so the times are not offered,
    // on the thank-you page nor in the confirmation email.
    expect(await offered(first.reference)).toBeUndefined();
    expect(await emailed(first.id)).toBeUndefined();
    expect(await book(first.token)).toMatchObject({ outcome: 'mail-limit', held: 'mailbox-cap' });
    const held = await demoRequest(email);
    expect((await database.query(`SELECT confirmation_held FROM leads WHERE id = $1`, [held.id])).rows).toEqual([
      { confirmation_held: 'mailbox-cap' },
    ]);
    expect(await offered(held.reference)).toBeUndefined();
    // A day later the mailbox may be mailed again, but not for this request: its mail stays held.
    await database.query(`UPDATE leads SET created_at = now() - interval '25 hours' WHERE mailbox = $1 AND id <> $2`, [
      canonicalMailbox(email),
      held.id,
    ]);
    expect(await book(held.token)).toMatchObject({ outcome: 'mail-limit', held: 'mailbox-cap' });
    expect((await database.query(`SELECT id FROM bookings WHERE lead_id = $1`, [held.id])).rows).toEqual([]);
  });

  it.runIf(store === 'postgres')('counts a change and a request for one mailbox one after another, on any connection', async () => {
    const email = `race.${store}@example.com`;
    const mailbox = canonicalMailbox(email);
    const request = await demoRequest(email);
    const booked = await book(request.token);
    if (booked.outcome !== 'booked') throw new Error(`not booked: ${booked.outcome}`);
    for (let i = 2; i < MAILS_PER_MAILBOX - 1; i += 1) await demoRequest(email);
    const move = bookingLinks('', 'en', booked.booking, SECRET).move;
    const moveToken = new URL(move, 'http://x').searchParams.get('t')!;

    // Another request for the mailbox, being accepted meanwhile: it holds the mailbox's lock and has
    // stored its mail, the fifth, not yet committed.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const fifth = database.transaction(async (tx) => {
      await lockUntilCommit(tx, `mailbox:${mailbox}`);
      await insertTestLead(tx, demo, { email });
      locked();
      await committing;
    });
    await lockTaken;
    let settled = false;
    const moving = book(moveToken).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(settled, 'the move waits for the mailbox').toBe(false);
    commit();
    await fifth;
    // Past the cap now, but a move through the mailbox's own link is not refused: it is counted after the fifth.
    expect(await moving).toMatchObject({ outcome: 'moved' });
    expect(await countedFor(mailbox)).toEqual([0, 1]);
  });

  it('forgets a booking mail after a day, and with its lead', async () => {
    const email = `forgotten.${store}@example.com`;
    const mailbox = canonicalMailbox(email);
    const old = await demoRequest(email);
    expect((await book(old.token)).outcome).toBe('booked');
    await database.query(`UPDATE booking_mails SET created_at = now() - interval '25 hours' WHERE lead_id = $1`, [old.id]);
    const recent = await demoRequest(`forgotten-too.${store}@example.com`);
    expect((await book(recent.token)).outcome).toBe('booked');

    await purgeExpiredRows(database, { clientAddressDays: 30 });
    expect(await countedFor(mailbox)).toEqual([]);
    expect(await countedFor(canonicalMailbox(`forgotten-too.${store}@example.com`))).toEqual([0]);

    await database.transaction(async (tx) => deleteLeadRows(tx, await leadsOfPerson(tx, `forgotten-too.${store}@example.com`)));
    expect((await database.query(`SELECT 1 FROM booking_mails WHERE lead_id = $1`, [recent.id])).rows).toEqual([]);
  });
});
