/**
 * The JavaScript a page loads, as one figure that does not depend on the server's compression: the
 * scripts Chromium fetches while opening the page (until the network is idle, without touching the
 * page), each compressed with gzip -9, summed. Chunks loaded on interaction are not counted.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { systemChromium } from '../ensure-chromium';

/** Kilobytes (1000 bytes) of gzip -9 of each page's scripts, in the order of `urls`. */
export async function pageScriptKilobytes(urls: string[]): Promise<number[]> {
  const executablePath = systemChromium();
  const browser = await chromium.launch(executablePath ? { executablePath, args: ['--no-sandbox'] } : {});
  try {
    const figures: number[] = [];
    for (const url of urls) {
      const page = await browser.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body, { level: 9 }).length);
      figures.push(sizes.reduce((sum, size) => sum + size, 0) / 1000);
      await page.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
