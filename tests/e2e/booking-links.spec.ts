/**
 * Who controls a meeting, as a person (or a stranger) meets it in real Chromium, without JavaScript,
 * against `next start` on each store (docs/decisions.md "Who controls a meeting: whoever reads the
 * mailbox"): whoever fills in the demo form books its one meeting, and the page that booked shows
 * the time and where the invitation went, with no link that moves or cancels it. The invitation's
 * email has those links; after a move, the page says new ones were mailed, and the first email's
 * links only say that the meeting has moved, while the newest email's work.
 */
import { expect, test, type Page } from '@playwright/test';
import { getOperation } from '@/lib/operations/registry';
import { eventually, readOutbox, type CapturedEmail } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { fillForm, formInput, uniqueEmail } from './support/lead-forms';
import { translatorFor } from './support/messages';

const demo = getOperation('requestDemo');
const t = translatorFor('en');

/** The links of a booking email, as paths on the site (its text names them whole). */
function emailLinks(email: CapturedEmail): { move: string; cancel: string } {
  const path = (page: string) => {
    const found = email.text?.match(new RegExp(`https?://[^\\s/]+(/en/demo/${page}\\?t=[^\\s)>\\]]+)`));
    if (!found) throw new Error(`no ${page} link in the booking email`);
    return found[1]!;
  };
  return { move: path('book'), cancel: path('cancel') };
}

/** Links in the page's main content that lead to a booking or cancel page. */
const changeLinks = (page: Page) => page.locator('main a[href*="/demo/book"], main a[href*="/demo/cancel"]');

for (const store of STORES) {
  test.describe(`who controls a booked meeting, on ${store}`, () => {
    let server: TestServer;
    test.beforeAll(async () => {
      server = await startServer(store, { BOOKINGS_PER_CLIENT: '50' });
    });
    test.afterAll(async () => {
      await server?.close();
    });

    /** The booking email of one change of the person's meeting, once delivered. */
    async function bookingEmail(email: string, sequence: number): Promise<CapturedEmail> {
      const [row] = await server.inspect((query) =>
        query<{ id: string; reference: string }>(
          `SELECT b.id, l.reference FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.payload->>'email' = $1`,
          [email],
        ),
      );
      return eventually(async () => {
        const found = (await readOutbox<CapturedEmail>(server.dataDir, 'mail')).get(
          `${row!.reference}.booking-email.${row!.id}.${sequence}`,
        );
        if (!found) throw new Error(`no booking email ${sequence} yet`);
        return found;
      });
    }

    test('the form books and shows the time; only the mailed links move, and only the newest email’s', async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const email = uniqueEmail('links-en');
      await page.goto(`${server.url}/en/demo`);
      await fillForm(page, formInput(demo, email));
      await page.locator('form.lead-form button[type=submit]').click();
      await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });

      // Booked from the thank-you: the time, where the invitation went, and no link that changes it.
      const slot = page.locator('.form-success .slot-offer a.slot').first();
      const bookToken = new URL((await slot.getAttribute('href'))!, server.url).searchParams.get('t');
      await slot.click();
      await page.getByRole('button', { name: t('scheduling.pages.confirm.bookButton') }).click();
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.meeting.booked'));
      await expect(page.locator('main')).toContainText(t('scheduling.pages.meeting.invitation'));
      await expect(page.locator('main')).toContainText(t('scheduling.pages.meeting.changeByEmail'));
      await expect(changeLinks(page)).toHaveCount(0);
      expect(new URL(page.url()).searchParams.get('t')).toBe(bookToken);

      // The invitation's email moves it; the page then says a new invitation, with new links, is on its way.
      const first = emailLinks(await bookingEmail(email, 0));
      await page.goto(`${server.url}${first.move}`);
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.move.title'));
      await page.locator('a.slot').nth(1).click();
      await page.getByRole('button', { name: t('scheduling.pages.confirm.moveButton') }).click();
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.meeting.moved'));
      await expect(page.locator('main')).toContainText(t('scheduling.pages.meeting.movedInvitation'));
      await expect(changeLinks(page)).toHaveCount(0);

      // The first email's links now only say so; the newest email's move it.
      for (const link of [first.move, first.cancel]) {
        await page.goto(`${server.url}${link}`);
        await expect(page.locator('h1')).toHaveText(t('scheduling.pages.oldLink.title'));
        await expect(page.locator('main form')).toHaveCount(0);
      }
      const second = emailLinks(await bookingEmail(email, 1));
      await page.goto(`${server.url}${second.move}`);
      await expect(page.locator('h1')).toHaveText(t('scheduling.pages.move.title'));
      await context.close();
    });
  });
}
