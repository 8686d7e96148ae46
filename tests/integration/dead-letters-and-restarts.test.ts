/**
 * What keeps failing ends in the dead-letter queue, logged with its lead reference, and comes back
 * with `npm run deliveries:retry`; a server killed between acceptance and delivery delivers
 * everything after restart; the cron route refuses a missing or wrong secret.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { errorResponseSchema } from '@/lib/api/response-schemas';
import { callApi } from '../helpers/client';
import { providerEnv, startFakeGoogle, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { exampleBody, followUpOperation, mailDeliveries, plainOperation } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CRON_SECRET = 'a-cron-secret-of-some-length';
/** A lead that mails a confirmation and the team, and nothing more. */
const contact = plainOperation;
/** A lead with mail and a calendar event: both providers have work to redo after a kill. */
const demo = followUpOperation;

describe.each(STORES)('failures that outlast retries, and restarts, on %s', (store) => {
  let resend: FakeProvider;
  let google: FakeProvider;
  let server: TestServer;

  beforeAll(async () => {
    resend = await startFakeResend({ alwaysFail: (body) => String(body.to).includes('doomed') });
    google = await startFakeGoogle();
    server = await startServer(store, { ...providerEnv(resend, google), DELIVERY_RETRY_LIMIT: '1', CRON_SECRET });
  });
  afterAll(async () => {
    await server?.close();
    await resend?.close();
    await google?.close();
  });

  it('moves a message that always fails to the dead-letter queue, keeps the lead, and retries it on command', async () => {
    const answer = await callApi(server.url, contact.path, { body: exampleBody(contact, { name: 'Doomed', email: 'doomed@example.com' }) });
    expect(answer.status).toBe(200);
    const reference: string = answer.body.reference;

    await eventually(() => {
      expect(server.output()).toContain(`confirmation-email of lead ${reference} failed (attempt 2 of 2); moved to the dead-letter queue`);
      return Promise.resolve();
    }, 60_000);
    expect(resend.accepted.has(`${reference}.team-notification`)).toBe(true);
    expect(resend.accepted.has(`${reference}.confirmation-email`)).toBe(false);
    // The team hears of the dead letter once, by mail, with the command that sends it again.
    const notice = await eventually(async () => {
      expect(resend.acceptedCount.get(`${reference}.dead-letter-notice.confirmation-email`)).toBe(1);
      return resend.accepted.get(`${reference}.dead-letter-notice.confirmation-email`);
    }, 30_000);
    expect(notice.to).toEqual(['sales@courtside.example']);
    expect(notice.subject).toBe(`Delivery failed: confirmation email of lead ${reference}`);
    expect(notice.text).toContain(`npm run deliveries:retry -- ${reference}`);

    const [lead] = await server.inspect((query) =>
      query<{ payload: { email: string } }>('SELECT payload FROM leads WHERE reference = $1', [reference]),
    );
    expect(lead!.payload.email).toBe('doomed@example.com');
    await eventually(async () => {
      const dead = await server.inspect((query) =>
        query(`SELECT 1 FROM pgboss.job WHERE name = 'deliveries-dead-letter' AND data->>'reference' = $1`, [reference]),
      );
      expect(dead).toHaveLength(1);
    });

    // The provider recovers; the operator runs the documented command (with the server stopped
    // on the embedded store, which has one opener).
    resend.options.alwaysFail = undefined;
    if (store === 'pglite') await server.kill();
    const retry = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/retry-dead-deliveries.ts', reference],
      {
        cwd: ROOT,
        env: { ...process.env, ...server.env },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(retry.stdout + retry.stderr).toContain(`retrying confirmation-email of lead ${reference}`);
    expect(retry.stdout).toContain('moved 1 delivery job(s) back to the queue');
    if (store === 'pglite') await server.restart();
    await eventually(() => {
      expect(resend.acceptedCount.get(`${reference}.confirmation-email`)).toBe(1);
      return Promise.resolve();
    }, 60_000);
  }, 180_000);

  it('delivers everything after a SIGKILL between acceptance and delivery', async () => {
    // The providers hang, so nothing is delivered before the kill.
    resend.options.delayMs = 60_000;
    google.options.delayMs = 60_000;
    const references: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await callApi(server.url, demo.path, {
        body: { ...demo.example, name: `Killed ${i}`, email: `killed-${i}@example.com` },
      });
      expect(answer.status).toBe(200);
      references.push(answer.body.reference);
    }
    await server.kill('SIGKILL');
    // Nothing of theirs reached the providers: what arrives next is redelivered by the new process.
    const sentBefore = [...resend.accepted.keys()].filter((key) => references.some((reference) => key.startsWith(`${reference}.`)));
    expect(sentBefore).toEqual([]);
    resend.options.delayMs = 0;
    google.options.delayMs = 0;
    await server.restart();

    await eventually(() => {
      for (const reference of references) {
        for (const kind of mailDeliveries(demo)) expect(resend.acceptedCount.get(`${reference}.${kind}`), kind).toBe(1);
      }
      const events = [...google.accepted.values()].filter((event) => references.some((r) => event.summary.includes(r)));
      expect(events).toHaveLength(references.length);
      return Promise.resolve();
    }, 150_000);
  }, 300_000);

  it.each([
    { name: 'no Authorization header', headers: {} as Record<string, string> },
    { name: 'a wrong secret', headers: { Authorization: 'Bearer not-the-secret' } },
    { name: 'the secret without Bearer', headers: { Authorization: CRON_SECRET } },
  ])('the cron route refuses $name', async ({ headers }) => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/api/cron/deliveries`, { method, headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(errorResponseSchema.parse(await response.json()).error).toMatchObject({
        code: 'UNAUTHORIZED',
        hint: ERROR_CODES.UNAUTHORIZED.hint,
      });
    }
  });

  it('the cron route drains the queue for the right secret', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/api/cron/deliveries`, { method, headers: { Authorization: `Bearer ${CRON_SECRET}` } });
      expect(response.status).toBe(200);
      expect(typeof (await response.json()).drained).toBe('number');
    }
  });
});
