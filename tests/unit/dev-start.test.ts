import { spawnSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installMessage, scriptOf } from '@/scripts/dev/install-check.mjs';
import { localUrlOf, shownUrl, WARM_UP_PATHS, warmUpMessages } from '@/scripts/dev/dev-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'dev-start-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of one script of scripts/dev in a folder of its own, as in a fresh copy of the project. */
function copyOf(name: string, folder: string): string {
  mkdirSync(path.join(folder, 'scripts/dev'), { recursive: true });
  copyFileSync(path.join(ROOT, 'scripts/dev', name), path.join(folder, 'scripts/dev', name));
  return path.join(folder, 'scripts/dev', name);
}

describe('the install check before `npm run dev`', () => {
  it('says in one line to install first, once, then to run the same script again', () => {
    expect(installMessage({ script: 'dev', hasNodeModules: false, missing: ['tsx', 'next'] })).toBe(
      'Run `npm install` first (one time, a few minutes), then `npm run dev` again.',
    );
    expect(installMessage({ script: 'email:dev', hasNodeModules: true, missing: ['react-email'] })).toBe(
      'The install is not complete (react-email missing): run `npm install` (a few minutes), then `npm run email:dev` again.',
    );
    expect(installMessage({ script: 'dev', hasNodeModules: true, missing: [] })).toBeUndefined();
  });

  it('names the script npm ran it before', () => {
    expect(scriptOf('predev')).toBe('dev');
    expect(scriptOf('preemail:dev')).toBe('email:dev');
    expect(scriptOf(undefined)).toBe('dev');
  });

  it('stops a fresh copy with that line when no person is at a terminal, and lets an installed one go on', () => {
    const fresh = path.join(scratch, 'fresh');
    const script = copyOf('install-check.mjs', fresh);
    const run = () =>
      spawnSync(process.execPath, [script], { cwd: fresh, encoding: 'utf8', env: { ...process.env, npm_lifecycle_event: 'predev' } });
    const refused = run();
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('Run `npm install` first (one time, a few minutes), then `npm run dev` again.');
    for (const name of ['tsx', 'next', 'react-email']) {
      mkdirSync(path.join(fresh, 'node_modules', name), { recursive: true });
      writeFileSync(path.join(fresh, 'node_modules', name, 'package.json'), '{}');
    }
    const passed = run();
    expect(passed.status).toBe(0);
    expect(passed.stdout + passed.stderr).toBe('');
  });
});

describe('the development server’s warm-up', () => {
  it('finds the address in Next.js’s start-up lines, colours and all', () => {
    expect(localUrlOf('   - Local:         http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(localUrlOf('\u001b[2m - Local:\u001b[22m        http://127.0.0.1:3001/')).toBe('http://127.0.0.1:3001');
    expect(localUrlOf(' - Network:       http://127.0.0.1:3000')).toBeUndefined();
    expect(localUrlOf(' ✓ Ready in 2.1s')).toBeUndefined();
    expect(shownUrl('http://127.0.0.1:3001')).toBe('http://localhost:3001');
  });

  it('says the editor is getting ready, then that it is, at the address a person types', () => {
    const messages = warmUpMessages('http://127.0.0.1:3000');
    expect(messages.start).toContain('The editor is getting ready at http://localhost:3000/keystatic');
    expect(messages.done(200)).toContain('The editor is ready: http://localhost:3000/keystatic');
    expect(messages.done(401)).toContain('The editor is ready');
    expect(messages.done(404)).toContain('The editor is off');
    expect(messages.done(500)).toContain('did not build');
    expect(WARM_UP_PATHS[0]).toBe('/keystatic');
  });

  it('passes the arguments on to the server, asks for the editor once it listens, and says when it answered', async () => {
    const folder = path.join(scratch, 'served');
    const script = copyOf('dev-server.mjs', folder);
    // A stand-in for `next dev`: prints its arguments and address as Next.js does, answers slowly.
    const next = path.join(folder, 'node_modules/next/dist/bin/next');
    mkdirSync(path.dirname(next), { recursive: true });
    writeFileSync(
      next,
      `const http = require('node:http');
const asked = [];
const server = http.createServer((request, response) => {
  asked.push(request.url);
  setTimeout(() => response.end('ok'), 300);
  if (asked.length === ${WARM_UP_PATHS.length}) setTimeout(() => { console.log('asked ' + asked.join(' ')); process.exit(0); }, 400);
});
server.listen(0, '127.0.0.1', () => {
  console.log('args ' + process.argv.slice(2).join(' '));
  console.log('   - Local:         http://127.0.0.1:' + server.address().port);
});`,
    );
    writeFileSync(path.join(folder, 'node_modules/next/package.json'), '{"type":"commonjs"}');
    const child = spawn(process.execPath, [script, '-p', '3001'], { cwd: folder, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    expect(output).toContain('args dev -H 127.0.0.1 -p 3001');
    expect(output).toMatch(/The editor is getting ready at http:\/\/localhost:\d+\/keystatic/);
    expect(output).toMatch(/The editor is ready: http:\/\/localhost:\d+\/keystatic/);
    expect(output).toContain(`asked ${WARM_UP_PATHS.join(' ')}`);
  });
});
