/**
 * Leads stored before the mailbox rule knew a provider's many domains are found by it (migration 9
 * recomputes every lead's mailbox), on both stores: rows written as the old code wrote them are
 * exported and erased by `npm run leads:export|erase` under another spelling of the same iCloud
 * mailbox (me.com, mac.com, icloud.com).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '@/lib/runtime/open-store';
import { insertLead } from '@/lib/store/leads';
import { plainOperation } from '../helpers/operation-fixtures';
import { createTestDatabase, STORES } from '../helpers/stores';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe.each(STORES)('the mailbox of leads stored before migration 9 on %s', (store) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const references: string[] = [];

  /** The store as the command sees it; closed again at once (PGlite has one opener). */
  async function withStore<T>(work: (database: Awaited<ReturnType<typeof openStore>>['database']) => Promise<T>): Promise<T> {
    const { database } = await openStore({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  async function runPrivacyCommand(action: 'export' | 'erase', email: string) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/leads-privacy.ts', action, email],
      { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 },
    );
    return JSON.parse(stdout);
  }

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
