/**
 * A server that other machines reach directly, with no proxy named, would count each request as
 * whatever client its X-Forwarded-For names (issue 33 item 5): `next start` on every interface
 * without TRUSTED_PROXY_HOPS stops with one line saying what to set; with TRUSTED_PROXY_HOPS it
 * starts; `npm start` listens on this machine only unless HOSTNAME says otherwise, so `npm run serve`
 * is safe as it is. Needs an address beyond loopback on this machine to tell the difference.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersOn, outsideAddresses } from '@/lib/runtime/listen-check';
import { freePort, startServer } from '../helpers/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
/** An address of this machine's that another machine could use (IPv4 first: every stack has it). */
const outside = outsideAddresses().toSorted((a, b) => Number(a.includes(':')) - Number(b.includes(':')))[0];

/** The environment of a server with no proxy named. */
function withoutProxyHops(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', RATE_LIMIT: '10/60', ...extra };
  delete env.TRUSTED_PROXY_HOPS;
  delete env.HOSTNAME;
  return env;
}

describe.skipIf(!outside)('a server other machines reach', () => {
  it.each([
    { how: '`next start -H 0.0.0.0`', args: ['-H', '0.0.0.0'] },
    { how: '`next start` (every interface)', args: [] },
  ])(
    '$how without TRUSTED_PROXY_HOPS stops, saying what to set',
    async ({ args }) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'listen-'));
      try {
        const result = spawnSync(process.execPath, [NEXT_BIN, 'start', '-p', '0', ...args], {
          cwd: ROOT,
          env: withoutProxyHops({ DATA_DIR: dataDir }),
          encoding: 'utf8',
          timeout: 120_000,
        });
        // Today's code serves on: the timeout kills it.
        expect(result.signal, 'killed by the timeout: the server did not stop').toBeNull();
        expect(result.status).toBe(1);
        const lines = (result.stdout + result.stderr).split('\n').filter((line) => line.startsWith('Not starting:'));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain('TRUSTED_PROXY_HOPS');
        expect(lines[0]).toContain('HOSTNAME=127.0.0.1');
        expect(lines[0]).toContain('DEPLOY.md');
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it('with TRUSTED_PROXY_HOPS given, it starts there and serves', async () => {
    const server = await startServer('pglite', { HOSTNAME: '0.0.0.0', TRUSTED_PROXY_HOPS: '1' });
    try {
      expect(await answersOn(outside!, Number(new URL(server.url).port))).toBe(true);
      expect((await fetch(`${server.url}/api/status`)).status).toBe(200);
    } finally {
      await server.close();
    }
    // Starting a server on a loaded machine: the helper's own 120 s, not a test's 60.
  }, 180_000);

  it('`npm start` listens on this machine only by default, and starts without TRUSTED_PROXY_HOPS', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'listen-'));
    const child = spawn('npm', ['start'], { cwd: ROOT, env: withoutProxyHops({ PORT: String(port), DATA_DIR: dataDir }), detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    try {
      const deadline = Date.now() + 120_000;
      let status: number | undefined;
      while (status === undefined && Date.now() < deadline && child.exitCode === null) {
        status = await fetch(`http://127.0.0.1:${port}/api/status`).then(
          (response) => response.status,
          () => undefined,
        );
        if (status === undefined) await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect(status, output).toBe(200);
      expect(await answersOn(outside!, port)).toBe(false);
    } finally {
      // npm, its shell and the server: the whole group.
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
