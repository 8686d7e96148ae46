/**
 * `npm run bench:compare -- <other checkout>`: the rejection path (an invalid body on
 * POST /api/contact) of this build and of another checkout's build, served at once and measured
 * alternately (autocannon, 10 connections, 10 s a run, four rounds after a warm-up), so that the
 * machine's drift falls on both alike. Build both first (`npm run build` in each). Prints figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROUNDS = 4;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function serve(root: string, port: number): { child: ChildProcess; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-compare-'));
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', RATE_LIMIT: 'off', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  return { child, dataDir };
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

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    duration: seconds,
    connections: 10,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com' }),
  });
  return result.requests.average;
}

async function main() {
  const other = process.argv[2];
  if (!other) throw new Error('Usage: npm run bench:compare -- <path of another checkout, built>');
  const servers = [
    { label: path.resolve(other), port: 4601, ...serve(path.resolve(other), 4601) },
    { label: 'this checkout', port: 4602, ...serve(path.resolve(import.meta.dirname, '..'), 4602) },
  ];
  try {
    const urls = servers.map((server) => `http://127.0.0.1:${server.port}/api/contact`);
    for (const url of urls) await ready(url);
    for (const url of urls) await requestsPerSecond(url, 3);
    const figures: number[][] = [[], []];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [index, url] of urls.entries()) figures[index]!.push(await requestsPerSecond(url, SECONDS));
      console.log(
        `round ${round}: ${servers.map((server, index) => `${server.label} ${figures[index]!.at(-1)!.toFixed(0)}`).join(', ')} req/s`,
      );
    }
    const means = figures.map((runs) => runs.reduce((sum, value) => sum + value, 0) / runs.length);
    console.log(
      `\nmean: ${servers[0]!.label} ${means[0]!.toFixed(0)} req/s, this checkout ${means[1]!.toFixed(0)} req/s (${((means[1]! / means[0]! - 1) * 100).toFixed(1)} %)`,
    );
  } finally {
    for (const server of servers) {
      server.child.kill('SIGKILL');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

void main().then(() => process.exit(0));
