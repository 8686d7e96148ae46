/**
 * The pages rendered per request start their framework scripts after the first frame too
 * (lib/first-frame/rendered-pages.ts), against a production build: the HTML as sent has no chunk
 * tag but the loader, under the request's nonce, compressed as the browser takes it; a prerendered
 * page that Next.js serves for a query (a campaign's link) is still compressed and unchanged; a
 * form posted without JavaScript comes back the same way; and what is not a browser's navigation
 * (an agent's request, the router's payload) is left to Next.js, its compression included.
 */
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPages } from '@/lib/built-pages/built-page-files';
import { postFormWithoutJavaScript } from '../helpers/form-post';
import { startServer, type TestServer } from '../helpers/server';

const BUILD = path.resolve(import.meta.dirname, '../../.next');

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  html: string;
}

/** A GET with exactly the headers given, its body decoded as its Content-Encoding says. */
function ask(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, html: decoded.toString('utf8') });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

const CHUNK_TAG = /<script src="\/_next\/static\/[^"]*"[^>]* async=""/;
/** What a browser sends with a page's address. */
const NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const LOADER = /<script nonce="([^"]+)">\/\*scripts after the first frame\*\/[\s\S]*?\((\[[^\]]*\])\)<\/script>/g;

let server: TestServer;
beforeAll(async () => {
  server = await startServer('pglite');
}, 120_000);
afterAll(() => server?.close());

describe('a page rendered per request', () => {
  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
    { acceptEncoding: 'gzip', encoding: 'gzip' },
    { acceptEncoding: 'identity', encoding: undefined },
  ])(
    'starts its scripts after the first frame, under its nonce, for Accept-Encoding: $acceptEncoding',
    async ({ acceptEncoding, encoding }) => {
      const answer = await ask(`${server.url}/en/your-club?name=Club%20Padel%20Sol`, { ...NAVIGATION, 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.html).toContain('Club Padel Sol');
      expect(answer.html).toMatch(/<\/html>$/);
      expect(answer.html).not.toMatch(CHUNK_TAG);
      expect(answer.html).not.toContain('rel="preload" as="script"');
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1];
      const loaders = [...answer.html.matchAll(LOADER)];
      expect(loaders.length).toBeGreaterThan(0);
      expect(loaders.every(([, loaderNonce]) => loaderNonce === nonce)).toBe(true);
      const sources = loaders.flatMap(([, , list]) => JSON.parse(list!) as string[]);
      expect(sources.length).toBeGreaterThan(1);
      expect(sources.every((source) => source.startsWith('/_next/static/'))).toBe(true);
    },
  );

  it('a form posted without JavaScript comes back with its scripts after the first frame, under its nonce', async () => {
    const answer = await postFormWithoutJavaScript(
      `${server.url}/en/contact`,
      { name: '', email: 'no', message: '' },
      undefined,
      NAVIGATION,
    );
    expect(answer.html).toContain('<form');
    expect(answer.html).not.toMatch(CHUNK_TAG);
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers.get('content-security-policy')))![1];
    const loaders = [...answer.html.matchAll(LOADER)];
    expect(loaders.length).toBeGreaterThan(0);
    expect(loaders.every(([, loaderNonce]) => loaderNonce === nonce)).toBe(true);
  });

  it('a request that does not ask for HTML (an agent reading the page) gets it from Next.js as it renders it, compressed', async () => {
    const answer = await ask(`${server.url}/en/your-club`, { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.html).toMatch(CHUNK_TAG);
    expect(answer.html).not.toContain('scripts after the first frame');
  });

  it("the router's request for its payload is left to Next.js, which compresses it", async () => {
    const headers = { rsc: '1', 'accept-encoding': 'gzip' };
    // Next.js sends a router request without its cache-busting query to the address with one.
    const redirect = await ask(`${server.url}/en/your-club`, headers);
    const answer = await ask(`${server.url}${redirect.headers.location}`, headers);
    expect(answer.headers['content-type']).toBe('text/x-component');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.html).not.toContain('scripts after the first frame');
  });
});

describe('a prerendered page that Next.js serves for a query (a campaign link)', () => {
  const page = builtPages(BUILD).find((candidate) => candidate.path === '/en')!;

  it('is the page as built, whose scripts already start after the first frame, compressed', async () => {
    expect(page.html.toString('utf8')).toContain('<script>/*scripts after the first frame*/');
    expect(page.html.toString('utf8')).not.toMatch(CHUNK_TAG);
    for (const encoding of ['br', 'gzip']) {
      const answer = await ask(`${server.url}/en?utm_source=newsletter`, { ...NAVIGATION, 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['x-nextjs-cache']).toBe('HIT');
      expect(answer.html).toBe(page.html.toString('utf8'));
    }
  });
});
