/**
 * One typeface (docs/decisions.md "One typeface"): the pages are set in Noto Sans, served from the
 * site's own origin in subsets by unicode-range, latin preloaded, swapped in without holding the
 * first paint; a page asks no other origin for anything; the drawn product screens use it too; and
 * a name that needs Latin Extended or Vietnamese letters brings in that subset alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from './support/csp';

/** The @font-face rules the page's stylesheets declare, as the browser parsed them. */
function fontFaces(page: Page) {
  return page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
          weight: rule.style.getPropertyValue('font-weight'),
          src: rule.style.getPropertyValue('src'),
          unicodeRange: rule.style.getPropertyValue('unicode-range'),
          display: rule.style.getPropertyValue('font-display'),
          stylesheet: sheet.href,
        })),
    ),
  );
}

/** The Noto Sans faces the browser has loaded on this page: their weight and the first code point of their range. */
function loadedFaces(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans' && face.status === 'loaded')
      .map((face) => `${face.weight} ${face.unicodeRange.split(',')[0]!.trim()}`)
      .toSorted();
  });
}

/** The first family of the computed font-family of the first element `selector` matches. */
const firstFamily = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).fontFamily.split(',')[0]!.replace(/["']/g, '').trim());

for (const [locale, width] of [
  ['fr', 390],
  ['de', 1366],
] as const) {
  test(`/${locale} at ${width} px is set in Noto Sans, served by the site itself, latin alone`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const requests: { url: string; type: string }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    const violations = await recordCspViolations(page);
    await page.goto(`/${locale}`);
    await page.waitForLoadState('networkidle');

    // Regular and bold of the latin subset, and nothing else (its text needs no other letters, and
    // its œ, in latin's range and latin-ext's, is drawn from latin: app/brand-font.ts).
    expect(await loadedFaces(page)).toEqual(['400 U+0-FF', '700 U+0-FF']);
    for (const selector of ['body', 'h1', '.hero .lead', 'header a', 'main a', '.product-screen text']) {
      expect(await firstFamily(page, selector), selector).toBe('Noto Sans');
    }

    // Every request, the fonts first, to the site's own origin.
    const origin = new URL(baseURL!).origin;
    expect(requests.filter(({ url }) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
    const fonts = requests.filter(({ type }) => type === 'font').map(({ url }) => new URL(url).pathname);
    expect(fonts).toHaveLength(2);
    for (const font of fonts) expect(font).toMatch(/^\/_next\/static\/media\/noto_sans_latin_[47]00_normal\.[^/]+\.woff2$/);
    const preloaded = await page
      .locator('head link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.map((href) => new URL(href).pathname).toSorted()).toEqual(fonts.toSorted());
    expect(violations).toEqual([]);
  });
}

test('the stylesheet declares Noto Sans in three subsets by unicode-range, from the site, swapped in over metric fallbacks', async ({
  page,
  baseURL,
}) => {
  await page.goto('/en');
  const faces = await fontFaces(page);
  const noto = faces.filter((face) => face.family === 'Noto Sans');
  // latin, latin-ext and vietnamese, each in regular and bold.
  expect(noto.map((face) => face.weight).toSorted()).toEqual(['400', '400', '400', '700', '700', '700']);
  for (const face of noto) {
    expect(face.display).toBe('swap');
    expect(face.unicodeRange).toMatch(/^U\+/);
    const url = /url\("?([^")]+)"?\)/.exec(face.src)![1]!;
    const resolved = new URL(url, face.stylesheet ?? baseURL!);
    expect(resolved.origin).toBe(new URL(baseURL!).origin);
    expect(resolved.pathname).toMatch(/^\/_next\/static\/media\/noto_sans_(latin|latin_ext|vietnamese)_[47]00_normal\.[^/]+\.woff2$/);
    expect((await page.request.get(resolved.href)).headers()['content-type']).toBe('font/woff2');
  }
  expect(new Set(noto.map((face) => face.unicodeRange)).size).toBe(3);
  // Latin last: where ranges overlap (œ), the face declared last is tried first (app/brand-font.ts).
  expect(noto.slice(-2).map((face) => face.unicodeRange.slice(0, 6))).toEqual(['U+0-FF', 'U+0-FF']);
  // The fallbacks are local fonts scaled to Noto Sans, in regular and bold: nothing to download.
  const fallbacks = faces.filter((face) => face.family.startsWith('Noto Sans Fallback'));
  expect(fallbacks).toHaveLength(4);
  for (const face of fallbacks) expect(face.src).toMatch(/^local\(/);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"Noto Sans", "Noto Sans Fallback", "Noto Sans Fallback DejaVu", system-ui,/,
  );
});

test('the first paint does not wait for the font: with its files held back, the text is drawn in the fallback', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/media\/noto_sans_.*\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/de', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name)))
    .toContain('first-contentful-paint');
  // Painted while Noto Sans is still on its way: its faces are loading, none loaded.
  const statuses = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Noto Sans').map((face) => face.status),
  );
  expect(statuses).toContain('loading');
  expect(statuses).not.toContain('loaded');
  release();
  await page.waitForLoadState('networkidle');
  expect(await loadedFaces(page)).toEqual(['400 U+0-FF', '700 U+0-FF']);
});

test.describe('a club name in letters beyond latin', () => {
  for (const [name, range] of [
    ['Łódź Żagiel Tenis', 'U+100-2BA'],
    ['Câu lạc bộ Quần vợt', 'U+102-103'],
  ] as const) {
    test(`${name}: brings in the one subset its letters need (${range})`, async ({ page, baseURL }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.goto(`/en/your-club?name=${encodeURIComponent(name)}`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#your-club-drawings svg text').filter({ hasText: name }).first()).toBeAttached();
      const loaded = await loadedFaces(page);
      expect(loaded.filter((face) => face.endsWith(range)).length).toBeGreaterThan(0);
      expect(loaded.every((face) => face.endsWith(range) || face.endsWith('U+0-FF'))).toBe(true);
      for (const font of fonts) expect(new URL(font).origin).toBe(new URL(baseURL!).origin);
    });
  }
});
