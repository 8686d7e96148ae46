/**
 * Nothing acknowledged is lost: submit leads concurrently, SIGKILL the server in the middle of the
 * stream, restart it, and find every acknowledged lead, and its delivery jobs, in the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const CONCURRENCY = 8;
const KILL_AFTER_ACKNOWLEDGEMENTS = 60;

describe.each(STORES)('a SIGKILLed server on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { EMAILS_PER_RECIPIENT_PER_DAY: '1000', BROCHURES_PER_RECIPIENT_PER_DAY: '1000' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('keeps every acknowledged lead and its queued jobs', async () => {
    const acknowledged = new Map<string, (typeof operations)[number]>();
    let sent = 0;
    let killed = false;

    const submitUntilKilled = async () => {
      while (!killed) {
        const operation = operations[sent % operations.length]!;
        sent += 1;
        const answer = await callApi(server.url, operation.path, {
          body: { ...operation.example, name: `Durable ${process.pid}-${sent}` },
        }).catch(() => undefined); // requests in flight at the kill fail: they were never acknowledged
        if (answer?.status === 200) acknowledged.set(answer.body.reference, operation);
        if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGEMENTS && !killed) {
          killed = true;
          await server.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, submitUntilKilled));
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGEMENTS);

    // The restarted server opens the same store and accepts leads again.
    await server.restart();
    const after = await callApi(server.url, operations[0].path, { body: { ...operations[0].example, name: 'After restart' } });
    expect(after.status).toBe(200);

    const { leads, jobs } = await server.inspect(async (query) => ({
      leads: await query<{ reference: string }>('SELECT reference FROM leads'),
      jobs: await query<{ reference: string; kind: string }>(
        `SELECT data->>'reference' AS reference, data->>'kind' AS kind FROM pgboss.job WHERE name = 'deliveries'`,
      ),
    }));
    const stored = new Set(leads.map((lead) => lead.reference));
    const missing = [...acknowledged.keys()].filter((reference) => !stored.has(reference));
    expect(missing).toEqual([]);
    for (const [reference, operation] of acknowledged) {
      const kinds = jobs
        .filter((job) => job.reference === reference)
        .map((job) => job.kind)
        .sort();
      expect(kinds, reference).toEqual([...operation.deliveries].sort());
    }
  });
});
