/**
 * A copy of this repository to change and build apart from it (the source as committed or being
 * edited, without build output; node_modules hard-linked, which costs a second), for
 * tests that prove a change needs only the files they touch.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function copyOfApp(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'app-copy-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
    await copyFile(path.join(ROOT, file), path.join(copy, file));
  }
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules')]);
  return copy;
}

/** Runs an npm script of the copy (e.g. `build:test`), failing with its output. */
export function runScript(root: string, script: string, env: Record<string, string> = {}, timeoutMs = 600_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script], { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`npm run ${script} exited with ${code}:\n${output.slice(-6000)}`));
    });
  });
}

/** Reads, changes and writes one file of the copy; returns its path for the list of touched files. */
export async function editFile(root: string, file: string, change: (text: string) => string): Promise<string> {
  const full = path.join(root, file);
  await writeFile(full, change(await readFile(full, 'utf8')));
  return file;
}

/** Writes a new file in the copy; returns its path. */
export async function addFile(root: string, file: string, text: string): Promise<string> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
  return file;
}
