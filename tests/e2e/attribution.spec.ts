/**
 * Where a lead came from, in real Chromium on each store: with JavaScript, the tab records the
 * first page's campaign parameters, path and referring website, and the form sends them however
 * far the visitor wandered; without it, the form page's own address is what there is. The lead's
 * row holds it beside the payload, the team's mail shows it, the server's log never does, and the
 * public API has no such field.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Attribution } from '@/lib/attribution/attribution';
import { FIRST_TOUCH_STORAGE_KEY } from '@/lib/attribution/first-touch';
import type { Locale } from '@/lib/i18n/locales';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { exampleBody, followUpOperation, formPagePath, plainOperation } from '../helpers/operation-fixtures';
import { eventually, readOutbox, type CapturedEmail } from '../helpers/outbox';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { fillForm, formInput, REFERENCE, uniqueEmail } from './support/lead-forms';

const NEWS_SITE = 'https://news.example.org/articles/padel-boom?id=7';

interface Visit {
  title: string;
  locale: Locale;
  javaScript: boolean;
  /** The first page the visitor opens, and the page that linked to it. */
  landing: string;
  referer?: string;
  /** The form's page, opened afterwards from the site, when it is not the landing page. */
  formPage?: string;
  operation: RegisteredOperation;
  expected: Attribution;
}

/** Two forms the visitors fill: one that mails a confirmation only, one the team follows up in the calendar. */
const contact = plainOperation;
const demo = followUpOperation;

const VISITS: Visit[] = [
  {
    title: `JavaScript on, es: lands on the home page from a newsletter link, then opens the ${contact.slug} form`,
    locale: 'es',
    javaScript: true,
    landing: '/es?utm_source=newsletter&utm_medium=email&utm_campaign=spring-es&gclid=abc',
    referer: NEWS_SITE,
    formPage: `${formPagePath(contact, 'es')}?utm_source=later-link`,
    operation: contact,
    expected: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-es',
      referrer_host: 'news.example.org',
      landing_path: '/es',
    },
  },
  {
    title: `JavaScript on, de: lands on the ${demo.slug} form from a partner banner`,
    locale: 'de',
    javaScript: true,
    landing: `${formPagePath(demo, 'de')}?utm_source=partner&utm_content=banner-de&utm_term=padel%20software`,
    operation: demo,
    expected: { utm_source: 'partner', utm_term: 'padel software', utm_content: 'banner-de', landing_path: formPagePath(demo, 'de') },
  },
  {
    title: "JavaScript off, es: only the form page's own address counts",
    locale: 'es',
    javaScript: false,
    landing: `${formPagePath(contact, 'es')}?utm_source=flyer&utm_campaign=club-fair-es`,
    referer: NEWS_SITE,
    operation: contact,
    expected: { utm_source: 'flyer', utm_campaign: 'club-fair-es', landing_path: formPagePath(contact, 'es') },
  },
  {
    title: 'JavaScript off, de: a form page without campaign parameters gives its path',
    locale: 'de',
    javaScript: false,
    landing: formPagePath(demo, 'de'),
    operation: demo,
    expected: { landing_path: formPagePath(demo, 'de') },
  },
];

async function submit(page: Page, visit: Visit): Promise<string> {
  await fillForm(page, formInput(visit.operation, uniqueEmail(`origin-${visit.locale}`)));
  await page.locator('form.lead-form button[type=submit]').click();
  await expect(page.locator('.form-success')).toBeVisible({ timeout: 20_000 });
  const reference = (await page.locator('.form-success .reference').innerText()).trim();
  expect(reference).toMatch(REFERENCE);
  return reference;
}

async function visitAndSubmit(browser: Browser, server: TestServer, visit: Visit): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: visit.javaScript });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}${visit.landing}`, { referer: visit.referer });
    // The tab records the landing page once its scripts run; a reader stays that long.
    if (visit.javaScript) await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, FIRST_TOUCH_STORAGE_KEY);
    if (visit.formPage) await page.goto(`${server.url}${visit.formPage}`);
    return await submit(page, visit);
  } finally {
    await context.close();
  }
}

for (const store of STORES) {
  test.describe(`where a lead came from, on ${store}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: TestServer;
    const references = new Map<Visit, string>();

    test.beforeAll(async () => {
      server = await startServer(store);
    });
    test.afterAll(async () => {
      await server?.close();
    });

    for (const visit of VISITS) {
      test(visit.title, async ({ browser }) => {
        references.set(visit, await visitAndSubmit(browser, server, visit));
      });
    }

    test('the team notification shows it, and the log does not', async () => {
      const visit = VISITS[0]!;
      const mail = await eventually(async () => {
        const found = (await readOutbox<CapturedEmail>(server.dataDir, 'mail')).get(`${references.get(visit)}.team-notification`);
        expect(found).toBeDefined();
        return found!;
      });
      expect(mail.text).toContain('WHERE THE LEAD CAME FROM'); // a heading, in the text part
      for (const value of Object.values(visit.expected)) expect(mail.text).toContain(value);
      for (const value of ['spring-es', 'banner-de', 'club-fair-es', 'news.example.org']) expect(server.output()).not.toContain(value);
    });

    test('each lead keeps it beside its payload, never in it', async () => {
      const rows = await server.inspect((query) =>
        query<{ reference: string; attribution: Attribution | null; payload: Record<string, unknown> }>(
          'SELECT reference, attribution, payload FROM leads WHERE reference = ANY($1::text[])',
          [[...references.values()]],
        ),
      );
      expect(rows).toHaveLength(VISITS.length);
      for (const visit of VISITS) {
        const row = rows.find((candidate) => candidate.reference === references.get(visit))!;
        expect(row.attribution, visit.title).toEqual(visit.expected);
        expect(Object.keys(row.payload).some((key) => key.startsWith('utm_') || key.startsWith('_'))).toBe(false);
      }
    });

    test('a forged record is cut to the seven keys and their rules, and the lead is still accepted', async ({ page }) => {
      await page.goto(`${server.url}${formPagePath(contact)}`);
      await page.evaluate((key) => {
        const forged = {
          utm_source: `spam\r\nBcc: victim@example.com ${'x'.repeat(1_000)}`.slice(0, 1_500),
          referrer_host: 'evil.example/phish',
          landing_path: 'https://evil.example/',
          email: 'someone-else@example.com',
        };
        sessionStorage.setItem(key, JSON.stringify(forged));
      }, FIRST_TOUCH_STORAGE_KEY);
      const reference = await submit(page, { ...VISITS[0]!, operation: contact, locale: 'en' });
      const [row] = await server.inspect((query) =>
        query<{ attribution: Attribution | null }>('SELECT attribution FROM leads WHERE reference = $1', [reference]),
      );
      expect(Object.keys(row!.attribution!)).toEqual(['utm_source']);
      expect(row!.attribution!.utm_source).toMatch(/^spam Bcc: victim@example\.com x+$/);
      expect(row!.attribution!.utm_source).toHaveLength(200);
    });

    test('the public API has no such field', async ({ request }) => {
      const answer = await request.post(`${server.url}${contact.path}`, {
        data: { ...exampleBody(contact, { email: uniqueEmail('api-origin') }), utm_source: 'agent' },
      });
      expect(answer.status()).toBe(400);
      expect(JSON.stringify(await answer.json())).toContain('utm_source');
    });
  });
}
