/**
 * vercel.json (DEPLOY.md, Vercel): its cron reaches the delivery route the way Vercel calls it, with
 * GET and `Authorization: Bearer $CRON_SECRET` (the route's answers to that are tested in
 * tests/integration/dead-letters-and-restarts.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as cronRoute from '@/app/api/cron/deliveries/route';
import { drainDeliveriesOnCron } from '@/lib/api/cron-deliveries';

describe('vercel.json', () => {
  const config = JSON.parse(readFileSync('vercel.json', 'utf8'));

  it('drains the delivery queue every minute through a route that answers GET', () => {
    expect(config.crons).toEqual([{ path: '/api/cron/deliveries', schedule: '* * * * *' }]);
    expect(cronRoute.GET).toBe(drainDeliveriesOnCron);
  });

  it("builds the brochures, then `next build` and the pages' policies, without the standalone copy step, which is for self-hosting", () => {
    expect(config.buildCommand).toBe('tsx scripts/build-brochures.ts && next build && tsx scripts/write-page-headers.ts');
  });
});
