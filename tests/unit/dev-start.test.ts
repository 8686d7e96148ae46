import { spawnSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installMessage, scriptOf } from '@/scripts/dev/install-check.mjs';
import { localUrlOf, portAndRest, shownUrl, WARM_UP_PATHS, warmUpMessages } from '@/scripts/dev/dev-server.mjs';
import { freePort, READY_CHECK_SECONDS } from '@/scripts/dev/front-server.mjs';

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

  it('reads the port a person asks for, and passes the other arguments on', () => {
    expect(portAndRest(['-p', '3001', '--turbopack'], {})).toEqual({ port: 3001, rest: ['--turbopack'] });
    expect(portAndRest(['--port=3002'], {})).toEqual({ port: 3002, rest: [] });
    expect(portAndRest(['--port', '3003'], { PORT: '4000' })).toEqual({ port: 3003, rest: [] });
    expect(portAndRest([], { PORT: '4000' })).toEqual({ port: 4000, rest: [] });
    expect(portAndRest([], {})).toEqual({ port: 3000, rest: [] });
  });

  it('answers an editor page at once while the editor is built, passes everything else through, and shows its own address', async () => {
    const folder = path.join(scratch, 'served');
    const script = copyOf('dev-server.mjs', folder);
    copyOf('front-server.mjs', folder);
    // A stand-in for `next dev`: listens where it is told, prints its arguments and address as Next.js
    // does, builds the editor slowly (1.5 s), and echoes a WebSocket as hot reload would use one.
    const next = path.join(folder, 'node_modules/next/dist/bin/next');
    mkdirSync(path.dirname(next), { recursive: true });
    writeFileSync(
      next,
      `const http = require('node:http');
const asked = [];
const server = http.createServer((request, response) => {
  // The warm-up asks as the editor does (Keystatic's API answers 400 without no-cors: 1).
  if (request.headers['user-agent'] === 'courtside-dev-warm-up' && request.headers['no-cors'] === '1') asked.push(request.url);
  if (asked.length === ${WARM_UP_PATHS.length}) console.log('warmed up ' + asked.splice(0).join(' '));
  setTimeout(() => response.end('next answered ' + request.method + ' ' + request.url), request.url === '/keystatic' ? 1500 : 10);
});
server.on('upgrade', (request, socket) => {
  socket.write('HTTP/1.1 101 Switching Protocols\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\n\\r\\n');
  socket.on('data', (data) => socket.write(data));
});
const port = Number(process.argv[process.argv.indexOf('-p') + 1]);
server.listen(port, '127.0.0.1', () => {
  console.log('args ' + process.argv.slice(2).join(' '));
  console.log('   - Local:         http://127.0.0.1:' + port);
});`,
    );
    writeFileSync(path.join(folder, 'node_modules/next/package.json'), '{"type":"commonjs"}');
    // The port asked for is taken by another program: the next one is used, and the terminal says so.
    const asked = await freePort();
    const other = net.createServer().listen(asked, '127.0.0.1');
    await once(other, 'listening');
    const child = spawn(process.execPath, [script, '-p', String(asked), '--turbopack'], {
      cwd: folder,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const said = (text: string | RegExp) => expect.poll(() => output, { timeout: 10_000 }).toMatch(text);
    try {
      await said(/Local:\s+http:\/\/127\.0\.0\.1:\d+/);
      const port = Number(/Local:\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(output)![1]);
      expect(port).toBe(asked + 1);
      expect(output).toContain(`Port ${asked} is in use by another program: using ${port} instead.`);
      expect(output).toMatch(/args dev -H 127\.0\.0\.1 -p \d+ --turbopack/);
      const front = `http://127.0.0.1:${port}`;
      const page = (pathname: string) => fetch(`${front}${pathname}`, { headers: { accept: 'text/html' } });

      // While the editor is built: its pages answer at once, and look again by themselves.
      const waiting = await page('/keystatic/singleton/home-fr');
      expect(waiting.status).toBe(200);
      const body = await waiting.text();
      expect(body).toContain('The editor is getting ready…');
      expect(body).toContain(`<meta http-equiv="refresh" content="${READY_CHECK_SECONDS}">`);
      // An icon of its own: each look again would otherwise ask for /favicon.ico, a 404 line in the terminal.
      expect(body).toContain('<link rel="icon" href="data:,">');
      // The site's pages, the editor's API and a post pass through meanwhile.
      expect(await (await page('/en')).text()).toBe('next answered GET /en');
      expect(await (await fetch(`${front}/api/keystatic/tree`)).text()).toBe('next answered GET /api/keystatic/tree');
      expect(await (await fetch(`${front}/api/contact`, { method: 'POST', body: '{}' })).text()).toBe('next answered POST /api/contact');

      await said(/The editor is ready: http:\/\/localhost:\d+\/keystatic/);
      expect(output).toContain(`The editor is getting ready at http://localhost:${port}/keystatic`);
      expect(output).toContain(`warmed up ${WARM_UP_PATHS.join(' ')}`);
      expect(await (await page('/keystatic')).text()).toBe('next answered GET /keystatic');

      // Hot reload's WebSocket goes through both ways.
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write('GET /_next/webpack-hmr HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      let received = '';
      socket.on('data', (data: Buffer) => (received += data.toString()));
      await expect.poll(() => received).toContain('101 Switching Protocols');
      socket.write('ping');
      await expect.poll(() => received).toContain('ping');
      socket.destroy();
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      other.close();
    }
  });
});
