/**
 * Leads stored before the mailbox rule knew a provider's many domains are found by it (migration 9
 * recomputes every lead's mailbox), on both stores: rows written as the old code wrote them are
 * exported and erased by `npm run leads:export|erase` under another spelling of the same iCloud
 * mailbox (me.com, mac.com, icloud.com).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLead } from '@/lib/store/leads';
import { plainOperation } from '../helpers/operation-fixtures';
import { runPrivacyCommandAt, withStoreAt } from '../helpers/privacy-command';
import { createTestDatabase, STORES } from '../helpers/stores';

describe.each(STORES)('the mailbox of leads stored before migration 9 on %s', (store) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const references: string[] = [];

  const withStore = <T>(work: Parameters<typeof withStoreAt<T>>[1]) => withStoreAt({ dataDir, databaseUrl }, work);
  const runPrivacyCommand = (action: 'export' | 'erase', person: string) => runPrivacyCommandAt({ dataDir, databaseUrl }, action, person);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mailbox-migration-'));
    if (store === 'postgres') ({ url: databaseUrl, drop: dropDatabase } = await createTestDatabase());
    await withStore(async (database) => {
      const contact = plainOperation;
      // As the old code stored them: the mailbox of its rule (lowercased, `+` cut; no provider's
      // domains), and a lead from before migration 6, whose mailbox is its lowercased address.
      for (const [email, mailbox] of [
        ['Ana.Silva@me.com', 'ana.silva@me.com'],
        ['ana.silva+shop@MAC.com', 'ana.silva+shop@mac.com'],
      ] as const) {
        const reference = `${contact.referencePrefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
        references.push(reference);
        await insertLead(database, {
          id: randomUUID(),
          reference,
          operation: contact.id,
          payload: { ...contact.example, name: 'Ana Silva', email },
          locale: 'en',
          fingerprint: randomUUID(),
          clientAddress: '203.0.113.5',
          idempotencyKey: undefined,
          mailbox,
          confirmationHeld: null,
          attribution: null,
          clientNetwork: '203.0.113.0/24',
          teamDigestSlot: null,
        });
      }
      // The store as it was before migration 9: the command's start-up applies it.
      await database.query('DELETE FROM schema_migrations WHERE version = 9');
    });
  }, 60_000);
  afterAll(async () => {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('exports and erases them under another spelling of the same mailbox', async () => {
    const exported = await runPrivacyCommand('export', 'ana.silva@icloud.com');
    expect(exported.leads.map((lead: { reference: string }) => lead.reference).sort()).toEqual([...references].sort());
    expect(exported.leads.map((lead: { mailbox: string }) => lead.mailbox)).toEqual(['ana.silva@icloud.com', 'ana.silva@icloud.com']);

    const erased = await runPrivacyCommand('erase', 'ANA.SILVA+again@me.com');
    expect(erased.leads.map((lead: { reference: string }) => lead.reference).sort()).toEqual([...references].sort());
    expect(await withStore(async (database) => (await database.query('SELECT reference FROM leads')).rows)).toEqual([]);
  }, 120_000);
});
