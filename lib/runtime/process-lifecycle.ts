import { answerBeforeNextJs } from '@/lib/api/early-answers';
import { prepareBuiltPages } from '@/lib/built-pages/serve-built-pages';
import { env, EnvError } from '@/lib/settings/env';
import { startupLines } from '@/lib/settings/runtime-summary';
import { configuredDestinations } from '@/lib/destinations/destinations';
import { pagesSiteUrlMismatch } from '@/lib/site/pages-site-url';
import { builtSampleValuesWarning } from '@/lib/legal/built-findings';
import { missingPagePoliciesWarning } from '@/lib/security/built-page-policies';
import { keepOpening, type Retrying } from '@/lib/runtime/keep-opening';
import { unprotectedListener } from '@/lib/runtime/listen-check';
import { closeServices, deliverInBackground, getServices } from '@/lib/runtime/services';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';

/**
 * What a server process does at start and at stop. Loaded by instrumentation.ts in Node.js only.
 */
export async function onServerStart(): Promise<void> {
  // Never open the store while `next build` prerenders pages.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  stopOnBadEnvironment();
  if (process.env.NODE_ENV === 'production') await stopWhenReachedWithoutProxy();
  answerBeforeNextJs();

  const { info, warnings } = startupLines(env(), process.env.NODE_ENV === 'production');
  // The team's tools, named only where one is configured (never their addresses).
  const destinations = configuredDestinations(env()).map((destination) => destination.name);
  log.info({ component: 'start' }, destinations.length ? `${info}; team's tools: ${destinations.join(', ')}` : info);
  for (const warning of warnings) log.warn({ component: 'start' }, warning);
  const mismatch = pagesSiteUrlMismatch(env().SITE_URL);
  if (mismatch) log.warn({ component: 'config' }, mismatch);
  // The shipped sample company and terms must not go live unnoticed: one line, the count (lib/legal).
  const samples = process.env.NODE_ENV === 'production' ? builtSampleValuesWarning() : undefined;
  if (samples) log.warn({ component: 'launch' }, samples);
  // On Vercel the pages are served by its CDN, not by this process, from the build it packaged.
  const noPolicies = process.env.NODE_ENV === 'production' && !env().VERCEL ? missingPagePoliciesWarning() : undefined;
  if (noPolicies) log.error({ component: 'config' }, noPolicies);
  // This process answers the prerendered pages itself once they are read (in the background);
  // `next dev` prerenders none.
  if (process.env.NODE_ENV === 'production' && !env().VERCEL) void prepareBuiltPages();

  // A long-running server delivers in the background, from whenever the store opens; serverless
  // hosts (DELIVERY_WORKER=off, the default on Vercel) rely on after() and /api/cron/deliveries instead.
  if (env().DELIVERY_WORKER === 'on') deliverInBackground();

  // Close the store cleanly on shutdown, so that the next start opens it fast. `npm start` sets
  // NEXT_MANUAL_SIG_HANDLE so that Next.js leaves these signals to us instead of exiting at once.
  // Acknowledged leads are durable even without this: a SIGKILLed server loses nothing.
  let retrying: Retrying | undefined;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      retrying?.stop();
      void closeServices().finally(() => process.exit(0));
    });
  }

  // Open the store (and migrate it) before the first request instead of during it. Next.js waits
  // for this before serving. A failure is logged, and the store is tried again in the background
  // (and by the first request, whichever comes first), so that the worker starts without traffic.
  await getServices().catch((error: unknown) => {
    log.error(
      { component: 'store', error: describeErrorSafely(error) },
      'could not open the lead store at start-up; retrying in the background and on each request',
    );
    retrying = keepOpening(getServices, error);
  });
}

/**
 * `next start` validates the environment when it loads next.config.ts, and stops. The standalone
 * server.js and serverless functions run a copy of the config made by the build instead, and Next.js
 * keeps serving after a failed instrumentation hook: stop here, with the same message.
 */
function stopOnBadEnvironment(): void {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * A server that other machines reach without a proxy named would let every client choose the
 * address its limits count (lib/runtime/listen-check.ts): stop before the first request, in one line.
 * Next.js listens before it runs this hook, and holds requests until the hook is done.
 */
async function stopWhenReachedWithoutProxy(): Promise<void> {
  const { PORT, VERCEL, trustedProxyHopsGiven } = env();
  const refusal = await unprotectedListener({ port: PORT, trustedProxyHopsGiven, vercel: Boolean(VERCEL) });
  if (!refusal) return;
  console.error(refusal);
  process.exit(1);
}
