/**
 * The rewrite of pages rendered per request as Node.js sends them (lib/first-frame/rendered-pages.ts),
 * on a plain Node.js server that writes a page the way Next.js does (headers, then pieces, then
 * end): a streamed page reaches the browser piece by piece, compressed, with its chunks started by
 * a loader under its nonce; a second end() loses nothing; a visitor who leaves mid-page breaks
 * nothing; a full connection holds the writer back; a request that is not a browser's navigation
 * is left as it was. tests/api/first-frame-rendered-pages.test.ts drives the real server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startScriptsAfterFirstFrame } from '@/lib/first-frame/rendered-pages';

const NONCE = 'bm9uY2U=';
const HEAD =
  `<!DOCTYPE html><html lang="en"><head>` +
  `<script src="/_next/static/chunks/a.js" async="" nonce="${NONCE}"></script>` +
  `<script src="/_next/static/chunks/b.js" async="" nonce="${NONCE}"></script></head>`;
const BODY = `<body><main><h1>Your club</h1></main><script src="/_next/static/chunks/c.js" nonce="${NONCE}" async=""></script></body></html>`;
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' };

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void | Promise<void>;
let server: http.Server | undefined;

/** A server that rewrites as the site's does, then answers with `handler`. */
async function serve(handler: Handler): Promise<string> {
  server = http.createServer((request, response) => {
    startScriptsAfterFirstFrame(request, response);
    void handler(request, response);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/en/your-club`;
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

interface Answer {
  headers: http.IncomingHttpHeaders;
  html: string;
  /** When each piece of the body arrived (ms since the request). */
  arrivals: number[];
}

function ask(url: string, headers: Record<string, string>): Promise<Answer> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        const arrivals: number[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          arrivals.push(Date.now() - start);
        });
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
          resolve({ headers: response.headers, html: decoded.toString('utf8'), arrivals });
        });
      })
      .on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Headers as Next.js sets them, flushed before the first piece (its pipeToNodeResponse). */
function startPage(response: http.ServerResponse) {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${NONCE}'`);
  response.flushHeaders();
}

describe('a page rendered per request, as Node.js sends it', () => {
  it('arrives piece by piece, compressed, its chunks started after the first frame under its nonce', async () => {
    const url = await serve(async (_request, response) => {
      startPage(response);
      response.write(HEAD);
      await sleep(300);
      response.end(BODY);
    });
    const answer = await ask(url, BROWSER);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    // The head came before the rest was even rendered.
    expect(answer.arrivals[0]).toBeLessThan(250);
    expect(answer.html).toContain('<main><h1>Your club</h1></main>');
    expect(answer.html).not.toMatch(/<script src="[^"]*"[^>]* async=""/);
    const loaders = [
      ...answer.html.matchAll(/<script nonce="([^"]*)">\/\*scripts after the first frame\*\/[^\n]*?\((\[[^\]]*\])\)<\/script>/g),
    ];
    expect(loaders.map(([, nonce]) => nonce)).toEqual([NONCE, NONCE]);
    expect(loaders.flatMap(([, , sources]) => JSON.parse(sources!))).toEqual(
      ['a', 'b', 'c'].map((name) => `/_next/static/chunks/${name}.js`),
    );
  });

  it('loses nothing when it is ended twice', async () => {
    const url = await serve((_request, response) => {
      startPage(response);
      response.write(HEAD);
      response.end(BODY);
      response.end();
      expect(response.write('<p>late</p>')).toBe(false);
    });
    const answer = await ask(url, { ...BROWSER, 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.html).toMatch(/<\/html>$/);
    expect(answer.html).not.toContain('late');
  });

  it('a visitor who leaves mid-page breaks nothing, and the next one gets the page', async () => {
    let closed: () => void;
    const left = new Promise<void>((resolve) => (closed = resolve));
    const url = await serve(async (request, response) => {
      startPage(response);
      response.write(HEAD);
      if (request.headers['x-leaves']) {
        response.on('close', () => closed());
        await left;
        response.write('<p>after</p>');
        response.end(BODY);
        return;
      }
      response.end(BODY);
    });
    const leaving = http.get(url, { headers: { ...BROWSER, 'x-leaves': '1' } }, (response) =>
      response.once('data', () => leaving.destroy()),
    );
    leaving.on('error', () => {});
    await left;
    await sleep(50);
    expect((await ask(url, BROWSER)).html).toMatch(/<\/html>$/);
  });

  it('tells the writer to wait while the visitor does not read, and sends all once they do', async () => {
    let waited = false;
    // Text that does not compress, so that the connection fills.
    const piece = `<p>${Buffer.from(Array.from({ length: 48_000 }, () => Math.floor(Math.random() * 256))).toString('base64')}</p>`;
    const url = await serve(async (_request, response) => {
      startPage(response);
      response.write(HEAD);
      for (let i = 0; i < 80; i++) {
        if (!response.write(piece)) {
          waited = true;
          await new Promise((resolve) => response.once('drain', resolve));
        }
      }
      response.end(BODY);
    });
    const answer = await new Promise<string>((resolve, reject) => {
      http
        .get(url, { headers: { ...BROWSER, 'accept-encoding': 'gzip' } }, (response) => {
          response.pause();
          const chunks: Buffer[] = [];
          setTimeout(() => {
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(gunzipSync(Buffer.concat(chunks)).toString('utf8')));
            response.resume();
          }, 500);
        })
        .on('error', reject);
    });
    expect(waited).toBe(true);
    expect(answer.split('<p>').length - 1).toBe(80);
    expect(answer).toMatch(/<\/html>$/);
  });
});

describe('what is left as it was', () => {
  it('a request that does not ask for HTML (an agent, a tool): its Accept-Encoding reaches the app, the page is untouched', async () => {
    let acceptEncoding: string | undefined;
    const url = await serve((request, response) => {
      acceptEncoding = request.headers['accept-encoding'];
      startPage(response);
      response.end(HEAD + BODY);
    });
    const answer = await ask(url, { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(acceptEncoding).toBe('gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.html).toBe(HEAD + BODY);
  });

  it("an answer to a navigation that is not a page (the club's image opened in a tab) is sent as written", async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const url = await serve((_request, response) => {
      response.setHeader('Content-Type', 'image/png');
      response.setHeader('Content-Length', png.length);
      response.end(png);
    });
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: BROWSER }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(answer.headers['content-length']).toBe(String(png.length));
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(png)).toBe(true);
  });
});
