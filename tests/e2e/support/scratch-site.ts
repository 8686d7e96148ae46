/**
 * A scratch copy of this checkout for the copy editor's browser test: the editor writes into it,
 * the copy is built and served, and this checkout stays as it was. Its files are the checkout's
 * (committed or not, less what git ignores); node_modules is hard-linked, since Next.js's bundler
 * refuses a node_modules that links out of the project.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ScratchSite {
  dir: string;
  /** Runs an npm script in the copy (e.g. `build`), failing with its output. */
  run(script: string, env?: Record<string, string>): void;
  /** `next dev` or `next start` of the copy on a port, until stopped or removed. */
  serve(command: 'dev' | 'start', port: number, env?: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }>;
  remove(): Promise<void>;
}

export function makeScratchSite(): ScratchSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'scratch-site-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of files.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(ROOT, file), path.join(dir, file));
    } catch (error) {
      // A file deleted in the checkout but not yet from git's index.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  try {
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  } catch {
    // Another file system than the checkout's: a full copy, slower.
    execFileSync('cp', ['-a', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  }
  const servers: ChildProcess[] = [];
  const nextBin = path.join(dir, 'node_modules/next/dist/bin/next');
  return {
    dir,
    run(script, env = {}) {
      execFileSync('npm', ['run', script], { cwd: dir, env: { ...process.env, ...env }, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
    },
    async serve(command, port, env = {}) {
      const child = spawn(process.execPath, [nextBin, command, '-p', String(port), '-H', '127.0.0.1'], {
        cwd: dir,
        env: { ...process.env, NODE_ENV: command === 'dev' ? 'development' : 'production', ...env },
        stdio: 'ignore',
      });
      servers.push(child);
      const url = `http://127.0.0.1:${port}`;
      for (let attempt = 0; attempt < 240; attempt++) {
        if (child.exitCode !== null) throw new Error(`next ${command} of the scratch copy exited with ${child.exitCode}`);
        const up = await fetch(`${url}/api/status`).then(
          () => true,
          () => false,
        );
        if (up) return { url, stop: () => stop(child) };
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`next ${command} of the scratch copy did not answer in 2 minutes`);
    },
    async remove() {
      await Promise.all(servers.map(stop));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
