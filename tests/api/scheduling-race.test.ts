/**
 * One slot, twenty people, two instances (README "Scheduling"): twenty demo requests for the same
 * preferredStart, from twenty mailboxes and clients, split across two servers on one PostgreSQL.
 * Exactly one books it; the other nineteen get 409 SLOT_UNAVAILABLE with other free starts, and
 * nothing of theirs is stored. PostgreSQL only (two instances need a shared store): skipped without
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { requestDemo, RULES, startsOnOneDay } from '../helpers/scheduling';
import { createTestDatabase } from '../helpers/stores';

const PEOPLE = 20;
/** One secret for both instances, as DEPLOY.md asks of several instances. */
const SCHEDULING_SECRET = 'race-test-scheduling-secret-0123456789abcdef';

describe.skipIf(!process.env.TEST_DATABASE_URL)('twenty requests for one slot on two instances of one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    // One after the other: the second finds the schema the first made.
    for (let i = 0; i < 2; i++) servers.push(await startServer('postgres', { SCHEDULING_SECRET, RATE_LIMIT: 'off' }, shared.url));
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await shared?.drop();
  });

  it('books it once; the other nineteen are offered other starts and leave nothing stored', async () => {
    const [start] = startsOnOneDay(1);
    const emails = Array.from({ length: PEOPLE }, (_, i) => `racer-${i}.${process.pid}@example.com`);
    const answers = await Promise.all(
      emails.map((email, i) => requestDemo(servers[i % 2]!.url, { email, preferredStart: start!, timeZone: 'America/New_York' })),
    );

    const booked = answers.filter((answer) => answer.status === 200);
    expect(booked, JSON.stringify(answers.map((answer) => [answer.status, answer.body?.error?.code]))).toHaveLength(1);
    expect(booked[0]!.body.meeting).toEqual({
      start: start!.toISOString(),
      end: expect.any(String),
      timeZone: 'America/New_York',
      durationMinutes: RULES.meetingMinutes,
    });
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(PEOPLE - 1).fill(409));
    for (const answer of refused) {
      expect(answer.body.error.code).toBe('SLOT_UNAVAILABLE');
      expect(answer.body.error.alternatives.length).toBeGreaterThan(0);
      // The booked start is never offered again.
      expect(answer.body.error.alternatives).not.toContain(start!.toISOString());
    }

    const stored = await servers[0]!.inspect(async (query) => ({
      leads: await query<{ reference: string }>(`SELECT reference FROM leads WHERE mailbox LIKE 'racer-%'`),
      bookings: await query<{ reference: string }>(
        `SELECT l.reference FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE b.starts_at = $1`,
        [start!.toISOString()],
      ),
    }));
    expect(stored.leads.map((lead) => lead.reference)).toEqual([booked[0]!.body.reference]);
    expect(stored.bookings.map((booking) => booking.reference)).toEqual([booked[0]!.body.reference]);
  }, 120_000);
});
