/**
 * What agents read about the abuse rules is what the server enforces: the usage notes in
 * /openapi.json, /llms.txt and /llms-full.txt and the MCP tools' descriptions carry the figures of the server's
 * own settings (here not the defaults), OpenAPI gives the list sizes and the error answer's shape,
 * and the prerendered developers page states the limits it was built with. The documents touch no
 * store, so one store suffices.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usageNotes } from '@/lib/agents/descriptions/usage-notes';
import { loadEnv } from '@/lib/settings/env';
import { translatorFor } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '@/lib/store/leads';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import type { ApiUsageNote } from '@/lib/site/site-content';
import { SITE_URL, fetchDocument } from '../helpers/documents';
import { operationWithFields } from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';

const SETTINGS = {
  EMAILS_PER_RECIPIENT_PER_DAY: '7',
  BROCHURES_PER_RECIPIENT_PER_DAY: '2',
  OUTBOUND_MAIL_LIMIT: '50/600',
  OUTBOUND_MAIL_PER_CLIENT: '3/900',
};
const english = translatorFor('en');
const notesFor = (settings: Record<string, string>) =>
  usageNotes(loadEnv(settings))
    .filter((note) => ['mailboxCaps', 'outboundCeiling', 'clientShare', 'inputLimits'].includes(note.key))
    .map((note) => english(`developers.retries.${note.key}`, note.values));

describe('the abuse limits in the documents', () => {
  let server: TestServer;
  const expected = notesFor(SETTINGS);
  beforeAll(async () => {
    server = await startServer('pglite', { SITE_URL, ...SETTINGS });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('the notes carry this server’s figures', () => {
    expect(expected.join(' ')).toContain('at most 2 brochures and 7 emails');
    expect(expected.join(' ')).toContain('at most 50 emails');
    expect(expected.join(' ')).toContain('at most 3 addresses in requests per 900 seconds, and its network (an IPv4 /24 or IPv6 /48) 12');
    expect(expected.join(' ')).toContain('invalid_characters');
  });

  it('/openapi.json states the notes, the list sizes, the problems and moreIssues', async () => {
    const document = JSON.parse((await fetchDocument(server.url, '/openapi.json')).text);
    for (const note of expected) expect(document.info.description).toContain(note);
    const schemas = document.components.schemas;
    expect(schemas.QuoteRequest.properties.features.maxItems).toBe(10);
    expect(schemas.QuoteRequest.properties.sports.maxItems).toBe(6);
    expect(schemas.BrochureRequest.properties.interests.maxItems).toBe(6);
    expect(schemas.QuoteRequest.properties.numberOfLocations).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000 });
    const errorBody = schemas.ErrorResponse.properties.error.properties;
    expect(errorBody.issues.maxItems).toBe(20);
    expect(errorBody.moreIssues).toBeDefined();
    expect(JSON.stringify(schemas)).toContain('invalid_characters');
  });

  it("/llms.txt states the limits a person's requests meet, /llms-full.txt the others and the list sizes, each once", async () => {
    const llms = (await fetchDocument(server.url, '/llms.txt')).text;
    const full = (await fetchDocument(server.url, '/llms-full.txt')).text;
    const note = (key: ApiUsageNote) =>
      english(`developers.retries.${key}`, usageNotes(loadEnv(SETTINGS)).find((each) => each.key === key)!.values);
    for (const key of ['mailboxCaps', 'clientShare'] as const) {
      expect(llms).toContain(note(key));
      expect(full).not.toContain(note(key));
    }
    for (const key of ['outboundCeiling', 'inputLimits'] as const) expect(full).toContain(note(key));
    expect(full).toMatch(/`features`: .*at most 10 different items/);
    expect(full).toMatch(/`numberOfLocations`: .*at least 1; at most 10000\)/);
  });

  it("every MCP tool that sends a request describes the limits (the demo times' list only reads)", async () => {
    const client = new Client({ name: 'limits-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).toSorted()).toEqual([...operations.map((operation) => operation.id), DEMO_SLOTS.id].toSorted());
      const sending = tools.filter((tool) => tool.name !== DEMO_SLOTS.id);
      for (const tool of sending) for (const note of expected) expect(tool.description).toContain(note);
      const withLocations = tools.find((tool) => tool.name === operationWithFields('numberOfLocations').id)!;
      expect(withLocations.inputSchema.properties!.numberOfLocations).toMatchObject({ minimum: 1, maximum: 10_000 });
    } finally {
      await client.close();
    }
  });

  it('the developers page states the limits of its build (the defaults)', async () => {
    const page = (await fetchDocument(server.url, '/en/developers')).text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
    for (const note of notesFor({})) expect(page).toContain(note);
    // And how long an Idempotency-Key keeps its answer: the store's lifetime, in the page's copy.
    expect(page).toContain(`keeps its first answer for ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours`);
  });
});
