/**
 * The counts behind the abuse limits, as the acceptance transaction runs them (docs/performance.md
 * "Accepted requests on PostgreSQL"): each stops at the limit it is compared with, so its cost does
 * not grow with the leads in its window; and a client already past its share is answered without
 * waiting for the lock its network's other requests hold, which a client with room still takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '@/lib/abuse/client-network';
import { clientShareHold } from '@/lib/abuse/mail-allowance';
import { getOperation } from '@/lib/operations/registry';
import { lockUntilCommit } from '@/lib/store/advisory-lock';
import type { Database } from '@/lib/store/database';
import { clientLeadsWithinShare, leadsWithin, mailCounts, mailToSubmittersWithin } from '@/lib/store/leads';
import { insertTestLead } from '../helpers/insert-test-lead';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';

/** insertTestLead's one client. */
const CLIENT = clientOf('203.0.113.50');
const LEADS = 7;
const SHARE = { perClient: { limit: 5, windowSeconds: 3600 } };

describe.each(STORES)('the limits’ counts on %s', (store) => {
  let testStore: TestStore;
  let database: Database;
  let mailbox: string;

  beforeAll(async () => {
    testStore = await openTestStore(store, 'share-counts', { retryLimit: 0 });
    database = testStore.database;
    for (let i = 0; i < LEADS; i++) mailbox = (await insertTestLead(database, getOperation('submitContact'))).mailbox;
  });
  afterAll(async () => {
    await testStore?.close();
  });

  it('count the leads of the window up to the limit they are compared with, and exactly below it', async () => {
    expect(CLIENT.network).toBe('203.0.113.0/24');
    expect(await leadsWithin(database, 3600, 5)).toBe(5);
    expect(await leadsWithin(database, 3600, 100)).toBe(LEADS);
    expect(await mailToSubmittersWithin(database, 3600, 5)).toBe(5);
    expect(await mailToSubmittersWithin(database, 3600, 100)).toBe(LEADS);
    expect(await clientLeadsWithinShare(database, CLIENT, 3600, 3)).toEqual({ client: 3, network: 3 });
    expect(await clientLeadsWithinShare(database, CLIENT, 3600, 100)).toEqual({ client: LEADS, network: LEADS });
    expect(await leadsWithin(database, 1, 100)).toBeLessThanOrEqual(LEADS);
  });

  it('read in one statement what the three separate counts read', async () => {
    const request = { mailbox, brochureOperation: null, client: CLIENT };
    expect(
      await mailCounts(database, { ...request, share: { windowSeconds: 3600, atMost: 3 }, outbound: { windowSeconds: 3600, atMost: 5 } }),
    ).toMatchObject({ mailbox: { mails: 1, brochures: 0 }, share: { client: 3, network: 3 }, outbound: 5 });
    expect(
      await mailCounts(database, {
        ...request,
        share: { windowSeconds: 3600, atMost: 100 },
        outbound: { windowSeconds: 3600, atMost: 100 },
      }),
    ).toMatchObject({ share: { client: LEADS, network: LEADS }, outbound: LEADS });
    // A limit that is off counts nothing.
    expect(
      await mailCounts(database, { ...request, share: { windowSeconds: 0, atMost: 0 }, outbound: { windowSeconds: 0, atMost: 0 } }),
    ).toMatchObject({
      mailbox: { mails: 1 },
      share: { client: 0, network: 0 },
      outbound: 0,
    });
  });

  it.runIf(store === 'postgres')(
    "answers a client past its share without waiting for its network's lock, and makes a client with room wait for it",
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // Another request of the same network, holding the lock until it commits.
      const holder = database.transaction(async (tx) => {
        await lockUntilCommit(tx, `client-mail:${CLIENT.network}`);
        locked();
        await held;
      });
      await lockTaken;
      try {
        // A statement that would wait for the lock fails after a second instead.
        const decide = (share: typeof SHARE) =>
          database.transaction(async (tx) => {
            await tx.query("SET LOCAL lock_timeout = '1s'");
            return clientShareHold(tx, CLIENT, share, true);
          });
        expect(await decide(SHARE)).toBe('client-share');
        await expect(decide({ perClient: { limit: 50, windowSeconds: 3600 } })).rejects.toThrow(/lock timeout/);
      } finally {
        release();
        await holder;
      }
    },
  );
});
