/**
 * Booking a demo meeting as a person does, in real Chromium against `next start` on each store:
 * from the demo form's thank-you to a booked meeting, then moving and cancelling it, all WITHOUT
 * JavaScript, in English and Spanish; the times in the zone chosen from the list, naming it; a time
 * someone else took a moment before offers the next ones; opening every link (GET) sends no mail and
 * makes no event; with JavaScript the times are in the browser's own zone. The pages have no serious
 * accessibility violation. What the pages did to a meeting is read from the mail and calendar
 * outboxes the server writes (support/meeting-mails.ts), never by stopping the server to read its store. With SCHEDULING_SHOTS_DIR set, it also saves screenshots
 * of the pages at 1280 and 390 pixels wide.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { Locale } from '@/lib/i18n/locales';
import { getOperation } from '@/lib/operations/registry';
import { DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { meetingTimeText } from './support/meeting-time';
import { OFFERED_SLOTS } from '@/lib/scheduling/slot-offer';
import { startServer, TEST_STATUS_TOKEN, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { seriousViolations } from './support/axe';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';
import { meetingMailsTo, teamEventStart, type MeetingMail } from './support/meeting-mails';
import { translatorFor } from './support/messages';

const demo = getOperation('requestDemo');
const SHOTS_DIR = process.env.SCHEDULING_SHOTS_DIR;

async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** Sends the demo form and waits for its thank-you, which offers the next free times. */
async function requestDemo(page: Page, server: TestServer, locale: Locale, label: string): Promise<string> {
  const email = uniqueEmail(`${label}-${locale}`);
  await page.goto(`${server.url}/${locale}/demo`);
  await fillForm(page, formInput(demo, email));
  await page.locator('form.lead-form button[type=submit]').click();
  await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
  return email;
}

/** The instant a slot link asks to confirm. */
async function startOf(link: ReturnType<Page['locator']>): Promise<Date> {
  return new Date(new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('start')!);
}

async function screenshot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  const width = page.viewportSize()?.width ?? 1280;
  for (const size of [
    { width: 1280, height: 900, suffix: '' },
    { width: 390, height: 844, suffix: '-mobile' },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SHOTS_DIR, `pages-${name}${size.suffix}.png`), fullPage: true });
  }
  await page.setViewportSize({ width, height: 720 });
}

for (const store of STORES) {
  test.describe(`demo scheduling on ${store}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: TestServer;

    test.beforeAll(async () => {
      // As long as the helper waits for the server (120 s on a loaded machine), not a test's 30 s.
      test.setTimeout(150_000);
      // Every request here comes from this machine: the per-client limit on meetings is not what is tested.
      server = await startServer(store, { BOOKINGS_PER_CLIENT: '50' });
    });
    test.afterAll(async () => {
      await server?.close();
    });

    /** Waits until every delivery queued so far has run, then returns what they wrote. */
    async function settledOutboxes(): Promise<Record<string, string>> {
      await expect
        .poll(
          async () => {
            const status = await fetch(`${server.url}/api/status`, { headers: { Authorization: `Bearer ${TEST_STATUS_TOKEN}` } });
            const { deliveries } = (await status.json()) as { deliveries: { queued: number; retrying: number } };
            return deliveries.queued + deliveries.retrying;
          },
          { timeout: 30_000 },
        )
        .toBe(0);
      const files: Record<string, string> = {};
      for (const folder of ['mail', 'calendar']) {
        const names = await readdir(path.join(server.dataDir, folder)).catch(() => [] as string[]);
        for (const name of names) {
          const content = await readFile(path.join(server.dataDir, folder, name));
          files[`${folder}/${name}`] = createHash('sha256').update(content).digest('hex');
        }
      }
      return files;
    }

    /**
     * The person's booking mails once every delivery queued so far has run: what the pages did to
     * their meeting, read without stopping the server (the embedded store has one opener).
     */
    async function meetingMails(email: string): Promise<MeetingMail[]> {
      await settledOutboxes();
      return meetingMailsTo(server.dataDir, email);
    }

    for (const [locale, zone] of [
      ['en', undefined],
      ['es', 'America/Mexico_City'],
    ] as const) {
      test(`book, move and cancel without JavaScript in ${locale}${zone ? `, in ${zone} chosen from the list` : ''}`, async ({
        browser,
      }) => {
        // Three pages that change the meeting, each followed by its deliveries.
        test.setTimeout(120_000);
        const t = translatorFor(locale);
        // Without JavaScript the zone comes from the Accept-Language region (lib/scheduling/region-zone.ts):
        // the language's market here (Playwright's default en-US would show New York's).
        const acceptLanguage = { en: 'en-GB', es: 'es-ES' }[locale];
        const { page, close } = await newPage(browser, { javaScriptEnabled: false, locale: acceptLanguage });
        const email = await requestDemo(page, server, locale, 'nojs');

        // The thank-you: the next free times by day, in the market's zone (no script told the browser's).
        const offer = page.locator('.form-success .slot-offer');
        await expect(offer.locator('h3').first()).toHaveText(t('scheduling.picker.title'));
        await expect(offer).toContainText(DEFAULT_ZONE[locale].split('/')[1]!);
        await expect(offer.locator('a.slot')).toHaveCount(OFFERED_SLOTS);
        // The team's follow-up is offered for a person none of the times suits, not as the next step.
        await expect(page.locator('.form-success')).toContainText(t('scheduling.picker.otherwise'));
        for (const href of await offer.locator('a.slot').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href).toMatch(
            new RegExp(`^/${locale}/demo/book\\?t=[\\w.-]+&start=[^&]+&zone=${encodeURIComponent(DEFAULT_ZONE[locale])}$`),
          );
        }

        let shownZone: string = DEFAULT_ZONE[locale];
        if (zone) {
          // All times, then another zone from the list (a GET form).
          await offer.getByRole('link', { name: t('scheduling.picker.allTimes') }).click();
          await expect(page.locator('h1')).toHaveText(t('scheduling.pages.book.title'));
          await page.getByLabel(t('scheduling.pages.zone.label')).selectOption(zone);
          await page.getByRole('button', { name: t('scheduling.pages.zone.show') }).click();
          await expect(page).toHaveURL(new RegExp(`zone=${encodeURIComponent(zone)}`));
          await expect(page.locator('.zone-note')).toContainText('Ciudad de México');
          shownZone = zone;
        }
        // The last time offered, not the first: the first may come within the minimum notice while
        // the test runs, and would then no longer be offered to confirm.
        const slot = page.locator('a.slot').last();
        const start = await startOf(slot);
        await slot.click();

        // Confirm: the time in the zone, naming it; nothing booked by opening this page.
        const time = meetingTimeText(start, locale, shownZone);
        await expect(page.locator('.meeting-time')).toHaveText(t('scheduling.pages.confirm.book', { time }));
        expect(await meetingMails(email)).toEqual([]);
        await page.reload();
        await page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') }).click();

        // Booked: the time again, the invitation on its way; the mail brings the links to move and cancel it.
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.meeting.booked'));
        await expect(page.locator('.meeting-time')).toHaveText(t('scheduling.pages.meeting.time', { time }));
        await expect(page.locator('main')).toContainText(t('scheduling.pages.meeting.invitation'));
        const [booked, ...others] = await meetingMails(email);
        expect(others).toEqual([]);
        expect(booked).toMatchObject({ sequence: 0, method: 'REQUEST', start });
        // In the zone the person chose, which the links keep.
        expect(booked!.text).toContain(time);
        expect(new URL(booked!.links!.move, server.url).searchParams.get('zone')).toBe(shownZone);
        expect(await teamEventStart(server.dataDir, booked!.bookingId)).toEqual(start);
        const { move: moveLink, cancel: cancelLink } = booked!.links!;

        // Opening every link again, as a mail scanner would, changes nothing: no mail, no event.
        const before = await settledOutboxes();
        for (const link of [moveLink, cancelLink, `${moveLink}&start=${encodeURIComponent(start.toISOString())}`, page.url()]) {
          const opened = await page.goto(new URL(link, server.url).toString());
          expect(opened?.status(), link).toBe(200);
        }
        expect(await settledOutboxes()).toEqual(before);

        // Move: the meeting's link lists the other times; choose one, confirm.
        await page.goto(`${server.url}${moveLink}`);
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.move.title'));
        const newSlot = page.locator('a.slot').nth(1);
        const newStart = await startOf(newSlot);
        await newSlot.click();
        const newTime = meetingTimeText(newStart, locale, shownZone);
        await expect(page.locator('.meeting-time')).toHaveText(t('scheduling.pages.confirm.move', { time: newTime }));
        await page.getByRole('button', { name: t('scheduling.pages.confirm.moveButton') }).click();
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.meeting.moved'));
        // It says the change: from the time booked to the new one.
        await expect(page.locator('.meeting-time')).toHaveText(t('scheduling.pages.meeting.movedFromTo', { from: time, to: newTime }));
        const moved = (await meetingMails(email)).at(-1)!;
        expect(moved).toMatchObject({ bookingId: booked!.bookingId, sequence: 1, method: 'REQUEST', start: newStart });
        expect(moved.text).toContain(newTime);
        expect(await teamEventStart(server.dataDir, booked!.bookingId)).toEqual(newStart);

        // Cancel, through the newest mail's link: the page names the meeting; its button cancels it;
        // the link then says it is cancelled.
        const latest = moved.links!;
        await page.goto(`${server.url}${latest.cancel}`);
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.cancel.title'));
        await expect(page.locator('.meeting-time')).toHaveText(t('scheduling.pages.cancel.question', { time: newTime }));
        await page.getByRole('button', { name: t('scheduling.pages.cancel.button') }).click();
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.cancel.doneTitle'));
        expect((await meetingMails(email)).map(({ bookingId, sequence, method }) => ({ bookingId, sequence, method }))).toEqual([
          { bookingId: booked!.bookingId, sequence: 0, method: 'REQUEST' },
          { bookingId: booked!.bookingId, sequence: 1, method: 'REQUEST' },
          { bookingId: booked!.bookingId, sequence: 2, method: 'CANCEL' },
        ]);
        expect(await teamEventStart(server.dataDir, booked!.bookingId)).toBeUndefined();
        await page.goto(`${server.url}${latest.cancel}`);
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.cancel.alreadyTitle'));
        await expect(page.getByRole('link', { name: t('scheduling.pages.cancelled.bookAgain') })).toBeVisible();
        await page.goto(`${server.url}${latest.move}`);
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.cancelled.title'));
        await close();
      });
    }

    test('a time someone took a moment before offers the next free times (without JavaScript)', async ({ browser }) => {
      const t = translatorFor('en');
      const first = await newPage(browser, { javaScriptEnabled: false });
      const second = await newPage(browser, { javaScriptEnabled: false });
      await requestDemo(first.page, server, 'en', 'race-a');
      await requestDemo(second.page, server, 'en', 'race-b');
      // The requests' follow-up calls take free times of the team's (spread, not stacked): the race is
      // for a time still free once they are placed, chosen from the booking page's fresh list.
      await settledOutboxes();
      await first.page.getByRole('link', { name: t('scheduling.picker.allTimes') }).click();
      // Not the first time: it may come within the minimum notice while the test runs.
      const slot = first.page.locator('a.slot').nth(2);
      const start = await startOf(slot);
      await slot.click();
      await expect(first.page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') })).toBeVisible();

      // The other person opens the same time through their own link, and books it first.
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
      const alternatives = first.page.locator('a.slot');
      expect(await alternatives.count()).toBeGreaterThan(0);
      expect(await alternatives.count()).toBeLessThanOrEqual(5);
      for (const link of await alternatives.all()) expect((await startOf(link)).getTime()).not.toBe(start.getTime());
      // One of them books.
      await alternatives.first().click();
      await first.page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') }).click();
      await expect(first.page.locator('h1')).toHaveText(t('scheduling.pages.meeting.booked'));
      await first.close();
      await second.close();
    });

    test('with JavaScript, the times are in the browser’s zone, on the thank-you and on the booking page', async ({ browser }) => {
      const t = translatorFor('en');
      // A browser in New York whose language names another region (Britain): the zone is the browser's own.
      const { page, close } = await newPage(browser, { timezoneId: 'America/New_York', locale: 'en-GB' });
      await requestDemo(page, server, 'en', 'browser-zone');
      const offer = page.locator('.form-success .slot-offer');
      await expect(offer).toContainText('New York');
      const slotHref = (await offer.locator('a.slot').first().getAttribute('href'))!;
      expect(new URL(slotHref, server.url).searchParams.get('zone')).toBe('America/New_York');

      // The booking page without a zone in its URL: the browser's is chosen for it, once.
      const allTimes = new URL(
        (await offer.getByRole('link', { name: t('scheduling.picker.allTimes') }).getAttribute('href'))!,
        server.url,
      );
      allTimes.searchParams.delete('zone');
      await page.goto(allTimes.toString());
      await expect(page).toHaveURL(/zone=America%2FNew_York/);
      await expect(page.getByLabel(t('scheduling.pages.zone.label'))).toHaveValue('America/New_York');
      const first = page.locator('a.slot').first();
      const start = await startOf(first);
      const day = page.locator('.slot-day').first();
      await expect(day.locator('h2')).toHaveText(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', weekday: 'long', day: 'numeric', month: 'long' }).format(start),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await first.click();
      await expect(page.locator('.meeting-time')).toHaveText(
        t('scheduling.pages.confirm.book', { time: meetingTimeText(start, 'en', 'America/New_York') }),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await close();
    });

    test('a link that is cut short or forged is a page that says so, never an error', async ({ page }) => {
      const t = translatorFor('es');
      for (const path of ['/es/demo/book?t=abc.def', '/es/demo/book', '/es/demo/cancel?t=x', `/es/demo/book?t=${'a'.repeat(600)}`]) {
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.invalid.title'));
        await expect(page.getByRole('link', { name: t('scheduling.pages.requestDemo') })).toHaveAttribute('href', '/es/demo');
      }
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    });

    if (SHOTS_DIR && store === 'pglite') {
      test('screenshots of the slot picker and the confirm and booked pages', async ({ browser }) => {
        test.slow();
        for (const locale of ['en', 'es'] as const) {
          const t = translatorFor(locale);
          const { page, close } = await newPage(browser, { javaScriptEnabled: false });
          const email = await requestDemo(page, server, locale, 'shots');
          await screenshot(page, `${locale}-thank-you`);
          await page
            .locator('.slot-offer')
            .getByRole('link', { name: t('scheduling.picker.allTimes') })
            .click();
          await screenshot(page, `${locale}-picker`);
          await page.locator('a.slot').first().click();
          await screenshot(page, `${locale}-confirm`);
          await page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') }).click();
          await expect(page.locator('h1')).toHaveText(t('scheduling.pages.meeting.booked'));
          await screenshot(page, `${locale}-booked`);
          // The booked page changes nothing: the cancel link is the mailed one.
          const [booked] = await meetingMails(email);
          await page.goto(`${server.url}${booked!.links!.cancel}`);
          await screenshot(page, `${locale}-cancel`);
          await close();
        }
      });
    }
  });
}
