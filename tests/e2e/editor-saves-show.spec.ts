/**
 * Issue 49, items 2 and 3: under `npm run dev` (`next dev` of a scratch copy of this checkout), each
 * kind of content saved in the editor (a text of the copy, a price, a booking rule, a question, a
 * story, a feature card, a landing page, the home page's picture) is in the editor's form after the
 * save, as saved (not an empty form to create again, not the old value, not "Entry not found", not
 * a restored draft), and on the site's page at its next load, without a restart (the booking rules
 * also in the demo form's free times). Each site page is
 * loaded once before the save, as a marketer has it open, so that the new value is seen on a reload
 * of a page the server had already built. Slow by nature (one cold `next dev`): one test.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { makeScratchSite, type ScratchSite } from './support/scratch-site';

const PORT = 3350;
type Language = (typeof LOCALE_DETAILS)[Locale]['name'];
const LANGUAGES = LOCALES.map((locale) => LOCALE_DETAILS[locale].name) as Language[];
/** The same words in every language: the rules ask for each, and the test reads the English. */
const everyLanguage = (text: string) => Object.fromEntries(LANGUAGES.map((language) => [language, text])) as Record<Language, string>;

const HEADLINE = 'Every court of your club, booked online in seconds.';
const PLATFORM_PRICE = { before: '€149', saved: '163', after: '€163' };
const MEETING_MINUTES = { before: 'About 30 minutes', saved: '45', after: 'About 45 minutes' };
const QUESTION = { slug: 'court-lights', en: 'Can members see when the court lights are on?' };
const STORY = { slug: 'club-norte', club: 'Club Norte', quote: 'Our members book every court from the app, and the evenings are full.' };
const CARD_TITLE = 'Court bookings, day and night';
const LANDING = { slug: 'night-padel', heading: 'Padel under the lights, booked in a tap', button: 'Get my quote' };
const PICTURE_ALT = 'Players shaking hands at the net after a padel match';

test.describe.configure({ timeout: 40 * 60_000 });
// A box that never appears fails in two minutes, not at the end of the test's forty.
test.use({ actionTimeout: 120_000 });

let scratch: ScratchSite;
test.beforeAll(() => {
  scratch = makeScratchSite();
});
test.afterAll(async () => {
  await scratch?.remove();
});

test('each kind of content saved in the editor is in its form after the save, and on the site at the next load, under next dev', async ({
  browser,
}) => {
  const dev = await scratch.serve('dev', PORT, { DATA_DIR: path.join(scratch.dir, '.data') });
  const editor = await browser.newPage({ baseURL: dev.url });
  const site = await browser.newPage({ baseURL: dev.url });
  const fileOf = (file: string) => path.join(scratch.dir, file);
  /** The file as written, and the editor saying so, naming it. */
  const saved = async (file: string, text: string) => {
    await expect.poll(() => readFile(fileOf(file), 'utf8').catch(() => ''), { timeout: 60_000 }).toContain(text);
    await expect(editor.getByText(`Saved: ${file}`, { exact: false })).toBeVisible({ timeout: 30_000 });
  };

  // Keystatic does nothing on Create or Save until it has read the repository's files: each visit waits for them.
  // A marketer opens the editor and clicks through its menu: Keystatic moves between its addresses
  // itself, which is when a refresh from the development server once threw the saved form away.
  const visit = async (address: string) => {
    const filesRead = editor.waitForResponse((answer) => answer.url().includes('/api/keystatic/tree') && answer.ok(), {
      timeout: 600_000,
    });
    // The first visit compiles the editor: minutes on a busy machine.
    await editor.goto('/keystatic', { timeout: 600_000 });
    await filesRead;
    // Through the menu, and through a collection's list to "Add" (a link) or an entry (a row of its table).
    const parts = address.split('/');
    if (address.includes('/collection/') && parts.length > 4) {
      await editor
        .locator(`a[href="${parts.slice(0, 4).join('/')}"]`)
        .first()
        .click();
      if (parts[4] === 'item') await editor.getByRole('row').filter({ hasText: parts[5] }).first().click();
      else await editor.locator(`a[href="${address}"]`).first().click();
    } else await editor.locator(`a[href="${address}"]`).first().click();
    await expect(editor).toHaveURL(new RegExp(`${address}$`));
  };
  /** A site page as a marketer has it open before the save: the first load builds it. */
  const open = (address: string) => site.goto(address, { timeout: 600_000 });
  /** The site page loaded again, once, after the save. */
  const reload = () => site.reload({ timeout: 600_000 });
  const group = (name: string) => editor.getByRole('group', { name, exact: true });
  const box = (groupName: string, language: Language) => group(groupName).getByRole('textbox', { name: language, exact: true });
  const fillEveryLanguage = async (groupName: string, texts: Record<Language, string>) => {
    for (const language of LANGUAGES) await box(groupName, language).fill(texts[language]!);
  };
  const chooseFile = async (name: string, buffer: Buffer) => {
    const chooser = editor.waitForEvent('filechooser');
    await editor.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
  };
  const photo = (colour: string) =>
    sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();

  /**
   * The form after a save, as the marketer sees it: the entry as saved (its button says Save, not
   * Create; nothing unsaved), and none of what a reloading editor showed. Asked again once the site
   * has rebuilt for the save, when a refresh of the editor would have come.
   */
  const formShowsSaved = async (page: Page, value: { box: Locator; text: string }) => {
    // After a Create, Keystatic opens the new entry's page once it has read it: a while on a busy machine.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toHaveCount(0);
    await expect(page.getByText('Unsaved', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Entry not found', { exact: false })).toHaveCount(0);
    await expect(page.getByText(/Restored draft/)).toHaveCount(0);
    await expect(value.box).toHaveValue(value.text);
  };

  await test.step('a text of the copy: the English headline of the home page', async () => {
    await open('/en');
    await expect(site.locator('h1')).not.toHaveText(HEADLINE);
    await visit('/keystatic/singleton/home-en');
    const headline = editor.getByRole('textbox', { name: 'Headline', exact: true });
    await headline.fill(HEADLINE);
    // Reset, which brings the page back as saved, says so in words beside its icon.
    await expect(editor.getByRole('toolbar').getByText('Reset', { exact: true })).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Reset' })).toBeEnabled();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await saved('messages/en.json', HEADLINE);
    await formShowsSaved(editor, { box: headline, text: HEADLINE });
    await reload();
    await expect(site.locator('h1')).toHaveText(HEADLINE);
    await formShowsSaved(editor, { box: headline, text: HEADLINE });
  });

  await test.step('a price: the platform, per location', async () => {
    await open('/en/pricing');
    const platform = site.locator('section[aria-labelledby="pricing-platform"]');
    await expect(platform).toContainText(PLATFORM_PRICE.before);
    await visit('/keystatic/singleton/pricing');
    const price = editor.getByRole('textbox', { name: 'Platform, per location (per month)', exact: true });
    await price.fill(PLATFORM_PRICE.saved);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await saved('content/pricing.json', `"platformPerLocation": "${PLATFORM_PRICE.saved}"`);
    await formShowsSaved(editor, { box: price, text: PLATFORM_PRICE.saved });
    await reload();
    await expect(platform).toContainText(PLATFORM_PRICE.after);
    await formShowsSaved(editor, { box: price, text: PLATFORM_PRICE.saved });
  });

  await test.step('a booking rule: the meeting’s length, which the FAQ tells and the demo form’s free times follow', async () => {
    await open('/en/faq');
    await expect(site.getByText(MEETING_MINUTES.before)).toBeVisible();
    // The free times are asked for before the save, so the server has its scheduling open already.
    const offeredMinutes = async () =>
      ((await (await site.request.get(DEMO_SLOTS.path)).json()) as { meetingMinutes: number }).meetingMinutes;
    expect(await offeredMinutes()).toBe(Number.parseInt(MEETING_MINUTES.before.replace(/\D/g, ''), 10));
    await visit('/keystatic/singleton/scheduling');
    const minutes = editor.getByRole('textbox', { name: 'meetingMinutes', exact: true });
    await minutes.fill(MEETING_MINUTES.saved);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await saved('content/scheduling.json', `"meetingMinutes": "${MEETING_MINUTES.saved}"`);
    await formShowsSaved(editor, { box: minutes, text: MEETING_MINUTES.saved });
    await reload();
    await expect(site.getByText(MEETING_MINUTES.after)).toBeVisible();
    expect(await offeredMinutes()).toBe(Number(MEETING_MINUTES.saved));
    await formShowsSaved(editor, { box: minutes, text: MEETING_MINUTES.saved });
  });

  await test.step('a question, added', async () => {
    await visit('/keystatic/collection/faq/create');
    await editor.getByRole('textbox', { name: 'Name of this entry (its file)' }).fill(QUESTION.slug);
    await editor.getByRole('textbox', { name: 'Place in the list' }).fill('5');
    await fillEveryLanguage('Question', { ...everyLanguage(QUESTION.en), English: QUESTION.en });
    await fillEveryLanguage('Answer', everyLanguage('Yes: the member app shows the lighting times of each court.'));
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await saved(`content/faq/${QUESTION.slug}.json`, QUESTION.en);
    // Typed with a plain "?" in every language: the French box wrote French typography (npm run check:i18n's rule).
    expect(await readFile(fileOf(`content/faq/${QUESTION.slug}.json`), 'utf8')).toContain(
      `"fr": "${QUESTION.en.replace(/\?$/, '\u202f?')}"`,
    );
    await expect(editor).toHaveURL(new RegExp(`/keystatic/collection/faq/item/${QUESTION.slug}$`));
    await formShowsSaved(editor, { box: box('Question', 'English'), text: QUESTION.en });
    await reload();
    await expect(site.getByText(QUESTION.en)).toBeVisible();
    await formShowsSaved(editor, { box: box('Question', 'English'), text: QUESTION.en });
  });

  await test.step('a customer story, added with its photo', async () => {
    await open('/en');
    await expect(site.getByText(STORY.quote)).toHaveCount(0);
    await visit('/keystatic/collection/stories/create');
    await editor.getByRole('textbox', { name: 'Name of this entry (its file)' }).fill(STORY.slug);
    await editor.getByRole('textbox', { name: 'Place in the list' }).fill('10');
    await editor.getByRole('textbox', { name: 'Club', exact: true }).fill(STORY.club);
    await fillEveryLanguage('City', everyLanguage('Valencia'));
    await group('The person quoted').getByRole('textbox', { name: 'Name', exact: true }).fill('Marta Ruiz');
    await fillEveryLanguage('Role at the club', everyLanguage('Club manager'));
    await fillEveryLanguage('Quote', everyLanguage(STORY.quote));
    await group('One figure').getByRole('textbox', { name: 'Figure', exact: true }).fill('+38 %');
    await fillEveryLanguage('What the figure counts', everyLanguage('more evening bookings'));
    await chooseFile('club-norte.jpg', await photo('#1d4f3a'));
    await fillEveryLanguage('What the photo shows (alt text)', everyLanguage('Four players on a padel court at dusk'));
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await saved(`content/stories/${STORY.slug}.json`, STORY.quote);
    await expect(editor).toHaveURL(new RegExp(`/keystatic/collection/stories/item/${STORY.slug}$`));
    await formShowsSaved(editor, { box: box('Quote', 'English'), text: STORY.quote });
    await reload();
    await expect(site.getByText(STORY.quote)).toBeVisible();
    await formShowsSaved(editor, { box: box('Quote', 'English'), text: STORY.quote });
  });

  await test.step('a feature card, its English title changed', async () => {
    await visit('/keystatic/collection/featureCards/item/bookings');
    const title = box('Title', 'English');
    await title.fill(CARD_TITLE);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await saved('content/feature-cards/bookings.json', CARD_TITLE);
    await formShowsSaved(editor, { box: title, text: CARD_TITLE });
    await reload();
    await expect(site.getByRole('heading', { name: CARD_TITLE })).toBeVisible();
    await formShowsSaved(editor, { box: title, text: CARD_TITLE });
  });

  await test.step('a landing page in English, added', async () => {
    // Not a page yet: the development server works out its list of landing pages here.
    expect((await open(`/en/${LANDING.slug}`))?.status()).toBe(404);
    await visit('/keystatic/collection/landingPages/create');
    await editor.getByRole('textbox', { name: 'Address' }).fill(LANDING.slug);
    for (const language of LANGUAGES.filter((name) => name !== 'English'))
      await group('Languages of this page').getByRole('checkbox', { name: language, exact: true }).uncheck();
    await box('Title', 'English').fill('Padel at night');
    await box('Description', 'English').fill('Floodlit padel courts your members book from their phone, any evening of the week.');
    const addBlock = async (menuItem: string, fill: (dialog: Locator) => Promise<void>) => {
      await editor.getByRole('button', { name: 'Add', exact: true }).click();
      await editor.getByRole('menuitem', { name: menuItem }).click();
      const dialog = editor.getByRole('dialog');
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
      await expect(dialog).toBeHidden();
    };
    await addBlock('Hero: the headline and its text', async (dialog) => {
      await dialog.getByRole('group', { name: 'Headline' }).getByRole('textbox', { name: 'English', exact: true }).fill(LANDING.heading);
      await dialog
        .getByRole('group', { name: 'Text' })
        .getByRole('textbox', { name: 'English', exact: true })
        .fill('Members see which courts are lit and book them in the app.');
    });
    await addBlock('Call to action: a button to one form', async (dialog) => {
      await dialog.getByRole('group', { name: 'Button' }).getByRole('textbox', { name: 'English', exact: true }).fill(LANDING.button);
    });
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await saved(`content/landing-pages/${LANDING.slug}.json`, LANDING.heading);
    await expect(editor).toHaveURL(new RegExp(`/keystatic/collection/landingPages/item/${LANDING.slug}$`));
    await formShowsSaved(editor, { box: editor.getByRole('textbox', { name: 'Address' }), text: LANDING.slug });
    expect((await reload())?.status()).toBe(200);
    await expect(site.locator('h1')).toHaveText(LANDING.heading);
    await formShowsSaved(editor, { box: editor.getByRole('textbox', { name: 'Address' }), text: LANDING.slug });
  });

  await test.step('the home page’s picture, created', async () => {
    await open('/en');
    await visit('/keystatic/singleton/homePicture');
    await chooseFile('players.jpg', await photo('#d8a31a'));
    await fillEveryLanguage('What the photo shows (alt text)', { ...everyLanguage(PICTURE_ALT) });
    await editor.getByRole('button', { name: 'Create', exact: true }).click();
    await saved('content/home-picture/picture.json', PICTURE_ALT);
    await expect.poll(() => existsSync(fileOf('public/home-picture/image.jpg'))).toBe(true);
    await formShowsSaved(editor, { box: box('What the photo shows (alt text)', 'English'), text: PICTURE_ALT });
    await reload();
    await expect(site.locator('.hero').getByRole('img', { name: PICTURE_ALT })).toBeVisible();
    await formShowsSaved(editor, { box: box('What the photo shows (alt text)', 'English'), text: PICTURE_ALT });
  });

  await test.step('a visit of the editor after the saves restores no draft', async () => {
    await visit('/keystatic/singleton/pricing');
    await expect(editor.getByRole('textbox', { name: 'Platform, per location (per month)', exact: true })).toHaveValue(
      PLATFORM_PRICE.saved,
    );
    await expect(editor.getByText(/Restored draft/)).toHaveCount(0);
  });
  await editor.close();
  await site.close();
  await dev.stop();
});
