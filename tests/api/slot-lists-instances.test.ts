/**
 * A free-start list kept by one instance is voided by a booking made on another (docs/api.md "Demo
 * meetings"; lib/scheduling/watch-bookings.ts): two servers on one PostgreSQL, the list kept on B,
 * a start booked on A, and B's very next list leaves it out. PostgreSQL only (two instances need a
 * shared store): skipped without TEST_DATABASE_URL. One instance, on each store: tests/api/demo-slots.test.ts
 * and tests/integration/slot-lists.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newClientAddress, type ApiAnswer } from '../helpers/client';
import { requestDemo } from '../helpers/scheduling';
import { startServer, type TestServer } from '../helpers/server';
import { createTestDatabase } from '../helpers/stores';

/** One secret for both instances, as DEPLOY.md asks of several instances. */
const SCHEDULING_SECRET = 'slot-lists-test-scheduling-secret-0123456789abcdef';
const SLOTS = '/api/scheduling/slots?limit=10';

const list = (server: TestServer) => callApi(server.url, SLOTS, { method: 'GET', headers: { 'X-Forwarded-For': newClientAddress() } });
const startsOf = (answer: ApiAnswer): string[] => answer.body.slots.map((slot: { start: string }) => slot.start);
/** A kept list was not counted: it carries no RateLimit field, a list computed afresh does. */
const wasKept = (answer: ApiAnswer) => answer.headers.get('ratelimit') === null;

describe.skipIf(!process.env.TEST_DATABASE_URL)('kept free-start lists on two instances of one PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    shared = await createTestDatabase();
    // One after the other: the second finds the schema the first made.
    for (let i = 0; i < 2; i++) servers.push(await startServer('postgres', { SCHEDULING_SECRET, RATE_LIMIT: '1000/60' }, shared.url));
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await shared?.drop();
  });

  /** Lists on `server` until the answer is a kept one (an instance keeps none until it listens). */
  async function keptList(server: TestServer): Promise<ApiAnswer> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const answer = await list(server);
      expect(answer.status, answer.text).toBe(200);
      if (wasKept(answer)) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${server.url} keeps no list`);
  }

  it('B no longer offers a start booked on A, at once', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    for (let round = 0; round < 3; round++) {
      const kept = await keptList(b);
      const [first] = startsOf(kept);
      const booked = await requestDemo(a.url, {
        email: `instances-${round}.${process.pid}.${Date.now()}@example.com`,
        preferredStart: new Date(first!),
        timeZone: 'Europe/Madrid',
      });
      expect(booked.status, booked.text).toBe(200);
      const after = await list(b);
      expect(after.status, after.text).toBe(200);
      expect(startsOf(after)).not.toContain(first);
      expect(wasKept(after)).toBe(false);
      expect(startsOf(await list(a))).not.toContain(first);
    }
  });
});
