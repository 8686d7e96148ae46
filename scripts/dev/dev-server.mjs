/**
 * `npm run dev`: Next.js's development server (`next dev -H 127.0.0.1`, with the arguments given
 * after `--`), which builds each page the first time it is asked for. The copy editor is the largest
 * (about 1 MB of JavaScript): opened cold, a browser waited minutes on a blank tab. So:
 * - the port a person opens (3000, `-p 3001` or PORT) is a small front server's
 *   (./front-server.mjs), with Next.js behind it on a port of its own; until the editor is built, an
 *   editor page is answered at once with "The editor is getting ready…", which looks again by itself;
 * - once Next.js listens, this asks for the editor (and its API, and the home page) itself, in the
 *   background, and says so: "The editor is getting ready at …", then "The editor is ready".
 * The editor's own page also says "getting ready" until its code runs
 * (components/content-editor/content-editor.tsx). Plain JavaScript with no dependency beyond
 * Next.js itself; the server's output passes through, its address shown as the front server's.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startFrontServer } from './front-server.mjs';

/** The pages built ahead, the editor first: it is what a marketer opens and the slowest to build. */
export const WARM_UP_PATHS = ['/keystatic', '/api/keystatic/tree', '/en'];

const COLOURS = /\u001b\[[0-9;]*m/g;

/** The address in Next.js's "- Local: http://127.0.0.1:3000" line, or undefined for any other line. */
export function localUrlOf(line) {
  const match = /Local:\s+(https?:\/\/\S+)/.exec(line.replace(COLOURS, ''));
  return match ? match[1].replace(/\/$/, '') : undefined;
}

/** The address as a person types it: `localhost` for the loopback address the server listens on. */
export function shownUrl(url) {
  return url.replace('//127.0.0.1', '//localhost');
}

/** What the terminal says while the editor is built, and once it answers (with the answer's status). */
export function warmUpMessages(url) {
  const editor = `${shownUrl(url)}/keystatic`;
  return {
    start: `\nThe editor is getting ready at ${editor} (the first time it is built: a minute or two, longer on a slow computer). You can open it now; it shows once it is built.\n`,
    done: (status) =>
      status === 404
        ? `\nThe editor is off on this server (CONTENT_EDITOR=off): the site is at ${shownUrl(url)}.\n`
        : status === undefined || status >= 500
          ? `\nThe editor did not build: see the messages above, and ask a developer. The site is at ${shownUrl(url)}.\n`
          : `\nThe editor is ready: ${editor} (the site: ${shownUrl(url)}).\n`,
  };
}

/** A GET of a page, with no time limit (fetch would give up after 5 minutes): its status, or undefined on an error. */
function statusOf(url) {
  return new Promise((resolve) => {
    // `no-cors: 1`, as the editor sends it: without it, Keystatic's API answers 400, a line in the terminal that reads as an error.
    const request = http.get(url, { headers: { 'user-agent': 'courtside-dev-warm-up', 'no-cors': '1' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
  });
}

async function warmUp(nextUrl, shown) {
  const messages = warmUpMessages(shown);
  console.log(messages.start);
  const editor = await statusOf(`${nextUrl}${WARM_UP_PATHS[0]}`);
  for (const page of WARM_UP_PATHS.slice(1)) await statusOf(`${nextUrl}${page}`);
  console.log(messages.done(editor));
  return editor;
}

/** The port asked for (`-p 3001`, `--port 3001`, `--port=3001`, else PORT, else 3000), and the other arguments. */
export function portAndRest(args, environment = process.env) {
  const rest = [];
  let port;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '-p' || arg === '--port') port = args[++index];
    else if (arg.startsWith('--port=')) port = arg.slice('--port='.length);
    else rest.push(arg);
  }
  return { port: Number(port ?? environment.PORT ?? 3000), rest };
}

/** The front server on the port asked for or, where another program holds it, the next free one (as Next.js does). */
async function listenFront(asked, options) {
  for (let port = asked; port < asked + 20; port++) {
    try {
      await startFrontServer({ ...options, port });
      if (port !== asked) console.log(`Port ${asked} is in use by another program: using ${port} instead.`);
      return port;
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`Ports ${asked} to ${asked + 19} are all in use: choose another with npm run dev -- -p <port>.`);
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const asked = portAndRest(process.argv.slice(2));
  // Next.js listens behind the front server (./front-server.mjs), which answers while the editor is built.
  const nextPort = await freePort();
  let listening = false;
  let editorBuilding = true;
  const port = await listenFront(asked.port, {
    nextPort: () => (listening ? nextPort : undefined),
    holdPage: (pathname) => editorBuilding && (pathname === '/keystatic' || pathname.startsWith('/keystatic/')),
  });
  const child = spawn(process.execPath, [next, 'dev', '-H', '127.0.0.1', '-p', String(nextPort), ...asked.rest], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    // Next.js colours its output for a terminal; its output is piped through here to one.
    env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  // Next.js names its own port; a person opens the front server's.
  const ownAddress = new RegExp(`(127\\.0\\.0\\.1|localhost):${nextPort}\\b`, 'g');
  let pending = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk.toString().replace(ownAddress, `$1:${port}`));
    if (listening) return;
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    if (!lines.some((line) => localUrlOf(line))) return;
    listening = true;
    pending = '';
    // The server listens once it prints its address; the first request waits for it to be ready.
    void warmUp(`http://127.0.0.1:${nextPort}`, `http://127.0.0.1:${port}`).finally(() => (editorBuilding = false));
  });
  // Ctrl+C reaches the server too (one process group): wait for it to stop. A `kill` is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
