/**
 * bench/blank-next, the blank Next.js app the page benchmark compares the site with: built and
 * served with the project's own Next.js (its README).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const APP_DIR = path.join(ROOT, 'bench/blank-next');

/** Builds it afresh, so that it always matches the installed Next.js. */
export function buildBlankNext(): void {
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', APP_DIR], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`next build bench/blank-next failed (${result.status})`);
}

/** `next start` of it on a port, until `stop()`. */
export async function startBlankNext(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', APP_DIR, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start bench/blank-next exited with ${child.exitCode}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (attempt > 400) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
