/**
 * Start-up refuses a bad environment with a message naming the variable, warns when the pages were
 * built for another SITE_URL, and on PostgreSQL several instances of the app share one rate-limit
 * budget.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi } from '../helpers/client';
import { exampleBody, plainOperation } from '../helpers/operation-fixtures';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';
import { builtSiteUrl, startServer, type TestServer } from '../helpers/server';
import { createTestDatabase } from '../helpers/stores';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Exited by itself with a failure: a server that hung until the timeout killed it does not count. */
function expectStoppedWithError(result: SpawnSyncReturns<string>): void {
  expect(result.signal, 'killed by the timeout: the server did not stop').toBeNull();
  expect(result.status).toBeGreaterThan(0);
}

describe('start-up with a bad environment', () => {
  it.each([
    { name: 'RATE_LIMIT', value: 'ten per minute', says: 'must be "off" or "<requests>/<seconds>"' },
    { name: 'RATE_LIMIT', value: '10/172800', says: 'the window is at most 86400 seconds' },
    { name: 'DATABASE_URL', value: 'mysql://localhost/leads', says: 'must be a postgres:// or postgresql:// URL' },
    { name: 'SITE_URL', value: 'courts.example', says: 'must be an absolute http(s) URL' },
    { name: 'OUTBOUND_MAIL_LIMIT', value: '200 an hour', says: 'must be "off" or "<emails>/<seconds>"' },
    { name: 'TRUSTED_PROXY_HOPS', value: 'all', says: 'must be a whole number' },
    // Next.js reads PORT itself and names it when it is bad.
    { name: 'PORT', value: 'eighty', says: '' },
  ])('$name=$value stops `next start` with a message naming $name', ({ name, value, says }) => {
    const portArgs = name === 'PORT' ? [] : ['-p', '0'];
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', ...portArgs], {
      cwd: ROOT,
      env: { ...process.env, [name]: value },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expectStoppedWithError(result);
    const output = result.stdout + result.stderr;
    if (name === 'PORT') {
      expect(output).toContain(`'${value}' from env 'PORT' is invalid`);
      return;
    }
    expect(output).toContain(`${name}: ${says}`);
    expect(output).toContain(JSON.stringify(value));
  });

  it('MAIL_VIEWER=on without MAIL_VIEWER_PASSWORD stops `next start`, naming the password', () => {
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', '0'], {
      cwd: ROOT,
      env: { ...process.env, MAIL_VIEWER: 'on' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expectStoppedWithError(result);
    expect(result.stdout + result.stderr).toContain('MAIL_VIEWER_PASSWORD: required when MAIL_VIEWER is "on"');
  });

  it('on Vercel (VERCEL set) without DATABASE_URL, `next start` stops, naming DATABASE_URL', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, VERCEL: '1' };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', '0'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expectStoppedWithError(result);
    expect(result.stdout + result.stderr).toContain('DATABASE_URL: required on Vercel');
  });
});

describe('start-up with another SITE_URL than the build', () => {
  const siteUrlOfBuild = builtSiteUrl();

  it.each([
    { siteUrl: 'https://elsewhere.example', warns: true },
    { siteUrl: siteUrlOfBuild, warns: false },
  ])('SITE_URL=$siteUrl: a warning that names SITE_URL and how to rebuild, only where they differ ($warns)', async ({ siteUrl, warns }) => {
    const server = await startServer('pglite', { SITE_URL: siteUrl });
    try {
      const warning = `SITE_URL is ${siteUrl}, but the pages were built with SITE_URL ${siteUrlOfBuild}`;
      if (!warns) return expect(server.output()).not.toContain('the pages were built with SITE_URL');
      expect(server.output()).toContain(warning);
      expect(server.output()).toContain(`SITE_URL=${siteUrl} npm run build`);
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  const servers: TestServer[] = [];
  let dropDatabase = async () => {};
  afterAll(async () => {
    for (const server of servers) await server.close();
    await dropDatabase();
  });

  it('share the rate limit of a client address', async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    for (let i = 0; i < 2; i++) servers.push(await startServer('postgres', { RATE_LIMIT: '3/60' }, database.url));
    const contact = plainOperation;
    const headers = { 'X-Forwarded-For': '198.51.100.7' };
    const statuses: number[] = [];
    await awaitFreshRateLimitWindow(60);
    for (let i = 0; i < 4; i++) {
      const server = servers[i % 2]!;
      const body = exampleBody(contact, { name: `Instance ${process.pid}-${i}`, email: 'i@example.com' });
      statuses.push((await callApi(server.url, contact.path, { body, headers })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
