/**
 * An edit in the copy editor reaches everything built from the copy: a marketer's session in the
 * editor (`next dev` of a scratch copy of this checkout, where the editor is on and writes the
 * files), then the copy's build, then the page, the confirmation email and the brochure of that
 * build. Slow by nature (a build): one test.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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

test('a Spanish edit in the editor reaches /es, the Spanish confirmation email and the Spanish brochure', async ({ browser }) => {
  const spanishFile = path.join(scratch.dir, 'messages/es.json');
  const before = await readFile(spanishFile, 'utf8');

  await test.step('the editor refuses a greeting without {name}, then saves the two edits', async () => {
    const editor = await scratch.serve('dev', EDITOR_PORT, { DATA_DIR: path.join(scratch.dir, '.data') });
    const page = await browser.newPage({ baseURL: editor.url });
    // The first visit compiles the editor.
    await page.goto('/keystatic/singleton/es', { timeout: 240_000 });
    const tagline = page.getByRole('textbox', { name: 'product.tagline', exact: true });
    const greeting = page.getByRole('textbox', { name: 'emails.confirmation.greeting', exact: true });
    await expect(tagline).toBeVisible({ timeout: 120_000 });
    // Each box shows the English text beneath it (its description).
    const english = messagesOf('en');
    await expect(tagline).toHaveAccessibleDescription(english.product.tagline);
    await expect(greeting).toHaveAccessibleDescription(english.emails.confirmation.greeting);
    await tagline.fill(`Reservas ${MARKER}`);
    await greeting.fill('Hola:');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Keep {name} exactly as in the English text: the site fills it in.')).toBeVisible();
    expect(await readFile(spanishFile, 'utf8')).toBe(before);

    await greeting.fill(`Hola {name} (${MARKER}):`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFile(spanishFile, 'utf8'), { timeout: 30_000 }).toContain(MARKER);
    // Only the two edited lines changed, in the file's own format.
    const after = (await readFile(spanishFile, 'utf8')).split('\n');
    const changed = before.split('\n').flatMap((line, index) => (line === after[index] ? [] : [after[index]]));
    expect(after.length).toBe(before.split('\n').length);
    expect(changed).toEqual([`      "greeting": "Hola {name} (${MARKER}):",`, `    "tagline": "Reservas ${MARKER}",`]);
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
      for (const file of files) {
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
    const answer = await page.goto('/keystatic/singleton/es');
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/);
    await expect(page.getByRole('textbox', { name: 'product.tagline', exact: true })).toHaveValue(`Reservas ${MARKER}`, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    // Keystatic links a Google font; the policy leaves it blocked on purpose (the system font serves).
    expect(violations.filter((violation) => !violation.includes('fonts.googleapis.com'))).toEqual([]);
    await context.close();
  });
});
