/**
 * `npm run bench:pages`, after `npm run build`: the site's pages against a blank Next.js app of the
 * same version (bench/blank-next, built here), both served by `next start` in the same run, then
 * Lighthouse on the site. A script that prints figures, not a test. Targets (issue 13, issue 4):
 * - prerendered-page throughput (`/en` against the blank app's `/`, autocannon, 10 connections)
 *   at least 0.8 of the blank app's, and the rejection path (an invalid body on POST /api/contact,
 *   400) at least 0.8 of the blank app's route handler doing the same;
 * - the JavaScript a form page loads (gzip -9 of its scripts) at most the blank app's + 8 kB;
 * - Lighthouse mobile: performance ≥ 95, accessibility, best practices and SEO 100.
 * BENCH_SECONDS (default 10) and BENCH_ROUNDS (2) set the throughput turns (0 rounds skips them),
 * BENCH_RUNS (3) the Lighthouse runs per page (0 skips Lighthouse), BENCH_PAGES (say
 * `/en,/de/contact`) the pages Lighthouse measures (default: all). Lighthouse measures the blank
 * app's `/` too, before and after the site's pages, as this host's yardstick of the same run.
 */
import { buildBlankNext, startBlankNext } from './bench/blank-next';
import { bookingPagePath } from './bench/booking-page';
import { LIGHTHOUSE_LOCALES, lighthouseTable } from './bench/lighthouse-pages';
import { pageScriptKilobytes } from './bench/page-scripts';
import { pageThroughput } from './bench/page-throughput';
import { builtSiteUrl, freePort, startServer } from '../tests/helpers/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LIGHTHOUSE_PAGES = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
// Pages carry canonical URLs from SITE_URL as built (by default http://localhost:3000), and
// Lighthouse's SEO audit wants them on the host it measures: serve and measure there.
const BUILT_SITE_URL = new URL(builtSiteUrl());
const FORM_PAGE = '/en/contact';
/** Refused by both apps' validation: a contact message without its name and message. */
const INVALID_BODY = JSON.stringify({ email: 'nobody@example.com' });

async function main() {
  const site = await startServer('pglite', { PORT: BUILT_SITE_URL.port || '80', SITE_URL: BUILT_SITE_URL.origin });
  console.error('Building bench/blank-next…');
  buildBlankNext();
  const blank = await startBlankNext(await freePort());
  try {
    if (ROUNDS > 0) await againstBlankNext(site.url, blank.url);
    if (LIGHTHOUSE_RUNS > 0) {
      console.log(`\nLighthouse, ${LIGHTHOUSE_RUNS} runs per page, median, mobile preset\n`);
      const booking = Object.fromEntries(
        await Promise.all(LIGHTHOUSE_LOCALES.map(async (locale) => [locale, [await bookingPagePath(site, locale)]] as const)),
      );
      const yardstick = { name: 'blank Next.js `/`', url: `${blank.url}/` };
      console.log(await lighthouseTable(BUILT_SITE_URL.origin, LIGHTHOUSE_RUNS, LIGHTHOUSE_PAGES, booking, yardstick));
    }
  } finally {
    await blank.stop();
    await site.close();
  }
}

async function againstBlankNext(siteUrl: string, blankUrl: string) {
  console.error(`Prerendered page, ${ROUNDS} rounds of ${SECONDS} s each:`);
  // As the budget has it (no Accept-Encoding); as a browser asks (each app compresses as it does);
  // and the site's page through Next.js's router, as a query sends it (lib/built-pages/).
  const asBrowser = (url: string) => ({ url, method: 'GET' as const, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  const [siteRate, blankRate, siteBrowserRate, blankBrowserRate, siteRouterRate] = await pageThroughput(
    [`${siteUrl}/en`, `${blankUrl}/`, asBrowser(`${siteUrl}/en`), asBrowser(`${blankUrl}/`), `${siteUrl}/en?through=next`],
    SECONDS,
    ROUNDS,
  );
  console.error(`Rejection (an invalid body on POST /api/contact, 400), ${ROUNDS} rounds of ${SECONDS} s each:`);
  const rejection = (url: string) => ({ url: `${url}/api/contact`, method: 'POST' as const, body: INVALID_BODY, status: 400 });
  const [siteRejections, blankRejections] = await pageThroughput([rejection(siteUrl), rejection(blankUrl)], SECONDS, ROUNDS);
  const [siteScripts, blankScripts] = await pageScriptKilobytes([`${siteUrl}${FORM_PAGE}`, `${blankUrl}/`]);
  console.log('| | this site | blank Next.js | site ÷ blank (target) |\n|---|---:|---:|---:|');
  console.log(
    `| GET a prerendered page (\`/en\`, \`/\`), req/s | ${siteRate!.toFixed(0)} | ${blankRate!.toFixed(0)} | **${(siteRate! / blankRate!).toFixed(2)}** (≥ 0.8) |`,
  );
  console.log(
    `| the same, as a browser asks (Accept-Encoding: gzip, deflate, br, zstd), req/s | ${siteBrowserRate!.toFixed(0)} | ${blankBrowserRate!.toFixed(0)} | ${(siteBrowserRate! / blankBrowserRate!).toFixed(2)} |`,
  );
  console.log(
    `| the site's page through Next.js's router (\`/en?through=next\`), req/s | ${siteRouterRate!.toFixed(0)} | ${blankRate!.toFixed(0)} | ${(siteRouterRate! / blankRate!).toFixed(2)} |`,
  );
  console.log(
    `| POST /api/contact, invalid body (400), req/s | ${siteRejections!.toFixed(0)} | ${blankRejections!.toFixed(0)} | **${(siteRejections! / blankRejections!).toFixed(2)}** (≥ 0.8) |`,
  );
  console.log(
    `| JS a form page loads (\`${FORM_PAGE}\`, \`/\`), gzip -9 kB | ${siteScripts!.toFixed(1)} | ${blankScripts!.toFixed(1)} | **${siteScripts! - blankScripts! >= 0 ? '+' : ''}${(siteScripts! - blankScripts!).toFixed(1)} kB** (≤ +8 kB) |`,
  );
}

await main();
