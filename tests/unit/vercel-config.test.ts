/**
 * vercel.json (DEPLOY.md, Vercel): its cron reaches the delivery route the way Vercel calls it, with
 * GET and `Authorization: Bearer $CRON_SECRET` (the route's answers to that are tested in
 * tests/integration/dead-letters-and-restarts.test.ts); its build gives the pages their policies
 * where Vercel reads them, or stops.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as cronRoute from '@/app/api/cron/deliveries/route';

describe('vercel.json', () => {
  const config = JSON.parse(readFileSync('vercel.json', 'utf8'));

  it('drains the delivery queue every minute through a route that answers GET', async () => {
    expect(config.crons).toEqual([{ path: '/api/cron/deliveries', schedule: '* * * * *' }]);
    // Without the secret, GET is refused before the store is opened: the route is the drain's, not a 405.
    const answer = await cronRoute.GET(new Request('http://127.0.0.1/api/cron/deliveries'));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it("builds the brochures, then `next build` and the pages' policies, without the standalone copy step, which is for self-hosting", () => {
    expect(config.buildCommand).toBe('tsx scripts/build-brochures.ts && next build && tsx scripts/write-page-headers.ts');
  });

  it("stops the build when a deployment adapter packaged the pages before their policies (Vercel's NEXT_ENABLE_ADAPTER)", () => {
    const ROOT = path.resolve(import.meta.dirname, '../..');
    const step = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/write-page-headers.ts'], {
      cwd: ROOT,
      env: { ...process.env, NEXT_ADAPTER_PATH: '/vercel/path0/node_modules/@vercel/next/dist/adapter/index.js' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(step.status).toBe(1);
    expect(step.stderr).toContain('NEXT_ADAPTER_PATH is set (/vercel/path0/node_modules/@vercel/next/dist/adapter/index.js)');
    expect(step.stderr).toContain('served without one');
  });
});
