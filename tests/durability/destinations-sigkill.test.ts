/**
 * The team's tools survive a SIGKILL mid-delivery: for each tool in turn, the fake holds its
 * requests, a lead arrives, the server is killed while the tool's request waits, and the restarted
 * server on the same store delivers. The killed process's request was never taken (the fakes take
 * nothing from a client that went away), and in the end each tool holds each lead once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperation } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { startFakeDestinations, type FakeDestinations } from '../helpers/fake-destinations';
import { exampleBody } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { closeAll } from '../helpers/close-all';

const contact = getOperation('submitContact');

describe.each(STORES)("the team's tools after a SIGKILL mid-delivery on %s", (store) => {
  let tools: FakeDestinations;
  let server: TestServer;

  beforeAll(async () => {
    tools = await startFakeDestinations();
    server = await startServer(store, { ...tools.env, DELIVERY_RETRY_DELAY_SECONDS: '1' });
  }, 180_000);
  afterAll(() => closeAll(server, tools));

  it('delivers each lead to each tool once after the restart, whichever tool the kill caught', async () => {
    const references: string[] = [];
    for (const [name, fake] of [
      ['webhook', tools.webhook],
      ['slack', tools.slack],
      ['hubspot', tools.hubspot],
    ] as const) {
      // Every request to this tool waits until released: one is in flight at the kill.
      const release = fake.hold();
      const answer = await callApi(server.url, contact.path, {
        body: exampleBody(contact, { name: `Killed during ${name}`, email: `killed.${name}.${store}@example.com` }),
      });
      expect(answer.status, answer.text).toBe(200);
      references.push(answer.body.reference);
      await eventually(async () => expect(fake.waiting, name).toBeGreaterThanOrEqual(1), 60_000);
      await server.kill('SIGKILL');
      // The fake sees the dead connection close before it lets the request go (it then takes nothing).
      await new Promise((resolve) => setTimeout(resolve, 500));
      release();
      await server.restart();
    }
    // Nothing the killed processes sent was taken: what arrives was sent by a living one.
    // The killed workers' jobs expire (30 s) and pg-boss's supervisor (every 15 s) gives them back.
    await eventually(async () => {
      for (const reference of references) {
        const events = [...tools.webhook.accepted.entries()].filter(([, event]) => event.data.reference === reference);
        expect(events, `webhook ${reference}`).toHaveLength(1);
        expect(tools.webhook.acceptedCount.get(events[0]![0])).toBe(1);
        const messages = [...tools.slack.acceptedCount.entries()].filter(([text]) => text.endsWith(reference));
        expect(messages, `slack ${reference}`).toEqual([[expect.any(String), 1]]);
        expect(tools.hubspot.acceptedCount.get(reference), `hubspot ${reference}`).toBe(1);
      }
    }, 240_000);
    expect(tools.webhook.refused).toBe(0);
    expect(tools.hubspot.notes.size).toBe(references.length);
    const rows = await server.inspect((query) =>
      query<{ kind: string }>(`SELECT kind FROM deliveries WHERE kind LIKE 'destination.%' AND status = 'sent'`),
    );
    expect(rows).toHaveLength(3 * references.length);
  }, 420_000);
});
