/**
 * The price tables on a phone (issue 48 item 5), measured in real Chromium at 320 and 390 px, in the
 * languages with the longest words (German, Portuguese, French): the pricing page's rates and its
 * live estimate, and the estimate page with many answers and with the largest ones. The page does
 * not scroll sideways; every cell, its text and each total stay inside their table and panel, the
 * totals on the panel's right; an item's name takes two lines at most, its figures on the line
 * under it (the tables are lists there, by CSS alone: app/globals.css "@container estimate").
 * On a desktop the tables stay tables, a line's cells side by side.
 */
import { expect, test, type Page } from '@playwright/test';
import { MAX_COURTS } from '@/lib/operations/court-bands';
import { MAX_LOCATIONS } from '@/lib/operations/schemas';
import { FEATURES } from '@/lib/operations/value-sets';

const PHONE_WIDTHS = [320, 390] as const;
const DESKTOP = { width: 1280, height: 800 };
const LOCALES = ['de', 'pt', 'fr'] as const;

/** A club with many answers: every line the estimate can have, in both tables. */
const MANY_ANSWERS =
  'courtCount=12&numberOfLocations=3&features=payments&features=memberships&features=tournaments&features=coaching&features=pos&brandedApp=true';
/** The largest answers the address takes: the widest figures ("1.499.264,00 €", "10.000 × 149,00 €"). */
const LARGEST_ANSWERS = new URLSearchParams([
  ['courtCount', String(MAX_COURTS)],
  ['numberOfLocations', String(MAX_LOCATIONS)],
  ...FEATURES.map((feature) => ['features', feature]),
  ['brandedApp', 'true'],
]).toString();

type Layout = 'list' | 'table';

interface Measured {
  scrollWidth: number;
  viewportWidth: number;
  tables: number;
  totals: number;
  problems: string[];
}

/**
 * Measures every price table of the page in the browser, and returns what is out of place, worded:
 * an empty list is a page whose tables fit. `layout` is what the tables should be at this width.
 */
async function measure(page: Page, layout: Layout): Promise<Measured> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  return page.evaluate((expected) => {
    const TOLERANCE = 0.5;
    const problems: string[] = [];
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).trim().split(/\s+/).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 50)}"`;
    const px = (value: string) => Number.parseFloat(value) || 0;
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - TOLERANCE &&
      inner.right <= outer.right + TOLERANCE &&
      inner.top >= outer.top - TOLERANCE &&
      inner.bottom <= outer.bottom + TOLERANCE;
    const show = (box: DOMRect) => `[${Math.round(box.left)}…${Math.round(box.right)} × ${Math.round(box.top)}…${Math.round(box.bottom)}]`;
    /** The box inside the element's border and padding: where its content belongs. */
    const contentBox = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const left = px(style.borderLeftWidth) + px(style.paddingLeft);
      const right = px(style.borderRightWidth) + px(style.paddingRight);
      const top = px(style.borderTopWidth) + px(style.paddingTop);
      const bottom = px(style.borderBottomWidth) + px(style.paddingBottom);
      return new DOMRect(box.left + left, box.top + top, box.width - left - right, box.height - top - bottom);
    };
    /** Where the element's text is drawn, overflowing or not (null for no text). */
    const textBox = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (!rects.length) return null;
      const left = Math.min(...rects.map((rect) => rect.left));
      const top = Math.min(...rects.map((rect) => rect.top));
      return new DOMRect(
        left,
        top,
        Math.max(...rects.map((rect) => rect.right)) - left,
        Math.max(...rects.map((rect) => rect.bottom)) - top,
      );
    };
    /** Shown on the page: not a heading kept for assistive technology only (clipped to 1 px). */
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const expectInside = (element: Element, outer: DOMRect, what: string) => {
      const box = element.getBoundingClientRect();
      if (!within(box, outer)) problems.push(`${nameOf(element)} ${show(box)} runs out of its ${what} ${show(outer)}`);
      const text = textBox(element);
      if (text && !within(text, outer))
        problems.push(`the text of ${nameOf(element)} ${show(text)} runs out of its ${what} ${show(outer)}`);
      if (text && !within(text, box)) problems.push(`the text of ${nameOf(element)} ${show(text)} runs out of its own box ${show(box)}`);
    };
    /** The pale panel of the pricing page's estimate, else the estimate, else the price list's card. */
    const panelOf = (element: Element) =>
      element.closest('.estimate-panel') ?? element.closest('.estimate') ?? element.closest('.price-list section');

    const tables = [...document.querySelectorAll('main table.rate-table, main table.estimate-table')];
    for (const table of tables) {
      const panel = panelOf(table);
      if (!panel) {
        problems.push(`${nameOf(table)} is in no panel`);
        continue;
      }
      const panelBox = contentBox(panel);
      const tableBox = table.getBoundingClientRect();
      const display = getComputedStyle(table).display;
      if ((expected === 'table') !== (display === 'table'))
        problems.push(`${nameOf(table)} is displayed as "${display}", not as a ${expected}`);
      if (!within(tableBox, panelBox)) problems.push(`${nameOf(table)} ${show(tableBox)} runs out of its panel ${show(panelBox)}`);
      for (const cell of table.querySelectorAll('caption, th, td')) {
        if (!shown(cell)) continue;
        expectInside(cell, tableBox, 'table');
        expectInside(cell, panelBox, 'panel');
      }
      for (const row of table.querySelectorAll('tbody tr')) {
        const [name, ...figures] = [...row.children];
        if (!name) continue;
        if (expected === 'list') {
          // An item's name on its own lines, two at most, measured against its line height.
          const style = getComputedStyle(name);
          const fontSize = px(style.fontSize);
          const lineHeight = style.lineHeight.endsWith('px')
            ? px(style.lineHeight)
            : style.lineHeight === 'normal'
              ? 1.2 * fontSize
              : px(style.lineHeight) * fontSize;
          const height =
            name.getBoundingClientRect().height -
            px(style.paddingTop) -
            px(style.paddingBottom) -
            px(style.borderTopWidth) -
            px(style.borderBottomWidth);
          const lines = Math.round(height / lineHeight);
          if (lines > 2) problems.push(`${nameOf(name)} takes ${lines} lines (${Math.round(height)} px at ${lineHeight} px a line)`);
          // On the estimate, the figures are on the line under the name.
          if (table.classList.contains('estimate-table'))
            for (const figure of figures)
              if (textBox(figure) && figure.getBoundingClientRect().top < name.getBoundingClientRect().bottom - TOLERANCE)
                problems.push(`${nameOf(figure)} is not under its item's name ${nameOf(name)}`);
        } else {
          // A table's line: the name and its figures side by side, left to right, on one top.
          let previous = name.getBoundingClientRect();
          for (const figure of figures) {
            const box = figure.getBoundingClientRect();
            if (Math.abs(box.top - previous.top) > 1 || box.left < previous.right - TOLERANCE)
              problems.push(`${nameOf(figure)} ${show(box)} is not beside ${show(previous)} in its row`);
            previous = box;
          }
        }
      }
    }

    // The totals (of the month, of the set-up, of the first year): inside their panel, on its right.
    const totals = [...document.querySelectorAll('main .estimate [data-total]')];
    for (const total of totals) {
      const panel = panelOf(total);
      if (!panel) continue;
      const panelBox = contentBox(panel);
      expectInside(total, panelBox, 'panel');
      const text = textBox(total);
      if (!text) problems.push(`${nameOf(total)} is empty`);
      else if (Math.abs(text.right - panelBox.right) > 1)
        problems.push(`${nameOf(total)} ends at ${text.right}, not on its panel's right (${panelBox.right})`);
    }
    // The yearly term's lines under the tables: their words and figures inside the panel too.
    for (const part of document.querySelectorAll('main .estimate-year dt, main .estimate-year dd')) {
      const panel = panelOf(part);
      if (panel) expectInside(part, contentBox(panel), 'panel');
    }

    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewportWidth: window.innerWidth,
      tables: tables.length,
      totals: totals.length,
      problems,
    };
  }, layout);
}

for (const width of PHONE_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const locale of LOCALES) {
      test(`/${locale}/pricing: the rates and the estimate are lists, every figure inside its box`, async ({ page }) => {
        await page.goto(`/${locale}/pricing`);
        await expect(page.locator('.estimate-panel [data-total="monthly"]')).toBeVisible();
        const measured = await measure(page, 'list');
        expect(measured.scrollWidth).toBeLessThanOrEqual(width);
        // Three rate tables (the courts', the modules' in two halves) and the estimate's two (the month's and the set-up's).
        expect(measured.tables).toBe(5);
        expect(measured.totals).toBe(3);
        expect(measured.problems).toEqual([]);
      });

      for (const [answers, query] of [
        ['many answers', MANY_ANSWERS],
        ['the largest answers', LARGEST_ANSWERS],
      ] as const) {
        test(`/${locale}/pricing/estimate with ${answers}: a list, every figure and total inside its box`, async ({ page }) => {
          await page.goto(`/${locale}/pricing/estimate?${query}`);
          await expect(page.locator('.estimate [data-total="firstYear"]')).toBeVisible();
          const measured = await measure(page, 'list');
          expect(measured.scrollWidth).toBeLessThanOrEqual(width);
          expect(measured.tables).toBe(2);
          expect(measured.totals).toBe(3);
          expect(measured.problems).toEqual([]);
        });
      }
    }
  });
}

test.describe(`at ${DESKTOP.width} px`, () => {
  test.use({ viewport: DESKTOP });

  for (const path of ['/de/pricing', `/de/pricing/estimate?${MANY_ANSWERS}`]) {
    test(`${path}: the tables stay tables, each line's cells side by side`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('.estimate [data-total="monthly"]')).toBeVisible();
      const measured = await measure(page, 'table');
      expect(measured.scrollWidth).toBeLessThanOrEqual(DESKTOP.width);
      expect(measured.tables).toBe(path.endsWith('/pricing') ? 5 : 2);
      expect(measured.problems).toEqual([]);
    });
  }
});
