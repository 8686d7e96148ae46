/**
 * A mail whose first attempt Resend accepted, but whose answer was lost, may be composed again
 * with different content (the free times a demo confirmation offers change between attempts).
 * Resend refuses a known key with another body (409 invalid_idempotent_request); the transport
 * takes that as the mail already sent, instead of retrying it into the dead-letter queue.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createResendMailTransport } from '@/lib/delivery/resend-mail-transport';
import type { OutgoingEmail } from '@/lib/delivery/outgoing-email';
import type { Database } from '@/lib/store/database';
import { migrate } from '@/lib/store/migrations';
import { openPgliteDatabase } from '@/lib/store/pglite-database';
import { startFakeResend, type FakeProvider } from '../helpers/fake-providers';

let dataDir: string;
let database: Database;
let resend: FakeProvider;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'resend-retry-'));
  ({ database } = await openPgliteDatabase(dataDir));
  await migrate(database);
  resend = await startFakeResend();
});
afterAll(async () => {
  await resend.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const mail = (text: string): OutgoingEmail => ({
  from: 'Courtside <hello@courtside.example>',
  to: ['ana@example.com'],
  subject: 'Your demo request',
  html: `<p>${text}</p>`,
  text,
});

it('takes a known key with another body as sent once, and sends nothing more', async () => {
  const transport = createResendMailTransport('re_test_key', resend.url, database);
  const first = await transport.send(mail('Free times: Tuesday 10:00'), 'D-TEST.confirmation-email');
  const retried = await transport.send(mail('Free times: Tuesday 10:30'), 'D-TEST.confirmation-email');
  expect(first.id).toMatch(/^email-/);
  expect(retried.id).toBe('sent-earlier:D-TEST.confirmation-email');
  expect(resend.acceptedCount.get('D-TEST.confirmation-email')).toBe(1);
});

it('still fails on any other refusal, so that it is retried', async () => {
  const failing = await startFakeResend({ alwaysFail: () => true });
  try {
    const transport = createResendMailTransport('re_test_key', failing.url, database);
    await expect(transport.send(mail('Hello'), 'D-TEST2.confirmation-email')).rejects.toThrow(/Resend refused the message/);
  } finally {
    await failing.close();
  }
});
