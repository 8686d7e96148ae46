/**
 * The server's log as an operator's log collector reads it: every line of ours one JSON object
 * with level, time and message (and component); lines about a lead carry its reference and
 * operation; nothing the person typed appears, in any field of any line, not even where a
 * provider's error quotes the address. The only other lines are Next.js's own banner. The log is
 * read once it has settled: every delivery done and no new line for a while.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { providerEnv, startFakeGoogle, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { eventually } from '../helpers/outbox';
import { mailDeliveries } from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';
import { statusDetails } from '../helpers/status';
import { STORES } from '../helpers/stores';

/** What `next start` prints itself: `▲ Next.js 16…`, `- Local: …`, `✓ Ready in …`, `⚠ …`. */
const NEXT_BANNER = /^(\s*|[▲✓⚠] .*|- [A-Za-z]+: .*)$/;
/** How long the log must stay unchanged, after the queue is empty, to count as settled. */
const QUIET_MS = 3_000;

/** A word found nowhere else: letters only, so no part of a log line can match it by chance. */
const word = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
/** A phone number of random digits, written with spaces as people do. */
const phoneNumber = () => `+34 6${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;

/**
 * Whether a field takes free text: a string that is not one of a set of values and takes any words
 * (a time zone or an instant does not), or the email address, which gets an address of its own.
 */
const isFreeText = (operation: RegisteredOperation, field: string) => {
  const schema = (operation.schema.shape as Record<string, { unwrap?: () => unknown; _zod: { def: { type: string } } }>)[field]!;
  const inner = (schema._zod.def.type === 'optional' ? schema.unwrap!() : schema) as z.ZodType & { _zod: { def: { type: string } } };
  return inner._zod.def.type === 'string' && (field === 'email' || inner.safeParse('any words at all').success);
};

/**
 * The operation's example with every free-text field replaced by words of its own: the name in two
 * words (the greeting takes the first), the address, the phone numbers, every other text.
 */
function markedLead(operation: RegisteredOperation): Record<string, unknown> {
  const lead: Record<string, unknown> = { ...operation.example };
  for (const field of Object.keys(operation.schema.shape)) {
    if (!isFreeText(operation, field)) continue;
    if (field === 'email') lead[field] = `${word()}.${word()}@${word()}.example`;
    else if (field === 'phone' || field === 'whatsapp') lead[field] = phoneNumber();
    else if (field === 'locale') lead[field] = word().slice(0, 8);
    else lead[field] = `${word()} ${word()}`;
  }
  return lead;
}

/** What must not appear: each value, each of its words, and a number's digits however written. */
function tracesOf(value: string): string[] {
  const words = value.split(/[\s@.+]+/).filter((part) => part.length >= 4);
  const digits = value.replace(/\D/g, '');
  return [value, ...words, ...(digits.length >= 8 ? [digits, digits.slice(-8)] : [])].map((trace) => trace.toLowerCase());
}

describe.each(STORES)('JSON log lines on %s', (store) => {
  let server: TestServer;
  let resend: FakeProvider;
  let google: FakeProvider;
  const references: { reference: string; operation: string }[] = [];
  const traces: { field: string; trace: string }[] = [];

  beforeAll(async () => {
    // Resend refuses every message, quoting its recipient; no retries, so each dead-letters at once.
    resend = await startFakeResend({ alwaysFail: () => true });
    google = await startFakeGoogle();
    server = await startServer(store, { ...providerEnv(resend, google), DELIVERY_RETRY_LIMIT: '0' });
    for (const operation of operations) {
      const lead = markedLead(operation);
      for (const [field, value] of Object.entries(lead)) {
        if (typeof value === 'string' && isFreeText(operation, field)) {
          for (const trace of tracesOf(value)) traces.push({ field: `${operation.id}.${field}`, trace });
        }
      }
      const answer = await callApi(server.url, operation.path, { body: lead });
      expect(answer.status, answer.text).toBe(200);
      references.push({ reference: answer.body.reference, operation: operation.id });
    }
    await logSettled(server);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await resend?.close();
    await google?.close();
  });

  it('writes one JSON object a line, with level, time, message and component', () => {
    const lines = server.output().split('\n');
    const ours = lines.filter((line) => !NEXT_BANNER.test(line));
    expect(ours.length).toBeGreaterThan(5);
    for (const line of ours) {
      const entry = JSON.parse(line);
      expect(entry, line).toMatchObject({
        level: expect.stringMatching(/^(info|warn|error)$/),
        message: expect.any(String),
        component: expect.any(String),
      });
      expect(new Date(entry.time).toISOString(), line).toBe(entry.time);
    }
    expect(server.logLines().find((line) => line.component === 'start')?.message).toMatch(/^store: /);
  });

  it('names the reference and the operation of every failed delivery, at error level', () => {
    const failures = server.logLines().filter((line) => line.component === 'deliveries');
    for (const { reference, operation } of references) {
      const about = failures.filter((line) => line.reference === reference);
      expect(about.length, reference).toBeGreaterThanOrEqual(2);
      for (const line of about) expect(line).toMatchObject({ level: 'error', operation, message: expect.stringContaining(reference) });
    }
  });

  it('never logs any text of a lead, in any field of any line, even an address quoted by the provider', () => {
    // Free text in every field of each operation, every delivery done: the whole output is read.
    expect(traces.length).toBeGreaterThan(40);
    const output = server.output().toLowerCase();
    const found = traces.filter(({ trace }) => output.includes(trace));
    expect(found, 'lead text in the log').toEqual([]);
    // The provider's error text did quote it; the log says where it was.
    expect(server.logLines().some((line) => line.message.includes('cannot deliver to [address]'))).toBe(true);
  });
});

/**
 * Waits until every delivery is done (nothing queued or waiting for a retry, the dead letters
 * counted) and then until the log stays unchanged for QUIET_MS: lines written after a read are
 * lines a test never checked.
 */
async function logSettled(server: TestServer): Promise<void> {
  await eventually(async () => {
    const { deliveries } = (await statusDetails(server.url)).body;
    expect(deliveries).toMatchObject({ queued: 0, retrying: 0, oldestPendingSeconds: null });
    // Each lead's mails, and the team's notice of each (mail never works here; events do).
    const mails = operations.reduce((sum, operation) => sum + mailDeliveries(operation).length, 0);
    expect(deliveries!.deadLettered).toBeGreaterThanOrEqual(2 * mails);
  }, 90_000);
  let seen = server.output().length;
  for (;;) {
    await sleep(QUIET_MS);
    const now = server.output().length;
    if (now === seen) return;
    seen = now;
  }
}
