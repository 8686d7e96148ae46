/**
 * The proof of README "Add an operation": a copy of the repository gets one more operation (a
 * partner request, tests/fixtures/extra-operation.ts) through exactly the files that section lists
 * (its schema, its registry entry, its route and page files, its copy) and is built and run as
 * deployed. Every surface then has it, with no other file edited: the endpoint, the form page in
 * each language, the navigation, every document for agents, the MCP and WebMCP tools, its emails
 * and the privacy export.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_PATHS, localeSitemapPath, skillPath } from '@/lib/agents/descriptions/discovery-paths';
import { LOCALES } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { COPY, ENTRY_SOURCE, PAGE_SOURCE, PARTNER, ROUTE_SOURCE, SCHEMA_SOURCE } from '../fixtures/extra-operation';
import { addFile, copyOfApp, editFile, runScript } from '../helpers/app-copy';
import { mergeCopy } from '../helpers/merge-copy';
import { callApi, newClientAddress } from '../helpers/client';
import { eventually, readOutbox, type CapturedEmail } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';

const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
const SITE_URL = 'http://127.0.0.1:3210';

/** The README's steps for an operation, done in the copy: returns every file written. */
async function addPartnerOperation(root: string): Promise<string[]> {
  return [
    await editFile(root, 'lib/operations/schemas.ts', (text) => text + SCHEMA_SOURCE),
    await editFile(root, 'lib/operations/registry.ts', (text) => {
      const end = text.lastIndexOf('] as const');
      return `import { partnerRequestSchema } from './schemas';\n${text.slice(0, end)}${ENTRY_SOURCE}${text.slice(end)}`;
    }),
    await addFile(root, `app/api${PARTNER.path.slice('/api'.length)}/route.ts`, ROUTE_SOURCE),
    await addFile(root, `app/[locale]/${PARTNER.slug}/page.tsx`, PAGE_SOURCE),
    ...(await Promise.all(
      LOCALES.map((locale) =>
        editFile(root, `messages/${locale}.json`, (text) => {
          const messages = JSON.parse(text) as Record<string, unknown>;
          mergeCopy(messages, COPY);
          return `${JSON.stringify(messages, null, 2)}\n`;
        }),
      ),
    )),
  ];
}

/** The files README "Add an operation" names for an operation, with the partner's slug and path. */
function filesTheReadmeLists(): string[] {
  const section = README.slice(README.indexOf('**An operation**'), README.indexOf('**A field**'));
  const listed = [...section.matchAll(/`((?:lib|app|messages)\/[^`]+)`/g)].map((match) => match[1]!);
  return listed.flatMap((file) =>
    LOCALES.map((locale) =>
      file.replace('<slug>', PARTNER.slug).replace('<path>', PARTNER.path.slice('/api/'.length)).replace('<locale>', locale),
    ),
  );
}

describe('an operation added as README "Add an operation" says', () => {
  let root: string;
  let touched: string[];
  let server: TestServer;
  let reference: string;
  const email = `partner-${Date.now()}@example.com`;

  beforeAll(async () => {
    root = await copyOfApp();
    touched = await addPartnerOperation(root);
    await runScript(root, 'build', { SITE_URL });
    server = await startServer('pglite', { SITE_URL }, undefined, root);
    const answer = await callApi(server.url, PARTNER.path, { body: { ...PARTNER.example, email } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    reference = (answer.body as { reference: string }).reference;
  }, 900_000);

  afterAll(async () => {
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };

  it('needs only the files the README lists', () => {
    expect(new Set(touched)).toEqual(new Set(filesTheReadmeLists()));
  });

  it('has its endpoint, which hands out references with its letter', () => {
    expect(reference).toMatch(new RegExp(`^${PARTNER.referencePrefix}-`));
  });

  it('has its form page in every language, and a link in the navigation', async () => {
    for (const locale of ['en', 'es'] as const) {
      const page = await get(`/${locale}/${PARTNER.slug}`);
      expect(page).toContain(COPY.operations.partner.page.title.replace('{product}', SITE.productName));
      expect(page).toContain(COPY.fields.company);
      expect(page).toContain(COPY.operations.partner.page.submit);
      const home = await get(`/${locale}`);
      expect(home).toMatch(new RegExp(`<a[^>]*href="/${locale}/${PARTNER.slug}"[^>]*>${COPY.operations.partner.cta}</a>`));
    }
  });

  it('is in every document for agents, the sitemap and the developers page', async () => {
    const openApi = JSON.parse(await get(DISCOVERY_PATHS.openApi));
    expect(openApi.paths[PARTNER.path].post.operationId).toBe(PARTNER.id);
    expect(await get(DISCOVERY_PATHS.llmsText)).toContain(`${PARTNER.path}`);
    expect(await get(DISCOVERY_PATHS.llmsFullText)).toContain(`### ${COPY.operations.partner.title}`);
    expect(await get(DISCOVERY_PATHS.apiCatalog)).toContain(PARTNER.path);
    const card = JSON.parse(await get(DISCOVERY_PATHS.serverCard));
    expect(JSON.stringify(card)).toContain(PARTNER.id);
    expect(await get(DISCOVERY_PATHS.agentSkills)).toContain(PARTNER.skillName);
    expect(await get(skillPath(PARTNER.skillName))).toContain(PARTNER.path);
    expect(await get(localeSitemapPath('de'))).toContain(`/de/${PARTNER.slug}`);
    expect(await get('/en/developers')).toContain(`id="${PARTNER.id}"`);
  });

  it('is a tool of the MCP server, which accepts a call', async () => {
    const client = new Client({ name: 'extra-operation-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}${DISCOVERY_PATHS.mcp}`), {
        requestInit: { headers: { 'X-Forwarded-For': newClientAddress() } },
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain(PARTNER.id);
      const result = await client.callTool({ name: PARTNER.id, arguments: { ...PARTNER.example, email: `mcp-${email}` } });
      expect(result.isError ?? false).toBe(false);
      expect(JSON.stringify(result.structuredContent)).toMatch(new RegExp(`"reference":"${PARTNER.referencePrefix}-`));
    } finally {
      await client.close();
    }
  });

  it("is a WebMCP tool of every page, described in the page's language", async () => {
    // A page's tools load from its language's /{locale}/webmcp.json (components/webmcp/webmcp-tools.tsx).
    const { tools } = JSON.parse(await get('/fr/webmcp.json')) as { tools: { name: string; title: string }[] };
    expect(tools.find((tool) => tool.name === PARTNER.id)?.title).toBe(COPY.operations.partner.title);
  });

  it('sends its confirmation and team emails with its own copy', async () => {
    const mails = await eventually(async () => {
      const sent = [...(await readOutbox<CapturedEmail>(server.dataDir, 'mail')).values()].filter((mail) =>
        JSON.stringify(mail).includes(reference),
      );
      expect(sent).toHaveLength(2);
      return sent;
    });
    const confirmation = mails.find((mail) => mail.to.includes(email));
    expect(confirmation?.subject).toBe(COPY.operations.partner.confirmation.subject.replace('{reference}', reference));
    const team = mails.find((mail) => mail !== confirmation);
    expect(team?.subject).toContain(COPY.operations.partner.leadName);
  });

  it("is in the privacy export of the person's leads", async () => {
    await server.kill();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/leads-privacy.ts', 'export', email],
      {
        cwd: root,
        env: server.env as NodeJS.ProcessEnv,
      },
    );
    const exported = JSON.parse(stdout) as { leads: { reference: string; operation: string }[] };
    expect(exported.leads.map((lead) => [lead.reference, lead.operation])).toEqual([[reference, PARTNER.id]]);
  });
});
