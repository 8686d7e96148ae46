/**
 * Lighthouse (mobile preset, the default) in Debian's Chromium on the home page and each form page
 * in two locales. Scores move between runs, so each page is measured `runs` times and the median is
 * kept, with the compressed JavaScript the page loads (Lighthouse's network records) and the metrics
 * the performance score is made of, so a lost point can be traced to LCP or TBT. `only` (paths such
 * as `/de/contact`) limits the run to those pages.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { operations } from '@/lib/operations/registry';
import { SYSTEM_CHROMIUM_FLAGS, systemChromium } from '../ensure-chromium';

const LOCALES = ['en', 'de'];
const PATHS = ['', ...operations.map((operation) => `/${operation.slug}`)];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = systemChromium();

// The simulated metrics (ms, CLS unitless) the performance score weighs.
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
  CLS: 'cumulative-layout-shift',
} as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
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
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? NaN]));
  return { scores: scores as Run['scores'], metrics: metrics as Run['metrics'], scriptKb: scriptBytes / 1000 };
}

/** The Markdown table of the pages served at `origin`. */
export async function lighthouseTable(origin: string, runs: number, only: string[] = []): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...SYSTEM_CHROMIUM_FLAGS],
  });
  try {
    const rows: string[][] = [];
    for (const locale of LOCALES) {
      for (const path of PATHS) {
        if (only.length > 0 && !only.includes(`/${locale}${path}`)) continue;
        const url = `${origin}/${locale}${path}`;
        const measured: Run[] = [];
        for (let run = 0; run < runs; run++) measured.push(await measure(url, chrome.port));
        rows.push([
          `/${locale}${path}`,
          ...CATEGORIES.map((category) => String(median(measured.map((one) => one.scores[category])))),
          ...Object.keys(METRICS).map((name) => {
            const value = median(measured.map((one) => one.metrics[name as keyof typeof METRICS]));
            return name === 'CLS' ? value.toFixed(3) : value.toFixed(0);
          }),
          median(measured.map((one) => one.scriptKb)).toFixed(1),
        ]);
        console.error(`measured ${url}`);
      }
    }
    const header = [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      ...Object.keys(METRICS).map((name) => (name === 'CLS' ? name : `${name} ms`)),
      'JS kB (compressed)',
    ];
    return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
      '\n',
    );
  } finally {
    await chrome.kill();
  }
}
