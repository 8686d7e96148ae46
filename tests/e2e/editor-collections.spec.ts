/**
 * A marketer's errand in the editor (local mode, `next dev` of a scratch copy of this checkout), as
 * CONTENT.md tells it. A question added to the FAQ in Spanish and the other four languages, with a
 * picture and its alt texts, first in the list: the save without the Spanish alt text and with a
 * place another question has is refused naming those boxes, in the red band and on the boxes; the
 * one with both right writes the entry and the picture. Then the home page's French headline, a
 * photo in place of the home page's drawing, and a landing page of three blocks. After
 * a build of the copy, /es/faq shows the question first, its picture served by the image optimizer;
 * /fr shows the headline and the photo, fetched first; the landing page is served and in every
 * sitemap with its five languages (docs/decisions.md "Collections in the editor").
 * Slow by nature (a dev compile and a build): one test.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { fixtureLandingPage, INDEXED_SLUG, landingPageAlternates, sitemapAlternates } from '../helpers/landing-page-fixture';
import { makeScratchSite, type ScratchSite } from './support/scratch-site';

const EDITOR_PORT = 3242;
const SITE_PORT = 3243;
const SLUG = 'court-lights';
const LANGUAGES = ['English', 'Español', 'Português', 'Français', 'Deutsch'] as const;
const QUESTION = {
  English: 'Can members see when the court lights are on?',
  Español: '¿Pueden los socios ver cuándo están encendidas las luces de la pista?',
  Português: 'Os sócios podem ver quando as luzes do campo estão acesas?',
  Français: 'Les membres voient-ils quand l’éclairage des terrains est allumé ?',
  Deutsch: 'Sehen Mitglieder, wann das Flutlicht der Plätze an ist?',
};
const ANSWER = {
  English: 'Yes: the member app shows the lighting times of each court beside its free slots.',
  Español: 'Sí: la app de socios muestra el horario de luz de cada pista junto a sus horas libres.',
  Português: 'Sim: a app de sócios mostra o horário da luz de cada campo ao lado das horas livres.',
  Français: 'Oui : l’app des membres affiche les horaires d’éclairage de chaque terrain à côté des créneaux libres.',
  Deutsch: 'Ja: Die Mitglieder-App zeigt die Flutlichtzeiten jedes Platzes neben seinen freien Zeiten.',
};
/** The editor's "Add" menu, by block. */
const BLOCK_MENU: Record<string, string> = {
  hero: 'Hero: the headline and its text',
  features: 'Features: points of the page’s own, and some of the feature cards',
  faq: 'Questions: questions of the page’s own, and some of the FAQ',
};
const HEADLINE_FR = 'Vos terrains réservés en ligne, sous les couleurs de votre club.';
const PHOTO_ALT = {
  English: 'Players shaking hands at the net after a padel match',
  Español: 'Jugadores dándose la mano en la red tras un partido de pádel',
  Português: 'Jogadores apertando as mãos na rede depois de um jogo de padel',
  Français: 'Des joueurs se serrent la main au filet après un match de padel',
  Deutsch: 'Spieler reichen sich nach einem Padelmatch am Netz die Hand',
};
const ALT = {
  English: 'A padel court lit by floodlights at night',
  Español: 'Una pista de pádel iluminada por focos de noche',
  Português: 'Um campo de padel iluminado por holofotes à noite',
  Français: 'Un terrain de padel éclairé par des projecteurs la nuit',
  Deutsch: 'Ein Padelplatz unter Flutlicht bei Nacht',
};

test.describe.configure({ timeout: 20 * 60_000 });
// A box that never appears fails in a minute, not at the end of the test's twenty.
test.use({ actionTimeout: 60_000 });

let scratch: ScratchSite;
test.beforeAll(() => {
  scratch = makeScratchSite();
});
test.afterAll(async () => {
  await scratch?.remove();
});

test('a question, a French headline, a home photo and a landing page made in the editor are on the site after a build', async ({
  browser,
}) => {
  const entryFile = path.join(scratch.dir, `content/faq/${SLUG}.json`);
  const pictureFile = path.join(scratch.dir, 'content/home-picture/picture.json');
  const landingFile = path.join(scratch.dir, `content/landing-pages/${INDEXED_SLUG}.json`);
  const landing = fixtureLandingPage();
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#123d2e' } })
    .png()
    .toBuffer();
  const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#d8a31a' } })
    .jpeg()
    .toBuffer();
  const editor = await scratch.serve('dev', EDITOR_PORT, { DATA_DIR: path.join(scratch.dir, '.data') });
  const page = await browser.newPage({ baseURL: editor.url });
  // Keystatic does nothing on Create or Save until it has read the repository's files: each visit waits for them.
  const visit = async (address: string) => {
    const filesRead = page.waitForResponse((answer) => answer.url().includes('/api/keystatic/tree') && answer.ok(), { timeout: 300_000 });
    // The first visit compiles the editor.
    await page.goto(address, { timeout: 240_000 });
    await filesRead;
  };
  const chooseFile = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(file);
  };
  // Each text is a group of five boxes, one per language, the English first.
  const box = (group: string, language: (typeof LANGUAGES)[number]) =>
    page.getByRole('group', { name: group }).getByRole('textbox', { name: language, exact: true });
  const localeBoxes = async (scope: Locator | Page, group: string, texts: Record<Locale, string>) => {
    for (const locale of LOCALES)
      await scope
        .getByRole('group', { name: group })
        .getByRole('textbox', { name: LOCALE_DETAILS[locale].name, exact: true })
        .fill(texts[locale]);
  };

  await test.step('the editor refuses the entry without its Spanish alt text, naming the box, then saves it whole', async () => {
    await visit('/keystatic/collection/faq/create');
    const name = page.getByRole('textbox', { name: 'Name of this entry (its file)' });
    await expect(name).toBeVisible({ timeout: 120_000 });
    await name.fill(SLUG);
    // Under the first topic (the product, the editor's default), the shipped questions are numbered
    // 10, 20, 30…: 10 is taken (refused below), and 5 puts this one first.
    const place = page.getByRole('textbox', { name: 'Place in the list' });
    await place.fill('10');
    await page.getByRole('checkbox', { name: 'demo' }).check();
    for (const language of LANGUAGES) {
      await box('Question', language).fill(QUESTION[language]);
      await box('Answer', language).fill(ANSWER[language]);
      if (language !== 'Español') await box('What the picture shows (alt text)', language).fill(ALT[language]);
    }
    await chooseFile({ name: 'floodlights.png', mimeType: 'image/png', buffer: picture });

    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(/imageAlt\.es: missing: say what the picture shows/)).toBeVisible({ timeout: 60_000 });
    expect(existsSync(entryFile)).toBe(false);
    // Each box only the server could refuse is marked on the form too, with the reason beneath it,
    // until it is changed (issue 49 item 4).
    const spanishAlt = box('What the picture shows (alt text)', 'Español');
    await expect(spanishAlt).toHaveAttribute('aria-invalid', 'true');
    await expect(spanishAlt).toHaveAccessibleDescription(/missing: say what the picture shows/);
    await expect(page.locator('.refused-box-message')).toHaveCount(1);
    await spanishAlt.fill(ALT.Español);
    await expect(spanishAlt).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('.refused-box-message')).toHaveCount(0);

    // The entry as a whole is right now; its place is another question's, which only the server knows.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(/order: 10 is also the order of content\/faq\//)).toBeVisible({ timeout: 60_000 });
    expect(existsSync(entryFile)).toBe(false);
    await expect(place).toHaveAttribute('aria-invalid', 'true');
    await expect(place).toHaveAccessibleDescription(/10 is also the order of content\/faq\//);
    await place.fill('5');
    await expect(place).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('.refused-box-message')).toHaveCount(0);

    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => existsSync(entryFile), { timeout: 60_000 }).toBe(true);
    const entry = JSON.parse(await readFile(entryFile, 'utf8'));
    expect(entry).toMatchObject({ order: 5, forms: ['demo'], question: { es: QUESTION.Español }, imageAlt: { es: ALT.Español } });
    // The local API writes the files one after the other: the picture may follow the entry.
    await expect.poll(() => existsSync(path.join(scratch.dir, 'public', entry.image))).toBe(true);
    // Locally a save shows on the development server without a build: the new question is first on /es/faq.
    await expect
      .poll(
        async () => {
          await page.goto('/es/faq');
          // Questions stand under their topics' headings (h2): the first question of the first topic.
          return page.locator('main h3').first().textContent();
        },
        { timeout: 60_000 },
      )
      .toContain(QUESTION.Español);
  });

  await test.step('the home page gets a French headline, and a photo in place of its drawing', async () => {
    await visit('/keystatic/singleton/home-fr');
    await page.getByRole('textbox', { name: 'Headline', exact: true }).fill(HEADLINE_FR);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => readFile(path.join(scratch.dir, 'messages/fr.json'), 'utf8'), { timeout: 60_000 }).toContain(HEADLINE_FR);

    // Listed under the home page, with its words.
    await visit('/keystatic');
    await page.getByRole('navigation').getByRole('link', { name: 'Home page — picture' }).click();
    await expect(page).toHaveURL(/\/keystatic\/singleton\/homePicture$/);
    await chooseFile({ name: 'players.jpg', mimeType: 'image/jpeg', buffer: photo });
    for (const language of LANGUAGES) await box('What the photo shows (alt text)', language).fill(PHOTO_ALT[language]);
    // No photo was ever saved: the page's file does not exist yet, and the button says so.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => existsSync(pictureFile), { timeout: 60_000 }).toBe(true);
    const saved = JSON.parse(await readFile(pictureFile, 'utf8'));
    expect(saved).toMatchObject({ image: '/home-picture/image.jpg', imageAlt: { fr: PHOTO_ALT.Français } });
    await expect.poll(() => existsSync(path.join(scratch.dir, 'public/home-picture/image.jpg'))).toBe(true);
  });

  await test.step('a landing page of three blocks (hero, features, questions) is built in the editor', async () => {
    await visit('/keystatic/collection/landingPages/create');
    await page.getByRole('textbox', { name: 'Address' }).fill(INDEXED_SLUG);
    await localeBoxes(page, 'Title', landing.title);
    await localeBoxes(page, 'Description', landing.description);
    for (const block of landing.blocks) {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.getByRole('menuitem', { name: BLOCK_MENU[block.discriminant] }).click();
      // Each block is filled in a dialog of its own.
      const dialog = page.getByRole('dialog');
      if (block.discriminant === 'hero') {
        await localeBoxes(dialog, 'Headline', block.value.heading);
        await localeBoxes(dialog, 'Text', block.value.text);
      } else {
        await localeBoxes(dialog, 'Heading', block.value.heading);
        const [list, entries] =
          block.discriminant === 'features' ? ['Feature cards', block.value.cards] : ['Questions', block.value.questions];
        // The cards and questions are chosen by their files' names, typed to narrow the list.
        for (const entry of entries) {
          await dialog.getByRole('combobox', { name: list }).fill(entry);
          await page.getByRole('option', { name: entry, exact: true }).click();
        }
      }
      // The dialog's own button, after the "Add" of the block's list of points or questions of its own.
      await dialog.getByRole('button', { name: 'Add', exact: true }).last().click();
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => existsSync(landingFile), { timeout: 60_000 }).toBe(true);
    // What the editor wrote is the page the proof test builds (tests/proof/landing-page-added.test.ts).
    expect(JSON.parse(await readFile(landingFile, 'utf8'))).toEqual(landing);
    // The development server serves the new page too, though it had worked out its pages (for /es/faq above) before the page existed.
    await expect.poll(async () => (await page.goto(`/es/${INDEXED_SLUG}`))?.status(), { timeout: 60_000 }).toBe(200);
    await expect(page.locator('h1')).toHaveText(landing.blocks[0].value.heading.es);
    await page.close();
    await editor.stop();
  });

  await test.step('the copy builds: /es/faq shows the question first, /fr the headline and photo, and the landing page is in the sitemaps', async () => {
    // The address the pages and sitemaps name, at the build and when served.
    const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
    scratch.run('build', { SITE_URL: siteUrl });
    const site = await scratch.serve('start', SITE_PORT, {
      DATA_DIR: path.join(scratch.dir, '.data'),
      RATE_LIMIT: 'off',
      SITE_URL: siteUrl,
    });
    const page = await browser.newPage({ baseURL: site.url, viewport: { width: 390, height: 844 } });
    await page.goto('/es/faq');
    await expect(page.locator('main h3').first()).toContainText(QUESTION.Español);
    const image = page.getByRole('img', { name: ALT.Español });
    // Below the fold it loads lazily: bring it into view and wait for the optimizer's file.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const source = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    // For a person to look at: the answer with its picture on a phone (test-results/).
    await page.screenshot({ path: test.info().outputPath('es-faq-phone.png') });
    expect(source).toMatch(/\/_next\/image\?url=%2Ffaq%2Fcourt-lights%2F/);
    // A phone gets a width under the 1600 pixels uploaded, as AVIF where the browser takes it.
    expect(Number(new URL(source).searchParams.get('w'))).toBeLessThan(1600);
    const served = await fetch(source, { headers: { Accept: 'image/avif,image/webp,*/*' } });
    expect(served.headers.get('content-type')).toBe('image/avif');
    expect((await served.arrayBuffer()).byteLength).toBeLessThan(picture.length);

    // The home page in French: the new headline, and the photo where the drawing was, fetched first.
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/fr');
      await expect(page.locator('h1')).toHaveText(HEADLINE_FR);
      const hero = page.locator('.hero').getByRole('img', { name: PHOTO_ALT.Français });
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).not.toHaveAttribute('loading', 'lazy');
      await expect.poll(() => hero.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      expect(await hero.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
        /\/_next\/image\?url=%2Fhome-picture%2Fimage\.jpg&/,
      );
      await expect(page.locator('.hero .hero-screen')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`fr-home-${viewport.width}.png`) });
    }
    // The landing page, in Spanish, and in every sitemap with its five languages and x-default.
    await page.goto(`/es/${INDEXED_SLUG}`);
    await expect(page.locator('h1')).toHaveText(landing.blocks[0].value.heading.es);
    for (const locale of LOCALES) {
      const sitemap = await (await fetch(`${site.url}/sitemap/${locale}.xml`)).text();
      expect(sitemapAlternates(sitemap, `${site.url}/${locale}/${INDEXED_SLUG}`), locale).toEqual(
        landingPageAlternates(site.url, INDEXED_SLUG),
      );
    }
    await page.goto('/fr');
    // Announced in the head, so the browser asks for it before it lays the page out.
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('imagesrcset', /home-picture%2Fimage\.jpg/);
    await page.close();
  });
});
