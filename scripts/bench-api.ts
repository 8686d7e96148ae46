/**
 * `npm run bench:api`: autocannon against `next start` and, in the same run, against a bare
 * node:http server that reads and validates the same body (scripts/bench/bare-server.ts).
 * Prints req/s, p50 and p99 for a rejected body and for accepted leads on PGlite and, when
 * TEST_DATABASE_URL is set, on PostgreSQL. A script that prints figures, not a test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../tests/helpers/stores';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPTED_RATE = 200;
const WARM_UP_SECONDS = 3;
// Scripts run in this node process through tsx's loader: one process each, so a kill stops it.
const TSX_LOADER = ['--import', 'tsx'];

interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function waitFor(url: string) {
  for (let i = 0; i < 400; i++) {
    try {
      await fetch(url, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${url} did not come up`);
}

function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

async function startNext(port: number, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  const child = startProcess(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      NODE_ENV: 'production',
      RATE_LIMIT: 'off',
      DATA_DIR: dataDir,
      ...env,
    },
  );
  await waitFor(`http://127.0.0.1:${port}/api/contact`);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(label: string, url: string, options: { body?: () => string; rate?: number; connections?: number }) {
  // An unmeasured warm-up first, so that start-up work (JIT, first queries) does not set the tail.
  await load(url, options, WARM_UP_SECONDS);
  const result = await load(url, options, DURATION_SECONDS);
  const figures: Figures = {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.error(`  ${label}: ${figures.requestsPerSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
  return figures;
}

let rejectedCounter = 0;
function load(url: string, options: { body?: () => string; rate?: number; connections?: number }, seconds: number) {
  return autocannon({
    url: `${url}/api/contact`,
    method: 'POST',
    duration: seconds,
    connections: options.connections ?? 10,
    overallRate: options.rate,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: options.body ? options.body() : JSON.stringify({ email: `nobody-${++rejectedCounter}@example.com` }),
        }),
      },
    ],
  });
}

let leadCounter = 0;
// A mailbox per lead, as in honest traffic: leads for one mailbox wait for one another (the caps).
const acceptedBody = () => {
  leadCounter += 1;
  return JSON.stringify({
    name: `Bench ${process.pid}-${leadCounter}`,
    email: `bench-${process.pid}-${leadCounter}@example.com`,
    message: 'Benchmark lead',
  });
};

async function main() {
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) {
    console.error('No production build: running next build first.');
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const rows: Figures[] = [];

  const bare = startProcess(process.execPath, [...TSX_LOADER, 'scripts/bench/bare-server.ts', '4181'], {});
  await waitFor('http://127.0.0.1:4181');
  const pglite = await startNext(4182, {});
  try {
    console.error('Rejected body (missing fields), 10 connections, as fast as possible:');
    rows.push(await run('rejected, bare node:http + Zod', 'http://127.0.0.1:4181', {}));
    rows.push(await run('rejected, next start', pglite.url, {}));

    console.error(`Accepted leads, distinct bodies, ${ACCEPTED_RATE} req/s:`);
    rows.push(await run('accepted, bare node:http + Zod (no store)', 'http://127.0.0.1:4181', { body: acceptedBody, rate: ACCEPTED_RATE }));
    rows.push(await run('accepted, next start on PGlite', pglite.url, { body: acceptedBody, rate: ACCEPTED_RATE }));
    console.error('Accepted leads, distinct bodies, as fast as possible:');
    rows.push(await run('accepted max, next start on PGlite', pglite.url, { body: acceptedBody }));
  } finally {
    await pglite.stop();
  }

  // The API's latency must not follow the mail provider's: deliveries run after the answer.
  for (const delayMs of [0, 2000]) {
    // (4190 is on fetch's list of blocked ports.)
    const resendPort = 4291 + delayMs / 1000;
    const resend = startProcess(
      process.execPath,
      [...TSX_LOADER, 'scripts/bench/fake-resend-server.ts', String(resendPort), String(delayMs)],
      {},
    );
    await waitFor(`http://127.0.0.1:${resendPort}`);
    const server = await startNext(4184 + delayMs / 1000, {
      RESEND_API_KEY: 're_bench',
      RESEND_BASE_URL: `http://127.0.0.1:${resendPort}`,
      MAIL_FROM: 'Bench <bench@courtside.example>',
      TEAM_EMAIL: 'team@courtside.example',
      EMAILS_PER_RECIPIENT_PER_DAY: '1000',
      BROCHURES_PER_RECIPIENT_PER_DAY: '1000',
    });
    try {
      rows.push(
        await run(`accepted, PGlite, fake Resend answering after ${delayMs} ms`, server.url, { body: acceptedBody, rate: ACCEPTED_RATE }),
      );
    } finally {
      await server.stop();
      resend.kill('SIGKILL');
    }
  }

  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    const postgres = await startNext(4183, { DATABASE_URL: database.url });
    try {
      rows.push(await run('accepted, next start on PostgreSQL', postgres.url, { body: acceptedBody, rate: ACCEPTED_RATE }));
      rows.push(await run('accepted max, next start on PostgreSQL', postgres.url, { body: acceptedBody }));
    } finally {
      await postgres.stop();
      await database.drop();
    }
  } else {
    console.error('TEST_DATABASE_URL is not set: skipping PostgreSQL.');
  }
  bare.kill('SIGKILL');

  const [bareRejected, nextRejected, bareAccepted] = rows;
  const ratio = (value: number, base: number) => (base ? (value / base).toFixed(2) : '-');
  console.log(`\n| scenario | req/s | p50 ms | p99 ms | non-2xx | errors | req/s ÷ bare |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|`);
  for (const row of rows) {
    const base = row.label.startsWith('rejected') ? bareRejected! : bareAccepted!;
    console.log(
      `| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} | ${ratio(row.requestsPerSecond, base.requestsPerSecond)} |`,
    );
  }
  console.log(
    `\nRejection path: next start does ${ratio(nextRejected!.requestsPerSecond, bareRejected!.requestsPerSecond)} of the bare server's throughput (target ≥ 0.5).`,
  );
  console.log(`Accepted path at ${ACCEPTED_RATE} req/s: p99 ${rows[3]!.p99} ms on PGlite (target < 50 ms).`);
  const [instant, slow] = rows.filter((row) => row.label.includes('fake Resend'));
  console.log(`With the mail provider answering instantly: p99 ${instant!.p99} ms; after 2 s: p99 ${slow!.p99} ms.`);
  process.exit(0);
}

void main();
