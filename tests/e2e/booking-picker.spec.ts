/**
 * The booking picker on a phone (issue 33 items 6 and 7), in real Chromium against `next start`,
 * without JavaScript: the demo form offers the zone list itself, in the page's language with its
 * cities, so the first free times are in the zone chosen; the booking page shows one week at a
 * time in at most two screens of a 390×844 phone, with GET links to the weeks around it; the
 * limits are said before the times; the closed zone list shows its labels whole; a time someone
 * took offers the free times nearest to it. With SCHEDULING_SHOTS_DIR set, it saves screenshots of
 * the picker at 390 and 1280 pixels wide.
 */
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { getOperation } from '@/lib/operations/registry';
import { startServer, TEST_STATUS_TOKEN, type TestServer } from '../helpers/server';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';
import { translatorFor } from './support/messages';

const demo = getOperation('requestDemo');
const SHOTS_DIR = process.env.SCHEDULING_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Sends the demo form, the zone chosen from its own list (there is no script to tell the browser's). */
/** Deliveries queued or retrying on the server (the detailed /api/status). */
async function queuedDeliveries(server: TestServer): Promise<number> {
  const status = await fetch(`${server.url}/api/status`, { headers: { Authorization: `Bearer ${TEST_STATUS_TOKEN}` } });
  const { deliveries } = (await status.json()) as { deliveries: { queued: number; retrying: number } };
  return deliveries.queued + deliveries.retrying;
}

async function requestDemo(page: Page, server: TestServer, locale: Locale, zone: string): Promise<void> {
  await page.goto(`${server.url}/${locale}/demo`);
  await fillForm(page, formInput(demo, uniqueEmail(`picker-${locale}`)));
  await page.getByLabel(translatorFor(locale)('scheduling.pages.zone.label')).selectOption(zone);
  await page.locator('form.lead-form button[type=submit]').click();
  await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
}

/** The labels of a zone list, and whether each fits the closed list's width in its own font. */
async function zoneList(page: Page, selector: string) {
  return page.locator(selector).evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    // The room for the text: the list's inner width less its padding and the arrow (about 24px).
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    const labels = [...select.options].map((option) => option.text);
    return { labels, tooWide: labels.filter((label) => context.measureText(label).width > room) };
  });
}

/** How far down the page (in CSS pixels) an element ends. */
const bottomOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .last()
    .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

const startOf = async (link: ReturnType<Page['locator']>) =>
  new Date(new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('start')!);

async function screenshot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: path.join(SHOTS_DIR, `picker-${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SHOTS_DIR, `picker-${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

test.describe('the booking picker on a phone', () => {
  test.describe.configure({ mode: 'serial' });
  let server: TestServer;

  test.beforeAll(async () => {
    server = await startServer('pglite', { BOOKINGS_PER_CLIENT: '50' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const [locale, zone, cities, foreign] of [
    [
      'es',
      'America/New_York',
      ['hora de Nueva York', 'hora de Lisboa', 'hora de Londres', 'hora de Ciudad de México'],
      /New York|Lisbon|London/,
    ],
    ['de', 'Europe/Lisbon', ['Ortszeit Lissabon', 'Ortszeit Wien', 'Ortszeit Warschau', 'Ortszeit Mexiko-Stadt'], /Lisbon|Vienna|Warsaw/],
  ] as const) {
    test(`a week at a time in two screens at most, the zones named in ${locale} (without JavaScript)`, async ({ browser }) => {
      test.setTimeout(120_000);
      const t = translatorFor(locale);
      const { page, close } = await phonePage(browser);

      // The form's own zone list: the cities in the page's language, each label whole.
      await page.goto(`${server.url}/${locale}/demo`);
      const formList = await zoneList(page, 'form.lead-form select[name="timeZone"]');
      expect(formList.labels).toEqual(expect.arrayContaining([...cities]));
      expect(formList.labels.join('\n')).not.toMatch(foreign);
      expect(formList.tooWide).toEqual([]);
      await page.locator('form.lead-form select[name="timeZone"]').scrollIntoViewIfNeeded();
      if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `picker-form-${locale}-390.png`) });

      await requestDemo(page, server, locale, zone);
      const offer = page.locator('.form-success .slot-offer');
      await expect(offer).toContainText(cities[0]);
      for (const link of await offer.locator('a.slot').all()) {
        expect(new URL((await link.getAttribute('href'))!, server.url).searchParams.get('zone')).toBe(zone);
      }

      await offer.getByRole('link', { name: t('scheduling.picker.allTimes') }).click();
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.book.title'));
      // The limits before the times.
      const limit = page.locator('.picker-limit');
      await expect(limit).toHaveText(t('scheduling.pages.book.limit', { count: 50 }));
      expect(await bottomOf(page, '.picker-limit')).toBeLessThan(await topOf(page, '.slot-days'));
      const pageList = await zoneList(page, '#zone-choice');
      expect(pageList.labels).toEqual(expect.arrayContaining(cities.map((city) => expect.stringContaining(city))));
      expect(pageList.tooWide).toEqual([]);
      await expect(page.locator('.zone-note')).toContainText(cities[0]);

      // One week: every time within seven days; the picker, from its zone list down to its last week
      // link, in two screens at most.
      const weekOf = async () => Promise.all((await page.locator('a.slot').all()).map(startOf));
      const first = await weekOf();
      expect(first.length).toBeGreaterThan(0);
      expect(first.at(-1)!.getTime() - first[0]!.getTime()).toBeLessThan(7 * 86_400_000);
      const height = (await bottomOf(page, '.week-nav')) - (await topOf(page, '.zone-picker'));
      const pageEnd = Math.round(await bottomOf(page, '.week-nav'));
      test.info().annotations.push({
        type: 'height',
        description: `${locale}: picker ${Math.round(height)}px, page to its end ${pageEnd}px, ${first.length} times`,
      });
      await screenshot(page, locale);
      expect(height).toBeLessThanOrEqual(2 * PHONE.height);

      // The next week and back, by plain links that keep the token and the zone.
      const next = page.getByRole('link', { name: t('scheduling.pages.pick.nextWeek') }).first();
      await next.click();
      await expect(page).toHaveURL(new RegExp(`zone=${encodeURIComponent(zone)}.*&week=\\d{4}-\\d{2}-\\d{2}`));
      const second = await weekOf();
      expect(second[0]!.getTime()).toBeGreaterThan(first.at(-1)!.getTime());
      expect((await bottomOf(page, '.week-nav')) - (await topOf(page, '.zone-picker'))).toBeLessThanOrEqual(2 * PHONE.height);
      await page
        .getByRole('link', { name: t('scheduling.pages.pick.previousWeek') })
        .first()
        .click();
      expect(await weekOf()).toEqual(first);
      await close();
    });
  }

  test('a time someone took offers the free times nearest to it, before and after (without JavaScript)', async ({ browser }) => {
    test.setTimeout(120_000);
    const t = translatorFor('en');
    const first = await phonePage(browser);
    const second = await phonePage(browser);
    await requestDemo(first.page, server, 'en', 'Europe/London');
    await requestDemo(second.page, server, 'en', 'Europe/London');
    // The requests' follow-up calls take free times of the team's (spread, not stacked): the list is read once they are placed.
    await expect.poll(async () => queuedDeliveries(server), { timeout: 30_000 }).toBe(0);
    await first.page
      .locator('.slot-offer')
      .getByRole('link', { name: t('scheduling.picker.allTimes') })
      .click();
    const week = await Promise.all((await first.page.locator('a.slot').all()).map(startOf));
    expect(week.length).toBeGreaterThan(6);
    // A time in the middle of the week's list, with free times on both sides of it.
    const wanted = first.page.locator('a.slot').nth(Math.floor(week.length / 2));
    const start = await startOf(wanted);
    await wanted.click();

    // The other person books that time first, through their own link.
    const allTimes = new URL(
      (await second.page.getByRole('link', { name: t('scheduling.picker.allTimes') }).getAttribute('href'))!,
      server.url,
    );
    allTimes.searchParams.set('start', start.toISOString());
    await second.page.goto(allTimes.toString());
    await second.page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') }).click();
    await expect(second.page.locator('h1')).toHaveText(t('scheduling.pages.meeting.booked'));

    await first.page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') }).click();
    await expect(first.page.locator('.notice')).toHaveText(t('scheduling.pages.notices.taken'));
    const offered = await Promise.all((await first.page.locator('a.slot').all()).map(startOf));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContainEqual(start);
    expect(offered.some((time) => time < start)).toBe(true);
    expect(offered.some((time) => time > start)).toBe(true);
    await screenshot(first.page, 'taken');
    await first.close();
    await second.close();
  });
});
