/**
 * The team's follow-ups go into its free time (issue 45, item 4), on both stores: leads delivered at
 * once, as several instances would, each get a slot of their own, none overlapping another or a
 * booked meeting, all within one working day of their request; a retry of a follow-up that got into
 * the calendar unrecorded leaves it where it is and makes no second one.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxCalendarTransport, type CalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { followUpDeadline } from '@/lib/delivery/calendar/follow-up-slot';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { getOperation } from '@/lib/operations/registry';
import type { Database } from '@/lib/store/database';
import { closeAll } from '../helpers/close-all';
import { outboxDeliveryContext } from '../helpers/delivery-context';
import { insertTestLead, type TestLead } from '../helpers/insert-test-lead';
import { readOutbox, type CapturedEvent } from '../helpers/outbox';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';

const quote = getOperation('submitQuoteRequest');
const demo = getOperation('requestDemo');
const ZONE = 'Europe/Madrid';

/**
 * The outbox calendar, slow to answer free/busy, and counting its writes: without the lock two
 * follow-ups placed at once would both read the calendar before either is in it, and take one time.
 */
function slowCalendar(inner: CalendarTransport) {
  const writes: string[] = [];
  const calendar: CalendarTransport = {
    ...inner,
    async busy(ids, from, to) {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return inner.busy(ids, from, to);
    },
    async insert(id, event) {
      writes.push(event.id);
      return inner.insert(id, event);
    },
    async upsert(id, event) {
      writes.push(event.id);
      return inner.upsert(id, event);
    },
  };
  return { calendar, writes };
}

const interval = (event: CapturedEvent) => ({
  start: new Date(event.requestBody.start!.dateTime!).getTime(),
  end: new Date(event.requestBody.end!.dateTime!).getTime(),
});

describe.each(STORES)("follow-ups in the team's free time, on %s", (store) => {
  let stored: TestStore;
  let database: Database;
  let dataDir: string;
  let boss: PgBoss;
  let context: DeliveryContext;
  let writes: string[];

  beforeAll(async () => {
    stored = await openTestStore(store, 'follow-up-spread', { retryLimit: 0 });
    ({ database, dataDir, boss } = stored);
    const slow = slowCalendar(createOutboxCalendarTransport(dataDir));
    writes = slow.writes;
    context = outboxDeliveryContext(stored, slow.calendar, { timeZone: ZONE });
    void boss;
  }, 60_000);
  afterAll(() => closeAll(stored));

  const followUpOf = (lead: TestLead) => deliver({ leadId: lead.id, reference: lead.reference, kind: 'calendar-event' }, context);

  async function eventOf(lead: TestLead): Promise<CapturedEvent> {
    const events = await readOutbox<CapturedEvent>(dataDir, 'calendar');
    const event = events.get(followUpEventId(lead));
    expect(event, lead.reference).toBeDefined();
    return event!;
  }

  it('four leads delivered by two instances at once take four slots, none overlapping, each within one working day', async () => {
    const leads = await Promise.all([quote, demo, quote, demo].map((operation) => insertTestLead(database, operation)));
    // Two workers at once, each one job at a time as a server's is: on PostgreSQL each on connections
    // of its own, as two instances would be.
    const instance = async (mine: TestLead[]) => {
      for (const lead of mine) await followUpOf(lead);
    };
    await Promise.all([instance([leads[0]!, leads[2]!]), instance([leads[1]!, leads[3]!])]);
    const events = await Promise.all(leads.map(eventOf));
    const slots = events.map(interval);
    for (const [i, a] of slots.entries()) for (const b of slots.slice(i + 1)) expect(a.start < b.end && b.start < a.end).toBe(false);
    const { rows } = await database.query<{ id: string; created_at: Date | string }>(
      'SELECT id, created_at FROM leads WHERE id = ANY($1::uuid[])',
      [leads.map((lead) => lead.id)],
    );
    for (const [index, lead] of leads.entries()) {
      const createdAt = new Date(rows.find((row) => row.id === lead.id)!.created_at);
      expect(slots[index]!.end).toBeLessThanOrEqual(followUpDeadline(createdAt, ZONE).getTime());
      expect(slots[index]!.start - createdAt.getTime()).toBeGreaterThanOrEqual(3_600_000);
    }
  });

  it('a retry of a follow-up that reached the calendar unrecorded neither moves it nor makes a second', async () => {
    const lead = await insertTestLead(database, quote);
    await followUpOf(lead);
    const first = await eventOf(lead);
    const written = writes.filter((id) => id === followUpEventId(lead)).length;
    // The attempt's record lost (a crash after the calendar answered): the job runs again.
    await database.query(`DELETE FROM deliveries WHERE lead_id = $1 AND kind = 'calendar-event'`, [lead.id]);
    await followUpOf(lead);
    expect(await eventOf(lead)).toEqual(first);
    expect(writes.filter((id) => id === followUpEventId(lead)).length).toBe(written);
    const { rows } = await database.query<{ provider_id: string }>(
      `SELECT provider_id FROM deliveries WHERE lead_id = $1 AND kind = 'calendar-event'`,
      [lead.id],
    );
    expect(rows).toEqual([{ provider_id: followUpEventId(lead) }]);
  });
});
