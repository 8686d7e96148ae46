/**
 * The team's tools (docs/webhooks.md) inside a running production build, on each store: the real
 * standardwebhooks, @slack/webhook and @hubspot/api-client clients against local fakes whose first
 * attempts answer 500, 429 with Retry-After, hang past the client's limit, or cut the connection
 * before (and, where a tool can tell, after) taking the event. Every event reaches each tool exactly
 * once, the webhook's attempts of one event share one id and every signature verifies, lead text
 * reaches Slack inert, HubSpot holds one note per lead, the status counts per tool, the export
 * names the tools and the erasure tells them (HubSpot's GDPR delete only with HUBSPOT_ERASE=on).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOperation, operations } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { startFakeDestinations, type FakeDestinations } from '../helpers/fake-destinations';
import { exampleBody } from '../helpers/operation-fixtures';
import { eventually } from '../helpers/outbox';
import { runPrivacyCommandAt } from '../helpers/privacy-command';
import { requestDemo, startsOnOneDay } from '../helpers/scheduling';
import { startServer, type TestServer } from '../helpers/server';
import { statusDetails } from '../helpers/status';
import { STORES } from '../helpers/stores';
import { closeAll } from '../helpers/close-all';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOSTILE_NAME = 'Mallory <!channel> <!here> \u202Efdp.exe <@U024BE7LH> <#C024BE7LH> <https://evil.example|click me>';
const contact = getOperation('submitContact');
const quote = getOperation('submitQuoteRequest');
const brochure = getOperation('submitBrochureRequest');

describe.each(STORES)("the team's tools through faults on %s", (store) => {
  let tools: FakeDestinations;
  let server: TestServer;
  const leads: { reference: string; email: string; name: string; estimate?: unknown }[] = [];
  let booking: { reference: string; id?: string } | undefined;
  const repeatEmail = `returning.${store}@example.com`;

  beforeAll(async () => {
    tools = await startFakeDestinations({
      webhook: { faults: { 1: 'error-500', 2: 'rate-limited-429', 3: 'timeout', 4: 'reset-before-accept', 5: 'reset-after-accept' } },
      slack: { faults: { 1: 'error-500', 2: 'rate-limited-429', 3: 'timeout', 4: 'reset-before-accept' } },
      hubspot: {
        faults: { 1: 'error-500', 2: 'rate-limited-429', 3: 'timeout', 4: 'reset-before-accept', 5: 'reset-after-accept' },
        lookupFaults: { 7: 'error-500' },
      },
    });
    server = await startServer(store, {
      ...tools.env,
      DELIVERY_RETRY_DELAY_SECONDS: '1',
      EMAILS_PER_RECIPIENT_PER_DAY: '1000',
      BROCHURES_PER_RECIPIENT_PER_DAY: '1000',
    });
  }, 180_000);
  afterAll(() => closeAll(server, tools));

  it('delivers each lead and booking change to each tool exactly once', async () => {
    const submit = async (operation: (typeof operations)[number], email: string, name: string) => {
      const answer = await callApi(server.url, operation.path, { body: exampleBody(operation, { name, email }) });
      expect(answer.status, answer.text).toBe(200);
      leads.push({ reference: answer.body.reference, email, name, estimate: answer.body.estimate });
    };
    for (const operation of operations) await submit(operation, `tools.${operation.slug}.${store}@example.com`, `Tools ${operation.slug}`);
    await submit(contact, `mallory.${store}@example.com`, HOSTILE_NAME);
    // One person, two leads: the second one's messages name the first.
    await submit(brochure, repeatEmail, 'Rita Returning');
    await submit(quote, `Returning.${store}+quote@example.com`, 'Rita Returning');
    const [start] = startsOnOneDay(1, 3);
    const demo = await requestDemo(server.url, { email: `tools.booker.${store}@example.com`, preferredStart: start! });
    expect(demo.status, demo.text).toBe(200);
    booking = { reference: demo.body.reference };
    leads.push({ reference: demo.body.reference, email: `tools.booker.${store}@example.com`, name: 'Booker' });

    const references = leads.map((lead) => lead.reference);
    const webhookEvents = [...references.map((reference) => `lead.accepted ${reference}`), `booking.created ${booking.reference}`];
    await eventually(async () => {
      const taken = new Set([...tools.webhook.accepted.values()].map((event) => `${event.type} ${event.data.reference}`));
      expect([...taken].sort()).toEqual([...webhookEvents].sort());
      expect([...tools.slack.accepted.keys()].map((text) => text.split(' ').at(-1)).sort()).toEqual([...references].sort());
      expect([...tools.hubspot.acceptedCount.keys()].sort()).toEqual([...references].sort());
      // Every planned fault happened, and was retried past.
      expect(tools.webhook.injected).toHaveLength(5);
      expect(tools.slack.injected).toHaveLength(4);
      expect(tools.hubspot.injected).toHaveLength(6);
      // Recorded as done: no retry is still to come.
      const rows = await server.inspect((query) => query(`SELECT 1 FROM deliveries WHERE kind LIKE 'destination.%' AND status = 'sent'`));
      expect(rows).toHaveLength(webhookEvents.length + 2 * references.length);
    }, 240_000);

    // The webhook: each event under one id on every attempt, each id taken once, or again only
    // where its answer was cut after the receiver took it; every signature verified.
    expect(tools.webhook.refused).toBe(0);
    const idsByEvent = new Map<string, Set<string>>();
    for (const attempt of tools.webhook.attempts) {
      const key = `${attempt.type} ${attempt.reference}`;
      idsByEvent.set(key, (idsByEvent.get(key) ?? new Set()).add(attempt.id));
    }
    expect(idsByEvent.size).toBe(webhookEvents.length);
    for (const [event, ids] of idsByEvent) expect(ids.size, event).toBe(1);
    expect(new Set([...idsByEvent.values()].map((ids) => [...ids][0])).size).toBe(webhookEvents.length);
    expect(tools.webhook.attempts.length).toBeGreaterThan(webhookEvents.length);
    for (const [id, count] of tools.webhook.acceptedCount) expect(count, id).toBe(1 + (tools.webhook.resets.get(id) ?? 0));
    expect([...tools.webhook.resets.values()]).toEqual([1]);

    // Slack: one message per lead (its faults all came before it took anything).
    for (const [text, count] of tools.slack.acceptedCount) expect(count, text).toBe(1);
    // HubSpot: one note per lead, the one whose creation was cut after it was taken included.
    for (const [reference, count] of tools.hubspot.acceptedCount) expect(count, reference).toBe(1);
    expect([...tools.hubspot.resets.values()]).toEqual([1]);
    expect(tools.hubspot.notes.size).toBe(references.length);
    const returning = [...tools.hubspot.contacts.values()].filter((candidate) => candidate.properties.email?.startsWith('returning.'));
    // The two spellings of one mailbox are two addresses, and HubSpot keys contacts by address.
    expect(returning.map((candidate) => candidate.properties.email).sort()).toEqual(
      [repeatEmail, `returning.${store}+quote@example.com`].sort(),
    );

    // Mallory's name reaches Slack as text: no mention, no link, no reordering.
    const hostile = leads.find((lead) => lead.name === HOSTILE_NAME)!;
    const message = [...tools.slack.accepted.values()].find((candidate) => candidate.text.endsWith(hostile.reference));
    const texts: { type: string; text: string }[] = message.blocks.flatMap((block: any) =>
      block.text ? [block.text] : (block.elements ?? []),
    );
    for (const text of texts) {
      expect(text.type).toBe('plain_text');
      expect(text.text).not.toMatch(/[<>\u202E]/);
    }
    expect(JSON.stringify(message)).toContain(
      'Mallory &lt;!channel&gt; &lt;!here&gt; fdp.exe &lt;@U024BE7LH&gt; &lt;#C024BE7LH&gt; &lt;https://evil.example|click me&gt;',
    );
    expect(message.text).not.toContain('Mallory');
    expect(message.unfurl_links).toBe(false);

    // The second lead of the returning person names the first, in every tool.
    const [first, second] = leads.filter((lead) => lead.name === 'Rita Returning');
    const event = [...tools.webhook.accepted.values()].find(
      (candidate) => candidate.type === 'lead.accepted' && candidate.data.reference === second!.reference,
    );
    expect(event.data.otherLeads).toEqual([{ reference: first!.reference, operation: brochure.id, createdAt: expect.any(String) }]);
    expect(event.data.payload).toMatchObject({ name: 'Rita Returning', email: `Returning.${store}+quote@example.com` });
    expect(JSON.stringify([...tools.slack.accepted.values()].find((candidate) => candidate.text.endsWith(second!.reference)))).toContain(
      `${first!.reference}: brochure request, received`,
    );
    const secondNote = [...tools.hubspot.notes.values()].find((note) => note.properties.hs_note_body!.includes(`[${second!.reference}]`));
    expect(secondNote!.properties.hs_note_body).toContain(`${first!.reference}: brochure request, received`);

    // A quote's quotation reaches every tool: the webhook the estimate its answer gave (an English
    // answer: the same words), Slack and HubSpot its figures; the brochure request's, none.
    expect(second!.estimate).toMatchObject({ currency: 'EUR' });
    expect(event.data.estimate).toEqual(second!.estimate);
    const firstEvent = [...tools.webhook.accepted.values()].find((candidate) => candidate.data.reference === first!.reference);
    expect(firstEvent.data).not.toHaveProperty('estimate');
    const slackOf = (reference: string) =>
      JSON.stringify([...tools.slack.accepted.values()].find((candidate) => candidate.text.endsWith(reference)));
    const noteOf = (reference: string) =>
      [...tools.hubspot.notes.values()].find((note) => note.properties.hs_note_body!.includes(`[${reference}]`))!.properties.hs_note_body!;
    const figures = /Monthly: from €[\d,.]+ · Set-up: €[\d,.]+ · First year \(yearly term\): from €[\d,.]+/;
    expect(slackOf(second!.reference)).toMatch(figures);
    expect(noteOf(second!.reference)).toMatch(figures);
    expect(slackOf(first!.reference)).not.toContain('Indicative quotation');
    expect(noteOf(first!.reference)).not.toContain('Indicative quotation');

    // The booking's event carries the booking.
    const [row] = await server.inspect((query) =>
      query<{ id: string }>(`SELECT b.id FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.reference = $1`, [booking!.reference]),
    );
    booking.id = row!.id;
    const created = [...tools.webhook.accepted.values()].find((candidate) => candidate.type === 'booking.created');
    expect(created.data).toEqual({
      reference: booking.reference,
      operation: 'requestDemo',
      booking: {
        id: booking.id,
        status: 'booked',
        sequence: 0,
        start: start!.toISOString(),
        end: expect.any(String),
        timeZone: expect.any(String),
      },
    });

    // The start-up line names the tools that are on (never their addresses).
    const started = server.logLines().filter((line) => line.component === 'start' && line.level === 'info');
    // One line per start: on the embedded store, reading it restarts the server.
    expect(started.length).toBeGreaterThan(0);
    for (const line of started) expect(line.message).toMatch(/; delivery worker: on; team's tools: webhook, slack, hubspot$/);
    expect(server.output()).not.toContain(tools.webhook.url);

    // Counted per tool in the status, nothing left waiting.
    const status = await statusDetails(server.url);
    expect(status.body.destinations).toEqual({
      webhook: { delivered: webhookEvents.length, queued: 0, retrying: 0, deadLettered: 0 },
      slack: { delivered: references.length, queued: 0, retrying: 0, deadLettered: 0 },
      hubspot: { delivered: references.length, queued: 0, retrying: 0, deadLettered: 0 },
    });
  }, 300_000);

  it("names the tools in the export, sends the booking's cancellation, and erases at HubSpot only when told to", async () => {
    expect(booking?.id, 'the first test booked a meeting').toBeDefined();
    // The commands open the store: the embedded one has one opener.
    await server.kill();
    const location = { dataDir: server.dataDir, databaseUrl: server.env.DATABASE_URL };

    const exported = await runPrivacyCommandAt(location, 'export', repeatEmail, tools.env);
    expect(exported.leads).toHaveLength(2);
    for (const lead of exported.leads) {
      expect(
        lead.destinations
          .map((record: { destination: string; event: string; status: string }) => `${record.destination} ${record.event} ${record.status}`)
          .sort(),
      ).toEqual(['hubspot lead.accepted sent', 'slack lead.accepted sent', 'webhook lead.accepted sent']);
      expect(lead.destinations.find((record: { destination: string }) => record.destination === 'hubspot').providerId).toMatch(
        /^contact \d+, note \d+$/,
      );
    }

    // The operator cancels the meeting: the webhook hears of it, with the next sequence.
    const cancel = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/bookings.ts', 'cancel', booking!.reference],
      {
        cwd: ROOT,
        env: { ...process.env, ...server.env, ...tools.env },
        encoding: 'utf8',
        timeout: 90_000,
      },
    );
    expect(cancel.status, cancel.stdout + cancel.stderr).toBe(0);
    const cancelled = await eventually(async () => {
      const found = [...tools.webhook.accepted.values()].find((candidate) => candidate.type === 'booking.cancelled');
      expect(found).toBeDefined();
      return found;
    }, 60_000);
    expect(cancelled.data.booking).toMatchObject({ id: booking!.id, status: 'cancelled', sequence: 1 });
    expect(tools.slack.accepted.size).toBe(leads.length);

    // HUBSPOT_ERASE off (the default): the contact stays, and the output says so.
    const hostile = leads.find((lead) => lead.name === HOSTILE_NAME)!;
    const kept = await runPrivacyCommandAt(location, 'erase', hostile.email, tools.env);
    expect(kept.rows.leads).toBe(1);
    const said = Object.fromEntries(
      kept.destinations.map((outcome: { destination: string; outcome: string }) => [outcome.destination, outcome.outcome]),
    );
    expect(said.hubspot).toMatch(/^not asked: HUBSPOT_ERASE is off/);
    expect(said.webhook).toMatch(/^not erased there: the receiver of WEBHOOK_URL keeps its own copy/);
    expect(said.slack).toMatch(/^not erased there: the lead's Slack messages stay in the channel/);
    expect(tools.hubspot.purged).toEqual([]);
    expect([...tools.hubspot.contacts.values()].some((candidate) => candidate.properties.email === hostile.email)).toBe(true);

    // HUBSPOT_ERASE on: every address the person's leads gave is purged there.
    const erased = await runPrivacyCommandAt(location, 'erase', repeatEmail, { ...tools.env, HUBSPOT_ERASE: 'on' });
    expect(erased.rows.leads).toBe(2);
    expect(erased.destinations.find((outcome: { destination: string }) => outcome.destination === 'hubspot').outcome).toBe(
      `${repeatEmail}: deleted (GDPR delete); Returning.${store}+quote@example.com: deleted (GDPR delete)`,
    );
    expect(tools.hubspot.purged.sort()).toEqual([repeatEmail, `Returning.${store}+quote@example.com`].sort());
    expect([...tools.hubspot.contacts.values()].filter((candidate) => candidate.properties.email?.startsWith('returning.'))).toEqual([]);
  }, 240_000);
});
