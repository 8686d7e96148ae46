/**
 * A new agent's path, as a script: `npm run agent:path -- <root URL>`.
 *
 * Knowing only the site's root URL, it does what an agent would: opens the root, reads llms.txt
 * (where the root's Link header says, else at /llms.txt), follows its link to the OpenAPI
 * description, generates a typed client from that document alone (openapi-typescript types,
 * openapi-fetch), type-checks the generated code with tsc, and submits each operation's
 * documented example. Where the document offers a list of free meeting times (a GET whose
 * operationId is `listDemoSlots`) and a request example that books one (`preferredStart`), it then
 * lists the times and books the first, as an agent would once the person chose it. It knows nothing
 * of this codebase: everything comes from what it reads.
 *
 * Prints one JSON line per step, the submissions as `{"step":"submitted",…,"reference"}`, the
 * booking as `{"step":"booked",…,"meeting"}`, and
 * exits with 1 at the first step that fails. Each run sends new Idempotency-Keys, so every run
 * creates a new lead of each operation (and sends their emails): point it at a test or staging server.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
// Inside node_modules, so that the generated code resolves openapi-fetch and no tool scans it.
const WORK_PARENT = path.join(ROOT, 'node_modules/.cache/agent-path');

interface Submission {
  operationId: string;
  status: number;
  reference?: string;
  error?: unknown;
  /** The booking: the meeting the answer gives. */
  meeting?: { start: string; end: string; timeZone: string };
}

const report = (step: string, details: Record<string, unknown>) => console.log(JSON.stringify({ step, ...details }));

async function fetchOk(url: string | URL): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/**
 * Where llms.txt is: a `Link: <…>; rel="describedby"; type="text/plain"` header on the root's
 * answer if the site sends one, else /llms.txt at the root of the origin (the llmstxt.org place).
 */
function llmsTextUrl(root: Response, rootUrl: string): { url: URL; foundBy: string } {
  for (const link of (root.headers.get('link') ?? '').split(/,\s*(?=<)/)) {
    const match = /^<([^>]+)>(.*)$/.exec(link.trim());
    if (match && /;\s*rel="?describedby"?/.test(match[2]!) && /type="?text\/plain/.test(match[2]!)) {
      return { url: new URL(match[1]!, root.url), foundBy: 'Link header' };
    }
  }
  return { url: new URL('/llms.txt', rootUrl), foundBy: '/llms.txt at the root' };
}

/** The URL of the OpenAPI description among llms.txt's `- [name](url)` link lines. */
function openApiLink(llmsText: string): string {
  const links = [...llmsText.matchAll(/^- \[([^\]]+)\]\(([^)\s]+)\)/gm)].map(([, name, url]) => ({ name: name!, url: url! }));
  const link = links.find(({ name, url }) => /openapi/i.test(name) || /openapi\.json$/.test(url));
  if (!link) throw new Error('llms.txt links no OpenAPI description');
  return link.url;
}

/** The little of an operation object this script reads. */
interface PostOperation {
  operationId?: string;
  requestBody?: { content?: Record<string, { examples?: Record<string, { value?: unknown }> }> };
}

/**
 * The booking call, when the document describes one: the GET that lists free meeting times, and
 * the POST whose example carries a `preferredStart`, which is replaced by the first start listed.
 * The mailbox is made fresh: a mailbox holds one coming meeting, and the script may run again.
 */
function bookingSource(document: OpenAPI3): string {
  const paths = (document.paths ?? {}) as Record<string, { get?: { operationId?: string }; post?: PostOperation }>;
  const slotsPath = Object.entries(paths).find(([, item]) => item.get?.operationId === 'listDemoSlots')?.[0];
  const booking = Object.entries(paths).flatMap(([route, { post }]) => {
    const examples = Object.values(post?.requestBody?.content?.['application/json']?.examples ?? {});
    const example = examples.find((candidate) => (candidate.value as Record<string, unknown> | undefined)?.preferredStart);
    return post?.operationId && example
      ? [{ route, operationId: post.operationId, example: example.value as Record<string, unknown> }]
      : [];
  })[0];
  if (!slotsPath || !booking) return '  return null;';
  const zone = JSON.stringify(booking.example.timeZone ?? 'UTC');
  return `  const listed = await client.GET(${JSON.stringify(slotsPath)}, { params: { query: { timeZone: ${zone}, limit: 3 } } });
  const start = listed.data?.slots[0]?.start;
  if (!start) return { operationId: ${JSON.stringify(booking.operationId)}, status: listed.response.status, error: listed.error ?? 'no free time listed' };
  const { data, error, response } = await client.POST(${JSON.stringify(booking.route)}, {
    params: { header: { 'Idempotency-Key': ${JSON.stringify(randomUUID())} } },
    body: { ...${JSON.stringify(booking.example)}, email: ${JSON.stringify(`agent-path-${randomUUID().slice(0, 8)}@example.com`)}, preferredStart: start, timeZone: ${zone} },
  });
  return { operationId: ${JSON.stringify(booking.operationId)}, status: response.status, reference: data?.reference, meeting: data?.meeting, error };`;
}

/** One typed call per POST operation of the document, with the document's first request example. */
function clientSource(document: OpenAPI3): string {
  const paths = (document.paths ?? {}) as Record<string, { post?: PostOperation }>;
  const calls = Object.entries(paths).flatMap(([route, { post }]) => {
    if (!post?.operationId || !post.requestBody) return [];
    const examples = post.requestBody.content?.['application/json']?.examples ?? {};
    const example = Object.values(examples)[0];
    if (example?.value === undefined) throw new Error(`${post.operationId} has no request example`);
    return [
      `  {
    const { data, error, response } = await client.POST(${JSON.stringify(route)}, {
      params: { header: { 'Idempotency-Key': ${JSON.stringify(randomUUID())} } },
      body: ${JSON.stringify(example.value)},
    });
    results.push({ operationId: ${JSON.stringify(post.operationId)}, status: response.status, reference: data?.reference, error });
  }`,
    ];
  });
  return `import createClient from 'openapi-fetch';
import type { paths } from './schema';

export async function submitAll(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  const results: { operationId: string; status: number; reference?: string; error?: unknown }[] = [];
${calls.join('\n')}
  return results;
}

export async function bookOne(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
${bookingSource(document)}
}
`;
}

/** tsc over the generated client: the examples must fit the types generated from the document. */
async function typeCheck(file: string): Promise<void> {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const args = [
    '--noEmit',
    '--strict',
    '--skipLibCheck',
    '--target',
    'es2022',
    '--module',
    'esnext',
    '--moduleResolution',
    'bundler',
    file,
  ];
  // Not spawnSync: a blocked event loop cannot see the server close the idle connection that
  // fetched the document, and the first submission would then be written into a closed socket.
  const run = await new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, ...args]);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
  if (run.status !== 0) throw new Error(`The generated client does not type-check:\n${run.output}`);
}

async function main(rootUrl: string): Promise<Submission[]> {
  const root = await fetchOk(rootUrl);
  report('root', { url: rootUrl, status: root.status, landedOn: root.url });

  const { url: llmsUrl, foundBy } = llmsTextUrl(root, rootUrl);
  const openApiUrl = openApiLink(await (await fetchOk(llmsUrl)).text());
  report('llms.txt', { url: llmsUrl.href, foundBy, openApi: openApiUrl });

  const document = (await (await fetchOk(openApiUrl)).json()) as OpenAPI3;
  const serverUrl = document.servers?.[0]?.url;
  if (!serverUrl) throw new Error('The OpenAPI description names no server');
  report('openapi', { url: openApiUrl, openapi: document.openapi, version: document.info.version, server: serverUrl });

  await mkdir(WORK_PARENT, { recursive: true });
  const workDir = await mkdtemp(path.join(WORK_PARENT, 'client-'));
  try {
    await writeFile(path.join(workDir, 'schema.ts'), astToString(await openapiTS(document)));
    const clientFile = path.join(workDir, 'client.ts');
    await writeFile(clientFile, clientSource(document));
    await typeCheck(clientFile);
    report('client', { generated: workDir, typeChecked: true });

    const { submitAll, bookOne } = (await import(pathToFileURL(clientFile).href)) as {
      submitAll: (baseUrl: string) => Promise<Submission[]>;
      bookOne: (baseUrl: string) => Promise<Submission | null>;
    };
    const results = await submitAll(serverUrl);
    for (const result of results) report('submitted', { ...result });
    const booked = await bookOne(serverUrl);
    if (booked) report('booked', { ...booked });
    return booked ? [...results, booked] : results;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

const rootUrl = process.argv[2];
if (!rootUrl) {
  console.error('Usage: npm run agent:path -- <root URL of the site, e.g. http://localhost:3000>');
  process.exit(2);
}
main(rootUrl).then(
  (results) => process.exit(results.length > 0 && results.every((result) => result.status === 200 && result.reference) ? 0 : 1),
  (error: unknown) => {
    // fetch's own message ("fetch failed") says nothing; its cause says what the connection did.
    const cause = error instanceof Error && error.cause ? { cause: String(error.cause) } : {};
    report('failed', { error: error instanceof Error ? error.message : String(error), ...cause });
    process.exit(1);
  },
);
