/**
 * A new agent's path (scripts/agent-path.ts) against a running production build, on each store:
 * from the root URL alone to an accepted submission of each operation through a client generated from the
 * OpenAPI document, then a demo meeting booked from the listed free times (the typed GET and the
 * POST with `preferredStart`), and the leads and the meeting in the store. And the script's type check has teeth: a
 * documented example that does not fit the documented schema stops it.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '@/lib/agents/documents/openapi-document';
import { operations } from '@/lib/operations/registry';
import { bookingOperation, operationWithFields } from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
/** The steps before the submissions, one line each. */
const DISCOVERY_STEPS = ['root', 'llms.txt', 'openapi', 'client'];

interface Run {
  code: number | null;
  steps: Record<string, any>[];
  output: string;
}

/** Runs `npm run agent:path -- <rootUrl>` (the script through tsx, as npm would). */
function runAgentPath(rootUrl: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, 'scripts/agent-path.ts', rootUrl], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const steps = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, any>);
      resolve({ code, steps, output });
    });
  });
}

describe.each(STORES)("a new agent's path on %s", (store) => {
  let server: TestServer;

  beforeAll(async () => {
    // No SITE_URL: the documents then name this server's own address, which the agent can reach.
    server = await startServer(store);
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('goes from the root URL to an accepted submission of each operation and a booked demo meeting, and they are stored', async () => {
    const run = await runAgentPath(server.url);
    expect(run.code, run.output).toBe(0);
    expect(run.steps.map((step) => step.step)).toEqual([...DISCOVERY_STEPS, ...operations.map(() => 'submitted'), 'booked']);
    expect(run.steps[2]).toMatchObject({ openapi: '3.1.0', version: '1.0.0' });
    expect(run.steps[3]).toMatchObject({ typeChecked: true });

    const submitted = run.steps.slice(DISCOVERY_STEPS.length, -1);
    const booked = run.steps.at(-1)!;
    expect(booked).toMatchObject({ operationId: bookingOperation.id, status: 200, meeting: { timeZone: expect.any(String) } });
    expect(Date.parse(booked.meeting.start)).toBeGreaterThan(Date.now());
    expect(submitted.map((step) => step.operationId)).toEqual(operations.map((operation) => operation.id));
    for (const [index, operation] of operations.entries()) {
      expect(submitted[index]).toMatchObject({ status: 200 });
      expect(submitted[index]!.reference).toMatch(new RegExp(`^${operation.referencePrefix}-[0-9A-Z]{8}$`));
    }

    const rows = await server.inspect((query) =>
      query<{ reference: string; operation: string }>('SELECT reference, operation FROM leads WHERE reference = ANY($1)', [
        submitted.map((step) => step.reference),
      ]),
    );
    expect(rows.map((row) => `${row.reference} ${row.operation}`).sort()).toEqual(
      submitted.map((step) => `${step.reference} ${step.operationId}`).sort(),
    );
    const meetings = await server.inspect((query) =>
      query<{ starts_at: Date | string }>(
        `SELECT b.starts_at FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.reference = $1 AND b.status = 'booked'`,
        [booked.reference],
      ),
    );
    expect(meetings.map((row) => new Date(row.starts_at).toISOString())).toEqual([booked.meeting.start]);
  });
});

describe("the agent's path on a site whose example breaks its own schema", () => {
  let site: Server;
  let rootUrl: string;

  beforeAll(async () => {
    site = createServer((request, response) => {
      // A copy: the document shares the registry's example objects.
      const document = structuredClone(openApiDocument(rootUrl)) as any;
      const withSports = operationWithFields('sports');
      for (const example of Object.values<any>(document.paths[withSports.path].post.requestBody.content['application/json'].examples)) {
        example.value.sports = ['fitness'];
      }
      const files: Record<string, string> = {
        '/': 'Home',
        '/llms.txt': `# Broken\n\n> A site with a broken example.\n\n## API\n\n- [OpenAPI description](${rootUrl}/openapi.json)\n`,
        '/openapi.json': JSON.stringify(document),
      };
      const body = files[request.url ?? ''];
      response.writeHead(body === undefined ? 404 : 200).end(body ?? '');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    rootUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it('stops at the type check, before submitting anything', async () => {
    const run = await runAgentPath(rootUrl);
    expect(run.code).toBe(1);
    expect(run.steps.at(-1)).toMatchObject({ step: 'failed', error: expect.stringMatching(/does not type-check[\s\S]*fitness/) });
    expect(run.steps.some((step) => step.step === 'submitted')).toBe(false);
  });
});
