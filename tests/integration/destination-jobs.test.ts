/**
 * The team's tools in the store, on each store, in this process: which jobs a lead and each change
 * of its booking enqueue for the configured destinations (the webhook takes booking events, Slack
 * and HubSpot do not), how the status counts them per destination, and the person's other leads of
 * the last 30 days that every destination's message names.
 */
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { destinationEffect } from '@/lib/delivery/destination-event';
import { otherLeadsOfPerson } from '@/lib/destinations/other-leads';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import { enqueueDestinationDeliveries } from '@/lib/queue/delivery-queue';
import { destinationStats } from '@/lib/queue/delivery-stats';
import { bookMeeting, cancelMeeting, moveMeeting, type MeetingContext } from '@/lib/scheduling/book-meeting';
import { createScheduling, type Scheduling } from '@/lib/scheduling/scheduling';
import type { Database, Sql } from '@/lib/store/database';
import { newWebhookSecret } from '../helpers/fake-destinations';
import { demo, RULES, startsOnOneDay, TEAM_ZONE } from '../helpers/scheduling';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';
import { insertTestLead } from '../helpers/insert-test-lead';
import { getOperation } from '@/lib/operations/registry';

// Read once, at the first call of env(): the three tools are configured for this file.
vi.stubEnv('WEBHOOK_URL', 'http://127.0.0.1:9/hooks');
vi.stubEnv('WEBHOOK_SECRET', newWebhookSecret());
vi.stubEnv('SLACK_WEBHOOK_URL', 'http://127.0.0.1:9/services/T/B/x');
vi.stubEnv('HUBSPOT_ACCESS_TOKEN', 'pat-eu1-test-0000-0000-000000000000');

describe.each(STORES)("the team's tools' jobs on %s", (store) => {
  let stored: TestStore;
  let database: Database;
  let boss: PgBoss;
  let scheduling: Scheduling;

  beforeAll(async () => {
    stored = await openTestStore(store, 'destination-jobs', { retryLimit: 3 });
    ({ database, boss } = stored);
    scheduling = createScheduling(
      RULES,
      {
        timeZone: TEAM_ZONE,
        busyCalendarIds: ['primary'],
        secret: 'destination-jobs-test-secret-0123456789abcdef',
        bookingsPerClient: 3,
        siteUrl: 'http://localhost:3000',
      },
      createOutboxCalendarTransport(stored.dataDir),
    );
  }, 60_000);
  afterAll(() => stored?.close());

  const storeLead = (email: string, operation = demo) => insertTestLead(database, operation, { email });
  const destinationJobs = async (leadId: string) =>
    (
      await database.query<{ data: { destination: string; event: string; bookingId?: string; sequence?: number } }>(
        `SELECT data FROM pgboss.job WHERE name = 'deliveries' AND data->>'leadId' = $1 AND data->>'kind' = 'destination'`,
        [leadId],
      )
    ).rows.map(({ data }) => data);

  it('enqueues the acceptance for every configured tool, and each booking change for the webhook only', async () => {
    const lead = await storeLead(`dora.${store}@example.com`);
    await database.transaction((tx) => enqueueDestinationDeliveries(boss, tx, lead));
    const accepted = await destinationJobs(lead.id);
    expect(accepted.map((job) => `${job.destination} ${job.event}`).sort()).toEqual([
      'hubspot lead.accepted',
      'slack lead.accepted',
      'webhook lead.accepted',
    ]);

    const inTransaction = <T>(change: (context: MeetingContext) => Promise<T>) =>
      database.transaction((tx: Sql) =>
        change({ tx, boss, scheduling, concurrent: database.kind === 'postgres', calendarBusy: [], now: new Date() }),
      );
    const [start, later] = startsOnOneDay(2, 4);
    const booked = await inTransaction((meeting) =>
      bookMeeting(meeting, {
        lead,
        mailbox: canonicalMailbox(`dora.${store}@example.com`),
        client: clientOf('203.0.113.50'),
        start: start!,
        timeZone: 'Europe/Lisbon',
      }),
    );
    expect(booked.booked).toBe(true);
    const bookingId = booked.booked ? booked.booking.id : '';
    expect((await inTransaction((meeting) => moveMeeting(meeting, { lead, bookingId, start: later! }))).booked).toBe(true);
    expect(await database.transaction((tx) => cancelMeeting({ tx, boss }, { lead, bookingId }))).toBe(true);

    const bookingJobs = (await destinationJobs(lead.id)).filter((job) => job.bookingId);
    expect(bookingJobs.map((job) => [job.destination, job.event, job.sequence]).sort()).toEqual([
      ['webhook', 'booking.cancelled', 2],
      ['webhook', 'booking.changed', 1],
      ['webhook', 'booking.created', 0],
    ]);
    expect(bookingJobs.every((job) => job.bookingId === bookingId)).toBe(true);
    expect(destinationEffect({ destination: 'webhook', event: 'booking.changed', bookingId, sequence: 1 })).toBe(
      `destination.webhook.booking.changed.${bookingId}.1`,
    );
  });

  it('counts each destination in the status: waiting jobs, and the events recorded as sent', async () => {
    const before = await destinationStats(database, ['webhook', 'slack', 'hubspot']);
    const lead = await storeLead(`stats.${store}@example.com`, getOperation('submitContact'));
    await database.transaction((tx) => enqueueDestinationDeliveries(boss, tx, lead));
    await database.query(
      `INSERT INTO deliveries (lead_id, kind, status, provider) VALUES ($1, 'destination.slack.lead.accepted', 'sent', 'slack')`,
      [lead.id],
    );
    const after = await destinationStats(database, ['webhook', 'slack', 'hubspot']);
    expect(after.webhook!.queued - before.webhook!.queued).toBe(1);
    expect(after.hubspot!.queued - before.hubspot!.queued).toBe(1);
    expect(after.slack!.delivered - before.slack!.delivered).toBe(1);
    expect(after.webhook!.delivered).toBe(before.webhook!.delivered);
    // Only the destinations asked about, and none when none is configured.
    expect(Object.keys(await destinationStats(database, ['slack']))).toEqual(['slack']);
    expect(await destinationStats(database, [])).toEqual({});
  });

  it("finds the person's other leads of the last 30 days by their mailbox, newest first, at most 10", async () => {
    const email = `Person.${store}@Example.com`;
    const lead = await storeLead(email);
    const others = [];
    for (let i = 0; i < 12; i++) others.push(await storeLead(`person.${store}+${i}@example.com`, getOperation('submitContact')));
    await storeLead(`someone.else.${store}@example.com`);
    // One of them is older than 30 days, and the newest is the last stored.
    await database.query(`UPDATE leads SET created_at = now() - interval '31 days' WHERE id = $1`, [others[0]!.id]);
    for (const [index, other] of others.entries()) {
      if (index > 0)
        await database.query(`UPDATE leads SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [other.id, 100 - index]);
    }
    const found = await otherLeadsOfPerson(database, { id: lead.id });
    expect(found.map((other) => other.reference)).toEqual(
      others
        .slice(1)
        .reverse()
        .slice(0, 10)
        .map((other) => other.reference),
    );
    expect(found[0]).toEqual({ reference: others[11]!.reference, operation: 'submitContact', createdAt: expect.any(Date) });
    // Given the mailbox, the same; a lead without one (an operation that calls) has none.
    expect(await otherLeadsOfPerson(database, { id: lead.id, mailbox: canonicalMailbox(email) })).toEqual(found);
    expect(await otherLeadsOfPerson(database, { id: randomUUID() })).toEqual([]);
  });

  it("reads a person's leads, held ones included, through an index on their mailbox, not a scan of every lead", async () => {
    const plan = await database.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT reference FROM leads WHERE mailbox = 'someone@example.com'
           AND created_at > now() - interval '30 days' ORDER BY created_at DESC LIMIT 10`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('leads_mailbox_created');
    expect(plan).not.toContain('Seq Scan');
  });
});
