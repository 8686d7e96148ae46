/**
 * Lighthouse (mobile preset, the default) in Debian's Chromium on the home page and each form page
 * in two locales. Scores move between runs, so each page is measured `runs` times and the median is
 * kept, with the compressed JavaScript the page loads (Lighthouse's network records).
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { operations } from '@/lib/operations/registry';

const LOCALES = ['en', 'de'];
const PATHS = ['', ...operations.map((operation) => `/${operation.slug}`)];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

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

/** The Markdown table of the pages served at `origin`. */
export async function lighthouseTable(origin: string, runs: number): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const rows: string[][] = [];
    for (const locale of LOCALES) {
      for (const path of PATHS) {
        const url = `${origin}/${locale}${path}`;
        const measured: Run[] = [];
        for (let run = 0; run < runs; run++) measured.push(await measure(url, chrome.port));
        rows.push([
          `/${locale}${path}`,
          ...CATEGORIES.map((category) => String(median(measured.map((one) => one.scores[category])))),
          median(measured.map((one) => one.scriptKb)).toFixed(1),
        ]);
        console.error(`measured ${url}`);
      }
    }
    const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'JS kB (compressed)'];
    return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
  } finally {
    await chrome.kill();
  }
}
