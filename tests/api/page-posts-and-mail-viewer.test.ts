/**
 * Against a production build, on each store: a server action posted to a page costs what an API
 * call costs (limited per client by RATE_LIMIT before the page is rendered; refused with 405 where
 * the page has no form), and the mail viewer's password holds however its path is spelled and
 * however often it is guessed. The page's own check, without proxy.ts, is
 * tests/integration/gates-without-proxy.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../helpers/client';
import { exampleBody, formFields, formPagePath, plainOperation } from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';

const VIEWER_PASSWORD = 'a viewer password';
const basic = (password: string) => `Basic ${Buffer.from(`team:${password}`).toString('base64')}`;
const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };
const decode = (text: string) => text.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (entity) => ENTITIES[entity]!);

/** The form these tests post: a lead that mails a confirmation and nothing more. */
const contact = plainOperation;
const formPage = formPagePath(contact);

/** The form's fields as a browser without JavaScript sends them (its server action's hidden fields included). */
async function contactFormBody(server: TestServer, fields: Record<string, string | string[]>): Promise<FormData> {
  const page = await (await fetch(`${server.url}${formPage}`)).text();
  const form = /<form[^>]*class="lead-form"[\s\S]*?<\/form>/.exec(page)![0];
  const body = new FormData();
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g)) {
    body.append(decode(input[1]!), decode(input[2] ?? ''));
  }
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return body;
}

describe.each(STORES)('page posts and the mail viewer on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, {
      RATE_LIMIT: '3/60',
      DELIVERY_WORKER: 'off',
      MAIL_VIEWER: 'on',
      MAIL_VIEWER_PASSWORD: VIEWER_PASSWORD,
    });
    // A captured message for the viewer to (not) show.
    const accepted = await fetch(`${server.url}${contact.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newClientAddress() },
      body: JSON.stringify(exampleBody(contact, { name: 'Viewer Test', email: 'viewer-secret@example.com' })),
    });
    expect(accepted.status).toBe(200);
  });
  afterAll(() => server?.close());

  it('limits form posts per client like the API, invalid ones included, before rendering the page: 429 with Retry-After', async () => {
    const client = newClientAddress();
    const post = async (fields: Record<string, string | string[]>) =>
      fetch(`${server.url}${formPage}`, {
        method: 'POST',
        body: await contactFormBody(server, fields),
        headers: { 'X-Forwarded-For': client },
      });
    const invalid = { name: '', email: 'not an address' };
    await awaitFreshRateLimitWindow(60);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = await post(invalid);
      expect(answer.status, `post ${attempt}`).toBe(200);
      expect(await answer.text()).toContain('class="lead-form"');
    }
    const refused = await post(invalid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit-policy')).toBe('"per-endpoint";q=3;w=60');
    const page = await refused.text();
    expect(page).toContain('You have sent several requests in a short time');
    expect(page).not.toContain('class="lead-form"');
    // A valid form past the limit is not accepted either, and no lead is stored from it.
    const valid = await post(formFields(exampleBody(contact, { name: 'Late Lead', email: 'late-lead@example.com' })));
    expect(valid.status).toBe(429);
    const leads = await server.inspect((query) => query(`SELECT 1 FROM leads WHERE payload->>'email' = 'late-lead@example.com'`));
    expect(leads).toHaveLength(0);
    // Another client is not limited.
    const other = await fetch(`${server.url}${formPage}`, {
      method: 'POST',
      body: await contactFormBody(server, invalid),
      headers: { 'X-Forwarded-For': newClientAddress() },
    });
    expect(other.status).toBe(200);
  });

  it('refuses a form post (or a server action call) to a page without a form with 405, before rendering it', async () => {
    for (const target of ['/en', '/en/privacy', '/de/developers', '/en/no-such-page', `${formPage}/more`]) {
      const multipart = await fetch(`${server.url}${target}`, {
        method: 'POST',
        body: await contactFormBody(server, formFields(exampleBody(contact, { name: 'A', email: 'a@example.com' }))),
        headers: { 'X-Forwarded-For': newClientAddress() },
      });
      expect(multipart.status, target).toBe(405);
      expect(multipart.headers.get('allow')).toBe('GET, HEAD');
      expect(await multipart.text()).not.toContain('<html');
      const action = await fetch(`${server.url}${target}`, {
        method: 'POST',
        body: '[]',
        headers: { 'Next-Action': '0'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': newClientAddress() },
      });
      expect(action.status, `${target} (Next-Action)`).toBe(405);
    }
    // The pages themselves are served as before.
    expect((await fetch(`${server.url}/en/privacy`)).status).toBe(200);
  });

  it('counts the posts to the scheduling pages like a form page’s, per page and client, and refuses none as formless', async () => {
    const client = newClientAddress();
    const post = (target: string, from = client) => {
      const body = new FormData();
      body.append('t', 'not-a-token');
      return fetch(`${server.url}${target}`, { method: 'POST', body, headers: { 'X-Forwarded-For': from } });
    };
    await awaitFreshRateLimitWindow(60);
    // A multipart post that names no action is Next.js's to answer (400), after the proxy counted it.
    const passed = (status: number) => status !== 405 && status !== 429 && status < 500;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = await post('/en/demo/book?t=not-a-token');
      expect(passed(answer.status), `post ${attempt}: ${answer.status}`).toBe(true);
    }
    const refused = await post('/en/demo/book?t=not-a-token');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.text()).toContain('href="/en/demo"');
    // The cancel page counts apart, and another client is not limited.
    expect(passed((await post('/es/demo/cancel?t=not-a-token')).status)).toBe(true);
    expect(passed((await post('/en/demo/book?t=not-a-token', newClientAddress())).status)).toBe(true);
    // A path beside them has no form.
    expect((await post('/en/demo/move')).status).toBe(405);
  });

  it('asks for the mail viewer password however the path is spelled, and shows no mail without it', async () => {
    for (const target of ['/dev/mail', '/%64ev/mail', '/d%65v/mail', '/dev/%6Dail', '/dev%2Fmail']) {
      for (const authorization of [undefined, basic('wrong password')]) {
        const answer = await fetch(`${server.url}${target}`, {
          headers: { 'X-Forwarded-For': newClientAddress(), ...(authorization ? { Authorization: authorization } : {}) },
          redirect: 'manual',
        });
        expect(answer.status, `${target} ${authorization}`).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Basic realm="Captured mail", charset="UTF-8"');
        expect(await answer.text()).not.toContain('viewer-secret');
      }
    }
    const opened = await fetch(`${server.url}/dev/mail`, { headers: { Authorization: basic(VIEWER_PASSWORD) } });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('viewer-secret@example.com');
  });

  it('refuses a client after 10 wrong passwords, with 429 and Retry-After, even with the right one; others still get in', async () => {
    const guesser = newClientAddress();
    const attempt = (password: string, client = guesser) =>
      fetch(`${server.url}/dev/mail`, { headers: { 'X-Forwarded-For': client, Authorization: basic(password) } });
    for (let guess = 1; guess <= 10; guess++) expect((await attempt(`guess ${guess}`)).status).toBe(401);
    const locked = await attempt(VIEWER_PASSWORD);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await locked.text()).not.toContain('viewer-secret');
    expect((await attempt(VIEWER_PASSWORD, newClientAddress())).status).toBe(200);
  });
});
