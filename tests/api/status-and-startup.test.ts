/**
 * Operating the service (docs/decisions.md "Operating it"), against a production build: what a server says
 * as it starts, and /api/status: `{ status }` to anyone, and to the holder of STATUS_TOKEN the parts
 * in use and the delivery queue (dead letters from a provider that always fails); 503 with the
 * store out of reach; every answer matches the ApiStatus or ApiStatusDetails schema that the
 * OpenAPI document is made from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers/client';
import { providerEnv, startFakeGoogle, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { exampleBody, mailDeliveries, plainOperation } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { startServer, TEST_STATUS_TOKEN, type TestServer } from '../helpers/server';
import { publicStatus, statusDetails } from '../helpers/status';
import { STORES } from '../helpers/stores';
import { builtLaunchFindings } from '@/lib/legal/built-findings';
import { sampleValuesWarning } from '@/lib/legal/launch-check';

/** A lead that mails a confirmation and the team, and nothing more. */
const contact = plainOperation;

const status = (server: TestServer) => statusDetails(server.url);

describe.each(STORES)('status and start-up on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { DELIVERY_WORKER: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('says once at start-up which parts it uses, and warns that mail goes to the outbox', () => {
    const start = server.logLines().filter((line) => line.component === 'start');
    const summary = start.filter((line) => line.message.startsWith('store:'));
    expect(summary).toHaveLength(1);
    expect(summary[0]!.level).toBe('info');
    expect(summary[0]!.message).toMatch(
      store === 'postgres'
        ? /^store: PostgreSQL \(DATABASE_URL\); mail: outbox .*\/mail; calendar: outbox .*\/calendar; delivery worker: off$/
        : /^store: embedded PGlite under .*; mail: outbox .*\/mail; calendar: outbox .*\/calendar; delivery worker: off$/,
    );
    const warning = start.find((line) => line.message.includes('WARNING: no email is sent'));
    expect(warning).toMatchObject({ level: 'warn', message: expect.stringMatching(/Set RESEND_API_KEY/) });
    // The connection URL, with its password, is not printed.
    if (server.env.DATABASE_URL) expect(server.output()).not.toContain(server.env.DATABASE_URL);
  });

  it('warns in exactly one line how many values are still the shipped sample, and how to list them', () => {
    const launch = server.logLines().filter((line) => line.component === 'launch');
    const warning = sampleValuesWarning(builtLaunchFindings());
    expect(launch).toEqual(warning ? [expect.objectContaining({ level: 'warn', message: warning })] : []);
    if (warning) expect(warning).toMatch(/^\d+ values? of the company's identity and terms .* run `npm run check:launch`/);
  });

  it('shows an empty delivery queue to the holder of STATUS_TOKEN', async () => {
    const answer = await status(server);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.deliveries).toEqual({ queued: 0, retrying: 0, deadLettered: 0, oldestPendingSeconds: null });
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-status-token-at-all' }],
    ['the token one character short', { Authorization: `Bearer ${TEST_STATUS_TOKEN.slice(0, -1)}` }],
    ['the token under another scheme', { Authorization: `Basic ${TEST_STATUS_TOKEN}` }],
  ])('tells anyone with %s only that it is up', async (_label, headers: Record<string, string>) => {
    const answer = await publicStatus(server.url, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ status: 'ok' });
  });
});

describe('status on a server without STATUS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { STATUS_TOKEN: '', DELIVERY_WORKER: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it.each([
    ['no Authorization header', {}],
    ['a token', { Authorization: `Bearer ${TEST_STATUS_TOKEN}` }],
    // An unset secret must not match an empty one.
    ['an empty token', { Authorization: 'Bearer ' }],
  ])('never shows the details, to %s', async (_label, headers: Record<string, string>) => {
    const answer = await publicStatus(server.url, headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });
});

describe.each(STORES)('status with a mail provider that always fails, on %s', (store) => {
  let server: TestServer;
  let resend: FakeProvider;
  let google: FakeProvider;
  beforeAll(async () => {
    resend = await startFakeResend({ alwaysFail: () => true });
    google = await startFakeGoogle();
    // No retries: a failed delivery goes to the dead-letter queue at once.
    server = await startServer(store, { ...providerEnv(resend, google), DELIVERY_RETRY_LIMIT: '0' });
  });
  afterAll(async () => {
    await server?.close();
    await resend?.close();
    await google?.close();
  });

  it('names the providers at start-up, without the warning', () => {
    const start = server
      .logLines()
      .filter((line) => line.component === 'start')
      .map((line) => line.message);
    expect(start).toEqual([expect.stringMatching(/^store: .*; mail: Resend; calendar: Google Calendar; delivery worker: on$/)]);
    expect(server.output()).not.toContain('WARNING: no email is sent');
  });

  it('counts the dead letters, and shows no secret and no lead', async () => {
    const answer = await callApi(server.url, contact.path, {
      body: exampleBody(contact, { name: 'Dead Letter', email: 'dead.letter@example.com' }),
    });
    expect(answer.status).toBe(200);
    const settled = await eventually(async () => {
      const current = await status(server);
      // Each of the lead's mails, and the team's notice of each: mail never works here, so the
      // notices dead-letter too, and nothing notices a notice.
      const deadLettered = 2 * mailDeliveries(contact).length;
      expect(current.body.deliveries).toEqual({ queued: 0, retrying: 0, deadLettered, oldestPendingSeconds: null });
      return current;
    });
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ mail: 'resend', calendar: 'google' });
    const text = JSON.stringify(settled.body);
    for (const secret of ['re_test_key', 'PRIVATE KEY', 'dead.letter@example.com']) expect(text).not.toContain(secret);
  });
});

describe('status with the store out of reach', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection to the store is refused.
    server = await startServer('postgres', {}, 'postgres://postgres@127.0.0.1:1/unreachable');
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('answers 503 with Retry-After and what it runs on, and no secret', async () => {
    const answer = await status(server);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.body).toEqual({ status: 'unavailable', version: '1.0.0', store: 'postgres', mail: 'outbox', calendar: 'outbox' });
  });

  it('answers anyone 503 with Retry-After and only the status', async () => {
    const answer = await publicStatus(server.url);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.body).toEqual({ status: 'unavailable' });
  });
});
