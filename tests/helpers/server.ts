/**
 * Starts the production build (`next start`, after `next build`) as a child process on a free port,
 * on the embedded store or on a fresh PostgreSQL database, and gives tests a way to read the store.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { operations } from '@/lib/operations/registry';
import { createTestDatabase, type StoreKind } from './stores';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The STATUS_TOKEN every test server runs with (unless a test overrides it): shows /api/status's details. */
export const TEST_STATUS_TOKEN = 'test-status-token-0123456789';

/**
 * The SITE_URL the build prerendered its pages for, read from the build's own home page: a server
 * meant to serve those pages as deployed runs with it.
 */
export function builtSiteUrl(): string {
  const home = readFileSync(path.join(ROOT, '.next/server/app/en.html'), 'utf8');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  if (!canonical) throw new Error('No canonical link in the built home page: run `npm run build` first');
  return new URL(canonical).origin;
}

/** A line of the server's log (lib/logging/logger.ts). */
export interface LogLine {
  level: string;
  time: string;
  message: string;
  component: string;
  operation?: string;
  reference?: string;
  error?: string;
}

export type Query = <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>;

export interface TestServer {
  url: string;
  store: StoreKind;
  /** The server's DATA_DIR: the embedded store and the mail and calendar outboxes. */
  dataDir: string;
  /** The environment the server runs with, for commands that must see the same store. */
  env: Record<string, string>;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** The server's own log lines (one JSON object each), parsed; Next.js's banner lines are not JSON. */
  logLines(): LogLine[];
  /** Reads or changes the store; on PGlite the server is stopped meanwhile (one opener only). */
  inspect<T>(work: (query: Query) => Promise<T>): Promise<T>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `extraEnv` overrides the server's environment. On PostgreSQL, each server gets a new database
 * unless `sharedDatabaseUrl` names one (several instances of the app on one database).
 */
export async function startServer(
  store: StoreKind,
  extraEnv: Record<string, string> = {},
  sharedDatabaseUrl?: string,
  /** Another build of the app (a copy of the repository with changes), instead of this one. */
  appRoot = ROOT,
): Promise<TestServer> {
  // A fixed PORT where a caller needs one (the page benchmark: canonical URLs name the build's host).
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-api-'));
  const database =
    store !== 'postgres' ? undefined : sharedDatabaseUrl ? { url: sharedDatabaseUrl, drop: async () => {} } : await createTestDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_MANUAL_SIG_HANDLE: 'true',
    PORT: String(port),
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    // Suites send many leads from few clients; the suites of these limits set them.
    OUTBOUND_MAIL_PER_CLIENT: 'off',
    TEAM_DIGEST_AFTER: 'off',
    // Suites read a demo request's team notification at once (tests/integration/demo-team-notice.test.ts has the wait).
    DEMO_NOTICE_WAIT_SECONDS: '0',
    STATUS_TOKEN: TEST_STATUS_TOKEN,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = database.url;

  let child: ChildProcess | undefined;
  let output = '';
  const url = `http://127.0.0.1:${port}`;

  async function launch() {
    // On this machine only, as `npm start` listens by default (a test may name another HOSTNAME).
    const args = ['start', '-p', String(port), '-H', extraEnv.HOSTNAME ?? '127.0.0.1'];
    child = spawn(process.execPath, [path.join(appRoot, 'node_modules/next/dist/bin/next'), ...args], {
      cwd: appRoot,
      env,
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await waitUntilServing(url, child, () => output);
  }

  async function kill(signal: NodeJS.Signals = 'SIGTERM') {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
  }

  await launch();
  return {
    url,
    store,
    dataDir,
    env: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine),
    kill,
    restart: launch,
    async inspect(work) {
      if (database) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          return await work(async (text, params) => (await client.query(text, params)).rows);
        } finally {
          await client.end();
        }
      }
      const wasRunning = child?.exitCode === null && child.signalCode === null;
      await kill();
      const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
      try {
        return await work(async (text, params) => (await pglite.query(text, params)).rows as never[]);
      } finally {
        await pglite.close();
        if (wasRunning) await launch();
      }
    },
    async close() {
      await kill();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string) {
  // Generous: a loaded 2-core machine can take a while to build caches and open the store.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output()}`);
    try {
      // Any endpoint's preflight: it answers once the app serves requests.
      const response = await fetch(`${url}${operations[0]!.path}`, { method: 'OPTIONS' });
      if (response.status === 204) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`next start did not answer within 120 s:\n${output()}`);
}

/** A port nothing listens on right now, for a server about to start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
