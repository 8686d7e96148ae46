/**
 * The remote MCP endpoint (/mcp) against a running production build, on each store, with the
 * official TypeScript SDK clients: v2 on the 2026-07-28 protocol, v2 on the 2025 handshake, and v1
 * (`@modelcontextprotocol/sdk`, what most deployed agents run). Each lists a tool per operation and calls
 * each one, successfully and with invalid input; the calls share the API's acceptance path: its
 * error messages, rate limits, idempotency and deliveries, and the leads land in the store.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { successResponseSchema } from '@/lib/api/response-schemas';
import { operationInputSchema, standaloneJsonSchema } from '@/lib/agents/descriptions/json-schemas';
import { slotsInputSchema } from '@/lib/agents/descriptions/slots-input-schema';
import { fieldDescription } from '@/lib/i18n/field-copy';
import { operationDescription } from '@/lib/i18n/operation-copy';
import { operations } from '@/lib/operations/registry';
import { estimateSentences } from '@/lib/agents/descriptions/estimate-text';
import { estimateSchema } from '@/lib/quotation/estimate';
import { pricedOperation } from '../helpers/expected-estimate';
import { callApi, newClientAddress } from '../helpers/client';
import { exampleBody, plainOperation } from '../helpers/operation-fixtures';
import { SITE_URL } from '../helpers/documents';
import { eventually, readOutbox } from '../helpers/outbox';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const CLIENTS = ['v2 on 2026-07-28', 'v2 on the 2025 handshake', 'v1 (@modelcontextprotocol/sdk)'] as const;
type ClientKind = (typeof CLIENTS)[number];

/** The common surface of both SDK generations' clients that these tests use. */
interface McpClient {
  listTools(): Promise<{ tools: any[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<any>;
  close(): Promise<void>;
}

let uniqueCounter = 0;
const unique = (label: string) => `${label} ${process.pid}-${++uniqueCounter}`;

async function connect(baseUrl: string, kind: ClientKind, headers: Record<string, string> = {}): Promise<McpClient> {
  const url = new URL(`${baseUrl}/mcp`);
  const requestInit = { headers: { 'X-Forwarded-For': newClientAddress(), ...headers } };
  const info = { name: 'mcp-endpoint-test', version: '1.0.0' };
  if (kind === 'v1 (@modelcontextprotocol/sdk)') {
    const client = new V1Client(info);
    await client.connect(new V1Transport(url, { requestInit }));
    return client as unknown as McpClient;
  }
  const client = new Client(info, kind === 'v2 on 2026-07-28' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  await client.connect(new StreamableHTTPClientTransport(url, { requestInit }));
  return client as unknown as McpClient;
}

const textOf = (result: { content: { type: string; text: string }[] }) => result.content.map((block) => block.text).join('\n');

describe.each(STORES)('/mcp on %s', (store) => {
  let server: TestServer;
  /** Every reference a tool call handed out, checked against the store at the end. */
  const accepted: { reference: string; operation: string }[] = [];

  beforeAll(async () => {
    // DELIVERY_WORKER=off: only the after() kick of a call can deliver, so the test sees it.
    server = await startServer(store, {
      SITE_URL,
      DELIVERY_WORKER: 'off',
      RATE_LIMIT: '3/60',
      EMAILS_PER_RECIPIENT_PER_DAY: '1000',
      BROCHURES_PER_RECIPIENT_PER_DAY: '1000',
    });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  describe.each(CLIENTS)('with the %s client', (kind) => {
    let client: McpClient;
    beforeAll(async () => {
      client = await connect(server.url, kind);
    });
    afterAll(async () => {
      await client?.close();
    });

    it('lists a tool for each operation, named by operationId, with the registry input schemas, and the demo slots', async () => {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual([...operations.map((operation) => operation.id), 'listDemoSlots']);
      const slots = tools.at(-1);
      expect(slots.inputSchema).toEqual(slotsInputSchema());
      expect(slots.annotations).toMatchObject({ readOnlyHint: true });
      for (const [index, operation] of operations.entries()) {
        expect(tools[index].inputSchema).toEqual(operationInputSchema(operation));
        // The endpoint's schema, every field described for the agent by the form's copy.
        const properties = tools[index].inputSchema.properties as Record<string, { description?: string }>;
        expect(Object.keys(properties)).toEqual(Object.keys((standaloneJsonSchema(operation.schema) as { properties: object }).properties));
        for (const [name, property] of Object.entries(properties)) expect(property.description).toBe(fieldDescription(operation, name));
        expect(tools[index].description).toContain(operationDescription(operation));
        expect(tools[index].annotations).toMatchObject({ readOnlyHint: false, openWorldHint: true });
      }
    });

    it("describes the priced tool's estimate: in its description and its outputSchema, member by member", async () => {
      const { tools } = await client.listTools();
      const priced = pricedOperation(operations);
      for (const tool of tools.filter((candidate) => candidate.name !== 'listDemoSlots')) {
        // One answer schema for every operation, its estimate saying which one carries it.
        const estimate = tool.outputSchema.properties.estimate;
        expect(estimate.description).toContain(`only the answer of \`${priced.id}\` carries it`);
        expect(estimate.required).toEqual(Object.keys(estimateSchema.shape));
        for (const [name, member] of Object.entries<any>(estimate.properties)) expect(member.description, name).toBeTruthy();
        if (tool.name === priced.id) expect(tool.description).toContain(estimateSentences(priced).join(' '));
        else expect(tool.description).not.toContain('estimate');
      }
    });

    it.each(operations)('calls $id successfully', async (operation) => {
      const result = await client.callTool({ name: operation.id, arguments: { ...operation.example, name: unique('MCP') } });
      expect(result.isError ?? false, textOf(result)).toBe(false);
      const answer = successResponseSchema.parse(result.structuredContent);
      expect(answer.reference.startsWith(`${operation.referencePrefix}-`)).toBe(true);
      accepted.push({ reference: answer.reference, operation: operation.id });
      // The sentence for the person, then the structured content serialized (2026-07-28 tools page).
      expect(result.content).toHaveLength(2);
      expect(result.content[0]).toEqual({ type: 'text', text: `${answer.message} Reference: ${answer.reference}.` });
      expect(result.content[1].type).toBe('text');
      expect(JSON.parse(result.content[1].text)).toEqual(result.structuredContent);
    });

    it.each(operations)('answers invalid input to $id with a tool error saying what to fix, as the API does', async (operation) => {
      const invalid = { name: 'Ana', email: 'ana@example', nickname: 'Ana' };
      const result = await client.callTool({ name: operation.id, arguments: invalid });
      expect(result.isError).toBe(true);
      const api = await callApi(server.url, operation.path, { body: invalid });
      expect(api.status).toBe(400);
      expect(textOf(result)).toContain(api.body.error.message);
      expect(textOf(result)).toContain(api.body.error.hint);
      expect(textOf(result)).toMatch(/email.*nickname/);
    });

    it.skipIf(kind === 'v1 (@modelcontextprotocol/sdk)')('speaks a protocol version the server card lists', async () => {
      const card = await (await fetch(`${server.url}/.well-known/mcp/server-card.json`)).json();
      const listed: string[] = card.remotes[0].supportedProtocolVersions;
      const v2 = client as unknown as Client;
      expect(listed).toContain(v2.getNegotiatedProtocolVersion());
      // What server/discover names (2026-07-28 only) is all in the card.
      for (const version of v2.getDiscoverResult()?.supportedVersions ?? []) expect(listed).toContain(version);
    });

    it('refuses a tool that does not exist with a protocol error naming the tools', async () => {
      await expect(client.callTool({ name: 'bookCourt', arguments: {} })).rejects.toThrow(
        new RegExp(`Unknown tool bookCourt.*${operations.map((operation) => operation.id).join('.*')}`),
      );
    });
  });

  it('applies the Idempotency-Key header of the HTTP request, as the API does', async () => {
    const contact = plainOperation;
    const client = await connect(server.url, 'v2 on 2026-07-28', { 'Idempotency-Key': `mcp-${unique('key').replaceAll(' ', '-')}` });
    const args = exampleBody(contact, { name: unique('Keyed') });
    const first = await client.callTool({ name: contact.id, arguments: args });
    const retry = await client.callTool({ name: contact.id, arguments: args });
    expect(retry.structuredContent).toEqual(first.structuredContent);
    const other = await client.callTool({ name: contact.id, arguments: { ...args, name: unique('Another') } });
    expect(other.isError).toBe(true);
    expect(textOf(other)).toMatch(/^IDEMPOTENCY_KEY_REUSED: /);
    await client.close();
    accepted.push({ reference: first.structuredContent.reference, operation: contact.id });
  });

  it("lists the demo times from a day in the person's zone (listDemoSlots' `from`), as the endpoint does; a day past the horizon is a tool error naming it", async () => {
    const client = await connect(server.url, 'v2 on 2026-07-28');
    try {
      const { tools } = await client.listTools();
      const from = tools.find((tool) => tool.name === 'listDemoSlots').inputSchema.properties.from;
      expect(from).toMatchObject({ type: 'string', format: 'date', pattern: expect.any(String) });
      expect(from.description).toMatch(/^The first day to list, as YYYY-MM-DD in the person's zone/);
      const zone = 'Asia/Tokyo';
      const all = await client.callTool({ name: 'listDemoSlots', arguments: { timeZone: zone, limit: 40 } });
      const listed = all.structuredContent.slots as { start: string; local: string }[];
      const day = listed[20]!.local.slice(0, 10);
      const fromDay = await client.callTool({ name: 'listDemoSlots', arguments: { timeZone: zone, from: day, limit: 3 } });
      expect(fromDay.isError ?? false, textOf(fromDay)).toBe(false);
      expect(fromDay.structuredContent.slots).toEqual(listed.filter((slot) => slot.local.slice(0, 10) >= day).slice(0, 3));
      expect(fromDay.structuredContent.slots[0].start).not.toBe(listed[0]!.start);
      const far = await client.callTool({ name: 'listDemoSlots', arguments: { timeZone: zone, from: '2099-01-01' } });
      expect(far.isError).toBe(true);
      expect(textOf(far)).toMatch(/^VALIDATION_ERROR: Invalid or missing fields: from\. It must be a day from \d{4}-\d\d-\d\d to /);
    } finally {
      await client.close();
    }
  });

  it('shares the rate limit of the JSON endpoint for one client address', async () => {
    const contact = plainOperation;
    const address = newClientAddress();
    const client = await connect(server.url, 'v1 (@modelcontextprotocol/sdk)', { 'X-Forwarded-For': address });
    const body = () => exampleBody(contact, { name: unique('Limited') });
    await awaitFreshRateLimitWindow(60);
    const api = await callApi(server.url, contact.path, { body: body(), headers: { 'X-Forwarded-For': address } });
    expect(api.status).toBe(200);
    for (let call = 0; call < 2; call += 1) {
      const result = await client.callTool({ name: contact.id, arguments: body() });
      expect(result.isError ?? false, textOf(result)).toBe(false);
      accepted.push({ reference: result.structuredContent.reference, operation: contact.id });
    }
    const limited = await client.callTool({ name: contact.id, arguments: body() });
    expect(limited.isError).toBe(true);
    expect(textOf(limited)).toMatch(/^RATE_LIMITED: Rate limit exceeded: at most 3 requests per 60 seconds/);
    // What the JSON endpoint says in its Retry-After header, the tool says in words and in its JSON.
    expect(textOf(limited)).toMatch(/ Retry after ([1-9]|[1-5]\d|60) seconds\.$/m);
    const details = JSON.parse((limited.content as { text: string }[])[1]!.text);
    expect(details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(details.retryAfterSeconds).toBeLessThanOrEqual(60);
    await client.close();
  });

  it('starts the deliveries of an accepted call (after() alone delivers here)', async () => {
    const { reference } = accepted[0]!;
    await eventually(async () => {
      const mail = await readOutbox(server.dataDir, 'mail');
      expect(mail.has(`${reference}.confirmation-email`)).toBe(true);
    });
  });

  it('answers preflights from its own origin (others get 403: tests/abuse), and every answer carries CORS', async () => {
    const preflight = await fetch(`${server.url}/mcp`, {
      method: 'OPTIONS',
      headers: { Origin: SITE_URL, 'Access-Control-Request-Headers': 'content-type,mcp-protocol-version' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const post = await fetch(`${server.url}/mcp`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
  });

  // Last: on PGlite, reading the store stops the server.
  it('stored a lead for every reference a tool call handed out', async () => {
    expect(accepted.length).toBe(CLIENTS.length * operations.length + 3);
    const rows = await server.inspect((query) =>
      query<{ reference: string; operation: string }>('SELECT reference, operation FROM leads WHERE reference = ANY($1)', [
        accepted.map((lead) => lead.reference),
      ]),
    );
    expect(rows.map((row) => `${row.reference} ${row.operation}`).sort()).toEqual(
      accepted.map((lead) => `${lead.reference} ${lead.operation}`).sort(),
    );
  });
});
