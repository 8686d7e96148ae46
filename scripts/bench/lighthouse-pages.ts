/**
 * Lighthouse (mobile preset, the default) in Debian's Chromium on every kind of page (the home, each
 * form, a demo's booking page, the developers' page, the privacy notice) in two locales. Scores move between runs, so each page is measured `runs` times and the median is
 * kept, with the compressed JavaScript the page loads (Lighthouse's network records) and the metrics
 * the performance score is made of, so a lost point can be traced to LCP or TBT. `only` (paths such
 * as `/de/contact`) limits the run to those pages. The booking page's path carries its token, made
 * by a demo request (booking-page.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { NOINDEX_LINKED_PATHS, PAGE_PATHS } from '@/lib/site/site-pages';
import { SYSTEM_CHROMIUM_FLAGS, systemChromium } from '../ensure-chromium';

export const LIGHTHOUSE_LOCALES = ['en', 'de'];
/** Every page of the site, "your club" (noindex) too; the booking page, whose path is made per run, is added by the caller. */
const PATHS: readonly string[] = [...PAGE_PATHS, ...NOINDEX_LINKED_PATHS];
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
  /** The audits of accessibility, best practices and SEO that did not pass: what a score under 100 is made of. */
  failed: string[];
  metrics: Record<keyof typeof METRICS, number>;
  scriptKb: number;
  /** When the page's first frame reached the screen in the run itself (before Lantern's simulation), ms. */
  observedFirstPaint: number;
  /** The page was loaded when its first frame came (see LATE_FIRST_FRAME_MS). */
  lateFirstFrame: boolean;
}

/**
 * Headless Chromium's compositor (viz) sometimes stops sending a busy page frames during its load
 * ("ThrottleUnresponsiveClient", GoogleChrome/lighthouse#17148), and the first frame comes one or two
 * whole seconds late, after the load event, with the main thread idle. Lantern then counts every
 * script that ran before that frame in the simulated LCP. Such a run shows as a first paint this much
 * after the load event, which a page that paints as it loads never has; the table counts them so
 * that a median can be read for what it is (docs/performance.md "Lighthouse").
 */
const LATE_FIRST_FRAME_MS = 500;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  const scriptBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? NaN]));
  const failed = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const observed = (lhr.audits.metrics?.details as { items?: { observedFirstPaint?: number; observedLoad?: number }[] })?.items?.[0];
  const observedFirstPaint = observed?.observedFirstPaint ?? NaN;
  return {
    scores: scores as Run['scores'],
    failed,
    metrics: metrics as Run['metrics'],
    scriptKb: scriptBytes / 1000,
    observedFirstPaint,
    lateFirstFrame: observedFirstPaint - (observed?.observedLoad ?? Infinity) > LATE_FIRST_FRAME_MS,
  };
}

/** The Markdown table of the pages served at `origin`. */
export async function lighthouseTable(
  origin: string,
  runs: number,
  only: string[] = [],
  /** Per locale, more paths to measure (with their query), shown without the query. */
  extra: Record<string, readonly string[]> = {},
  /** A page of another app measured first and last, as the host's yardstick (the blank Next.js app's `/`). */
  yardstick?: { name: string; url: string },
): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...SYSTEM_CHROMIUM_FLAGS],
  });
  try {
    const rows: string[][] = [];
    const pages: { shown: string; url: string }[] = [];
    for (const locale of LIGHTHOUSE_LOCALES) {
      for (const path of [...PATHS.map((page) => `/${locale}${page}`), ...(extra[locale] ?? [])]) {
        const shown = path.split('?')[0]!;
        if (only.length === 0 || only.includes(shown)) pages.push({ shown, url: `${origin}${path}` });
      }
    }
    // The yardstick before and after the site's pages: a host that slowed down meanwhile shows.
    if (yardstick) pages.unshift({ shown: `${yardstick.name} (before)`, url: yardstick.url });
    if (yardstick) pages.push({ shown: `${yardstick.name} (after)`, url: yardstick.url });
    for (const { shown, url } of pages) {
      const measured: Run[] = [];
      for (let run = 0; run < runs; run++) measured.push(await measure(url, chrome.port));
      rows.push([
        shown,
        ...CATEGORIES.map((category) => String(median(measured.map((one) => one.scores[category])))),
        ...Object.keys(METRICS).map((name) => {
          const value = median(measured.map((one) => one.metrics[name as keyof typeof METRICS]));
          return name === 'CLS' ? value.toFixed(3) : value.toFixed(0);
        }),
        median(measured.map((one) => one.scriptKb)).toFixed(1),
        median(measured.map((one) => one.observedFirstPaint)).toFixed(0),
        `${measured.filter((one) => one.lateFirstFrame).length} of ${runs}`,
        [...new Set(measured.flatMap((one) => one.failed))].join(', ') || '-',
      ]);
      console.error(`measured ${url}`);
    }
    const header = [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      ...Object.keys(METRICS).map((name) => (name === 'CLS' ? name : `${name} ms`)),
      'JS kB (compressed)',
      'first frame, observed ms',
      'late first frames',
      'audits not passed',
    ];
    return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
      '\n',
    );
  } finally {
    await chrome.kill();
  }
}
