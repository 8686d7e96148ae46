/**
 * A save of the editor's collections (lib/content-editor/collection-saves.ts through save-check.ts):
 * an FAQ entry added with its picture, changed, reordered and removed; refused, naming the file and
 * the box, when a rule breaks: a missing alt text, a picture too heavy, too small or not what its
 * name says, a place another entry holds, a picture that is gone, a path outside the collections;
 * the home page’s photo (one file, not a list) by the same rules.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveProblems } from '@/lib/content-editor/save-check';
import { IMAGE_MAX_BYTES } from '@/lib/content-rules/content-images';
import { withLanguageTypography } from '@/lib/content-rules/language-rules';
import { LOCALES } from '@/lib/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'content/faq/court-lights.json';
const IMAGE = 'public/faq/court-lights/image.png';
const format = (json: unknown) => `${JSON.stringify(json, null, 2)}\n`;
const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
/** A text in every language, as the editor writes it (its French boxes apply French typography). */
const perLocale = (text: string) =>
  Object.fromEntries(LOCALES.map((locale) => [locale, withLanguageTypography(locale, `${text} (${locale})`)]));
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1f7a5a' } })
    .png()
    .toBuffer();

/** An entry as the editor writes it (Keystatic: the fields in the schema's order, empty texts left out). */
function entry(overrides: Record<string, unknown> = {}) {
  return {
    topic: 'hardware',
    order: 1,
    forms: [],
    link: '',
    question: perLocale('Can members see the court lights schedule?'),
    answer: perLocale('Yes: the member app shows when each court’s lights are on.'),
    image: '/faq/court-lights/image.png',
    imageAlt: perLocale('A padel court lit at night'),
    ...overrides,
  };
}

let base: string;
beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'collection-save-'));
  cpSync(path.join(ROOT, 'content/faq'), path.join(base, 'content/faq'), { recursive: true });
});

const save = async (additions: Record<string, Buffer | string>, deletions: string[] = []) =>
  saveProblems(
    {
      additions: Object.entries(additions).map(([file, contents]) => ({ path: file, contents: base64(contents) })),
      deletions: deletions.map((file) => ({ path: file })),
    },
    base,
  );

describe('a save of an FAQ entry', () => {
  it('accepts a new entry with its picture, in the first place, the others’ places unchanged', async () => {
    const orders = JSON.parse(readFileSync(path.join(ROOT, 'content/faq/demo-length.json'), 'utf8')).order;
    expect(orders).toBeGreaterThan(1);
    expect(await save({ [ENTRY]: format(entry()), [IMAGE]: await png(1200, 675) })).toEqual([]);
  });

  it('refuses a text that breaks its language’s typography or words, naming the box', async () => {
    const question = {
      ...perLocale('Can members see the court lights schedule?'),
      fr: 'Les adhérents voient-ils l’éclairage ?',
      de: 'Siehst du das Licht?',
    };
    expect(await save({ [ENTRY]: format(entry({ question })), [IMAGE]: await png(1200, 675) })).toEqual([
      `${ENTRY} question.fr: French typography: write a narrow no-break space (U+202F) before “?”, not a normal space: “l’éclairage ?”`,
      expect.stringMatching(
        /^content\/faq\/court-lights\.json question\.fr: Glossary \(content\/glossary\.json\): write “membres”, not “adhérents”/,
      ),
      expect.stringMatching(
        /^content\/faq\/court-lights\.json question\.de: Glossary \(content\/glossary\.json\): write “Sie \(Ihnen, Ihr\)”, not “du”/,
      ),
    ]);
  });

  it('refuses a picture without its alt text in one language, naming the box', async () => {
    const imageAlt: Record<string, string> = perLocale('A padel court lit at night');
    delete imageAlt.es; // what the editor writes for an empty box
    expect(await save({ [ENTRY]: format(entry({ imageAlt })), [IMAGE]: await png(1200, 675) })).toEqual([
      `${ENTRY} imageAlt.es: missing: say what the picture shows, for whoever cannot see it.`,
    ]);
  });

  it('refuses a picture too heavy, too small, or not what its name says', async () => {
    const heavy = Buffer.concat([await png(1200, 675), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await save({ [ENTRY]: format(entry()), [IMAGE]: heavy })).toEqual([
      expect.stringMatching(/^public\/faq\/court-lights\/image\.png: \d+ kB; save it at most 1000 kB/),
    ]);
    expect(await save({ [ENTRY]: format(entry()), [IMAGE]: await png(300, 200) })).toEqual([
      'public/faq/court-lights/image.png: 300 × 200 pixels; it needs at least 600 × 300 to look sharp on a phone.',
    ]);
    const jpeg = await sharp(await png(1200, 675))
      .jpeg()
      .toBuffer();
    expect(await save({ [ENTRY]: format(entry()), [IMAGE]: jpeg })).toEqual([
      'public/faq/court-lights/image.png: its name says .png but it holds jpeg; save it as what its name says.',
    ]);
    expect(await save({ [ENTRY]: format(entry()), [IMAGE]: '<svg onload="alert(1)"/>' })).toEqual([
      'public/faq/court-lights/image.png: not an image that can be read; save it again as JPEG, PNG, WebP or AVIF.',
    ]);
  });

  it('refuses a place another entry holds, and a picture that is not there', async () => {
    const taken = JSON.parse(readFileSync(path.join(ROOT, 'content/faq/demo-length.json'), 'utf8')).order;
    expect(await save({ [ENTRY]: format(entry({ order: taken })), [IMAGE]: await png(1200, 675) })).toEqual([
      expect.stringMatching(new RegExp(`order: ${taken} is also the order of`)),
    ]);
    expect(await save({ [ENTRY]: format(entry()) })).toEqual([`${ENTRY}: its image ${IMAGE} is missing; add the image again.`]);
  });

  it('accepts removing an entry with its picture, and refuses removing a picture an entry still shows', async () => {
    expect(await save({}, ['content/faq/demo-length.json'])).toEqual([]);
    cpSync(path.join(ROOT, 'content/faq/demo-length.json'), path.join(base, ENTRY));
    const shown = path.join(base, ENTRY);
    const withPicture = entry({ order: 999 });
    await import('node:fs/promises').then(async ({ writeFile, mkdir }) => {
      await writeFile(shown, format(withPicture));
      await mkdir(path.join(base, 'public/faq/court-lights'), { recursive: true });
      await writeFile(path.join(base, IMAGE), await png(1200, 675));
    });
    expect(await save({}, [ENTRY, IMAGE])).toEqual([]);
    expect(await save({}, [IMAGE])).toEqual([`${ENTRY}: its image ${IMAGE} is missing; add the image again.`]);
    expect(existsSync(path.join(base, IMAGE))).toBe(true);
  });

  it('refuses an entry nested too deep to write back, as not JSON, rather than failing', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    expect(await save({ [ENTRY]: deep })).toEqual([`${ENTRY}: not valid JSON.`]);
  });

  it('looks on disk for no image path but the collection’s own', async () => {
    const problems = await save({ [ENTRY]: format(entry({ image: '/faq/../../package.json' })) });
    expect(problems).toEqual([expect.stringMatching(/^content\/faq\/court-lights\.json image: must be an image in public\/faq\//)]);
  });

  it('refuses paths outside the collections, however they are spelled', async () => {
    for (const file of [
      'content/faq/../../app/page.json',
      'public/faq/../../app/x.png',
      'public/faq/Court Lights.png',
      'public/faq/x/image.svg',
      'content/faq/sub/x.json',
    ])
      expect(await save({ [file]: await png(1200, 675) })).toEqual([`${file}: not a content file the editor may change.`]);
  });
});

describe('a save of a landing page', () => {
  const landing = JSON.parse(readFileSync(path.join(ROOT, 'tests/fixtures/landing-pages/padel-clubs.json'), 'utf8'));
  beforeEach(() => {
    for (const folder of ['content/feature-cards', 'content/stories'])
      cpSync(path.join(ROOT, folder), path.join(base, folder), { recursive: true });
  });

  it('accepts a page naming entries that exist, and its removal', async () => {
    expect(await save({ 'content/landing-pages/padel-clubs.json': format(landing) })).toEqual([]);
    expect(await save({}, ['content/landing-pages/padel-clubs.json'])).toEqual([]);
  });

  it('refuses an address the site already uses, and a question that does not exist, naming the box', async () => {
    expect(await save({ 'content/landing-pages/pricing.json': format(landing) })).toEqual([
      expect.stringMatching(/^content\/landing-pages\/pricing\.json/),
    ]);
    const faq = landing.blocks.findIndex((block: { discriminant: string }) => block.discriminant === 'faq');
    const broken = structuredClone(landing);
    broken.blocks[faq].value.questions = ['no-such-question'];
    const problems = await save({ 'content/landing-pages/padel-clubs.json': format(broken) });
    expect(problems).toEqual([expect.stringMatching(/no-such-question/)]);
  });

  it('refuses removing a question a landing page names, naming the page and its box', async () => {
    await mkdir(path.join(base, 'content/landing-pages'), { recursive: true });
    await writeFile(path.join(base, 'content/landing-pages/padel-clubs.json'), format(landing));
    expect(await save({}, ['content/faq/demo-length.json'])).toEqual([
      expect.stringMatching(/^content\/landing-pages\/padel-clubs\.json blocks \d \(faq\) questions: no content\/faq\/demo-length\.json/),
    ]);
    expect(await save({}, ['content/faq/languages.json'])).toEqual([]);
  });
});

describe('a save of the home page’s photo', () => {
  const PICTURE = 'content/home-picture/picture.json';
  const PHOTO = 'public/home-picture/image.jpg';
  const jpeg = async () =>
    sharp(await png(1200, 1200))
      .jpeg()
      .toBuffer();
  const picture = (overrides: Record<string, unknown> = {}) => ({
    image: '/home-picture/image.jpg',
    imageAlt: perLocale('Players shaking hands at the net'),
    ...overrides,
  });

  it('accepts the photo with its alt texts, and the page without a photo (the drawing)', async () => {
    expect(await save({ [PICTURE]: format(picture()), [PHOTO]: await jpeg() })).toEqual([]);
    // Keystatic leaves empty boxes out.
    expect(await save({ [PICTURE]: format({ imageAlt: {} }) })).toEqual([]);
  });

  it('refuses the photo without its alt text in one language, or without the photo itself, naming the box', async () => {
    const imageAlt: Record<string, string> = perLocale('Players shaking hands at the net');
    delete imageAlt.fr;
    expect(await save({ [PICTURE]: format(picture({ imageAlt })), [PHOTO]: await jpeg() })).toEqual([
      `${PICTURE} imageAlt.fr: missing: say what the picture shows, for whoever cannot see it.`,
    ]);
    expect(await save({ [PICTURE]: format(picture()) })).toEqual([`${PICTURE}: its image ${PHOTO} is missing; add the image again.`]);
  });

  it('refuses a photo outside the rules, another file in its folder, and removing the photo the page shows', async () => {
    expect(await save({ [PICTURE]: format(picture()), [PHOTO]: await png(1200, 1200) })).toEqual([
      `${PHOTO}: its name says .jpg but it holds png; save it as what its name says.`,
    ]);
    expect(await save({ 'content/home-picture/second.json': format(picture()), [PHOTO]: await jpeg() })).toEqual([
      'content/home-picture/second.json: the folder holds only picture.json, the home page’s picture; move or remove this file.',
    ]);
    await mkdir(path.join(base, 'content/home-picture'), { recursive: true });
    await writeFile(path.join(base, PICTURE), format(picture()));
    await mkdir(path.join(base, 'public/home-picture'), { recursive: true });
    await writeFile(path.join(base, PHOTO), await jpeg());
    expect(await save({}, [PHOTO])).toEqual([`${PICTURE}: its image ${PHOTO} is missing; add the image again.`]);
    // Removing both brings the drawing back.
    expect(await save({}, [PICTURE, PHOTO])).toEqual([]);
  });
});
