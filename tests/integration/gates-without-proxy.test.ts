/**
 * The mail viewer's page and the copy editor's page and save route, called as Next.js calls them
 * when proxy.ts does not run (a framework bypass of the proxy): each checks its password itself.
 * Nothing here goes through proxy.ts; tests/api/content-editor.test.ts and
 * tests/api/deliveries-outbox.test.ts see the same gates through a built server.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const VIEWER_PASSWORD = 'viewer password 1234';
const EDITOR_PASSWORD = 'editor password 1234';
const STRAY = 'messages/es.gates-stray.json';
const basic = (password: string) => `Basic ${Buffer.from(`someone:${password}`).toString('base64')}`;

// What next/headers gives the page: the request the test is making.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
// The editor's browser code is not what is under test, and does not load outside a browser bundle.
vi.mock('@/components/content-editor/content-editor', () => ({ ContentEditor: () => null }));

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'gates-'));
  await mkdir(path.join(dataDir, 'mail'));
  const captured = { from: 'site@courts.example', to: ['secret-lead@example.com'], subject: 'Your brochure', html: '<p>Hi</p>' };
  await writeFile(path.join(dataDir, 'mail', 'Q-TEST.confirmation-email.json'), JSON.stringify(captured));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    MAIL_VIEWER: 'on',
    MAIL_VIEWER_PASSWORD: VIEWER_PASSWORD,
    CONTENT_EDITOR: 'on',
    CONTENT_EDITOR_PASSWORD: EDITOR_PASSWORD,
  });
  delete process.env.RESEND_API_KEY;
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  const strayWritten = existsSync(path.join(ROOT, STRAY));
  await rm(path.join(ROOT, STRAY), { force: true });
  expect(strayWritten).toBe(false);
});

let client = 0;
/** Each test its own client address, so that one test's wrong passwords do not lock out the next. */
const headersFor = (authorization?: string) =>
  new Headers({ 'x-forwarded-for': `198.51.100.${++client}`, ...(authorization ? { authorization } : {}) });

const notFoundDigest = 'NEXT_HTTP_ERROR_FALLBACK;404';

describe('the mail viewer page, without proxy.ts', () => {
  const renderPage = async (authorization?: string) => {
    request.headers = headersFor(authorization);
    const { default: CapturedMailPage } = await import('@/app/dev/mail/page');
    return CapturedMailPage({ searchParams: Promise.resolve({}) });
  };

  it('renders nothing of the mail without the password, or with a wrong one: a 404', async () => {
    for (const authorization of [undefined, basic('not the password'), 'Bearer whatever']) {
      await expect(renderPage(authorization), String(authorization)).rejects.toMatchObject({ digest: notFoundDigest });
    }
  });

  it('shows the captured mail with the password', async () => {
    const page = await renderPage(basic(VIEWER_PASSWORD));
    expect(JSON.stringify(page.props)).toContain('secret-lead@example.com');
  });
});

describe('the copy editor, without proxy.ts', () => {
  let route: typeof import('@/lib/content-editor/editor-api');
  beforeEach(async () => {
    route = await import('@/lib/content-editor/editor-api');
  });

  const save = (headers: Headers, pathname = '/api/keystatic/update') =>
    route.editorApiRoute().POST(
      new Request(`http://127.0.0.1${pathname}`, {
        method: 'POST',
        headers: { ...Object.fromEntries(headers), 'content-type': 'application/json' },
        body: JSON.stringify({ additions: [{ path: STRAY, contents: Buffer.from('{}').toString('base64') }], deletions: [] }),
      }),
    );

  it('refuses a save without the password, or with a wrong one, with the challenge, however the path is spelled', async () => {
    for (const pathname of ['/api/keystatic/update', '/api/%6Beystatic/update', '/api/keystatic/%75pdate']) {
      for (const authorization of [undefined, basic('not the password')]) {
        const answer = await save(headersFor(authorization), pathname);
        expect(answer.status, `${pathname} ${authorization}`).toBe(401);
        expect(answer.headers.get('www-authenticate')).toBe('Basic realm="Copy editor", charset="UTF-8"');
      }
    }
    const tree = await route.editorApiRoute().GET(new Request('http://127.0.0.1/api/keystatic/tree', { headers: headersFor() }));
    expect(tree.status).toBe(401);
  });

  it('checks a save that brings the password (the route got past its gate)', async () => {
    const answer = await save(headersFor(basic(EDITOR_PASSWORD)));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(`${STRAY}: not a content file the editor may change.`);
  });

  it('renders no editor page without the password', async () => {
    const { default: EditorPage } = await import('@/app/keystatic/[[...params]]/page');
    request.headers = headersFor();
    await expect(EditorPage()).rejects.toMatchObject({ digest: notFoundDigest });
    request.headers = headersFor(basic('not the password'));
    await expect(EditorPage()).rejects.toMatchObject({ digest: notFoundDigest });
    request.headers = headersFor(basic(EDITOR_PASSWORD));
    await expect(EditorPage()).resolves.toBeTruthy();
  });

  it('refuses a client past 10 wrong passwords (429, Retry-After), its right password included, and no other client', async () => {
    const guesser = headersFor(basic('guess'));
    for (let attempt = 1; attempt <= 10; attempt++) expect((await save(guesser)).status).toBe(401);
    const locked = await save(new Headers({ 'x-forwarded-for': guesser.get('x-forwarded-for')!, authorization: basic(EDITOR_PASSWORD) }));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    // The page refuses the locked-out client too (a 404: a page cannot answer 429).
    const { default: EditorPage } = await import('@/app/keystatic/[[...params]]/page');
    request.headers = new Headers({ 'x-forwarded-for': guesser.get('x-forwarded-for')!, authorization: basic(EDITOR_PASSWORD) });
    await expect(EditorPage()).rejects.toMatchObject({ digest: notFoundDigest });
    // Another client is not affected.
    expect((await save(headersFor(basic(EDITOR_PASSWORD)))).status).toBe(400);
    expect(await readFile(path.join(ROOT, 'messages/es.json'), 'utf8')).toBeTruthy();
  });
});
