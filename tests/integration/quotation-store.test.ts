/**
 * A quote request's indicative quotation, on both stores, through acceptance and the privacy
 * commands: made once at acceptance from the shipped price list and stored with the lead; the
 * answer's `estimate` is that quotation's; a retry (the same body, or the same Idempotency-Key) is
 * answered with the same estimate; the quotation goes with the
 * person's export and is erased with the lead. A contact message is not priced.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSubmission, type Acceptance, type Submission } from '@/lib/acceptance/accept-submission';
import { getOperation, type RegisteredOperation } from '@/lib/operations/registry';
import type { Quotation } from '@/lib/quotation/calculate';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import { openStore } from '@/lib/runtime/open-store';
import { expectedQuotation } from '../helpers/expected-estimate';
import { runPrivacyCommandAt, withStoreAt } from '../helpers/privacy-command';
import { createTestDatabase, STORES } from '../helpers/stores';

const ADDRESS = 'ana.quotastore@example.com';
const quote = getOperation('submitQuoteRequest');
const contact = getOperation('submitContact');
const payload = quote.schema.parse({ ...quote.example, email: ADDRESS, locale: undefined });

describe.each(STORES)('a priced quote request, on %s', (store) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  let first: Acceptance;
  let retried: Acceptance;
  let keyed: Acceptance;
  let keyedAgain: Acceptance;
  let contactAnswer: Acceptance;
  let acceptedOn: Date;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'quotation-store-'));
    if (store === 'postgres') ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
    const opened = await openStore({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const boss = await startDeliveryQueue(opened.queue, { retryLimit: 0, retryDelaySeconds: 1 });
    try {
      const services = { database: opened.database, boss, rateLimiter: createRateLimiter(null, opened.counters) };
      const accept = (operation: RegisteredOperation, body: Submission['payload'], idempotencyKey?: string) =>
        acceptSubmission(
          { operation, payload: body, locale: 'es', clientAddress: '203.0.113.9', idempotencyKey },
          { services: async () => services },
        );
      acceptedOn = new Date();
      first = await accept(quote, payload);
      retried = await accept(quote, payload);
      const other = { ...payload, numberOfLocations: 3 };
      keyed = await accept(quote, other, 'quote-key-0001');
      keyedAgain = await accept(quote, other, 'quote-key-0001');
      contactAnswer = await accept(contact, { ...contact.example, email: ADDRESS });
    } finally {
      await boss.stop({ graceful: false }).catch(() => {});
      await opened.database.close();
    }
  }, 120_000);
  afterAll(async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const expected = (answers: Record<string, unknown>) => expectedQuotation(quote, answers, acceptedOn);

  it("answers with the estimate of the quotation it stored with the lead, in the request's language", async () => {
    const stored = await withStoreAt({ dataDir, databaseUrl }, async (database) => {
      const { rows } = await database.query<{ quotation: Quotation }>('SELECT quotation FROM leads WHERE reference = $1', [
        first.body.reference,
      ]);
      return rows[0]!.quotation;
    });
    expect(stored).toEqual(expected(payload));
    expect(first.body.estimate).toEqual(estimateOf(stored, 'es'));
    expect(first.body.message).toContain('Tu presupuesto orientativo');
  });

  it('answers a retry, by body or by key, with the first estimate and no second lead', () => {
    expect(retried).toMatchObject({ replayed: true, body: first.body });
    expect(keyedAgain).toMatchObject({ replayed: true, body: keyed.body });
    expect(keyed.body.estimate).toEqual(estimateOf(expected({ ...payload, numberOfLocations: 3 }), 'es'));
    expect(keyed.body.estimate!.monthly).not.toBe(first.body.estimate!.monthly);
  });

  it('prices no other operation', async () => {
    expect(contactAnswer.body).not.toHaveProperty('estimate');
    const quotation = await withStoreAt({ dataDir, databaseUrl }, async (database) => {
      const { rows } = await database.query('SELECT quotation FROM leads WHERE reference = $1', [contactAnswer.body.reference]);
      return rows[0]!.quotation;
    });
    expect(quotation).toBeNull();
  });

  it("gives the quotation in the person's export, and erases it with the lead", async () => {
    const exported = await runPrivacyCommandAt({ dataDir, databaseUrl }, 'export', ADDRESS);
    const byReference = new Map(exported.leads.map((lead: { reference: string }) => [lead.reference, lead]));
    expect((byReference.get(first.body.reference) as { quotation: unknown }).quotation).toEqual(expected(payload));
    expect((byReference.get(contactAnswer.body.reference) as { quotation: unknown }).quotation).toBeNull();
    await runPrivacyCommandAt({ dataDir, databaseUrl }, 'erase', ADDRESS);
    const left = await withStoreAt(
      { dataDir, databaseUrl },
      async (database) => (await database.query('SELECT count(*)::int AS n FROM leads WHERE quotation IS NOT NULL')).rows[0],
    );
    expect(left).toEqual({ n: 0 });
  });
});
