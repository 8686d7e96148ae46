/**
 * The move page as a person meets it on a phone without JavaScript (issue 45 items 1 and 6), in real
 * Chromium against `next start`: before she picks, it says how many moves the meeting still allows;
 * her present time is marked among the times (seen and heard, not a link); every time is a target
 * at least 44 px tall; each landmark has a name of its own (the two week navigations were both
 * "Semaines"); after the move the page says from which time to which. In French and in Brazilian
 * Portuguese, whose Accept-Language region sets the zone (São Paulo, not Lisbon).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { getOperation } from '@/lib/operations/registry';
import { FORMAT_LOCALE } from '@/lib/scheduling/display-time';
import { MAX_MOVES } from '@/lib/scheduling/moves';
import { eventually } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';
import { meetingMailsTo, type MeetingMail } from './support/meeting-mails';
import { meetingTimeText } from './support/meeting-time';
import { translatorFor } from './support/messages';

const demo = getOperation('requestDemo');
const PHONE = { width: 390, height: 844 };
/** The smallest target a thumb hits reliably (WCAG 2.5.5). */
const MIN_TARGET = 44;

/** The landmarks of the page (role and accessible name), as a screen reader's list of them shows them. */
function landmarks(page: Page) {
  return page.evaluate(() => {
    const implicit: Record<string, string> = { NAV: 'navigation', MAIN: 'main', ASIDE: 'complementary', FORM: 'form', SECTION: 'region' };
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
    const sectioning = (element: Element) => element.parentElement?.closest('article, aside, main, nav, section') !== null;
    return [...document.querySelectorAll('nav, main, aside, form, section, header, footer, [role]')]
      .map((element) => {
        const role =
          element.getAttribute('role') ??
          (element.tagName === 'HEADER' && !sectioning(element)
            ? 'banner'
            : element.tagName === 'FOOTER' && !sectioning(element)
              ? 'contentinfo'
              : implicit[element.tagName]);
        return { role: role ?? '', name: nameOf(element) };
      })
      .filter(({ role, name }) =>
        ['navigation', 'main', 'complementary', 'banner', 'contentinfo', 'search'].includes(role)
          ? true
          : // A form or a section is a landmark only once it is named.
            ['form', 'region'].includes(role) && name !== '',
      );
  });
}

/** Landmarks that share their role and their name (or that share a role with no name to tell them apart). */
async function repeatedLandmarks(page: Page): Promise<string[]> {
  const found = await landmarks(page);
  const keys = found.map(({ role, name }) => `${role}: ${name}`);
  return keys.filter((key, index) => keys.indexOf(key) !== index);
}

const topOf = (locator: Locator) => locator.first().evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

for (const [locale, browserLocale, zone] of [
  ['fr', 'fr-FR', 'Europe/Paris'],
  ['pt', 'pt-BR', 'America/Sao_Paulo'],
] as const) {
  test.describe(`the move page in ${browserLocale}, on a phone without JavaScript`, () => {
    let server: TestServer;
    test.beforeAll(async () => {
      test.setTimeout(150_000);
      server = await startServer('pglite', { BOOKINGS_PER_CLIENT: '50' });
    });
    test.afterAll(async () => {
      await server?.close();
    });

    async function phonePage(browser: Browser) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: browserLocale });
      return { page: await context.newPage(), close: () => context.close() };
    }

    /** The person's booking mail of the meeting's `sequence`-th version, once delivered. */
    const mailOf = (email: string, sequence: number) =>
      eventually(async () => {
        const mail = (await meetingMailsTo(server.dataDir, email)).find((found) => found.sequence === sequence);
        if (!mail?.links) throw new Error(`no booking mail ${sequence} yet`);
        return mail as MeetingMail & { links: NonNullable<MeetingMail['links']> };
      });

    /** Sends the demo form (its zone left on "automatic"), books a time from its thank-you, and returns its first mail. */
    async function bookMeeting(page: Page) {
      const t = translatorFor(locale);
      const email = uniqueEmail(`move-${locale}`);
      await page.goto(`${server.url}/${locale}/demo`);
      await fillForm(page, formInput(demo, email));
      await page.locator('form.lead-form button[type=submit]').click();
      await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
      // The last time offered: the first may fall within the minimum notice while the test runs.
      await page.locator('.form-success .slot-offer a.slot').last().click();
      await page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') }).click();
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.meeting.booked'));
      return { email, booked: await mailOf(email, 0) };
    }

    test('says the moves left before the times, marks the present time, and names every landmark once', async ({ browser }) => {
      test.setTimeout(120_000);
      const t = translatorFor(locale);
      const { page, close } = await phonePage(browser);
      const { booked } = await bookMeeting(page);
      // The Accept-Language region's zone, carried by the mailed link.
      expect(new URL(booked.links.move, server.url).searchParams.get('zone')).toBe(zone);

      await page.goto(`${server.url}${booked.links.move}`);
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.move.title'));
      const left = page.locator('main p', { hasText: t('scheduling.pages.move.left', { count: MAX_MOVES }) });
      await expect(left).toBeVisible();
      expect(await topOf(left)).toBeLessThan(await topOf(page.locator('.slot-days')));

      // Her time, among the others and apart from them: named in words (heard with its day), no link.
      const time = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(
        booked.start,
      );
      const current = page.locator('.slot-days [aria-current="time"]');
      await expect(current).toHaveCount(1);
      await expect(current).toBeVisible();
      await expect(current).toContainText(time);
      await expect(current).toContainText(t('scheduling.pages.move.currentSlot'));
      expect(await current.evaluate((element) => element.closest('a'))).toBeNull();
      const day = await current.locator('xpath=ancestor::section[1]//h2').textContent();
      expect((await current.textContent())!.startsWith(`${day}, `)).toBe(true);
      await expect(page.locator(`a.slot[href*="${encodeURIComponent(booked.start.toISOString())}"]`)).toHaveCount(0);

      // Every time a thumb can hit.
      const heights = await page
        .locator('a.slot, .slot-current')
        .evaluateAll((slots) => slots.map((slot) => slot.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(1);
      expect(heights.filter((height) => height < MIN_TARGET)).toEqual([]);

      // One name per landmark: the weeks above and below the times are told apart.
      expect(await repeatedLandmarks(page)).toEqual([]);
      const weekNavs = page.locator('nav.week-nav');
      if ((await weekNavs.count()) === 2) {
        await expect(weekNavs.first()).toHaveAttribute('aria-label', t('scheduling.pages.pick.weeks'));
        await expect(weekNavs.last()).toHaveAttribute('aria-label', t('scheduling.pages.pick.moreWeeks'));
      }
      await close();
    });

    test('says from which time to which after the move, and one move fewer on the next email’s link', async ({ browser }) => {
      test.setTimeout(120_000);
      const t = translatorFor(locale);
      const { page, close } = await phonePage(browser);
      const { email, booked } = await bookMeeting(page);
      await page.goto(`${server.url}${booked.links.move}`);
      const slot = page.locator('a.slot').last();
      const to = new Date(new URL((await slot.getAttribute('href'))!, server.url).searchParams.get('start')!);
      await slot.click();
      await page.getByRole('button', { name: t('scheduling.pages.confirm.moveButton') }).click();
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.meeting.moved'));
      await expect(page.locator('main .meeting-time')).toHaveText(
        t('scheduling.pages.meeting.movedFromTo', {
          from: meetingTimeText(booked.start, locale, zone),
          to: meetingTimeText(to, locale, zone),
        }),
      );

      const moved = await mailOf(email, 1);
      expect(moved.text).toContain(meetingTimeText(booked.start, locale, zone));
      await page.goto(`${server.url}${moved.links.move}`);
      await expect(page.locator('main')).toContainText(t('scheduling.pages.move.left', { count: MAX_MOVES - 1 }));
      await close();
    });
  });
}

/** The week navigations' names are the page's copy in every language, two of them, never the same. */
test('the two week navigations have names of their own in every language', () => {
  for (const language of ['en', 'es', 'pt', 'fr', 'de'] as Locale[]) {
    const t = translatorFor(language);
    expect(t('scheduling.pages.pick.weeks')).not.toBe(t('scheduling.pages.pick.moreWeeks'));
  }
});
