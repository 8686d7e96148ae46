/**
 * The prerendered pages answered before Next.js's router (lib/built-pages/), against a production
 * build: for every page, the answer equals the one Next.js gives the same page (asked with a query,
 * which the server leaves to Next.js), headers and bytes; a browser that takes Brotli or gzip gets
 * the page compressed once at start, which Next.js never sends as Brotli; HEAD has the headers and
 * no body; and what Next.js renders afresh (the router's RSC requests, another path spelling) still
 * reaches it.
 */
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '@/lib/built-pages/built-page-files';
import { startServer, type TestServer } from '../helpers/server';

const BUILD = path.resolve(import.meta.dirname, '../../.next');
const PAGES = builtPages(BUILD);

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly the headers given (fetch would add its own Accept-Encoding and decode). */
function ask(
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Headers that differ between two answers of the same page by the moment or the connection, or that name Next.js's cache. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-nextjs-cache']);

/** Each header as a set of its comma-separated values (Next.js sends `x-nextjs-prerender` twice, which Node joins). */
function comparable(headers: http.IncomingHttpHeaders): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([name, value]) => [name, [...new Set(String(value).split(', '))].sort()]),
  );
}

let server: TestServer;

beforeAll(async () => {
  server = await startServer('pglite');
  // The answers are made in the background after start: wait for the line that says they are ready.
  const deadline = Date.now() + 30_000;
  while (!server.logLines().some((line) => line.component === 'pages') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
}, 120_000);

afterAll(() => server?.close());

describe('the pages answered as built', () => {
  it('are every localized page the build prerendered, and the server says so once they are ready', () => {
    expect(PAGES.map((page) => page.path)).toEqual(expect.arrayContaining(['/en', '/de/contact', '/fr/pricing', '/es/faq']));
    expect(server.logLines().find((line) => line.component === 'pages')?.message).toBe(
      `${PAGES.length} prerendered pages answered as built`,
    );
  });

  it('answer every page as Next.js does: the same status, headers and bytes', async () => {
    for (const page of PAGES) {
      const [asBuilt, byNextJs] = await Promise.all([ask(`${server.url}${page.path}`), ask(`${server.url}${page.path}?by=next`)]);
      expect(asBuilt.status, page.path).toBe(200);
      expect(byNextJs.status, page.path).toBe(200);
      expect(asBuilt.body.equals(byNextJs.body), page.path).toBe(true);
      expect(asBuilt.body.equals(page.html), page.path).toBe(true);
      expect(comparable(asBuilt.headers), page.path).toEqual(comparable(byNextJs.headers));
      // Which of the two answered: Next.js names its cache, the answer made before it does not.
      expect(byNextJs.headers['x-nextjs-cache'], page.path).toBe('HIT');
      expect(asBuilt.headers['x-nextjs-cache'], page.path).toBeUndefined();
    }
  });

  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'gzip;q=1.0, br;q=0', encoding: 'gzip' },
    { acceptEncoding: 'GZIP', encoding: 'gzip' },
    { acceptEncoding: '*', encoding: 'br' },
    { acceptEncoding: 'identity', encoding: undefined },
    { acceptEncoding: 'br;q=0, gzip;q=0', encoding: undefined },
  ])('compress the page once for a browser that sends Accept-Encoding: $acceptEncoding', async ({ acceptEncoding, encoding }) => {
    const page = PAGES.find((candidate) => candidate.path === '/en')!;
    const answer = await ask(`${server.url}/en`, { headers: { 'accept-encoding': acceptEncoding } });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const decoded = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(decoded.equals(page.html)).toBe(true);
    if (encoding) expect(answer.body.length).toBeLessThan(page.html.length / 3);
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const [head, get] = await Promise.all([ask(`${server.url}/de/quote`, { method: 'HEAD' }), ask(`${server.url}/de/quote`)]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(comparable(head.headers)).toEqual(comparable(get.headers));
  });
});

describe('what Next.js still answers', () => {
  it("the router's request for a page's RSC payload, and its prefetch", async () => {
    const requests: Array<Record<string, string>> = [{ rsc: '1' }, { rsc: '1', 'next-router-prefetch': '1' }];
    for (const headers of requests) {
      // Next.js sends a router request without its cache-busting query to the address with one.
      const answer = await ask(`${server.url}/en/contact`, { headers });
      expect(answer.status).toBe(307);
      expect(answer.headers.location).toMatch(/^\/en\/contact\?_rsc/);
      const payload = await ask(`${server.url}${answer.headers.location}`, { headers });
      expect(payload.headers['content-type']).toBe('text/x-component');
    }
  });

  it('another spelling of a page path (a trailing slash, an escape) and a page rendered per request', async () => {
    expect((await ask(`${server.url}/en/`)).status).toBe(308);
    const escaped = await ask(`${server.url}/%65n/faq`);
    expect(escaped.headers['x-nextjs-cache']).toBe('HIT');
    const yourClub = await ask(`${server.url}/en/your-club`);
    expect(yourClub.status).toBe(200);
    expect(yourClub.headers['content-security-policy']).toMatch(/'nonce-/);
  });

  it('a post to a page (a form sent without JavaScript) is not answered with the page as built', async () => {
    const answer = await ask(`${server.url}/en/contact`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(answer.headers['x-nextjs-cache']).toBeUndefined();
    expect(answer.status).not.toBe(200);
  });
});
