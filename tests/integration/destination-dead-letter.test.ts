/**
 * A team's tool that never takes an event, inside a running production build, on each store: its
 * job runs out of retries into the dead-letter queue, the team is told by mail which tool failed
 * for which lead, the status counts the dead letter against that tool alone, and the other tools
 * still get the lead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperation } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { callApi } from '../helpers/client';
import { closeAll } from '../helpers/close-all';
import { startFakeDestinations, type FakeDestinations } from '../helpers/fake-destinations';
import { exampleBody } from '../helpers/operation-fixtures';
import { eventually, readOutbox, type CapturedEmail } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { statusDetails } from '../helpers/status';
import { STORES } from '../helpers/stores';

const contact = getOperation('submitContact');
const RETRY_LIMIT = 2;

describe.each(STORES)("a team's tool that always fails, on %s", (store) => {
  let tools: FakeDestinations;
  let server: TestServer;

  beforeAll(async () => {
    // Every attempt the queue makes (the first and RETRY_LIMIT retries) gets a 500.
    const always500 = Object.fromEntries(Array.from({ length: RETRY_LIMIT + 1 }, (_, index) => [index + 1, 'error-500' as const]));
    tools = await startFakeDestinations({ webhook: { faults: always500 } });
    server = await startServer(store, {
      ...tools.env,
      DELIVERY_RETRY_LIMIT: String(RETRY_LIMIT),
      DELIVERY_RETRY_DELAY_SECONDS: '1',
    });
  }, 180_000);
  afterAll(() => closeAll(server, tools));

  it('dead-letters that tool alone, names it in the mail to the team and counts it in the status', async () => {
    const answer = await callApi(server.url, contact.path, { body: exampleBody(contact, { email: `dead.${store}@example.com` }) });
    expect(answer.status, answer.text).toBe(200);
    const reference: string = answer.body.reference;

    await eventually(async () => {
      const status = await statusDetails(server.url);
      expect(status.body.destinations).toEqual({
        webhook: { delivered: 0, queued: 0, retrying: 0, deadLettered: 1 },
        slack: { delivered: 1, queued: 0, retrying: 0, deadLettered: 0 },
        hubspot: { delivered: 1, queued: 0, retrying: 0, deadLettered: 0 },
      });
    }, 90_000);
    expect(tools.webhook.requests).toBe(RETRY_LIMIT + 1);
    expect(tools.webhook.accepted.size).toBe(0);

    const notice = await eventually(async () => {
      const mail = (await readOutbox<CapturedEmail>(server.dataDir, 'mail')).get(`${reference}.dead-letter-notice.webhook`);
      expect(mail).toBeDefined();
      return mail!;
    }, 30_000);
    expect(notice.to).toEqual([SITE.publicEmail]);
    expect(notice.subject).toContain(reference);
    expect(notice.subject).toContain('signed webhook (WEBHOOK_URL)');
  }, 180_000);
});
