/**
 * "Your club in Courtside" against a running production build (docs/decisions.md "Your club in
 * Courtside"): each view of the page, and apart from it of its image, is counted per client before
 * it renders, at VIEW_SCALE times RATE_LIMIT, and past it answered 429 with Retry-After and a page in
 * the visitor's language; hostile addresses get the page or a PNG, never a 5xx; the page is noindex,
 * rendered with a nonce, and points its og:image at the image of the same club.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/messages';
import { VIEW_SCALE } from '@/lib/your-club/view-limit';
import { newClientAddress } from '../helpers/client';
import { startServer, type TestServer } from '../helpers/server';

const LIMIT = 2;

const HOSTILE = [
  `name=${'a'.repeat(5000)}`,
  'name=%00&colour=%00&sports=%00',
  'name=%ED%A0%80',
  'name=%F0%9F%92%A5%E2%80%AE&colour=%23GGGGGG',
  `sports=${'padel&sports='.repeat(200)}padel`,
  'name[]=x&colour[x]=y',
  'name=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  // Good names in scripts the image's font does not carry: drawn, never a 5xx.
  `name=${encodeURIComponent('東京テニスクラブ')}`,
  `name=${encodeURIComponent('نادي التنس')}`,
];

describe('your-club', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { RATE_LIMIT: `${LIMIT}/60`, DELIVERY_WORKER: 'off' });
  });
  afterAll(() => server?.close());

  const get = (path: string, client = newClientAddress()) => fetch(`${server.url}${path}`, { headers: { 'X-Forwarded-For': client } });

  it(`limits a client's views to ${VIEW_SCALE} × RATE_LIMIT, then 429 in the page's language; the image is counted apart`, async () => {
    const client = newClientAddress();
    for (let view = 0; view < LIMIT * VIEW_SCALE; view += 1) expect((await get('/de/your-club', client)).status).toBe(200);
    const refused = await get('/de/your-club?name=Padel', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toContain('text/html');
    const html = await refused.text();
    expect(html).toContain('lang="de"');
    expect(html).toContain(translatorFor('de')('yourClub.rateLimited', { minutes: 1 }));
    // Another client is not refused, and the image is counted apart.
    expect((await get('/de/your-club')).status).toBe(200);
    expect((await get('/de/your-club/image', client)).status).toBe(200);
  });

  it('answers every hostile address with the page (200), never a 5xx, and the image with a PNG', async () => {
    for (const query of HOSTILE) {
      const page = await get(`/en/your-club?${query}`);
      expect(page.status, query).toBe(200);
      expect(await page.text()).not.toContain('<script>alert(1)');
      const image = await get(`/en/your-club/image?${query}`);
      expect(image.status, query).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    // A name in a script the image's font lacks makes no request for a font elsewhere.
    expect(server.output()).not.toMatch(/dynamic font|fonts\.googleapis/);
  });

  it('is noindex, rendered with a nonce, and its og:image is the image of the same club', async () => {
    const response = await get('/es/your-club?name=Padel+Club+2000&colour=%23ffcc00&sports=padel');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(image).toMatch(/\/es\/your-club\/image\?name=Padel\+Club\+2000&colour=%23ffcc00&sports=padel$/);
    const png = await get(new URL(image!).pathname + new URL(image!).search);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a POST to the page, which has no form that posts', async () => {
    const response = await fetch(`${server.url}/en/your-club`, {
      method: 'POST',
      headers: { 'Next-Action': '0'.repeat(42), 'X-Forwarded-For': newClientAddress() },
      body: 'x',
    });
    expect(response.status).toBe(405);
  });
});
