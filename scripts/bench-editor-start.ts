/**
 * `npm run bench:editor`: how long a marketer waits for the copy editor after `npm run dev` (issue
 * 49 item 1: it answers within a minute on this machine). A scratch copy of this checkout with no
 * `.next` (the first start of a fresh copy, node_modules installed), `npm run dev -- -p <port>` in
 * it, and Chromium opening /keystatic as soon as the terminal gives the address, as CONTENT.md tells
 * her to. Prints, in seconds from the command: the address in the terminal, the first page in the
 * browser (its "getting ready" message or the editor), the editor's menu usable, and the terminal's
 * "The editor is ready". BENCH_RUNS (1) starts; each a cold copy. Prints figures; not a test.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './ensure-chromium';
import { freePort } from '../tests/helpers/server';
import { makeScratchSite } from '../tests/e2e/support/scratch-site';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
/** Past this, the start is reported as failed rather than waited for. */
const GIVE_UP_MS = 10 * 60_000;

interface Start {
  address: number;
  firstPage: number;
  gettingReadyShown: boolean;
  editorUsable: number;
  readyLine: number;
}

async function oneStart(): Promise<Start> {
  const scratch = makeScratchSite();
  const port = await freePort();
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  const child = spawn('npm', ['run', 'dev', '--', '-p', String(port)], {
    cwd: scratch.dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const lineSeen = (pattern: RegExp) =>
    new Promise<number>((resolve, reject) => {
      const check = () => (pattern.test(output) ? resolve(seconds()) : undefined);
      child.stdout!.on('data', check);
      child.on('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
      check();
    });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const address = await lineSeen(/Local:\s+http/);
    const readyLine = lineSeen(/The editor is ready/);
    const page = await browser.newPage();
    // The first page: whatever the browser draws first, the "getting ready" message or the editor.
    await page.goto(`http://localhost:${port}/keystatic`, { timeout: GIVE_UP_MS, waitUntil: 'commit' });
    await page.locator('h1, nav').first().waitFor({ timeout: GIVE_UP_MS });
    const firstPage = seconds();
    const gettingReadyShown = await page.getByRole('heading', { name: 'The editor is getting ready…' }).isVisible();
    // Usable: the menu's first page heading links to its languages.
    await page
      .getByRole('link', { name: /Home page/ })
      .first()
      .waitFor({ timeout: GIVE_UP_MS });
    const editorUsable = seconds();
    return { address, firstPage, gettingReadyShown, editorUsable, readyLine: await readyLine };
  } finally {
    await browser.close();
    // npm, the dev server script and next dev are one process group.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await scratch.remove();
  }
}

async function main() {
  console.log(
    '| start | address in the terminal, s | first page in the browser, s | "getting ready" shown | editor usable, s | "The editor is ready", s |',
  );
  console.log('|---|---:|---:|---|---:|---:|');
  for (let run = 1; run <= RUNS; run++) {
    const start = await oneStart();
    console.log(
      `| ${run} | ${start.address.toFixed(1)} | ${start.firstPage.toFixed(1)} | ${start.gettingReadyShown ? 'yes' : 'no'} | ${start.editorUsable.toFixed(1)} | ${start.readyLine.toFixed(1)} |`,
    );
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
