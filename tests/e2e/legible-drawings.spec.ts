/**
 * The drawings of the product are read, not only seen (issue 48: their text was 4-8 CSS px on a
 * phone and in the "your club" preview). In real Chromium, at every width from the narrowest phone
 * to a large desktop, every page that shows a drawing is measured: each <text> and <tspan> of each
 * drawing, its font size in the drawing's units times the drawing's scale on the screen
 * (getScreenCTM), is at least 11 CSS px; no text runs past its drawing's edge, no drawing runs out
 * of its box, and the page does not scroll sideways. A landing page with a product-screen block is
 * measured too when content has one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const LEGIBLE_PX = 11;
const WIDTHS = [320, 390, 768, 1366, 1440];

/** The landing pages of content/landing-pages/ that have a product-screen block (none ship; the proof's copies add some). */
const LANDING_DIR = path.resolve(import.meta.dirname, '../../content/landing-pages');
const landingPages = readdirSync(LANDING_DIR)
  .filter((name) => name.endsWith('.json'))
  .filter((name) => {
    const page = JSON.parse(readFileSync(path.join(LANDING_DIR, name), 'utf8')) as { blocks?: { discriminant: string }[] };
    return page.blocks?.some((block) => block.discriminant === 'productScreen');
  })
  .map((name) => `/de/${name.replace(/\.json$/, '')}`);

/** Each page that shows drawings, and how many it shows. */
const PAGES: { path: string; drawings: number }[] = [
  { path: '/de', drawings: 5 },
  { path: '/fr', drawings: 5 },
  { path: '/de/pricing', drawings: 1 },
  { path: '/fr/your-club?name=Tennis+Club+Rot-Weiss+Mannheim&colour=%23c2185b', drawings: 2 },
  { path: '/de/your-club?name=Padel+Norte', drawings: 2 },
  ...landingPages.map((path) => ({ path, drawings: 1 })),
];

interface Measured {
  drawings: number;
  small: string[];
  overflowing: string[];
  /** Texts that run past their drawing's edge (and so are cut). */
  outside: string[];
  pageWidth: number;
  viewport: number;
}

/** Every drawing's texts as rendered, and whether a drawing leaves its box or the page. */
function measure(page: Page): Promise<Measured> {
  return page.evaluate((legible) => {
    const small: string[] = [];
    const overflowing: string[] = [];
    const outside: string[] = [];
    const drawings = [...document.querySelectorAll<SVGSVGElement>('svg.product-screen')].filter(
      (svg) => svg.getBoundingClientRect().width > 0,
    );
    for (const svg of drawings) {
      const kind = svg.getAttribute('class');
      const box = svg.getBoundingClientRect();
      const holder = svg.parentElement!.getBoundingClientRect();
      if (box.left < holder.left - 0.5 || box.right > holder.right + 0.5 || box.right > document.documentElement.clientWidth)
        overflowing.push(
          `${kind}: ${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(holder.left)}-${Math.round(holder.right)}`,
        );
      for (const text of svg.querySelectorAll<SVGTextContentElement>('text, tspan')) {
        const matrix = text.getScreenCTM()!;
        const rendered = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
        if (rendered < legible - 0.01) small.push(`${kind} “${text.textContent}” ${rendered.toFixed(1)} px`);
        const drawn = text.getBoundingClientRect();
        if (drawn.left < box.left - 1 || drawn.right > box.right + 1) outside.push(`${kind} “${text.textContent}”`);
      }
    }
    return {
      drawings: drawings.length,
      small,
      overflowing,
      outside,
      pageWidth: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    };
  }, LEGIBLE_PX);
}

for (const { path: pagePath, drawings } of PAGES)
  test(`every text of the drawings of ${pagePath} is at least ${LEGIBLE_PX} px, inside its box, at every width`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pagePath);
      const measured = await measure(page);
      expect(measured.drawings, `${width} px`).toBe(drawings);
      expect(measured.small, `${width} px: texts under ${LEGIBLE_PX} px`).toEqual([]);
      expect(measured.overflowing, `${width} px: drawings out of their box`).toEqual([]);
      expect(measured.outside, `${width} px: texts cut at their drawing's edge`).toEqual([]);
      expect(measured.pageWidth, `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(measured.viewport);
    }
  });
