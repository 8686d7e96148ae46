/**
 * The JSON discovery documents against a running production build, on each store: the API catalog
 * (RFC 9727), the MCP server card (both locations) and the agent-skills index validate against the
 * schemas in tests/schemas/; GET, HEAD, conditional GET, the preflight and the other methods answer
 * as they should; every link answers 200 and every digest matches the bytes served.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationInputSchema } from '@/lib/agents/descriptions/json-schemas';
import { slotsInputSchema } from '@/lib/agents/descriptions/slots-input-schema';
import { english } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { expectDocumentHeaders, failingLinks, fetchDocument, schemaValidator, SITE_URL, valuesUnderKeys } from '../helpers/documents';
import { startServer, TEST_STATUS_TOKEN, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const LINKSET = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Every document an agent may fetch, with the media type it must have. */
const DOCUMENTS = [
  { path: '/openapi.json', type: JSON_TYPE },
  { path: '/llms.txt', type: 'text/plain; charset=utf-8' },
  { path: '/llms-full.txt', type: 'text/plain; charset=utf-8' },
  { path: '/.well-known/api-catalog', type: LINKSET },
  { path: '/.well-known/mcp/server-card.json', type: JSON_TYPE },
  { path: '/mcp/server-card', type: JSON_TYPE },
  { path: '/.well-known/agent-skills/index.json', type: JSON_TYPE },
  { path: '/sitemap.xml', type: 'application/xml; charset=utf-8' },
  { path: '/sitemap/en.xml', type: 'application/xml; charset=utf-8' },
  { path: '/robots.txt', type: 'text/plain; charset=utf-8' },
];

const validate = schemaValidator();

describe.each(STORES)('discovery documents on %s', (store) => {
  let server: TestServer;
  const getJson = async (path: string) => JSON.parse((await fetchDocument(server.url, path)).text);

  beforeAll(async () => {
    server = await startServer(store, { SITE_URL });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  describe.each(DOCUMENTS)('$path', ({ path, type }) => {
    it('answers GET with its media type, CORS, Cache-Control and an ETag', async () => {
      expectDocumentHeaders(await fetchDocument(server.url, path), type);
    });

    it('answers HEAD with the same headers and no body', async () => {
      const get = await fetchDocument(server.url, path);
      const head = await fetchDocument(server.url, path, { method: 'HEAD' });
      expectDocumentHeaders(head, type);
      expect(head.text).toBe('');
      expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    });

    it('answers a conditional GET with 304 when the ETag matches', async () => {
      const { headers } = await fetchDocument(server.url, path);
      const again = await fetchDocument(server.url, path, { headers: { 'If-None-Match': headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    });

    it('answers the CORS preflight, and other methods with 405 and Allow', async () => {
      const preflight = await fetchDocument(server.url, path, { method: 'OPTIONS' });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      const post = await fetchDocument(server.url, path, { method: 'POST', body: '{}' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    });

    it(`carries ${SITE_URL} (read at request time), never the address the build ran on`, async () => {
      const { text } = await fetchDocument(server.url, path);
      expect(text).toContain(SITE_URL);
      expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
    });
  });

  describe('/.well-known/api-catalog', () => {
    it('is an RFC 9727 linkset valid against the schema', async () => {
      expect(validate('api-catalog.schema.json', await getJson('/.well-known/api-catalog'))).toEqual([]);
    });

    it('names itself in a Link header on HEAD, so that HEAD alone discovers it', async () => {
      const head = await fetchDocument(server.url, '/.well-known/api-catalog', { method: 'HEAD' });
      expect(head.headers.get('link')).toBe(`<${SITE_URL}/.well-known/api-catalog>; rel="api-catalog"`);
    });

    it('lists every endpoint of the registry, the demo slots and the MCP server, each with a description, docs and status', async () => {
      const { linkset } = await getJson('/.well-known/api-catalog');
      expect(linkset.map((context: { anchor: string }) => context.anchor)).toEqual([
        ...operations.map((operation) => `${SITE_URL}${operation.path}`),
        `${SITE_URL}/api/scheduling/slots`,
        `${SITE_URL}/mcp`,
      ]);
      for (const context of linkset) {
        for (const relation of ['service-desc', 'service-doc', 'status']) expect(context[relation].length).toBeGreaterThan(0);
      }
      expect(linkset[0]['service-desc'][0].href).toBe(`${SITE_URL}/openapi.json`);
    });

    it('links only to URLs that answer 200', async () => {
      const links = valuesUnderKeys(await getJson('/.well-known/api-catalog'), ['href']);
      expect(links.length).toBeGreaterThan(0);
      expect(await failingLinks(server.url, links)).toEqual([]);
    });
  });

  describe('the MCP server card', () => {
    it('is valid against the ServerCard schema, at both locations, byte for byte', async () => {
      const wellKnown = await fetchDocument(server.url, '/.well-known/mcp/server-card.json');
      const beside = await fetchDocument(server.url, '/mcp/server-card');
      expect(beside.text).toBe(wellKnown.text);
      expect(validate('server-card.schema.json#/$defs/ServerCard', JSON.parse(wellKnown.text))).toEqual([]);
    });

    it('points at the remote endpoint and carries the legacy fields with the registry tools', async () => {
      const card = await getJson('/.well-known/mcp/server-card.json');
      expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
      expect(card.description.length).toBeLessThanOrEqual(100);
      expect(card.remotes).toEqual([
        {
          type: 'streamable-http',
          url: `${SITE_URL}/mcp`,
          supportedProtocolVersions: expect.arrayContaining(['2026-07-28', '2025-11-25']),
        },
      ]);
      expect(card.serverInfo).toEqual({ name: card.name, title: card.title, version: card.version });
      expect(card.transport).toMatchObject({ type: 'streamable-http', url: `${SITE_URL}/mcp` });
      expect(card.tools.map((tool: { name: string }) => tool.name)).toEqual([
        ...operations.map((operation) => operation.id),
        'listDemoSlots',
      ]);
      for (const [index, operation] of operations.entries()) {
        expect(card.tools[index].inputSchema).toEqual(operationInputSchema(operation));
      }
      const slots = card.tools.at(-1);
      expect(slots.inputSchema).toEqual(slotsInputSchema());
      expect(slots.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(slots.description).toContain(english('scheduling.agents.rule'));
    });

    it('describes the in-browser tools under one namespaced _meta key', async () => {
      const card = await getJson('/.well-known/mcp/server-card.json');
      const keys = Object.keys(card._meta);
      expect(keys).toHaveLength(1);
      // MetaObject keys: dot-separated labels, a slash, a name; never an MCP-reserved prefix.
      expect(keys[0]).toMatch(/^[a-zA-Z][a-zA-Z0-9-]*[a-zA-Z0-9](\.[a-zA-Z][a-zA-Z0-9-]*[a-zA-Z0-9])*\/webmcp$/);
      expect(keys[0]).not.toMatch(/(^|\.)(modelcontextprotocol|mcp)\./);
      const webMcp = card._meta[keys[0]!];
      expect(webMcp.tools.map((tool: { name: string }) => tool.name)).toEqual([
        ...operations.flatMap((operation) => [operation.id, `${operation.id}Form`]),
        'listDemoSlots',
      ]);
      // Read-only: the page runs it without asking the person; every tool that sends asks first.
      expect(webMcp.tools.at(-1)).toMatchObject({ kind: 'imperative', annotations: { readOnlyHint: true }, registeredOn: 'every page' });
      for (const tool of webMcp.tools) expect(tool.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
      expect(
        webMcp.tools
          .filter((tool: { kind: string }) => tool.kind === 'declarative')
          .every((tool: { autosubmit: boolean }) => tool.autosubmit === false),
      ).toBe(true);
    });

    it('links only to URLs that answer 200 (the remote endpoint is checked below)', async () => {
      const urls = valuesUnderKeys(await getJson('/.well-known/mcp/server-card.json'), ['url', 'src', 'websiteUrl', 'page']);
      expect(urls).toContain(`${SITE_URL}/mcp`);
      expect(
        await failingLinks(
          server.url,
          urls.filter((url) => url !== `${SITE_URL}/mcp`),
        ),
      ).toEqual([]);
    });

    it('points at a remote endpoint that answers an MCP initialize with 200', async () => {
      const card = await getJson('/.well-known/mcp/server-card.json');
      const initialize = await fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'card-test', version: '1' } },
        }),
      });
      expect(initialize.status).toBe(200);
      expect(await initialize.text()).toContain(card.name);
    });
  });

  describe('agent skills', () => {
    it('the index is valid against the schema', async () => {
      expect(validate('agent-skills-index.schema.json', await getJson('/.well-known/agent-skills/index.json'))).toEqual([]);
    });

    it('lists one skill per operation; each SKILL.md answers 200 and its digest is the sha256 of the bytes served', async () => {
      const { skills } = await getJson('/.well-known/agent-skills/index.json');
      expect(skills).toHaveLength(operations.length);
      for (const skill of skills) {
        const file = await fetch(`${server.url}${new URL(skill.url).pathname}`);
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
        const bytes = Buffer.from(await file.arrayBuffer());
        expect(skill.digest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
      }
    });

    it('each SKILL.md starts with front matter whose name is its folder and whose description fits', async () => {
      const { skills } = await getJson('/.well-known/agent-skills/index.json');
      for (const skill of skills) {
        const folder = new URL(skill.url).pathname.split('/').at(-2);
        const { text } = await fetchDocument(server.url, skill.url);
        const frontMatter = /^---\nname: (.+)\ndescription: (.+)\n---\n/.exec(text);
        expect(frontMatter, text.slice(0, 200)).not.toBeNull();
        expect(frontMatter![1]).toBe(folder);
        expect(frontMatter![1]).toBe(skill.name);
        const description = JSON.parse(frontMatter![2]!) as string;
        expect(description.length).toBeLessThanOrEqual(1024);
        expect(description).toBe(skill.description);
      }
    });

    it('answers 404 for a skill that does not exist', async () => {
      expect((await fetchDocument(server.url, '/.well-known/agent-skills/book-a-court/SKILL.md')).status).toBe(404);
    });
  });

  it('/api/status (the catalog status link) says the API is up to anyone, and what it runs on to the holder of STATUS_TOKEN', async () => {
    const anyone = await fetchDocument(server.url, '/api/status');
    expect(anyone.status).toBe(200);
    expect(anyone.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(anyone.text)).toEqual({ status: 'ok' });
    const answer = await fetchDocument(server.url, '/api/status', { headers: { Authorization: `Bearer ${TEST_STATUS_TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(answer.text)).toEqual({
      status: 'ok',
      version: '1.0.0',
      store: store === 'postgres' ? 'postgres' : 'embedded',
      mail: 'outbox',
      calendar: 'outbox',
      deliveries: { queued: 0, retrying: 0, deadLettered: 0, oldestPendingSeconds: null },
      outboundMailCeilingReached: false,
      teamDigest: false,
      scheduling: { enabled: true, comingBookings: 0 },
    });
  });
});
