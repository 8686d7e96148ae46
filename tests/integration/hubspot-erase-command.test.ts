/**
 * `npm run leads:erase` when HubSpot's GDPR delete fails for one of the person's addresses: every
 * other address is still asked, the command exits with 1 and names the address to run it again
 * with (the leads that gave it are erased by then, so a rerun with the first address would not know
 * it), and that rerun finishes the erasure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperation } from '@/lib/operations/registry';
import { openStore } from '@/lib/runtime/open-store';
import { FAKE_HUBSPOT_TOKEN, startFakeHubSpot, type FakeHubSpot } from '../helpers/fake-destinations';
import { insertTestLead } from '../helpers/insert-test-lead';
import { runPrivacyCommandWithExitAt, type StoreLocation } from '../helpers/privacy-command';

describe('erasing a person at HubSpot when one address fails', () => {
  let location: StoreLocation;
  let crm: FakeHubSpot;
  let failing = true;

  beforeAll(async () => {
    location = { dataDir: await mkdtemp(path.join(tmpdir(), 'hubspot-erase-')) };
    const { database } = await openStore({ DATA_DIR: location.dataDir });
    try {
      const operation = getOperation('submitQuoteRequest');
      // Three spellings of one mailbox: the person's three leads, three HubSpot contacts.
      for (const email of ['carla@example.com', 'Carla+quote@example.com', 'carla+brochure@example.com']) {
        await insertTestLead(database, operation, { email });
      }
    } finally {
      await database.close();
    }
    crm = await startFakeHubSpot({ alwaysFail: (body: { objectId: string }) => failing && body.objectId === 'Carla+quote@example.com' });
    for (const email of ['carla@example.com', 'Carla+quote@example.com', 'carla+brochure@example.com']) crm.seed(email, []);
  });
  afterAll(async () => {
    await crm.close();
    await rm(location.dataDir, { recursive: true, force: true });
  });

  it('asks for every address, exits with 1 naming the failed one, and a rerun with it finishes', async () => {
    const env = { HUBSPOT_ACCESS_TOKEN: FAKE_HUBSPOT_TOKEN, HUBSPOT_BASE_URL: crm.url, HUBSPOT_ERASE: 'on' };
    const first = await runPrivacyCommandWithExitAt(location, 'erase', 'carla@example.com', env);
    expect(first.code).toBe(1);
    expect(first.result.rows.leads).toBe(3);
    expect([...crm.purged].sort()).toEqual(['Carla+quote@example.com', 'carla+brochure@example.com', 'carla@example.com']);
    const outcome = first.result.destinations.find((result: { destination: string }) => result.destination === 'hubspot');
    expect(outcome).toMatchObject({ failed: true, failedAddresses: ['Carla+quote@example.com'] });
    expect(first.stderr).toContain('run the command again with each of these addresses');
    expect(first.stderr).toContain('npm run leads:erase -- Carla+quote@example.com');
    expect([...crm.contacts.values()].map((contact) => contact.properties.email)).toEqual(['carla+quote@example.com']);

    // HubSpot answers again; the leads are gone, and the rerun with the named address erases its contact.
    failing = false;
    const rerun = await runPrivacyCommandWithExitAt(location, 'erase', 'Carla+quote@example.com', env);
    expect(rerun.code).toBe(0);
    expect(rerun.result.rows.leads).toBe(0);
    expect(rerun.result.destinations.find((result: { destination: string }) => result.destination === 'hubspot').outcome).toBe(
      'Carla+quote@example.com: deleted (GDPR delete)',
    );
    expect(crm.contacts.size).toBe(0);
  }, 120_000);
});
