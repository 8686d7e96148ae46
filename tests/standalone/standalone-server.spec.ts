/**
 * `node .next/standalone/server.js` (DEPLOY.md, self-hosting) serves what `next start` serves: pages
 * and the localized 404 with their hashed Content-Security-Policy (from its own copy of the pages'
 * metadata files, which scripts/write-page-headers.ts completes), the API, the worker's deliveries
 * into DATA_DIR (with the brochure PDF from public/), /mcp and the discovery documents; and a bad
 * environment stops it, as does listening on every interface with no proxy named. Run by
 * playwright.standalone.config.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { expect, test } from '@playwright/test';
import { EDITOR_FIELD_FILES } from '@/lib/content-editor/editor-files';
import { LOCALES } from '@/lib/i18n/locales';
import { outsideAddresses } from '@/lib/runtime/listen-check';
import { operations } from '@/lib/operations/registry';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { allLocalizedPaths } from '@/lib/site/site-pages';
import { STANDALONE_DATA_DIR } from '../../playwright.standalone.config';
import { inlineScriptHashes, listedHashes, recordCspViolations } from '../e2e/support/csp';
import { uniqueEmail } from '../e2e/support/lead-forms';
import { brochureOperation, exampleBody, mailDeliveries, operationThat, plainOperation } from '../helpers/operation-fixtures';
import { pdfFontNames } from '../helpers/pdf-text';
import { eventually, readOutbox, type CapturedEmail } from '../helpers/outbox';
import { freePort, TEST_STATUS_TOKEN } from '../helpers/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_JS = path.join(ROOT, '.next/standalone/server.js');

test('every prerendered page and 404 lists exactly the hashes of its inline scripts, which the browser then runs', async ({
  request,
  page,
}) => {
  const pages = allLocalizedPaths().map((address): [string, number] => [address, 200]);
  const unknown = LOCALES.map((locale): [string, number] => [`/${locale}/no-such-page`, 404]);
  for (const [address, status] of [...pages, ...unknown]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(status);
    const policy = response.headers()['content-security-policy'] ?? '';
    const html = await response.text();
    expect(listedHashes(policy).length, address).toBeGreaterThan(0);
    expect(listedHashes(policy), address).toEqual(inlineScriptHashes(html));
    expect(policy, address).not.toMatch(/unsafe-inline|nonce-/);
    expect(response.headers()['strict-transport-security'], address).toMatch(/max-age=\d{7,}/);
    expect(html, address).toContain(`<html lang="${address.slice(1, 3)}"`);
  }

  const violations = await recordCspViolations(page);
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the API answers with a reference, and the worker mails the brochure into DATA_DIR where the server was started', async ({
  request,
}) => {
  const email = uniqueEmail('standalone');
  const brochure = brochureOperation;
  const response = await request.post(brochure.path, { data: exampleBody(brochure, { email }) });
  expect(response.status()).toBe(200);
  const { reference } = await response.json();
  expect(reference).toMatch(new RegExp(`^${brochure.referencePrefix}-`));

  const mail = await eventually(async () => {
    const outbox = await readOutbox<CapturedEmail>(path.join(ROOT, STANDALONE_DATA_DIR), 'mail');
    for (const kind of mailDeliveries(brochure)) expect(outbox.has(`${reference}.${kind}`), kind).toBe(true);
    return outbox;
  });
  const confirmation = mail.get(`${reference}.confirmation-email`)!;
  expect(confirmation.to).toEqual([email]);
  expect(confirmation.attachments?.[0]?.filename).toBe('courtside-brochure-en.pdf');
  expect(Buffer.from(confirmation.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  // Not inside the directory server.js changes into, which the next build deletes.
  expect(existsSync(path.join(ROOT, '.next/standalone', STANDALONE_DATA_DIR))).toBe(false);
});

test("the worker renders a quotation PDF in the brand's Noto Sans from the files traced into the server's output", async ({ request }) => {
  const quote = operationThat('attaches a quotation', (operation) => operation.id === 'submitQuoteRequest');
  const email = uniqueEmail('standalone-quote');
  const response = await request.post(quote.path, { data: exampleBody(quote, { email }) });
  expect(response.status()).toBe(200);
  const { reference } = await response.json();
  const mail = await eventually(async () => {
    const outbox = await readOutbox<CapturedEmail>(path.join(ROOT, STANDALONE_DATA_DIR), 'mail');
    expect(outbox.has(`${reference}.confirmation-email`)).toBe(true);
    return outbox;
  });
  const attachment = mail.get(`${reference}.confirmation-email`)!.attachments!.find((file) => file.filename.endsWith('.pdf'))!;
  const fonts = pdfFontNames(Buffer.from(attachment.content, 'base64'));
  expect(fonts).toEqual([expect.stringMatching(/\+NotoSans-Bold$/), expect.stringMatching(/\+NotoSans-Regular$/)]);
});

test('the server output holds the application, not the project: no sources, tests or scripts, and the brochures where deliveries run', () => {
  // Each route's trace (.nft.json) is what standalone and Vercel copy beside it. A filesystem path
  // the bundler cannot scope made it trace the whole project (lib/settings/env.ts says how that is avoided).
  const traces = globSync('.next/server/**/*.nft.json', { cwd: ROOT });
  expect(traces.length).toBeGreaterThan(10);
  for (const trace of traces) {
    const { files } = JSON.parse(readFileSync(path.join(ROOT, trace), 'utf8')) as { files: string[] };
    const projectFiles = files
      .map((file) => path.relative(ROOT, path.resolve(ROOT, path.dirname(trace), file)))
      .filter((file) => !file.startsWith('node_modules/') && !file.startsWith('.next/'));
    // The editor's page reads the files its fields are made from at each visit (lib/content-editor/editor-files.ts).
    const allowed = trace.startsWith('.next/server/app/keystatic/') ? EDITOR_FIELD_FILES : [];
    expect(
      projectFiles.filter((file) => !file.startsWith('public/brochures/') && !allowed.includes(file)),
      trace,
    ).toEqual([]);
  }
  // One PDF per language (tests/unit/brochures.test.ts checks what each holds).
  const builtBrochures = readdirSync(path.join(ROOT, 'public/brochures')).toSorted();
  expect(builtBrochures).toHaveLength(LOCALES.length);
  for (const route of ['app/api/cron/deliveries/route', `app${plainOperation.path}/route`]) {
    const { files } = JSON.parse(readFileSync(path.join(ROOT, '.next/server', `${route}.js.nft.json`), 'utf8')) as { files: string[] };
    const brochures = files.filter((file) => file.includes('public/brochures/')).map((file) => path.basename(file));
    expect(brochures.toSorted(), route).toEqual(builtBrochures);
    // The PDFs' and images' fonts (lib/typeface/brand-font-files.ts): those six files of the package, no more.
    const fonts = files.filter((file) => file.includes('@fontsource/')).map((file) => path.basename(file));
    expect(fonts.toSorted(), route).toEqual(
      ['latin', 'latin-ext', 'vietnamese'].flatMap((subset) => [
        `noto-sans-${subset}-400-normal.woff`,
        `noto-sans-${subset}-700-normal.woff`,
      ]),
    );
  }
  for (const folder of ['lib', 'app', 'tests', 'scripts', 'bench']) {
    expect(existsSync(path.join(ROOT, '.next/standalone', folder)), folder).toBe(false);
  }
  // Of the copy, only the English the editor's fields are made from; the pages carry theirs built in.
  expect(readdirSync(path.join(ROOT, '.next/standalone/messages'))).toEqual(['en.json']);
});

test('/mcp lists every operation as a tool, and the demo times', async ({ baseURL }) => {
  const client = new Client({ name: 'standalone-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${baseURL}/mcp`)));
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).toSorted()).toEqual([...operations.map((operation) => operation.id), DEMO_SLOTS.id].toSorted());
  } finally {
    await client.close();
  }
});

test('the discovery documents and /api/status answer', async ({ request }) => {
  const openapi = await request.get('/openapi.json');
  expect(openapi.status()).toBe(200);
  const document = await openapi.json();
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(operations.map((operation) => operation.path)));

  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  expect(await llms.text()).toContain('/openapi.json');

  expect(await (await request.get('/api/status')).json()).toEqual({ status: 'ok' });
  const status = await request.get('/api/status', { headers: { Authorization: `Bearer ${TEST_STATUS_TOKEN}` } });
  expect(status.status()).toBe(200);
  expect(await status.json()).toMatchObject({ status: 'ok', store: 'embedded', mail: 'outbox', deliveries: { deadLettered: 0 } });
});

test('a bad environment stops server.js with a message naming the variable', async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    HOSTNAME: '127.0.0.1',
    DATA_DIR: '/tmp/unused',
    VERCEL: '1',
  };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, [SERVER_JS], { env, encoding: 'utf8', timeout: 30_000 });
  expect(result.status).toBe(1);
  expect(result.stdout + result.stderr).toContain('DATABASE_URL: required on Vercel');
});

test('on every interface (HOSTNAME unset) without TRUSTED_PROXY_HOPS, server.js stops, saying what to set', async () => {
  test.skip(outsideAddresses().length === 0, 'this machine has no address beyond loopback');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'standalone-listen-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePort()), DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.HOSTNAME;
  delete env.TRUSTED_PROXY_HOPS;
  try {
    const result = spawnSync(process.execPath, [SERVER_JS], { env, encoding: 'utf8', timeout: 60_000 });
    expect(result.signal, 'killed by the timeout: the server did not stop').toBeNull();
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/^Not starting: .*HOSTNAME=127\.0\.0\.1.*TRUSTED_PROXY_HOPS/m);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
