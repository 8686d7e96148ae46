/**
 * An edit in the copy editor reaches everything built from the copy: a marketer's session in the
 * editor (`next dev` of a scratch copy of this checkout, where the editor is on and writes the
 * files), then the copy's build, then the page, the confirmation email and the brochure of that
 * build. Slow by nature (a build): one test. The boxes keep each language's rules: a French text
 * is written with French typography, a word the glossary avoids is refused.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { languageFolderProblems } from '@/lib/content-rules/language-folder-check';
import { exampleBody, plainOperation } from '../helpers/operation-fixtures';
import { readPdf } from '../helpers/pdf-text';
import { recordCspViolations } from './support/csp';
import { messagesOf } from './support/messages';
import { makeScratchSite, type ScratchSite } from './support/scratch-site';

const EDITOR_PORT = 3240;
const SITE_PORT = 3241;
const MARKER = `marker${Date.now().toString(36)}`;
const PASSWORD = 'editor password for the test';

test.describe.configure({ timeout: 20 * 60_000 });

let scratch: ScratchSite;
test.beforeAll(() => {
  scratch = makeScratchSite();
});
test.afterAll(async () => {
  await scratch?.remove();
});

test('a Spanish edit in the editor, found by page and section in plain words, reaches /es, the Spanish confirmation email and the Spanish brochure', async ({
  browser,
}) => {
  const spanishFile = path.join(scratch.dir, 'messages/es.json');
  const before = await readFile(spanishFile, 'utf8');

  await test.step('the editor follows the site in plain words, refuses a greeting without {name}, then saves the two edits', async () => {
    const editor = await scratch.serve('dev', EDITOR_PORT, { DATA_DIR: path.join(scratch.dir, '.data') });
    const page = await browser.newPage({ baseURL: editor.url });
    const english = messagesOf('en');
    // The first visit compiles the editor. Its menu is the site's pages, each in every language.
    await page.goto('/keystatic', { timeout: 240_000 });
    const menu = page.getByRole('navigation');
    await expect(menu.getByText('Home page', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(menu.getByText('Emails', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Price list' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Booking rules for demo meetings' })).toBeVisible();
    await menu.getByRole('link', { name: 'Español — Home page' }).click();
    await expect(page).toHaveURL(/\/keystatic\/singleton\/home-es$/);

    // A section in plain words with a link to the page it is on; each box with a plain label, the English beside it.
    const hero = page.getByRole('group', { name: 'Headline and introduction' });
    await expect(hero.getByRole('heading', { name: 'Headline and introduction' })).toBeVisible({ timeout: 120_000 });
    await expect(hero.getByRole('link', { name: 'See it on the site: /es' })).toHaveAttribute('href', '/es');
    const tagline = hero.getByRole('textbox', { name: 'Headline', exact: true });
    await expect(tagline).toHaveAccessibleDescription(`English: ${english.product.tagline}`);
    await expect(tagline).toHaveValue(messagesOf('es').product.tagline);
    // Keys stay the code's business; the other pages' boxes are not on this one.
    await expect(page.getByRole('textbox', { name: /^[a-zA-Z]+(\.[a-zA-Z0-9-]+)+$/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Greeting', exact: true })).toHaveCount(0);
    await tagline.fill(`Reservas ${MARKER}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFile(spanishFile, 'utf8'), { timeout: 30_000 }).toContain(MARKER);

    await page.goto('/keystatic/singleton/emails-es');
    const greeting = page.getByRole('group', { name: 'Every confirmation email' }).getByRole('textbox', { name: 'Greeting', exact: true });
    await expect(greeting).toBeVisible({ timeout: 120_000 });
    await expect(greeting).toHaveAccessibleDescription(/^English: Hello \{name\},.*The site fills in \{name\}: keep each as it is\.$/);
    const saved = await readFile(spanishFile, 'utf8');
    await greeting.fill('Hola:');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Keep {name} exactly as in the English text: the site fills it in.')).toBeVisible();
    expect(await readFile(spanishFile, 'utf8')).toBe(saved);

    await greeting.fill(`Hola {name} (${MARKER}):`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFile(spanishFile, 'utf8'), { timeout: 30_000 }).toContain(`(${MARKER})`);
    // Only the two edited lines changed, in the file's own format: each page writes the whole file, the rest as it was.
    const after = (await readFile(spanishFile, 'utf8')).split('\n');
    const changed = before.split('\n').flatMap((line, index) => (line === after[index] ? [] : [after[index]]));
    expect(after.length).toBe(before.split('\n').length);
    expect(changed).toEqual([`      "greeting": "Hola {name} (${MARKER}):",`, `    "tagline": "Reservas ${MARKER}",`]);

    // French, typed as on any keyboard: the box writes French typography as she leaves it, refuses a
    // word the glossary avoids naming the one to use, and what it saves passes npm run check:i18n.
    const frenchFile = path.join(scratch.dir, 'messages/fr.json');
    await page.goto('/keystatic/singleton/home-fr');
    const frenchTagline = page
      .getByRole('group', { name: 'Headline and introduction' })
      .getByRole('textbox', { name: 'Headline', exact: true });
    await expect(frenchTagline).toBeVisible({ timeout: 120_000 });
    await expect(frenchTagline).toHaveAccessibleDescription(/French spacing is applied for you/);
    const frenchBefore = await readFile(frenchFile, 'utf8');
    await frenchTagline.fill(`Pour vos adhérents ${MARKER}`);
    await frenchTagline.blur();
    await expect(page.getByText(/write “membres”, not “adhérents”/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/write “membres”, not “adhérents”/)).toBeVisible();
    expect(await readFile(frenchFile, 'utf8')).toBe(frenchBefore);
    await frenchTagline.fill(`L'appli ${MARKER} : réservez !`);
    await frenchTagline.blur();
    const typographic = `L’appli ${MARKER}\u202f: réservez\u202f!`;
    await expect(frenchTagline).toHaveValue(typographic);
    await expect(page.getByText(/write “membres”/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFile(frenchFile, 'utf8'), { timeout: 30_000 }).toContain(`"tagline": "${typographic}",`);
    expect(languageFolderProblems(scratch.dir)).toEqual([]);
    await page.close();
    await editor.stop();
  });

  let site: { url: string };
  await test.step('the copy builds, and its /es shows the new tagline', async () => {
    scratch.run('build', { SITE_URL: `http://127.0.0.1:${SITE_PORT}` });
    site = await scratch.serve('start', SITE_PORT, {
      DATA_DIR: path.join(scratch.dir, '.data'),
      RATE_LIMIT: 'off',
      CONTENT_EDITOR: 'on',
      CONTENT_EDITOR_PASSWORD: PASSWORD,
    });
    const page = await browser.newPage({ baseURL: site.url });
    await page.goto('/es');
    await expect(page.getByText(`Reservas ${MARKER}`).first()).toBeVisible();
    await page.close();

    const answer = await fetch(`${site.url}${plainOperation.path}`, {
      method: 'POST',
      // A lead without a locale field: its language is the request's.
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
      body: JSON.stringify(exampleBody(plainOperation, { name: 'Lucía Gómez', email: `lucia.${MARKER}@example.com` })),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  });

  await test.step('the Spanish confirmation email greets with the edited text', async () => {
    const mailFolder = path.join(scratch.dir, '.data/mail');
    const confirmation = async () => {
      const files = await readdir(mailFolder).catch(() => []);
      // Only the finished files: the outbox writes `<key>.json.tmp` and renames it, so a listed .tmp may be gone when read.
      for (const file of files.filter((name) => name.endsWith('.json'))) {
        const mail = JSON.parse(await readFile(path.join(mailFolder, file), 'utf8'));
        if (mail.to?.includes?.(`lucia.${MARKER}@example.com`) || mail.to === `lucia.${MARKER}@example.com`) return mail;
      }
      return undefined;
    };
    await expect.poll(confirmation, { timeout: 60_000 }).toBeTruthy();
    const mail = await confirmation();
    // The greeting names the given name only (lib/abuse/greeting-name.ts).
    expect(mail.html).toContain(`Hola Lucía (${MARKER}):`);
    expect(mail.text).toContain(`Hola Lucía (${MARKER}):`);
  });

  await test.step('the Spanish brochure built with the copy carries the new tagline', async () => {
    const brochures = path.join(scratch.dir, 'public/brochures');
    const spanish = (await readdir(brochures)).find((file) => file.endsWith('-es.pdf'));
    expect(spanish).toBeDefined();
    expect((await readPdf(await readFile(path.join(brochures, spanish!)))).text).toContain(`Reservas ${MARKER}`);
  });

  await test.step('the built editor works under its own policy (nonce scripts), the copy shown, nothing blocked but the font', async () => {
    const context = await browser.newContext({ baseURL: site.url, httpCredentials: { username: 'marketing', password: PASSWORD } });
    const page = await context.newPage();
    const violations = await recordCspViolations(page);
    const answer = await page.goto('/keystatic/singleton/home-es');
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/);
    await expect(page.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(`Reservas ${MARKER}`, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    // Keystatic links a Google font; the policy leaves it blocked on purpose (the system font serves).
    expect(violations.filter((violation) => !violation.includes('fonts.googleapis.com'))).toEqual([]);
    await context.close();
  });
});
