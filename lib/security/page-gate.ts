import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { gateDecision } from './area-gate';
import type { GuardedArea } from './guarded-areas';

/**
 * The page's own check of its password (./area-gate.ts), for a request that reached it without
 * passing proxy.ts. A page cannot answer 401 with a challenge (Next.js's `unauthorized()` needs an
 * experimental flag and sets no WWW-Authenticate), so a refused request gets the 404 a disabled
 * page gets: nothing of the page is rendered. The proxy, when it runs, has already answered with
 * the challenge or the 429.
 */
export async function renderOnlyIfAdmitted(area: GuardedArea): Promise<void> {
  if (gateDecision(area, await headers()).kind !== 'admitted') notFound();
}
