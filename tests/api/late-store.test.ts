/**
 * A store that cannot be opened at start-up (PostgreSQL restarting during a deploy, the embedded
 * store's previous owner not yet gone) must not leave the background delivery worker off: once the
 * store opens, whether the retry in the background or a request opens it, a delivery whose first
 * attempt failed is retried without any further traffic.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers/client';
import { providerEnv, startFakeGoogle, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { exampleBody, mailDeliveries, plainOperation } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';

/** A lead whose deliveries are its two mails, the confirmation and the team notification. */
const contact = plainOperation;

/**
 * Resend failing the second of the lead's two mails (the confirmation and the team notification):
 * the last job of the drain that follows the answer, so only a running worker comes back for it.
 */
const failingSecondMail = () => startFakeResend({ faults: { 2: 'error-500' } });

/** Sends one lead, then waits, sending nothing more, until the failed mail has gone out on its retry. */
async function expectRetriedWithoutTraffic(server: TestServer, resend: FakeProvider) {
  const answer = await callApi(server.url, contact.path, {
    body: exampleBody(contact, { name: 'Late Store', email: `late-store-${randomUUID()}@example.com` }),
  });
  expect(answer.status, answer.text).toBe(200);
  await eventually(async () => {
    expect(resend.injected).toEqual(['error-500']);
    // Both mails accepted: the failed one on a later attempt, which only the worker makes.
    expect(resend.accepted.size).toBe(mailDeliveries(contact).length);
  }, 30_000);
  expect(server.logLines().filter((line) => line.message.includes('will retry'))).toHaveLength(1);
}

describe('the embedded store locked by its previous owner at start-up', () => {
  let server: TestServer | undefined;
  let resend: FakeProvider;
  let google: FakeProvider;
  let dataDir: string;
  afterAll(async () => {
    await server?.close();
    await resend?.close();
    await google?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts the worker when the store opens after the owner is gone', async () => {
    resend = await failingSecondMail();
    google = await startFakeGoogle();
    dataDir = await mkdtemp(path.join(tmpdir(), 'late-pglite-'));
    // A previous owner that is still alive (this test process), as lib/store/directory-lock.ts records one.
    const lock = path.join(dataDir, 'pglite.lock');
    await writeFile(lock, `${process.pid} ${randomUUID()}`);
    server = await startServer('pglite', { ...providerEnv(resend, google), DATA_DIR: dataDir });
    // The server's log reaches this process a moment after the server answers.
    await eventually(async () =>
      expect(server!.logLines().find((line) => line.message.startsWith('could not open the lead store'))?.error).toContain(
        'is in use by process',
      ),
    );

    await rm(lock); // the owner is gone
    await expectRetriedWithoutTraffic(server, resend);
  }, 120_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL database that does not exist yet at start-up', () => {
  let server: TestServer | undefined;
  let resend: FakeProvider;
  let google: FakeProvider;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lead_late_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    await server?.close();
    await resend?.close();
    await google?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('opens it in the background once it exists, and the worker runs', async () => {
    resend = await failingSecondMail();
    google = await startFakeGoogle();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    server = await startServer('postgres', providerEnv(resend, google), url.toString());
    await eventually(async () =>
      expect(server!.logLines().find((line) => line.message.startsWith('could not open the lead store'))?.error).toMatch(
        /3D000|does not exist/,
      ),
    );

    await admin(`CREATE DATABASE ${name}`);
    // No request opens it: the server does, by itself.
    await eventually(async () => {
      expect(server!.logLines().map((line) => line.message)).toContainEqual(
        expect.stringMatching(/^opened the lead store \d+ s after start-up$/),
      );
    }, 30_000);
    await expectRetriedWithoutTraffic(server, resend);
  }, 120_000);
});
