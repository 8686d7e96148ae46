/**
 * The free-start lists kept per process (lib/scheduling/slot-list-cache.ts) against the bookings, on
 * each store, through listDemoSlots (what GET /api/scheduling/slots and the tools answer) and the
 * functions that change bookings: a list is answered again while nothing changed, and a start booked,
 * moved to or freed (a move, a cancellation, an erasure) shows at once in the next list; a booking
 * rolled back changes nothing. Across two instances on one PostgreSQL: tests/api/slot-lists-instances.test.ts.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import type { Intake } from '@/lib/acceptance/intake';
import { listDemoSlots } from '@/lib/api/demo-slots-request';
import { deleteLeadRows } from '@/lib/privacy/lead-records';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { bookMeeting, cancelMeeting, moveMeeting, type MeetingContext } from '@/lib/scheduling/book-meeting';
import type { Interval } from '@/lib/scheduling/free-slots';
import { CALENDAR_CACHE_MS, createScheduling, type BusySource, type Scheduling } from '@/lib/scheduling/scheduling';
import type { Database } from '@/lib/store/database';
import { closeAll } from '../helpers/close-all';
import { insertTestLead } from '../helpers/insert-test-lead';
import { demo, RULES, TEAM_ZONE } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';

describe.each(STORES)('kept free-start lists and the bookings on %s', (store) => {
  let stored: TestStore;
  let database: Database;
  let boss: PgBoss;
  let scheduling: Scheduling;
  let intake: Intake;

  /** Scheduling on a calendar whose busy times the test sets, listed through its own intake. */
  const schedulingOn = (source: BusySource) =>
    createScheduling(
      RULES,
      {
        timeZone: TEAM_ZONE,
        busyCalendarIds: ['primary'],
        secret: 'slot-lists-test-secret-0123456789abcdef',
        bookingsPerClient: 50,
        siteUrl: 'http://localhost:3000',
      },
      source,
    );
  const intakeOf = (of: Scheduling): Intake => {
    const rateLimiter = createRateLimiter(null, { hit: async () => 0 });
    return { services: async () => ({ database, boss, rateLimiter, scheduling: of }), kickDeliveries: async () => {} };
  };

  beforeAll(async () => {
    stored = await openTestStore(store, 'slot-lists', { retryLimit: 0 });
    ({ database, boss } = stored);
    scheduling = schedulingOn({ busy: async () => [] });
    intake = intakeOf(scheduling);
  }, 60_000);
  afterAll(() => closeAll(stored));
  afterEach(() => {
    vi.useRealTimers();
  });

  const listOn = async (through: Intake, limit = 10) => (await listDemoSlots({ timeZone: TEAM_ZONE, limit }, new Headers(), through)).body;
  const list = () => listOn(intake);
  const startsOf = (answer: Awaited<ReturnType<typeof list>>) => answer.slots.map((slot) => slot.start);

  async function inTransaction<T>(change: (context: MeetingContext) => Promise<T>): Promise<T> {
    const now = new Date();
    const calendarBusy = await scheduling.calendarBusy(now);
    return database.transaction((tx) => change({ tx, boss, scheduling, concurrent: database.kind === 'postgres', calendarBusy, now }));
  }
  const book = async (start: string) => {
    const lead = await insertTestLead(database, demo);
    const outcome = await inTransaction((meeting) =>
      bookMeeting(meeting, { lead, mailbox: lead.mailbox, client: clientOf('203.0.113.60'), start: new Date(start), timeZone: TEAM_ZONE }),
    );
    if (!outcome.booked) throw new Error(`not booked: ${outcome.reason}`);
    return { lead, booking: outcome.booking };
  };

  it('answers a kept list while nothing changes, and no longer offers a start the moment it is booked', async () => {
    const before = await list();
    // Kept: the very same answer, with no store query behind it.
    expect(await list()).toBe(before);
    const [first] = startsOf(before);
    await book(first!);
    const after = await list();
    expect(after).not.toBe(before);
    expect(startsOf(after)).not.toContain(first);
  });

  it('shows a move at once (the new start taken, the old one free), and a cancellation', async () => {
    const [from, , to] = startsOf(await list());
    const { lead, booking } = await book(from!);
    expect(startsOf(await list())).not.toContain(from);
    const kept = await list();
    const moved = await inTransaction((meeting) => moveMeeting(meeting, { lead, bookingId: booking.id, start: new Date(to!) }));
    expect(moved.booked, JSON.stringify(moved)).toBe(true);
    const afterMove = await list();
    expect(afterMove).not.toBe(kept);
    expect(startsOf(afterMove)).not.toContain(to);
    expect(startsOf(afterMove)).toContain(from);
    expect(await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId: booking.id }))).toBe(true);
    expect(startsOf(await list())).toContain(to);
  });

  it("offers a start again at once when its lead's records are erased", async () => {
    const [start] = startsOf(await list());
    const { lead } = await book(start!);
    expect(startsOf(await list())).not.toContain(start);
    const kept = { id: lead.id, reference: lead.reference, operation: demo.id, createdAt: new Date(), idempotencyKey: null };
    await database.transaction((tx) => deleteLeadRows(tx, [kept]));
    expect(startsOf(await list())).toContain(start);
  });

  it('keeps its list through a booking that is rolled back', async () => {
    const kept = await list();
    const [first] = startsOf(kept);
    const lead = await insertTestLead(database, demo);
    await expect(
      inTransaction(async (meeting) => {
        const outcome = await bookMeeting(meeting, {
          lead,
          mailbox: lead.mailbox,
          client: clientOf('203.0.113.61'),
          start: new Date(first!),
          timeZone: TEAM_ZONE,
        });
        expect(outcome.booked).toBe(true);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await list()).toBe(kept);
  });

  it('keeps no list read while a booking was being committed', async () => {
    const [first] = startsOf(await list());
    const lead = await insertTestLead(database, demo);
    let during: Promise<unknown> = Promise.resolve();
    await inTransaction(async (meeting) => {
      const outcome = await bookMeeting(meeting, {
        lead,
        mailbox: lead.mailbox,
        client: clientOf('203.0.113.62'),
        start: new Date(first!),
        timeZone: TEAM_ZONE,
      });
      expect(outcome.booked).toBe(true);
      during = list();
      // PostgreSQL answers it now, from what is committed: the start still free. (PGlite runs it after the commit.)
      if (store === 'postgres') expect(startsOf((await during) as Awaited<ReturnType<typeof list>>)).toContain(first);
    });
    await during;
    expect(startsOf(await list())).not.toContain(first);
  });

  it('stops answering a kept list before its first start comes inside the minimum notice', async () => {
    const [first] = startsOf(await list());
    const notice = RULES.minimumNoticeHours * 3_600_000;
    // A second before the first start stops being offerable: kept one second, not SLOT_LIST_CACHE_MS.
    const own = intakeOf(schedulingOn({ busy: async () => [] }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(first!) - notice - 1_000);
    const kept = await listOn(own);
    expect(startsOf(kept)[0]).toBe(first);
    expect(await listOn(own)).toBe(kept);
    vi.setSystemTime(Date.parse(first!) - notice + 1_000);
    const later = await listOn(own);
    expect(later).not.toBe(kept);
    expect(startsOf(later)).not.toContain(first);
  });

  it("keeps no list longer than the calendar's busy times it was made from", async () => {
    let busy: Interval[] = [];
    const own = intakeOf(schedulingOn({ busy: async () => busy }));
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Date.now();
    await listOn(own, 3); // the calendar is read now
    vi.setSystemTime(t0 + CALENDAR_CACHE_MS - 2_000);
    const kept = await listOn(own, 4); // made from the calendar read 28 s ago
    const [first] = startsOf(kept);
    busy = [{ start: new Date(first!), end: new Date(Date.parse(first!) + 60_000) }];
    vi.setSystemTime(t0 + CALENDAR_CACHE_MS + 1_000);
    // Within SLOT_LIST_CACHE_MS of the list, but past the calendar's: read again, and the busy time shows.
    const after = await listOn(own, 4);
    expect(after).not.toBe(kept);
    expect(startsOf(after)).not.toContain(first);
  });
  it('follows new booking rules at once: no list or calendar read kept from the old ones', async () => {
    let reads = 0;
    const own = schedulingOn({
      busy: async () => {
        reads += 1;
        return [];
      },
    });
    const through = intakeOf(own);
    const before = await listOn(through, 3);
    expect(await listOn(through, 3)).toBe(before);
    expect(before.meetingMinutes).toBe(RULES.meetingMinutes);
    const longer = RULES.meetingMinutes + 15;
    own.followRules({ ...RULES, meetingMinutes: longer, slotStepMinutes: longer });
    const after = await listOn(through, 3);
    expect(after).not.toBe(before);
    expect(after.meetingMinutes).toBe(longer);
    for (const slot of after.slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(longer * 60_000);
    // The calendar is read again for the new rules' window.
    expect(reads).toBe(2);
  });
});
