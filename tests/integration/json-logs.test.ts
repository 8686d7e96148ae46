/**
 * The server's log as an operator's log collector reads it: every line of ours one JSON object
 * with level, time and message (and component); lines about a lead carry its reference and
 * operation; nothing the person typed appears, not even where a provider's error quotes the
 * address. The only other lines are Next.js's own banner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperation } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { providerEnv, startFakeGoogle, startFakeResend, type FakeProvider } from '../helpers/fake-providers';
import { eventually } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

/** What `next start` prints itself: `▲ Next.js 16…`, `- Local: …`, `✓ Ready in …`, `⚠ …`. */
const NEXT_BANNER = /^(\s*|[▲✓⚠] .*|- [A-Za-z]+: .*)$/;
const MARKER = 'Pellucidar';

describe.each(STORES)('JSON log lines on %s', (store) => {
  let server: TestServer;
  let resend: FakeProvider;
  let google: FakeProvider;
  const references: { reference: string; operation: string }[] = [];

  beforeAll(async () => {
    // Resend refuses every message, quoting its recipient; no retries, so each dead-letters at once.
    resend = await startFakeResend({ alwaysFail: () => true });
    google = await startFakeGoogle();
    server = await startServer(store, { ...providerEnv(resend, google), DELIVERY_RETRY_LIMIT: '0' });
    for (const id of ['submitQuoteRequest', 'requestDemo'] as const) {
      const operation = getOperation(id);
      const answer = await callApi(server.url, operation.path, {
        body: { ...operation.example, name: `${MARKER} Person`, email: `${MARKER.toLowerCase()}@example.com`, phone: '+34 600 111 222' },
      });
      expect(answer.status, answer.text).toBe(200);
      references.push({ reference: answer.body.reference, operation: id });
    }
    await eventually(async () => {
      const deadLettered = server.logLines().filter((line) => line.message.includes('moved to the dead-letter queue'));
      expect(deadLettered.length).toBeGreaterThanOrEqual(4);
    }, 60_000);
  }, 120_000);
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

  it('never logs a field of the lead, even an address quoted by the provider', () => {
    const output = server.output();
    expect(output).not.toContain(MARKER);
    expect(output.toLowerCase()).not.toContain(MARKER.toLowerCase());
    expect(output).not.toContain('600 111 222');
    // The provider's error text did quote it; the log says where it was.
    expect(server.logLines().some((line) => line.message.includes('cannot deliver to [address]'))).toBe(true);
  });
});
