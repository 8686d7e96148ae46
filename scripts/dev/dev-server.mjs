/**
 * `npm run dev`: Next.js's development server (`next dev -H 127.0.0.1`, with the arguments given
 * after `--`, such as `-p 3001`), which builds each page the first time it is asked for. The copy
 * editor is the largest (about 1 MB of JavaScript): opened cold, a browser waited minutes on a blank
 * tab. So once the server says where it listens, this asks for the editor (and its API, and the
 * home page) itself, in the background, and says so: "The editor is getting ready at …", then
 * "The editor is ready" when it answers. The editor opened meanwhile shows when its build is done,
 * and says "getting ready" until its code runs (components/content-editor/content-editor.tsx).
 * Plain JavaScript with no dependency beyond Next.js itself; the server's output passes through.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
    const request = http.get(url, { headers: { 'user-agent': 'courtside-dev-warm-up' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
  });
}

async function warmUp(url) {
  const messages = warmUpMessages(url);
  console.log(messages.start);
  const editor = await statusOf(`${url}${WARM_UP_PATHS[0]}`);
  for (const page of WARM_UP_PATHS.slice(1)) await statusOf(`${url}${page}`);
  console.log(messages.done(editor));
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const child = spawn(process.execPath, [next, 'dev', '-H', '127.0.0.1', ...process.argv.slice(2)], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    // Next.js colours its output for a terminal; its output is piped through here to one.
    env: process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1', ...process.env } : process.env,
  });
  let warming = false;
  let pending = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (warming) return;
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const url = localUrlOf(line);
      if (url && !warming) {
        warming = true;
        pending = '';
        // The server listens once it prints its address; the first request waits for it to be ready.
        void warmUp(url);
      }
    }
  });
  // Ctrl+C reaches the server too (one process group): wait for it to stop. A `kill` is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
