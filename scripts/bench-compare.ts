/**
 * `npm run bench:compare -- <other checkout>`: this build and another checkout's build (say the
 * release before a change), served at once and measured alternately, each first in every other
 * round, so that the machine's drift and each load's after-effects fall on both alike. Build both first (`npm run build` in each). Prints figures; not a test.
 *
 * - The rejection path: an invalid body on POST /api/contact, 10 connections, as fast as possible,
 *   BENCH_ROUNDS (4; even, so that each server is first as often) rounds of BENCH_SECONDS (10) each, after a warm-up.
 * - With TEST_DATABASE_URL: accepted leads on PostgreSQL (each server a fresh database of its own)
 *   at 200 requests a second, distinct bodies and mailboxes, the same rounds; p50 and p99 per round
 *   and their medians. BENCH_PG_ACTIVITY=1 also samples where this checkout's accepted requests
 *   spend their time in PostgreSQL (scripts/bench/pg-activity.ts) and prints the table.
 * - With TEST_DATABASE_URL, the same accepted load right after other traffic, with no pause: for
 *   BENCH_BURST_SECONDS (32), rejected posts and page views at once, as fast as the server answers
 *   them, then the accepted leads at once (BENCH_ONLY_BURST=1: this case alone). What an honest lead meets on a busy site: the burst's
 *   garbage, its idle database connections, whatever the burst left the delivery worker to do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../tests/helpers/stores';
import { activityTable, sampleActivity, type ActivityProfile } from './bench/pg-activity';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPTED_RATE = 200;

interface Server {
  label: string;
  url: string;
  child: ChildProcess;
  dataDir: string;
}

function serve(label: string, root: string, port: number, env: Record<string, string> = {}): Server {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-compare-'));
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', RATE_LIMIT: 'off', DATA_DIR: dataDir, ...env }, stdio: 'ignore' },
  );
  return { label, url: `http://127.0.0.1:${port}/api/contact`, child, dataDir };
}

async function ready(url: string) {
  for (let i = 0; i < 400; i++) {
    if (
      await fetch(url, { method: 'OPTIONS' }).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not come up`);
}

function stop(servers: Server[]) {
  for (const server of servers) {
    server.child.kill('SIGKILL');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

let leadCounter = 0;
/** A lead of its own mailbox, as in honest traffic (leads for one mailbox wait for one another). */
function acceptedBody(): string {
  leadCounter += 1;
  return JSON.stringify({
    name: `Bench ${leadCounter}`,
    email: `bench-${process.pid}-${leadCounter}@example.com`,
    message: 'Benchmark lead',
  });
}

async function load(url: string, seconds: number, accepted: boolean) {
  return autocannon({
    url,
    method: 'POST',
    duration: seconds,
    connections: 10,
    overallRate: accepted ? ACCEPTED_RATE : undefined,
    headers: { 'content-type': 'application/json' },
    requests: [
      { setupRequest: (request) => ({ ...request, body: accepted ? acceptedBody() : JSON.stringify({ email: 'nobody@example.com' }) }) },
    ],
  });
}

/**
 * Which server goes first in a round: each in turn. A load leaves work behind in the shared
 * PostgreSQL (its WAL to flush, its tables to vacuum) that falls on whichever server runs next, so
 * a fixed order would give all of it to the second one.
 */
const orderOfRound = (round: number, count: number) => {
  const order = [...Array(count).keys()];
  return round % 2 === 1 ? order : order.reverse();
};

/**
 * A pause before each measured load, for the last one's after-effects to pass (BENCH_SETTLE_SECONDS,
 * 5): the loaded server's garbage collection once the load stops, its database's WAL and vacuum.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_SECONDS ?? 5) * 1000));

/** The middle value; of an even count, the mean of the two middle ones (each server is first in half of the rounds). */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function rejectionRounds(servers: Server[]) {
  for (const server of servers) await load(server.url, 3, false);
  const figures: number[][] = servers.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const index of orderOfRound(round, servers.length)) {
      await settle();
      figures[index]!.push((await load(servers[index]!.url, SECONDS, false)).requests.average);
    }
    console.log(
      `rejection, round ${round}: ${servers.map((server, index) => `${server.label} ${figures[index]!.at(-1)!.toFixed(0)}`).join(', ')} req/s`,
    );
  }
  const means = figures.map((runs) => runs.reduce((sum, value) => sum + value, 0) / runs.length);
  console.log(
    `rejection, mean: ${servers[0]!.label} ${means[0]!.toFixed(0)} req/s, ${servers[1]!.label} ${means[1]!.toFixed(0)} req/s (${((means[1]! / means[0]! - 1) * 100).toFixed(1)} %)\n`,
  );
}

const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 32);
/**
 * The pages visitors read while the burst lasts: every kind a lead comes from, in several languages,
 * and only pages that 539eee5 (the yardstick of docs/performance.md) has too, so both servers answer
 * the same pages rather than one of them its 404.
 */
const BURST_PAGES = ['/en', '/de/quote', '/fr/contact', '/es/brochure', '/pt/demo', '/en/developers'];

/** Rejected posts and page views at once, each on 10 connections, as fast as the server answers. */
async function burst(server: Server) {
  const origin = new URL(server.url).origin;
  let page = 0;
  await Promise.all([
    load(server.url, BURST_SECONDS, false),
    autocannon({
      url: origin,
      duration: BURST_SECONDS,
      connections: 10,
      requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', path: BURST_PAGES[page++ % BURST_PAGES.length]! }) }],
    }),
  ]);
}

async function acceptedRounds(servers: Server[], databaseUrls: string[], afterBurst = false) {
  for (const server of servers) await load(server.url, 3, true);
  const figures = servers.map(() => ({ rate: [] as number[], p50: [] as number[], p99: [] as number[], non2xx: 0 }));
  let profile: ActivityProfile | undefined;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const index of orderOfRound(round, servers.length)) {
      const server = servers[index]!;
      const sampler = process.env.BENCH_PG_ACTIVITY && index === 1 ? await sampleActivity(databaseUrls[index]!, 5) : undefined;
      // After a burst, no pause: the accepted load starts as the other traffic stops.
      if (afterBurst) await burst(server);
      else await settle();
      const result = await load(server.url, SECONDS, true);
      const sampled = await sampler?.stop();
      if (sampled) profile = mergeProfiles(profile, sampled);
      const own = figures[index]!;
      own.rate.push(result.requests.average);
      own.p50.push(result.latency.p50);
      own.p99.push(result.latency.p99);
      own.non2xx += result.non2xx;
    }
    console.log(
      `accepted on PostgreSQL at ${ACCEPTED_RATE} req/s${afterBurst ? ' right after a burst' : ''}, round ${round}: ${servers
        .map(
          (server, index) =>
            `${server.label} ${figures[index]!.rate.at(-1)!.toFixed(0)} req/s p50 ${figures[index]!.p50.at(-1)} p99 ${figures[index]!.p99.at(-1)} ms`,
        )
        .join('; ')}`,
    );
  }
  console.log(
    `\n| accepted on PostgreSQL, 200 req/s${afterBurst ? `, right after ${BURST_SECONDS} s of rejections and page views` : ''} | req/s (median) | p50 ms (median) | p99 ms (median) | p99 ms, each round | non-2xx |`,
  );
  console.log('|---|---:|---:|---:|---|---:|');
  for (const [index, server] of servers.entries()) {
    const own = figures[index]!;
    console.log(
      `| ${server.label} | ${median(own.rate).toFixed(0)} | ${median(own.p50)} | ${median(own.p99)} | ${own.p99.join(', ')} | ${own.non2xx} |`,
    );
  }
  if (profile) console.log(`\nWhere ${servers[1]!.label}'s accepted requests spent their time in PostgreSQL:\n\n${activityTable(profile)}`);
}

function mergeProfiles(a: ActivityProfile | undefined, b: ActivityProfile): ActivityProfile {
  if (!a) return b;
  const rows = new Map(a.rows.map((row) => [row.statement, { ...row, waits: { ...row.waits } }]));
  for (const row of b.rows) {
    const entry = rows.get(row.statement) ?? { statement: row.statement, seen: 0, waits: {} };
    entry.seen += row.seen;
    for (const [wait, count] of Object.entries(row.waits)) entry.waits[wait] = (entry.waits[wait] ?? 0) + count;
    rows.set(row.statement, entry);
  }
  const samples = a.samples + b.samples;
  return {
    samples,
    meanBusy: (a.meanBusy * a.samples + b.meanBusy * b.samples) / samples,
    rows: [...rows.values()].sort((x, y) => y.seen - x.seen),
  };
}

async function main() {
  const other = process.argv[2];
  if (!other) throw new Error('Usage: npm run bench:compare -- <path of another checkout, built>');
  const roots = [
    { label: path.basename(path.resolve(other)), root: path.resolve(other) },
    { label: 'this checkout', root: path.resolve(import.meta.dirname, '..') },
  ];

  if (!process.env.BENCH_ONLY_BURST) {
    const embedded = roots.map(({ label, root }, index) => serve(label, root, 4601 + index));
    try {
      for (const server of embedded) await ready(server.url);
      await rejectionRounds(embedded);
    } finally {
      stop(embedded);
    }
  }

  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: the accepted path on PostgreSQL is skipped.');
    return;
  }
  const databases = await Promise.all(roots.map(() => createTestDatabase()));
  const onPostgres = roots.map(({ label, root }, index) => serve(label, root, 4611 + index, { DATABASE_URL: databases[index]!.url }));
  try {
    for (const server of onPostgres) await ready(server.url);
    const databaseUrls = databases.map((database) => database.url);
    if (!process.env.BENCH_ONLY_BURST) await acceptedRounds(onPostgres, databaseUrls);
    await acceptedRounds(onPostgres, databaseUrls, true);
  } finally {
    stop(onPostgres);
    await Promise.all(databases.map((database) => database.drop()));
  }
}

void main().then(() => process.exit(0));
