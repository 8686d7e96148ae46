/**
 * The count of booking mails (lib/scheduling/booking-mail.ts, migration 15) on both stores, through
 * the code the pages and `npm run bookings` call: a mailbox at its cap keeps its meeting when the
 * person's cancel link is pressed (nothing changes, nothing is enqueued), but the team's own cancel
 * goes through and is counted; a request whose confirmation was held is offered no times and cannot
 * book them; the rows are deleted after a day by housekeeping and with their lead on erasure.
 */
import { randomBytes } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
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

  it("keeps a meeting whose cancellation the mailbox may not receive, but lets the team's own cancel through, counted", async () => {
    const email = `team-cancel.${store}@example.com`;
    const mailbox = canonicalMailbox(email);
    const request = await demoRequest(email);
    const booked = await book(request.token);
    if (booked.outcome !== 'booked') throw new Error(`not booked: ${booked.outcome}`);
    expect(await countedFor(mailbox)).toEqual([0]);
    // The count is about the person: it is in their export.
    const kept = { id: request.id, reference: request.reference, operation: demo.id, createdAt: new Date(), idempotencyKey: null };
    expect((await readLeadRecords(database, kept)).bookingMails).toEqual([
      expect.objectContaining({ booking_id: booked.booking.id, sequence: 0, mailbox }),
    ]);
    // The request and its invitation, then three more requests: the mailbox has had its five.
    for (let i = 0; i < MAILS_PER_MAILBOX - 2; i += 1) await demoRequest(email);

    const before = await jobs();
    const cancel = bookingLinks('', 'en', booked.booking, SECRET).cancel;
    const token = new URL(cancel, 'http://x').searchParams.get('t');
    const refused = await cancelMeetingFromLink(services(), { token, now: new Date(), poster: clientOf(newClientAddress()) });
    expect(refused).toMatchObject({ outcome: 'mail-limit', held: 'mailbox-cap' });
    expect(refused.outcome === 'mail-limit' && refused.retryAfterSeconds).toBeGreaterThan(80_000);
    expect(await jobs()).toBe(before);
    expect((await database.query(`SELECT status FROM bookings WHERE id = $1`, [booked.booking.id])).rows).toEqual([{ status: 'booked' }]);

    const byTeam = await database.transaction((tx) => cancelNamedMeeting({ tx, boss }, request.reference));
    expect(byTeam.outcome).toBe('cancelled');
    expect(await countedFor(mailbox)).toEqual([0, 1]);
    expect(await jobs()).toBeGreaterThan(before);
  });

  it('refuses to book for a request whose confirmation was held back, since its invitation would be too', async () => {
    const email = `held.${store}@example.com`;
    const first = await demoRequest(email);
    for (let i = 1; i < MAILS_PER_MAILBOX; i += 1) await demoRequest(email);
    const held = await demoRequest(email);
    expect((await database.query(`SELECT confirmation_held FROM leads WHERE id = $1`, [held.id])).rows).toEqual([
      { confirmation_held: 'mailbox-cap' },
    ]);
    // Its thank-you offers no times it could not book.
    const intake = { services: async () => ({ database, boss, rateLimiter: createRateLimiter(null, { hit: async () => 0 }), scheduling }) };
    expect(await offeredSlots(intake, { reference: held.reference, locale: 'en', timeZone: 'Europe/Madrid' })).toBeUndefined();
    expect(await offeredSlots(intake, { reference: first.reference, locale: 'en', timeZone: 'Europe/Madrid' })).toBeDefined();
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
    expect(await moving).toMatchObject({ outcome: 'mail-limit', held: 'mailbox-cap' });
    expect(await countedFor(mailbox)).toEqual([0]);
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
