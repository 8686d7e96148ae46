/**
 * The copy editor (/keystatic) against a production build: off (404) unless switched on; with
 * CONTENT_EDITOR=on, behind its password and its own Content-Security-Policy, and every save
 * checked by the server before a file is written (the browser's checks can be skipped). Refused
 * saves only: a save that passes would rewrite this checkout's messages (the browser test edits a
 * scratch copy instead, tests/e2e/content-editor.spec.ts).
 */
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newClientAddress, type ApiAnswer } from '../helpers/client';
import type { ErrorCode } from '@/lib/api/error-codes';
import { MAX_SAVE_BYTES } from '@/lib/content-editor/editor-api';
import { IMAGE_MAX_BYTES } from '@/lib/content-rules/content-images';
import { LOCALES } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { expectErrorAnswer } from '../helpers/error-answer';
import { formPagePath } from '../helpers/operation-fixtures';
import { startServer, type TestServer } from '../helpers/server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'correct horse battery staple';
const AUTHORIZATION = `Basic ${Buffer.from(`marketing:${PASSWORD}`).toString('base64')}`;
const EDITOR = { Authorization: AUTHORIZATION, 'no-cors': '1' };
const STRAY = 'messages/es.stray.json';
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64url');
const SITE_URL = 'https://courts.example';
const expectError = (answer: ApiAnswer, code: ErrorCode, message: string | RegExp = /./) =>
  expectErrorAnswer(answer, code, message, SITE_URL);

describe('the copy editor, off (the default in production)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { SITE_URL, DELIVERY_WORKER: 'off' });
  });
  afterAll(() => server?.close());

  it('answers 404 for its page and, like any unknown API path, a JSON 404 for its API', async () => {
    const page = await fetch(`${server.url}/keystatic`);
    expect(page.status).toBe(404);
    // The pages' own policy: none of the editor's additions (inline styles) for its 404.
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[^']+'; style-src 'self'; /);
    expect((await fetch(`${server.url}/keystatic/singleton/es`)).status).toBe(404);
    for (const method of ['GET', 'POST', 'PUT']) {
      expectError(
        await callApi(server.url, '/api/keystatic/tree', { method, headers: EDITOR }),
        'NOT_FOUND',
        'No endpoint exists at /api/keystatic/tree.',
      );
    }
  });

  it('is not sent to next-intl: /keystatic is not redirected to a language', async () => {
    const answer = await fetch(`${server.url}/keystatic`, { redirect: 'manual' });
    expect(answer.headers.get('location')).toBeNull();
  });
});

describe('the copy editor with CONTENT_EDITOR=on', () => {
  let server: TestServer;
  let spanish: string;
  beforeAll(async () => {
    // Left by a run that was stopped midway, it would be taken for this run's.
    await rm(path.join(ROOT, STRAY), { force: true });
    server = await startServer('pglite', { SITE_URL, DELIVERY_WORKER: 'off', CONTENT_EDITOR: 'on', CONTENT_EDITOR_PASSWORD: PASSWORD });
    spanish = await readFile(path.join(ROOT, 'messages/es.json'), 'utf8');
  });
  afterAll(async () => {
    await server?.close();
    // Nothing below may have written a file (an unchecked save would have made STRAY).
    const strayWritten = existsSync(path.join(ROOT, STRAY));
    await rm(path.join(ROOT, STRAY), { force: true });
    expect(strayWritten).toBe(false);
    expect(await readFile(path.join(ROOT, 'messages/es.json'), 'utf8')).toBe(spanish);
  });

  it('asks for CONTENT_EDITOR_PASSWORD on its page and its API, without one and with a wrong one, however the path is spelled', async () => {
    const targets = [
      '/keystatic',
      '/keystatic/singleton/es',
      '/api/keystatic/tree',
      '/%6Beystatic',
      '/api/%6Beystatic/tree',
      '/%61pi/keystatic/tree',
    ];
    for (const target of targets) {
      for (const authorization of [undefined, 'Basic d3Jvbmc6cGFzc3dvcmQ=']) {
        const headers = { 'X-Forwarded-For': newClientAddress(), ...(authorization ? { Authorization: authorization } : {}) };
        const answer = await fetch(`${server.url}${target}`, { headers, redirect: 'manual' });
        expect(answer.status, `${target} ${authorization}`).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Basic realm="Copy editor", charset="UTF-8"');
      }
    }
  });

  it('says which setting its Preview misses where no preview address is set', async () => {
    const answer = await fetch(`${server.url}/api/keystatic/preview?branch=content%2Fx&to=%2Fes`, { headers: EDITOR, redirect: 'manual' });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toMatch(/^No preview address: set CONTENT_PREVIEW_URL/);
  });

  it('refuses a save without the password, or with a wrong one, on every spelling of its route, and writes nothing', async () => {
    // A save Keystatic would write (STRAY lies under messages/es), were it let through and unchecked.
    const save = { additions: [{ path: STRAY, contents: base64('{}') }], deletions: [] };
    for (const spelling of ['/api/keystatic/update', '/api/%6Beystatic/update', '/api/keystatic/%75pdate', '/%61pi/keystatic/update']) {
      for (const authorization of [undefined, `Basic ${Buffer.from('marketing:not the password').toString('base64')}`]) {
        const headers: Record<string, string> = { 'no-cors': '1', ...(authorization ? { Authorization: authorization } : {}) };
        const answer = await callApi(server.url, spelling, { body: save, headers });
        expect(answer.status, `${spelling} ${authorization}`).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Basic realm="Copy editor", charset="UTF-8"');
      }
    }
    expect(existsSync(path.join(ROOT, STRAY))).toBe(false);
  });

  it('refuses a client after 10 wrong passwords (429, Retry-After), its right password included; another client gets in', async () => {
    const guesser = newClientAddress();
    const tree = (authorization: string, client = guesser) =>
      fetch(`${server.url}/api/keystatic/tree`, { headers: { Authorization: authorization, 'no-cors': '1', 'X-Forwarded-For': client } });
    for (let guess = 1; guess <= 10; guess++) {
      expect((await tree(`Basic ${Buffer.from(`marketing:guess ${guess}`).toString('base64')}`)).status).toBe(401);
    }
    const locked = await tree(AUTHORIZATION);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await tree(AUTHORIZATION, newClientAddress())).status).toBe(200);
  });

  it("serves the editor with its own policy: a nonce for scripts, inline styles for Keystatic's interface, nothing remote", async () => {
    const answer = await fetch(`${server.url}/keystatic`, { headers: { Authorization: AUTHORIZATION } });
    expect(answer.status).toBe(200);
    const policy = answer.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(await answer.text()).toContain(`nonce="${nonce}"`);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/https:|unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it("loads its code on /keystatic only: no public page's scripts carry it", async () => {
    const scriptsOf = async (target: string, headers: Record<string, string> = {}) => {
      const html = await (await fetch(`${server.url}${target}`, { headers })).text();
      const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      return Promise.all(sources.map(async (source) => (await fetch(new URL(source, server.url))).text()));
    };
    // The editor's code names its API; that is how its chunks are told apart.
    const carriesEditor = (scripts: string[]) => scripts.some((script) => script.includes('/api/keystatic/'));
    expect(carriesEditor(await scriptsOf('/keystatic', { Authorization: AUTHORIZATION }))).toBe(true);
    // Every form page, each in another language.
    const formPages = operations.map((operation, index) => formPagePath(operation, LOCALES[index % LOCALES.length]));
    for (const target of ['/en', ...formPages, '/en/developers']) {
      expect(carriesEditor(await scriptsOf(target)), target).toBe(false);
    }
  });

  it('lists the files through the password', async () => {
    const answer = await callApi(server.url, '/api/keystatic/tree', { method: 'GET', headers: EDITOR });
    expect(answer.status).toBe(200);
    expect(answer.body.map((entry: { path: string }) => entry.path)).toContain('messages/es.json');
  });

  it('refuses a save that drops a placeholder, naming the key, and writes nothing', async () => {
    const copy = JSON.parse(spanish);
    copy.emails.confirmation.greeting = 'Hola:';
    const save = { additions: [{ path: 'messages/es.json', contents: base64(`${JSON.stringify(copy, null, 2)}\n`) }], deletions: [] };
    const answer = await callApi(server.url, '/api/keystatic/update', { body: save, headers: EDITOR });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe(
      'Not saved:\nmessages/es.json emails.confirmation.greeting: Keep {name} exactly as in the English text: the site fills it in.',
    );
  });

  it('refuses a save of a broken price list, naming the field, and writes nothing', async () => {
    const file = path.join(ROOT, 'content/pricing.json');
    const before = await readFile(file, 'utf8');
    const prices = JSON.parse(before);
    prices.modules.payments = '-29';
    const save = { additions: [{ path: 'content/pricing.json', contents: base64(`${JSON.stringify(prices, null, 2)}\n`) }], deletions: [] };
    const answer = await callApi(server.url, '/api/keystatic/update', { body: save, headers: EDITOR });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe(
      'Not saved:\ncontent/pricing.json modules.payments: write an amount above 0 such as "29" or "12.50", or "included", with no currency sign; it is "-29".',
    );
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('refuses a save of any other file, and an oversized one before reading it all', async () => {
    const save = { additions: [{ path: 'package.json', contents: base64('{}') }], deletions: [] };
    const other = await callApi(server.url, '/api/keystatic/update', { body: save, headers: EDITOR });
    expect(other.status).toBe(400);
    expect(other.text).toContain('package.json: not a content file the editor may change.');
    const huge = await callApi(server.url, '/api/keystatic/update', { rawBody: 'x'.repeat(3 * 1024 * 1024), headers: EDITOR });
    // In the editor's words and with its own limit, not the API's 64 KiB (Keystatic shows the text as it is).
    expect(huge.status).toBe(413);
    expect(huge.text).toMatch(
      new RegExp(`^Not saved: the save is larger than 2\\.4 MB \\(${MAX_SAVE_BYTES} bytes\\), the most the editor takes at once`),
    );
    // An image as heavy as the image rules allow still reaches the save's own check.
    const heaviest = {
      additions: [{ path: 'public/faq/court-lights/image.png', contents: base64(Buffer.alloc(IMAGE_MAX_BYTES)) }],
      deletions: [],
    };
    const image = await callApi(server.url, '/api/keystatic/update', { body: heaviest, headers: EDITOR });
    expect(image.status).toBe(400);
    expect(image.text).toContain('public/faq/court-lights/image.png: not an image that can be read');
    expectError(await callApi(server.url, '/api/keystatic/update', { rawBody: '{"additions": [', headers: EDITOR }), 'INVALID_JSON');
  });

  it('passes Keystatic the save as checked: a key it does not know, nested beyond what JSON.stringify follows, is no 500', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const answer = await callApi(server.url, '/api/keystatic/update', {
      rawBody: `{"additions":[],"deletions":[],"x":${deep}}`,
      headers: EDITOR,
    });
    expect(answer.status).toBeLessThan(500);
  });

  it('checks a save however its path is spelled: Keystatic decodes each segment', async () => {
    // Keystatic would write this file (it lies under messages/es); the check refuses it. (`//update`
    // and `update/`, which Keystatic also reads as the save, are redirected by Next.js first.)
    const save = { additions: [{ path: STRAY, contents: base64('{}') }], deletions: [] };
    for (const spelling of ['/api/keystatic/%75pdate', '/api/keystatic/upd%61te']) {
      const answer = await callApi(server.url, spelling, { body: save, headers: EDITOR });
      expect(answer.status, spelling).toBe(400);
      expect(answer.text, spelling).toContain(`${STRAY}: not a content file the editor may change.`);
    }
  });

  it('answers a method it does not serve with the JSON 405 of every API route', async () => {
    const answer = await callApi(server.url, '/api/keystatic/update', { method: 'DELETE', headers: EDITOR });
    expectError(answer, 'METHOD_NOT_ALLOWED');
    expect(answer.headers.get('allow')).toBe('GET, POST');
  });
});

describe('the copy editor with CONTENT_EDITOR=github', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', {
      SITE_URL,
      DELIVERY_WORKER: 'off',
      CONTENT_EDITOR: 'github',
      CONTENT_EDITOR_GITHUB_REPO: 'courtside/site',
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.editor-client-id',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'an-editor-client-secret',
      KEYSTATIC_SECRET: 'k'.repeat(64),
      NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: 'courtside-copy',
      CONTENT_PREVIEW_URL: 'https://courtside-git-{branch}-acme.vercel.app',
    });
  });
  afterAll(() => server?.close());

  it("serves the editor without a password, its policy adding GitHub's API and avatars only", async () => {
    const answer = await fetch(`${server.url}/keystatic`);
    expect(answer.status).toBe(200);
    const policy = answer.headers.get('content-security-policy')!;
    expect(policy).toContain("connect-src 'self' https://api.github.com;");
    expect(policy).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com;");
    expect(policy.match(/https:\/\/[^\s;]+/g)).toEqual(['https://avatars.githubusercontent.com', 'https://api.github.com']);
  });

  it("signs in through the configured GitHub App, back to this site's callback", async () => {
    const answer = await fetch(`${server.url}/api/keystatic/github/login`, { redirect: 'manual' });
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('client_id')).toBe('Iv1.editor-client-id');
    expect(location.searchParams.get('redirect_uri')).toBe(`${server.url}/api/keystatic/github/oauth/callback`);
  });

  it('has no local file API: the files are never read or written on this server', async () => {
    const tree = await callApi(server.url, '/api/keystatic/tree', { method: 'GET', headers: { 'no-cors': '1' } });
    expect(tree.status).toBe(404);
    const save = await callApi(server.url, '/api/keystatic/update', {
      body: { additions: [], deletions: [] },
      headers: { 'no-cors': '1' },
    });
    expect(save.status).toBe(404);
  });

  it("sends the editor's Preview to the page on the branch's preview deployment, and nowhere else", async () => {
    const preview = (query: string) => fetch(`${server.url}/api/keystatic/preview?${query}`, { redirect: 'manual' });
    const answer = await preview('branch=content%2Fspring-offer&to=%2Fes%2Ffaq');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('https://courtside-git-content-spring-offer-acme.vercel.app/es/faq');
    for (const query of [
      'branch=content%2Fx&to=%2F%2Fevil.example',
      'branch=&to=%2Fes',
      'to=%2Fes',
      'branch=content%2Fx&to=https%3A%2F%2Fevil.example',
    ]) {
      const refused = await preview(query);
      expect(refused.status, query).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
    }
  });
});
