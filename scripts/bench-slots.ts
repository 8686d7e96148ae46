/**
 * `npm run bench:slots`: autocannon against `next start` (build first: `npm run build`) on
 * GET /api/scheduling/slots beside its rejection paths, and beside the API's reference rejection
 * (an invalid body on POST /api/contact, BENCHMARKS.md). Prints req/s, p50 and p99 per scenario,
 * with the status every answer had:
 * - the free starts (20, and 50), one list asked for again and again: answered from the lists the
 *   server keeps (lib/scheduling/slot-list-cache.ts), computed again when one expires (5 s, or the
 *   calendar's 30 s), the calendar read then included;
 * - the free starts, a list not kept on every request (1000 zone and limit pairs in turn): each
 *   computed, reading the store's bookings, the calendar cached;
 * - a bad time zone: 400 before any store query;
 * - past the rate limit: 429, each request counted in the store (lists the client never got, so
 *   never kept: a kept one is answered uncounted);
 * on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. A script that prints figures, not a test.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../tests/helpers/stores';

const ROOT = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const CONNECTIONS = 10;

interface Scenario {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** The status every answer must have, else the figure measures something else. */
  status: number;
  /** Each request's path in turn, instead of `path` every time (`path` is the check's). */
  nextPath?: () => string;
}

interface Row extends Scenario {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers with another status than `status`, and connection errors. */
  off: number;
}

async function startNext(port: number, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-slots-'));
  // On this machine only (lib/runtime/listen-check.ts refuses a server others reach without TRUSTED_PROXY_HOPS).
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DELIVERY_WORKER: 'off', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 400) throw new Error(`${url} did not come up`);
    const up = await fetch(`${url}/api/contact`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url: string, scenario: Scenario, seconds: number) {
  return autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method ?? 'GET',
    duration: seconds,
    connections: CONNECTIONS,
    // One client address for all: the 429 scenario is one client past its limit.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    ...(scenario.body ? { body: scenario.body } : {}),
    ...(scenario.nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: scenario.nextPath!() }) }] } : {}),
  });
}

async function measure(url: string, scenario: Scenario): Promise<Row> {
  const check = await fetch(`${url}${scenario.path}`, {
    method: scenario.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    ...(scenario.body ? { body: scenario.body } : {}),
  });
  await check.arrayBuffer();
  if (check.status !== scenario.status) throw new Error(`${scenario.label}: answered ${check.status}, not ${scenario.status}`);
  await load(url, scenario, WARM_UP_SECONDS);
  const result = await load(url, scenario, SECONDS);
  const matching = result.statusCodeStats?.[`${scenario.status}`]?.count ?? 0;
  const row = {
    ...scenario,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    off: result.requests.total - matching + result.errors,
  };
  console.error(`  ${row.label}: ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.off} off`);
  return row;
}

const SLOTS = '/api/scheduling/slots';
/** 20 zones × 50 limits: at the figures here (100 to 150 computed lists a second) a pair comes back after the 5 s a list is kept. */
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/Mexico_City',
  'Europe/London',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Berlin',
  'Europe/Lisbon',
  'Europe/Rome',
  'Africa/Lagos',
  'Africa/Cairo',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Dubai',
  'Australia/Sydney',
  'Pacific/Auckland',
];
let pair = 0;
const nextUnkeptPath = () => {
  pair = (pair + 1) % (ZONES.length * 50);
  return `${SLOTS}?timeZone=${ZONES[pair % ZONES.length]}&limit=${Math.floor(pair / ZONES.length) + 1}`;
};
const FREE: Scenario[] = [
  { label: 'free starts (20), 200', path: `${SLOTS}?timeZone=America/New_York`, status: 200 },
  { label: 'free starts (50), 200', path: `${SLOTS}?timeZone=America/New_York&limit=50`, status: 200 },
  {
    label: 'free starts, a list not kept each time (computed), 200',
    path: `${SLOTS}?timeZone=Europe/Paris&limit=7`,
    status: 200,
    nextPath: nextUnkeptPath,
  },
  { label: 'bad time zone, 400', path: `${SLOTS}?timeZone=Mars/Olympus`, status: 400 },
  {
    label: 'reference: invalid body on POST /api/contact, 400',
    path: '/api/contact',
    method: 'POST',
    body: JSON.stringify({ email: 'nobody@example.com' }),
    status: 400,
  },
];
const LIMITED: Scenario = { label: 'past the rate limit, 429', path: `${SLOTS}?timeZone=America/New_York`, status: 429 };

async function storeRows(store: string, env: Record<string, string>, port: number): Promise<Row[]> {
  const rows: Row[] = [];
  console.error(`${store}, ${CONNECTIONS} connections, ${SECONDS} s a run after ${WARM_UP_SECONDS} s of warm-up:`);
  const open = await startNext(port, { ...env, RATE_LIMIT: 'off' });
  try {
    for (const scenario of FREE) rows.push({ ...(await measure(open.url, scenario)), label: `${store}: ${scenario.label}` });
  } finally {
    await open.stop();
  }
  // One request a day allowed: after this one, every request is refused. Another list than the
  // scenario's, so that the scenario's is never kept (a kept list would be answered uncounted).
  const limited = await startNext(port + 1, { ...env, RATE_LIMIT: '1/86400' });
  try {
    await fetch(`${limited.url}${SLOTS}?timeZone=America/New_York&limit=1`, { headers: { 'x-forwarded-for': '203.0.113.7' } }).then(
      (answer) => answer.arrayBuffer(),
    );
    rows.push({ ...(await measure(limited.url, LIMITED)), label: `${store}: ${LIMITED.label}` });
  } finally {
    await limited.stop();
  }
  return rows;
}

async function main() {
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const rows = await storeRows('PGlite', {}, 4371);
  if (process.env.TEST_DATABASE_URL) {
    const database = await createTestDatabase();
    try {
      rows.push(...(await storeRows('PostgreSQL', { DATABASE_URL: database.url }, 4373)));
    } finally {
      await database.drop();
    }
  } else {
    console.error('TEST_DATABASE_URL is not set: skipping PostgreSQL.');
  }
  console.log(`\n| scenario | req/s | p50 ms | p99 ms | other status or error |`);
  console.log(`|---|---:|---:|---:|---:|`);
  for (const row of rows) {
    console.log(`| ${row.label} | ${row.requestsPerSecond.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.off} |`);
  }
  process.exit(0);
}

void main();
