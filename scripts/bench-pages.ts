/**
 * `npm run bench:pages`: Lighthouse (mobile preset, the default) in Debian's Chromium against
 * `next start`, on the home page and each form page in two locales. Scores move between runs, so
 * each page is measured BENCH_RUNS times (default 3) and the median is printed, with the
 * compressed JavaScript the page loads. A script that prints figures, not a test.
 * Targets (issue 4): performance ≥ 95, accessibility, best practices and SEO 100, form page
 * JavaScript ≤ 120 kB compressed.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { operations } from '@/lib/operations/registry';
import { builtSiteUrl, startServer } from '../tests/helpers/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOCALES = ['en', 'de'];
const PATHS = ['', ...operations.map((operation) => `/${operation.slug}`)];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
// Pages carry canonical URLs from SITE_URL as built (by default http://localhost:3000), and
// Lighthouse's SEO audit wants them on the host it measures: serve and measure there.
const BUILT_SITE_URL = new URL(builtSiteUrl());

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  scriptKb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
  return { scores: scores as Run['scores'], scriptKb: scriptBytes / 1000 };
}

async function main() {
  const server = await startServer('pglite', { PORT: BUILT_SITE_URL.port || '80', SITE_URL: BUILT_SITE_URL.origin });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const rows: string[][] = [];
    for (const locale of LOCALES) {
      for (const path of PATHS) {
        const url = `${BUILT_SITE_URL.origin}/${locale}${path}`;
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await measure(url, chrome.port));
        rows.push([
          `/${locale}${path}`,
          ...CATEGORIES.map((category) => String(median(runs.map((one) => one.scores[category])))),
          median(runs.map((one) => one.scriptKb)).toFixed(1),
        ]);
        console.error(`measured ${url}`);
      }
    }
    const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'JS kB (compressed)'];
    console.log(`Lighthouse ${RUNS} runs per page, median, mobile preset\n`);
    console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await chrome.kill();
    await server.close();
  }
}

await main();
