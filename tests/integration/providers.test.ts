/**
 * The real Resend SDK and the real Google client, inside a running production build, against
 * local fake servers that fail on purpose. Afterwards every lead's messages and events exist
 * exactly once at the fakes, none is missing, and the store records each delivery.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { causes, exampleBody, mailDeliveries, plainOperation } from '../helpers/operation-fixtures';
import { providerEnv, startFakeGoogle, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { eventually } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const VIEWER_PASSWORD = 'correct horse battery staple';

describe.each(STORES)('deliveries through faulty providers on %s', (store) => {
  let server: TestServer;
  let resend: FakeProvider;
  let google: FakeProvider;

  beforeAll(async () => {
    resend = await startFakeResend({
      faults: { 1: 'error-500', 3: 'rate-limited-429', 5: 'reset-after-accept', 7: 'timeout', 9: 'reset-after-accept', 12: 'error-500' },
    });
    google = await startFakeGoogle({ faults: { 1: 'error-500', 2: 'reset-after-accept', 4: 'rate-limited-429', 5: 'timeout' } });
    server = await startServer(store, { ...providerEnv(resend, google), MAIL_VIEWER: 'on', MAIL_VIEWER_PASSWORD: VIEWER_PASSWORD });
  });
  afterAll(async () => {
    await server?.close();
    await resend?.close();
    await google?.close();
  });

  it('never shows the mail viewer where Resend is configured, even with MAIL_VIEWER=on and its password', async () => {
    const authorization = `Basic ${Buffer.from(`team:${VIEWER_PASSWORD}`).toString('base64')}`;
    expect((await fetch(`${server.url}/dev/mail`, { headers: { Authorization: authorization } })).status).toBe(404);
  });

  it('delivers every message and event exactly once', async () => {
    const leads: { reference: string; email: string; operation: (typeof operations)[number] }[] = [];
    for (let round = 0; round < 2; round++) {
      for (const operation of operations) {
        const email = `faulty-${round}-${operation.slug}@example.com`;
        const answer = await callApi(server.url, operation.path, {
          body: { ...operation.example, name: `Faulty ${round} ${operation.slug}`, email },
        });
        expect(answer.status).toBe(200);
        leads.push({ reference: answer.body.reference, email, operation });
      }
    }
    const expectedKeys = leads.flatMap(({ reference, operation }) => mailDeliveries(operation).map((kind) => `${reference}.${kind}`));
    const expectedEvents = leads.filter(({ operation }) => causes(operation, 'calendar-event')).length;

    await eventually(async () => {
      expect([...resend.accepted.keys()].sort()).toEqual([...expectedKeys].sort());
      expect(google.accepted.size).toBe(expectedEvents);
      // Every planned fault really happened (and was retried past).
      expect(resend.injected).toHaveLength(Object.keys(resend.options.faults!).length);
      expect(google.injected).toHaveLength(Object.keys(google.options.faults!).length);
    }, 150_000);

    for (const { reference, email, operation } of leads) {
      const team = resend.accepted.get(`${reference}.team-notification`);
      expect(team).toMatchObject({ to: ['sales@courtside.example'], reply_to: [email], from: 'Courtside <hello@courtside.example>' });
      const confirmation = resend.accepted.get(`${reference}.confirmation-email`);
      expect(confirmation.to).toEqual([email]);
      if (operation.sendsBrochure) expect(confirmation.attachments[0].filename).toBe('courtside-brochure-en.pdf');
    }
    for (const event of google.accepted.values()) {
      expect(event.calendarId).toBe('team@group.calendar.google.com');
      expect(event.id).toMatch(/^[0-9a-f]{64}$/);
    }

    const records = await eventually(async () => {
      const rows = await server.inspect((query) =>
        query<{ kind: string; provider: string; status: string }>('SELECT kind, provider, status FROM deliveries'),
      );
      expect(rows).toHaveLength(expectedKeys.length + expectedEvents);
      return rows;
    });
    expect(records.every((row) => row.status === 'sent')).toBe(true);
    expect(new Set(records.map((row) => row.provider))).toEqual(new Set(['resend', 'google-calendar']));

    // Exactly once (checked once every delivery is recorded, so every retry has come back): a key
    // or event reached the provider again only where its answer was cut off (the client could not
    // know it was done), never after the client had been told.
    // Resend is asked again after a cut-off answer (its idempotency key makes that safe); an event
    // already in the calendar under its id is found before it is placed again, so it may not be.
    for (const fake of [resend, google]) {
      for (const [key, count] of fake.acceptedCount) {
        const most = 1 + (fake.resets.get(key) ?? 0);
        if (fake === resend) expect(count, key).toBe(most);
        else expect([1, most], key).toContain(count);
      }
      expect([...fake.resets.values()].reduce((sum, resets) => sum + resets, 0)).toBe(
        fake.injected.filter((fault) => fault === 'reset-after-accept').length,
      );
    }
  }, 300_000);
});

/** Resend's limit (lib/delivery/resend-mail-transport.ts). */
const RESEND_INTERVAL_MS = 500;
/**
 * How far a request's arrival can stray from its slot on a loaded machine (timers, the SDK's first
 * connection): one gap may shrink by that much, the span of all of them only by the first and last.
 */
const TIMING_SLACK_MS = 100;

describe.each(STORES)('the shared Resend pace on %s', (store) => {
  const servers: TestServer[] = [];
  let resend: FakeProvider;
  let google: FakeProvider;

  beforeAll(async () => {
    resend = await startFakeResend();
    google = await startFakeGoogle();
    const env = providerEnv(resend, google);
    servers.push(await startServer(store, env));
    // Two instances of the app share Resend's per-account rate through the store (PostgreSQL;
    // the embedded store has one opener, so one instance).
    if (store === 'postgres') servers.push(await startServer(store, env, servers[0]!.env.DATABASE_URL));
  }, 240_000);
  afterAll(async () => {
    // The first server's database goes with it: the second stops first.
    for (const server of servers.reverse()) await server.close();
    await resend?.close();
    await google?.close();
  });

  it('spaces every call to Resend at least the interval apart, across instances', async () => {
    const contact = plainOperation;
    // Each instance sends once first: its first request (a new connection, code loaded on first
    // use) reaches Resend later after its slot than the others, and would shrink the first gap.
    for (const [index, server] of servers.entries()) {
      await callApi(server.url, contact.path, {
        body: exampleBody(contact, { name: `Warm ${index}`, email: `warm-${index}@example.com` }),
      });
    }
    const mailsPerLead = mailDeliveries(contact).length;
    await eventually(async () => expect(resend.accepted.size).toBe(servers.length * mailsPerLead), 60_000);
    resend.arrivals.length = 0;
    resend.accepted.clear();

    const leads = 6;
    for (let index = 0; index < leads; index++) {
      const server = servers[index % servers.length]!;
      const answer = await callApi(server.url, contact.path, {
        body: exampleBody(contact, { name: `Paced ${index}`, email: `paced-${index}@example.com` }),
      });
      expect(answer.status).toBe(200);
    }
    await eventually(async () => expect(resend.accepted.size).toBe(leads * mailsPerLead), 90_000);

    const arrivals = [...resend.arrivals].sort((a, b) => a - b);
    const gaps = arrivals.slice(1).map((time, index) => time - arrivals[index]!);
    const described = `gaps between sends: ${gaps.join(', ')} ms`;
    expect(Math.min(...gaps), described).toBeGreaterThanOrEqual(RESEND_INTERVAL_MS - TIMING_SLACK_MS);
    expect(arrivals.at(-1)! - arrivals[0]!, described).toBeGreaterThanOrEqual(gaps.length * RESEND_INTERVAL_MS - TIMING_SLACK_MS);
  }, 180_000);
});
