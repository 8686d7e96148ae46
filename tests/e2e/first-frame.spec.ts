/**
 * The framework's scripts start after a page's first frame (lib/first-frame/, issue 48 item 9), in
 * real Chromium on the built site, on pages prerendered and rendered per request: none is fetched
 * before the first frame, every one after it, and the page hydrates; a page opened in a background
 * tab, which draws no frame, runs them at once. The rewrite itself is tests/unit/scripts-after-first-frame.test.ts; the
 * loader's place in each page's policy, tests/e2e/security.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';

const CHUNKS = '/_next/static/chunks/';

/** Whether React has hydrated the page: its elements carry React's fibers only then. */
const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')));

// Three prerendered pages, and one rendered per request (its HTML rewritten as it is sent).
for (const path of ['/en', '/de/contact', '/fr/pricing', '/es/your-club?name=Club%20Sol']) {
  test(`${path}: no framework script is fetched before the first frame, and the page then hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      // Asked for before the page's own scripts: called first in the first frame.
      requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() }));
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(CHUNKS)) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect.poll(() => hydrated(page)).toBe(true);
    const { firstFrameAt, chunkStarts } = await page.evaluate(
      (chunks) => ({
        firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        chunkStarts: performance
          .getEntriesByType('resource')
          // Every fetch of a chunk's script, a preload's included.
          .filter((entry) => entry.name.includes(chunks) && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }),
      CHUNKS,
    );
    expect(fetched.length).toBeGreaterThan(0);
    expect(chunkStarts.length).toBeGreaterThan(0);
    expect(Math.min(...chunkStarts)).toBeGreaterThanOrEqual(firstFrameAt);
  });
}

test('a page opened in a background tab, which draws no frame, still runs its scripts', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
    // No frame ever comes, as in a tab that is never shown.
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/en');
  await expect.poll(() => hydrated(page)).toBe(true);
});
