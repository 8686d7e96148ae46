/**
 * An accepted lead's transaction sends its statements in groups that need no answer from one
 * another (lib/store/one-round-trip.ts), on both stores: on PostgreSQL, a lead without a meeting
 * costs three round trips and the commit, where each statement was one before (docs/performance.md
 * "Round trips"), and its locks still come first in their groups, in their order: retry, rate
 * limit, mailbox. The statements run in the order sent on both stores, so the lead, its jobs and
 * the answer to its retries are all stored, and a retry finds the lead.
 */
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSubmission, type Submission } from '@/lib/acceptance/accept-submission';
import { getOperation } from '@/lib/operations/registry';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import type { Database, Sql } from '@/lib/store/database';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';

const contact = getOperation('submitContact');

/** A statement as the test names it: its first words, or the lock's key kind. */
function statementName(text: string, params?: unknown[]): string {
  const key = typeof params?.[0] === 'string' ? params[0] : '';
  if (/pg_(try_)?advisory_xact_lock/.test(text)) return `lock ${key.split(':')[0]}`;
  if (/INSERT INTO rate_limit_hits/.test(text)) return `rate limit ${key.includes(':net:') ? 'network' : 'client'}`;
  return text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' ');
}

/**
 * The database, its transactions' statements recorded in round trips: a statement sent after an
 * answer came starts a round trip; one sent before any answer to those before it, goes with them.
 */
function countingRoundTrips(database: Database): { database: Database; transactions: string[][][] } {
  const transactions: string[][][] = [];
  const transaction: Database['transaction'] = (work) =>
    database.transaction((tx) => {
      const rounds: string[][] = [];
      transactions.push(rounds);
      let answered = true;
      const counted: Sql = {
        ...tx,
        query: async <Row>(text: string, params?: unknown[]) => {
          if (answered) rounds.push([]);
          answered = false;
          rounds.at(-1)!.push(statementName(text, params));
          try {
            return await tx.query<Row>(text, params);
          } finally {
            answered = true;
          }
        },
      };
      return work(counted);
    });
  return { database: { ...database, transaction }, transactions };
}

describe.each(STORES)('the round trips of an accepted lead, on %s', (store) => {
  let stored: TestStore;
  let boss: PgBoss;
  let counting: ReturnType<typeof countingRoundTrips>;
  let sent = 0;

  const accept = (submission: Partial<Submission> = {}) => {
    sent += 1;
    return acceptSubmission(
      {
        operation: contact,
        payload: { ...contact.example, name: `Round Trip ${sent}`, email: `round-trip-${sent}@example.com` },
        locale: 'en',
        clientAddress: '198.51.100.7',
        ...submission,
      },
      {
        services: async () => ({
          database: counting.database,
          boss,
          rateLimiter: createRateLimiter({ limit: 1000, windowSeconds: 60 }, stored.counters),
        }),
      },
    );
  };

  beforeAll(async () => {
    stored = await openTestStore(store, 'round-trips', { retryLimit: 0 });
    boss = stored.boss;
    counting = countingRoundTrips(stored.database);
    // The first lead fills pg-boss's cache of the queue, which it may read on a connection of its own.
    await accept();
  });
  afterAll(() => stored?.close());

  it('sends a lead without a meeting in three groups, each lock first in its group', async () => {
    counting.transactions.length = 0;
    const { body, replayed } = await accept();
    expect(replayed).toBe(false);
    const [rounds] = counting.transactions;
    const limits = ['SELECT history.*, share.client,', 'SELECT count(*) AS'];
    // The client's share still has room, so its lock is taken and the share counted again under it.
    const share = ['lock client-mail', 'SELECT count(*) FILTER'];
    const lead = ['INSERT INTO leads', 'INSERT INTO pgboss.job_common'];
    if (store === 'postgres') {
      expect(rounds).toEqual([
        ['lock fingerprint', 'SELECT id, reference,'],
        ['rate limit client', 'rate limit network', 'lock mailbox', ...limits],
        share,
        lead,
      ]);
    } else {
      // PGlite runs a transaction alone (no locks), counts the rate limit in memory and answers
      // in-process, so what counts there is the order.
      expect(rounds!.flat()).toEqual(['SELECT id, reference,', ...limits, ...lead]);
    }
    expect(body.reference.startsWith(contact.referencePrefix)).toBe(true);
  });

  it('with an Idempotency-Key, stores the answer to its retries in the lead’s group, and a retry is answered from it', async () => {
    counting.transactions.length = 0;
    const submission = { idempotencyKey: `round-trip-key-${store}`, clientAddress: '198.51.100.8' };
    const first = await accept(submission);
    sent -= 1; // the same body again
    const again = await accept(submission);
    expect(again.replayed).toBe(true);
    expect(again.body.reference).toBe(first.body.reference);
    const [rounds, retried] = counting.transactions;
    expect(rounds!.at(-1)).toEqual(['INSERT INTO leads', 'INSERT INTO idempotency_keys', 'INSERT INTO pgboss.job_common']);
    if (store === 'postgres') expect(retried).toEqual([['lock idempotency', 'SELECT request_fingerprint, response']]);
  });
});
