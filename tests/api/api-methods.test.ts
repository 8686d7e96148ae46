/**
 * Every route under /api/ against a production build: a method the route does not support is a
 * JSON 405 METHOD_NOT_ALLOWED whose Allow lists the route's methods, with the route's CORS headers
 * (none on the cron route); unknown paths are a JSON 404 for every method, and so are paths that
 * are not valid percent-encoding; the cron route's 401 is an answer from the error table. The table
 * below is written out by hand (the operations' routes one row for all, each from the registry), so a
 * route whose methods change without it fails here.
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/lib/api/error-codes';
import { errorResponseSchema } from '@/lib/api/response-schemas';
import { operations } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { startServer, type TestServer } from '../helpers/server';

const SITE_URL = 'https://courts.example';
const CRON_SECRET = 'a-cron-secret-of-some-length';
const NEXT_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Each route under app/api, its methods in Allow, and its Access-Control-Allow-Methods (null: no CORS). */
const ROUTES: Record<string, { allow: string; cors: string | null }> = {
  ...Object.fromEntries(operations.map((operation) => [operation.path, { allow: 'POST, OPTIONS', cors: 'POST, OPTIONS' }])),
  '/api/status': { allow: 'GET, HEAD, OPTIONS', cors: 'GET, HEAD, OPTIONS' },
  '/api/scheduling/slots': { allow: 'GET, HEAD, OPTIONS', cors: 'GET, HEAD, OPTIONS' },
  '/api/cron/deliveries': { allow: 'GET, POST', cors: null },
};

const unsupported = Object.entries(ROUTES).flatMap(([route, expected]) =>
  NEXT_METHODS.filter((method) => !expected.allow.split(', ').includes(method)).map((method) => ({ route, method, ...expected })),
);

/** The route folders under app/api, as paths (`[[...path]]`, the catch-all, aside). */
function apiRouteFolders(folder = path.resolve(import.meta.dirname, '../../app/api'), prefix = '/api'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'route.ts') return [prefix];
    if (!entry.isDirectory() || entry.name.startsWith('[')) return [];
    return apiRouteFolders(path.join(folder, entry.name), `${prefix}/${entry.name}`);
  });
}

describe('methods on every route under /api/', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite', { SITE_URL, CRON_SECRET, DELIVERY_WORKER: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('the table names every route under app/api', () => {
    expect(apiRouteFolders().sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(unsupported)('$method $route → JSON 405 with Allow: $allow', async ({ route, method, allow, cors }) => {
    const answer = await callApi(server.url, route, { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe(allow);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe(cors ? '*' : null);
    expect(answer.headers.get('access-control-allow-methods')).toBe(cors);
    if (method === 'HEAD') return;
    expect(errorResponseSchema.parse(answer.body).error).toEqual({
      code: 'METHOD_NOT_ALLOWED',
      message: `The method ${method} is not allowed on ${route}; the allowed methods are ${allow}.`,
      hint: ERROR_CODES.METHOD_NOT_ALLOWED.hint,
      docs: `${SITE_URL}/en/developers#method-not-allowed`,
    });
  });

  /** An answer given before Next.js (lib/api/early-answers.ts): JSON, the connection closed, no error logged. */
  async function expectEarlyAnswer(method: string, route: string, status: number, error: { code: string; message: string }) {
    const before = server.logLines().length;
    const answer = await rawRequest(server.url, method, route);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    // The request body is never read, so the connection ends with the answer.
    expect(answer.headers.connection).toBe('close');
    expect(errorResponseSchema.parse(JSON.parse(answer.body)).error).toMatchObject(error);
    expect(
      server
        .logLines()
        .slice(before)
        .filter((line) => line.level === 'error'),
    ).toEqual([]);
    return answer;
  }

  // Methods Next.js cannot route (fetch refuses to send TRACE, so node:http does): before, TRACE
  // was a 500 with a stack trace in the log, PROPFIND an empty 400.
  it.each([
    ['TRACE', operations[0]!.path],
    ['TRACE', '/en'],
    ['PROPFIND', '/api/status'],
    ['SEARCH', '/api/no/such/endpoint'],
  ])('%s %s → JSON 405, on every path, nothing logged as an error', async (method, route) => {
    const answer = await expectEarlyAnswer(method, route, 405, {
      code: 'METHOD_NOT_ALLOWED',
      message: `The method ${method} is not served on any path of this site.`,
    });
    expect(answer.headers.allow).toBe(NEXT_METHODS.join(', '));
  });

  // Next.js's router answered these with a plain 500 (it fails to decode the path).
  it.each([
    ['GET', '/%E0'],
    ['POST', '/api/%ZZ'],
    ['GET', '/api/status/%E0%A4'],
    ['POST', '/mcp%E0'],
    ['GET', '/llms.txt%C0?a=1'],
    ['DELETE', '/en%E0'],
  ])('%s %s, a path that is not valid percent-encoding → JSON 404, nothing logged as an error', async (method, route) => {
    await expectEarlyAnswer(method, route, 404, {
      code: 'NOT_FOUND',
      message: 'No page or endpoint exists at this address: its path is not valid percent-encoding.',
    });
  });

  it('leaves a percent-escape that decodes, one in the query, and paths under a locale to Next.js', async () => {
    expect((await rawRequest(server.url, 'GET', '/en?q=%E0')).status).toBe(200);
    const unknownPage = await rawRequest(server.url, 'GET', '/en/caf%C3%A9');
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.body).toContain('<html lang="en"');
    const unknownEndpoint = await rawRequest(server.url, 'GET', '/api/st%61tus');
    expect(unknownEndpoint.status).toBe(404);
    expect(JSON.parse(unknownEndpoint.body).error.message).toBe('No endpoint exists at /api/st%61tus.');
    // Under a locale, Next.js answers with the locale's 404 page.
    const page = await rawRequest(server.url, 'GET', '/de/%E0');
    expect(page.status).toBe(404);
    expect(page.body).toContain('<html lang="de"');
  });

  it.each(NEXT_METHODS)('%s on an unknown path under /api/ → JSON 404', async (method) => {
    const answer = await callApi(server.url, '/api/no/such/endpoint', { method });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    if (method !== 'HEAD') expect(errorResponseSchema.parse(answer.body).error.code).toBe('NOT_FOUND');
  });

  it.each(['GET', 'POST'])('%s on the cron route without the secret → 401 from the error table, no CORS', async (method) => {
    const answer = await callApi(server.url, '/api/cron/deliveries', { method, headers: { Authorization: 'Bearer wrong' } });
    expect(answer.status).toBe(ERROR_CODES.UNAUTHORIZED.status);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(errorResponseSchema.parse(answer.body)).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'Missing or wrong bearer secret.',
        hint: ERROR_CODES.UNAUTHORIZED.hint,
        docs: `${SITE_URL}/en/developers#unauthorized`,
      },
    });
  });
});

/** One request with any method name, as Node's HTTP client sends it. */
function rawRequest(
  base: string,
  method: string,
  route: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(route, base), { method }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
