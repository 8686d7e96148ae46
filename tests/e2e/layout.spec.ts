/**
 * Issue 48 items 1 and 2, "one first action per page" and "one grid", measured in real Chromium at
 * 320, 390, 768, 1,366 and 1,440 px, without JavaScript (the layout is the stylesheet's):
 * (a) the header's logo, the page's content (its h1, the home page's section headings) and the
 *     footer start at the same x, on every page kind;
 * (b) the hero and the header each have exactly one primary action (class `primary`, which the
 *     stylesheet fills); the hero's others are text links (no fill, no border); on a phone the
 *     button takes its row;
 * (c) "See your club" (a GET form to the your-club page) is on the home page's first screen (one
 *     and a half on a phone), and its name reaches that page;
 * (d) a grid of cards has no hole: every row but the last holds as many cards as the first, and
 *     the last is full too, or centred (as much room left and right, within 2 px), or stretched
 *     (edge to edge); the cards of a row are equally tall;
 * (e) the price list's cards of a row are equally tall.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from './support/messages';

test.use({ javaScriptEnabled: false });

const SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];
const isPhone = (width: number) => width < 480;
const PAGES = ['', '/pricing', '/quote', '/demo', '/faq', '/legal', '/your-club', '/developers'];

/** Left edges of the logo, the content and the footer; headings of the page's bands. */
async function edges(page: Page) {
  return page.evaluate(() => {
    const left = (element: Element | null) => (element ? Math.round(element.getBoundingClientRect().left * 10) / 10 : NaN);
    const headings = [...document.querySelectorAll('main > .section > h2:first-child, main > .section > div:first-child > h2:first-child')];
    return {
      logo: left(document.querySelector('.site-header .brand')),
      heading: left(document.querySelector('main h1')),
      // Where the footer's first line starts: its first link, as the text is laid out.
      footer: left(document.querySelector('.site-footer a')),
      sections: headings.map((heading) => [heading.textContent, left(heading)] as const),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      header: document.querySelector('.site-header')!.getBoundingClientRect().height,
    };
  });
}

for (const [index, screen] of SCREENS.entries()) {
  const locale: Locale = index % 2 ? 'de' : 'fr';

  // Both languages at every width: German's long words are the first to run off a phone's screen.
  test(`(a) at ${screen.width} px the logo, the content and the footer start at the same x on every page (fr, de)`, async ({ page }) => {
    await page.setViewportSize(screen);
    for (const path of ['fr', 'de'].flatMap((language) => PAGES.map((page) => `${language}${page}`))) {
      await page.goto(`/${path}`);
      const found = await edges(page);
      expect(found.heading, `${path}: h1`).toBeCloseTo(found.logo, 0);
      expect(found.footer, `${path}: footer`).toBeCloseTo(found.logo, 0);
      for (const [text, x] of found.sections) expect(x, `${path}: "${text}"`).toBeCloseTo(found.logo, 0);
      expect(found.overflow, `${path}: wider than the screen`).toBeLessThanOrEqual(0);
      // The logo and the links (or the menu's button) on one line.
      expect(found.header, `${path}: the header's height`).toBeLessThan(80);
    }
  });

  test(`(b) at ${screen.width} px the hero and the header each have one primary action, the others quieter (${locale})`, async ({
    page,
  }) => {
    const t = translatorFor(locale);
    await page.setViewportSize(screen);
    await page.goto(`/${locale}`);
    const hero = page.locator('.hero');
    await expect(hero.locator('.primary:visible')).toHaveCount(1);
    await expect(hero.locator('.primary')).toHaveText(t('operations.demo.cta'));
    // The hero's other actions are text links: no fill, no border.
    const others = hero.locator('.actions a:not(.primary)');
    expect(await others.count()).toBeGreaterThan(0);
    for (const look of await others.evaluateAll((links) =>
      links.map((link) => {
        const style = getComputedStyle(link);
        return { background: style.backgroundColor, border: style.borderTopWidth === '0px' || style.borderTopStyle === 'none' };
      }),
    ))
      expect(look).toEqual({ background: 'rgba(0, 0, 0, 0)', border: true });
    const primaryStyle = await hero.locator('.primary').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(primaryStyle).not.toBe('rgba(0, 0, 0, 0)');
    if (isPhone(screen.width)) {
      // Laid out evenly: the button takes its row.
      const row = (await hero.locator('.actions').boundingBox())!;
      const button = (await hero.locator('.primary').boundingBox())!;
      expect(Math.abs(button.width - row.width)).toBeLessThanOrEqual(1);
    }

    const header = page.locator('.site-header');
    const menu = header.locator('summary');
    if (await menu.isVisible()) await menu.click();
    await expect(header.locator('.primary:visible')).toHaveCount(1);
    await expect(header.locator('.primary:visible')).toHaveText(t('operations.demo.cta'));
    // The rest are plain links: one button in the header.
    const links = header.locator('nav a:visible');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    const filled = await links.evaluateAll(
      (anchors) => anchors.filter((anchor) => getComputedStyle(anchor).backgroundColor !== 'rgba(0, 0, 0, 0)').length,
    );
    expect(filled).toBe(1);
  });

  test(`(c) at ${screen.width} px "See your club" is on the home page's first screen and draws the club (${locale})`, async ({ page }) => {
    await page.setViewportSize(screen);
    await page.goto(`/${locale}`);
    const form = page.locator(`main form[method="get"][action="/${locale}/your-club"]`);
    await expect(form).toHaveCount(1);
    const name = form.locator('input[name="name"]');
    const box = (await name.boundingBox())!;
    const screens = isPhone(screen.width) ? 1.5 : 1;
    expect(box.y + box.height).toBeLessThanOrEqual(screen.height * screens);
    await name.fill('Padel Norte');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/your-club\\?name=Padel\\+Norte$`));
    await expect(page.locator('#your-club-name')).toHaveValue('Padel Norte');
  });

  test(`(d, e) at ${screen.width} px card grids leave no hole and price cards of a row are equally tall (${locale})`, async ({ page }) => {
    await page.setViewportSize(screen);
    for (const path of ['', '/pricing']) {
      await page.goto(`/${locale}${path}`);
      const problems = await page.evaluate(() => {
        const found: string[] = [];
        /** Boxes grouped in rows by their top edge. */
        const rowsOf = (elements: Element[]) => {
          const rows = new Map<number, DOMRect[]>();
          for (const element of elements) {
            const box = element.getBoundingClientRect();
            const top = Math.round(box.top);
            const row = [...rows.keys()].find((other) => Math.abs(other - top) <= 1) ?? top;
            rows.set(row, [...(rows.get(row) ?? []), box]);
          }
          return [...rows.entries()].sort(([a], [b]) => a - b).map(([, boxes]) => boxes.sort((a, b) => a.left - b.left));
        };
        const equalHeights = (rows: DOMRect[][], what: string) => {
          for (const row of rows) {
            const heights = row.map((box) => Math.round(box.height));
            if (Math.max(...heights) - Math.min(...heights) > 1) found.push(`${what}: a row of heights ${heights.join(', ')}`);
          }
        };
        for (const grid of document.querySelectorAll('main ul:has(> li.card)')) {
          const rows = rowsOf([...grid.children]);
          const frame = grid.getBoundingClientRect();
          const full = rows[0]!.length;
          rows.slice(0, -1).forEach((row, index) => {
            if (row.length !== full) found.push(`card grid: row ${index + 1} holds ${row.length} cards, the first ${full}`);
          });
          const last = rows.at(-1)!;
          if (last.length !== full) {
            const leftRoom = last[0]!.left - frame.left;
            const rightRoom = frame.right - last.at(-1)!.right;
            const centred = Math.abs(leftRoom - rightRoom) <= 2;
            const stretched = leftRoom <= 1 && rightRoom <= 1;
            if (!centred && !stretched)
              found.push(
                `card grid: a last row of ${last.length} (of ${full}) leaves ${Math.round(leftRoom)} px left and ${Math.round(rightRoom)} px right`,
              );
          }
          equalHeights(rows, 'card grid');
        }
        const prices = [...document.querySelectorAll('.price-list section')];
        equalHeights(rowsOf(prices), 'price cards');
        return found;
      });
      expect(problems, path || '/').toEqual([]);
    }
  });
}

test('the FAQ lists its topics beside the answers on a desktop and above them on a phone, each leading to its part', async ({ page }) => {
  const t = translatorFor('de');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/de/faq');
  const topics = page.getByRole('navigation', { name: t('faq.topicsLabel') });
  const links = topics.getByRole('link');
  const parts = page.locator('main section.faq-topic');
  await expect(links).toHaveCount(await parts.count());
  const nav = (await topics.boundingBox())!;
  const firstPart = (await parts.first().boundingBox())!;
  // Beside: to the right of the answers, its top above the first part's.
  expect(nav.x).toBeGreaterThan(firstPart.x + firstPart.width);
  expect(nav.y).toBeLessThan(firstPart.y + 1);
  // Kept in view further down.
  await parts.last().scrollIntoViewIfNeeded();
  await expect(topics).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/faq');
  const phoneNav = (await topics.boundingBox())!;
  expect(phoneNav.y + phoneNav.height).toBeLessThanOrEqual((await parts.first().boundingBox())!.y);
  await links.last().click();
  await expect(page).toHaveURL(/\/de\/faq#topic-[a-z]+$/);
  await expect(parts.last()).toBeInViewport();
});
