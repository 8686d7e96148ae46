/**
 * The JSON discovery documents against a running production build, on each store: the API catalog
 * (RFC 9727), the AI Catalog, the MCP server card (both locations) and the agent-skills index
 * validate against the schemas in tests/schemas/; GET, HEAD, conditional GET, the preflight and the
 * other methods answer as they should; every link answers 200 with the type it is listed with, every
 * digest matches the bytes served, and the server card says nothing /mcp itself contradicts. An
 * agent starting at `/` is pointed at the API catalog and llms.txt by the redirect itself.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { operationInputSchema, requestSchemaName } from '@/lib/agents/descriptions/json-schemas';
import { slotsInputSchema } from '@/lib/agents/descriptions/slots-input-schema';
import { DISCOVERY_LINK_HEADER } from '@/lib/agents/documents/discovery-links';
import { english } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { estimateSentences } from '@/lib/agents/descriptions/estimate-text';
import { estimateSchema } from '@/lib/quotation/estimate';
import { pricedOperation } from '../helpers/expected-estimate';
import { formFieldsOf } from '@/lib/operations/form-fields';
import { expectDocumentHeaders, failingLinks, fetchDocument, schemaValidator, SITE_URL, valuesUnderKeys } from '../helpers/documents';
import { resolvedComponent } from '../helpers/schema-ref';
import { startServer, TEST_STATUS_TOKEN, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const LINKSET = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
const JSON_TYPE = 'application/json; charset=utf-8';
const SERVER_CARD = 'application/mcp-server-card+json';
const AI_CATALOG = 'application/ai-catalog+json';

/** Every document an agent may fetch, with the media type it must have. */
const DOCUMENTS = [
  { path: '/openapi.json', type: JSON_TYPE },
  { path: '/llms.txt', type: 'text/plain; charset=utf-8' },
  { path: '/llms-full.txt', type: 'text/plain; charset=utf-8' },
  { path: '/.well-known/api-catalog', type: LINKSET },
  { path: '/.well-known/ai-catalog.json', type: AI_CATALOG },
  { path: '/.well-known/mcp/server-card.json', type: SERVER_CARD },
  { path: '/mcp/server-card', type: SERVER_CARD },
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
      // What the server-card draft asks of a hosted card, given to every document alike.
      expect(preflight.headers.get('access-control-allow-headers')).toBe('Content-Type, If-None-Match');
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
      const apis = linkset.slice(0, -1);
      expect(apis.map((context: { anchor: string }) => context.anchor)).toEqual([
        ...operations.map((operation) => `${SITE_URL}${operation.path}`),
        `${SITE_URL}/api/scheduling/slots`,
        `${SITE_URL}/mcp`,
      ]);
      for (const context of apis) {
        for (const relation of ['service-desc', 'service-doc', 'status']) expect(context[relation].length).toBeGreaterThan(0);
      }
      expect(linkset[0]['service-desc'][0].href).toBe(`${SITE_URL}/openapi.json`);
      expect(apis.at(-1)['service-desc'][0]).toMatchObject({ href: `${SITE_URL}/.well-known/mcp/server-card.json`, type: SERVER_CARD });
    });

    it("links the site's AI Catalog with the relation the AI Catalog registers", async () => {
      const { linkset } = await getJson('/.well-known/api-catalog');
      expect(linkset.at(-1)).toEqual({
        anchor: `${SITE_URL}/`,
        'ai-catalog': [{ href: `${SITE_URL}/.well-known/ai-catalog.json`, type: AI_CATALOG, title: 'AI Catalog' }],
      });
    });

    it('links only to URLs that answer 200', async () => {
      const links = valuesUnderKeys(await getJson('/.well-known/api-catalog'), ['href']);
      expect(links.length).toBeGreaterThan(0);
      expect(await failingLinks(server.url, links)).toEqual([]);
    });
  });

  describe('an agent starting at /', () => {
    /** The Link header's links, each as its target and parameters. */
    const linksOf = (header: string | null) =>
      (header ?? '').split(/,\s*(?=<)/).map((link) => /^<([^>]+)>(.*)$/.exec(link.trim())?.slice(1).join('') ?? link);

    it.each([
      { method: 'GET', language: 'es', page: '/es' },
      { method: 'HEAD', language: 'es', page: '/es' },
      { method: 'GET', language: 'fr-FR,fr;q=0.9', page: '/fr' },
    ])(
      'gets, in the redirect itself ($method, $language), the Link header of the page it leads to: the API catalog and llms.txt',
      async ({ method, language, page }) => {
        const root = await fetchDocument(server.url, '/', { method, headers: { 'Accept-Language': language } });
        expect([307, 308]).toContain(root.status);
        expect(new URL(root.headers.get('location')!, server.url).pathname).toBe(page);
        const link = root.headers.get('link');
        expect(linksOf(link)).toEqual(
          expect.arrayContaining([
            '/.well-known/api-catalog; rel="api-catalog"; type="application/linkset+json"',
            '/llms.txt; rel="describedby"; type="text/plain"',
          ]),
        );
        // The links every page sends, which an agent following the redirect gets from the page too.
        expect(link).toBe(DISCOVERY_LINK_HEADER);
        const landing = await fetchDocument(server.url, page);
        expect(landing.status).toBe(200);
        expect(linksOf(landing.headers.get('link'))).toEqual(expect.arrayContaining(linksOf(link)));
        // Both lead somewhere: the catalog by its media type, llms.txt as text.
        expectDocumentHeaders(await fetchDocument(server.url, '/.well-known/api-catalog'), LINKSET);
        expectDocumentHeaders(await fetchDocument(server.url, '/llms.txt'), 'text/plain; charset=utf-8');
      },
    );
  });

  describe('the AI Catalog', () => {
    it('is valid against the schema (its CDDL), a catalog with a host', async () => {
      const catalog = await getJson('/.well-known/ai-catalog.json');
      expect(validate('ai-catalog.schema.json', catalog)).toEqual([]);
      expect(catalog.specVersion).toBe('1.0');
      expect(catalog.host.documentationUrl).toBe(`${SITE_URL}/en/developers`);
    });

    it('lists the MCP server card (at its place beside /mcp), the API catalog and the agent skills, each served with the type it is listed with', async () => {
      const { entries } = await getJson('/.well-known/ai-catalog.json');
      expect(entries.map((entry: { url: string }) => entry.url)).toEqual([
        `${SITE_URL}/mcp/server-card`,
        `${SITE_URL}/.well-known/api-catalog`,
        `${SITE_URL}/.well-known/agent-skills/index.json`,
      ]);
      for (const entry of entries) {
        // The server-card draft: a client asks for the card's media type, and gets it.
        const answer = await fetchDocument(server.url, entry.url, { headers: { Accept: entry.type } });
        expect(answer.status, entry.url).toBe(200);
        if (entry.type !== 'application/agent-skills+json') expect(answer.headers.get('content-type'), entry.url).toBe(entry.type);
      }
      expect(
        validate('server-card.schema.json#/$defs/ServerCard', JSON.parse((await fetchDocument(server.url, entries[0].url)).text)),
      ).toEqual([]);
      expect(validate('api-catalog.schema.json', JSON.parse((await fetchDocument(server.url, entries[1].url)).text))).toEqual([]);
      expect(validate('agent-skills-index.schema.json', JSON.parse((await fetchDocument(server.url, entries[2].url)).text))).toEqual([]);
    });
  });

  describe('the MCP server card', () => {
    it('is valid against the ServerCard schema, at both locations, byte for byte', async () => {
      const wellKnown = await fetchDocument(server.url, '/.well-known/mcp/server-card.json');
      const beside = await fetchDocument(server.url, '/mcp/server-card');
      expect(beside.text).toBe(wellKnown.text);
      expect(validate('server-card.schema.json#/$defs/ServerCard', JSON.parse(wellKnown.text))).toEqual([]);
    });

    it('points at the remote endpoint and lists no tools (tools/list does): a few kilobytes', async () => {
      const { text } = await fetchDocument(server.url, '/.well-known/mcp/server-card.json');
      const card = JSON.parse(text);
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
      expect(card).not.toHaveProperty('tools');
      expect(card).not.toHaveProperty('protocolVersion');
      // It was 48,752 bytes with the tools and their schemas restated (issue 28).
      expect(Buffer.byteLength(text)).toBeLessThan(10_000);
    });

    it('says nothing /mcp contradicts: its identity, capabilities and every protocol version, which /mcp speaks', async () => {
      const card = await getJson('/mcp/server-card');
      const listed: string[] = card.remotes[0].supportedProtocolVersions;
      // The 2026-07-28 era: what server/discover names is exactly the card's modern versions.
      const client = new Client({ name: 'card-test', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
      try {
        expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
        expect(client.getDiscoverResult()?.supportedVersions).toEqual(listed.filter((version) => version >= '2026-07-28'));
      } finally {
        await client.close();
      }
      // The 2025 era: initialize agrees to each version the card lists, and answers with the card's identity.
      for (const version of listed.filter((candidate) => candidate < '2026-07-28')) {
        const result = await initialize(version);
        expect(result.protocolVersion, version).toBe(version);
        expect(result.serverInfo).toMatchObject(card.serverInfo);
        expect(result.capabilities).toEqual(card.capabilities);
      }
      // A version the card does not list is not agreed to.
      expect((await initialize('2024-01-01')).protocolVersion).not.toBe('2024-01-01');
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
      const slots = webMcp.tools.at(-1);
      expect(slots).toMatchObject({ kind: 'imperative', annotations: { readOnlyHint: true }, registeredOn: 'every page' });
      expect(slots.inputSchema).toEqual(slotsInputSchema());
      expect(slots.description).toContain(english('scheduling.agents.rule'));
      // An operation's imperative input is its request body in /openapi.json, by reference: there it
      // is exactly the schema the page registers and /mcp lists. Its form tool takes the form's
      // fields, which have no meeting time nor locale: the page fills those.
      const openApi = await getJson('/openapi.json');
      for (const operation of operations) {
        const imperative = webMcp.tools.find((candidate: { name: string }) => candidate.name === operation.id);
        const ref = `${SITE_URL}/openapi.json#/components/schemas/${requestSchemaName(operation)}`;
        expect(imperative.inputSchema).toEqual({ $ref: ref });
        expect(resolvedComponent(openApi, ref)).toEqual(operationInputSchema(operation));
        const form = webMcp.tools.find((candidate: { name: string }) => candidate.name === `${operation.id}Form`);
        expect(form.inputSchema).toBeUndefined();
        expect(form.fields).toEqual(formFieldsOf(operation).map((field) => field.name));
        expect(form.fields).not.toContain('preferredStart');
      }
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
  });

  /** A 2025-era initialize of /mcp asking for a protocol version, as a scanner sends it: its result. */
  async function initialize(protocolVersion: string) {
    const answer = await fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion, capabilities: {}, clientInfo: { name: 'card-test', version: '1' } },
      }),
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    // A JSON body, or one server-sent event carrying it.
    const json = text.trimStart().startsWith('{') ? text : /^data: (.*)$/m.exec(text)![1]!;
    return JSON.parse(json).result as { protocolVersion: string; serverInfo: object; capabilities: object };
  }

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

    it("the priced operation's skill tells the agent to give the person the answer's estimate; no other skill mentions one", async () => {
      const priced = pricedOperation(operations);
      for (const operation of operations) {
        const { text } = await fetchDocument(server.url, `/.well-known/agent-skills/${operation.skillName}/SKILL.md`);
        if (operation !== priced) {
          expect(text, operation.id).not.toContain('estimate');
          continue;
        }
        expect(text).toContain(estimateSentences(priced).join(' '));
        expect(text).toMatch(/^4\. .*When the answer carries `estimate`, it gives the indicative price at once: tell the person/m);
        const answer = JSON.parse(/Answer \(HTTP 200\):\n\n```json\n([\s\S]+?)\n```/.exec(text)![1]!);
        expect(estimateSchema.parse(answer.estimate)).toEqual(answer.estimate);
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
