/**
 * The home page's photo (lib/home-picture/, components/home-picture/hero-picture.tsx): none as
 * shipped, so the drawn member app shows; a file with a photo and its alt texts puts the photo in
 * its place through the image optimizer, fetched first and never lazily; the rules name the box of
 * a missing alt text, and refuse a second file; `npm run check:i18n` finds a photo that is missing
 * from public/ or outside the image rules.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HeroPicture } from '@/components/home-picture/hero-picture';
import { LOCALES } from '@/lib/i18n/locales';
import { collectionFolderProblems } from '@/lib/collections/collection-folder';
import { collectionProblems } from '@/lib/collections/collection-rules';
import type { CollectionFiles } from '@/lib/collections/content-collection';
import { HOME_PICTURE, loadHomePicture } from '@/lib/home-picture/home-picture';
import { HOME_PICTURE_COLLECTION } from '@/lib/home-picture/home-picture-collection';

const homePictureProblems = (files: CollectionFiles) => collectionProblems(HOME_PICTURE_COLLECTION, files);
const homePictureFolderProblems = (root: string) => collectionFolderProblems(HOME_PICTURE_COLLECTION, root);

const ROOT = path.resolve(import.meta.dirname, '../..');
const alt = Object.fromEntries(LOCALES.map((locale) => [locale, `Players shaking hands at the net (${locale})`]));
const withPhoto = { picture: { image: '/home-picture/image.jpg', imageAlt: alt } };

describe('the home page’s photo', () => {
  it('is absent as shipped, and the hero shows the drawn member app', () => {
    expect(HOME_PICTURE).toBeUndefined();
    expect(loadHomePicture({})).toBeUndefined();
    expect(loadHomePicture({ picture: { imageAlt: {} } })).toBeUndefined();
    const html = renderToStaticMarkup(createElement(HeroPicture, { locale: 'fr', picture: undefined }));
    expect(html).toMatch(/^<div class="hero-screen">/);
    expect(html).not.toContain('<img');
  });

  it('takes the drawing’s place, optimized, in the page’s language, fetched first', () => {
    const html = renderToStaticMarkup(createElement(HeroPicture, { locale: 'fr', picture: loadHomePicture(withPhoto) }));
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(html).not.toContain('hero-screen');
    expect(img).toContain(`alt="${alt.fr}"`);
    expect(img).toContain('class="hero-photo"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(img).toMatch(/srcSet="\/_next\/image\?url=%2Fhome-picture%2Fimage\.jpg&amp;w=\d+&amp;q=75 \d+w,/);
    expect(img).not.toContain('style=');
  });

  it('refuses a photo without its alt text in one language, naming the box, and a second file', () => {
    const withoutGerman = { ...alt, de: '' };
    expect(homePictureProblems({ picture: { ...withPhoto.picture, imageAlt: withoutGerman } })).toEqual([
      'content/home-picture/picture.json imageAlt.de: missing: say what the picture shows, for whoever cannot see it.',
    ]);
    expect(homePictureProblems({ other: withPhoto.picture })).toEqual([
      'content/home-picture/other.json: the folder holds only picture.json, the home page’s picture; move or remove this file.',
    ]);
    expect(() => loadHomePicture({ picture: { image: '/elsewhere/x.jpg', imageAlt: alt } })).toThrow(
      /image: must be an image in public\/home-picture\//,
    );
  });

  it('check:i18n: nothing wrong as shipped; a photo missing from public/ or outside the rules is named', async () => {
    expect(await homePictureFolderProblems(ROOT)).toEqual([]);
    const root = mkdtempSync(path.join(tmpdir(), 'home-picture-'));
    mkdirSync(path.join(root, 'content/home-picture'), { recursive: true });
    writeFileSync(path.join(root, 'content/home-picture/picture.json'), JSON.stringify(withPhoto.picture));
    expect(await homePictureFolderProblems(root)).toEqual([
      'content/home-picture/picture.json image: no file public/home-picture/image.jpg; add the image there.',
    ]);
    mkdirSync(path.join(root, 'public/home-picture'), { recursive: true });
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d8a31a' } })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(root, 'public/home-picture/image.jpg'), small);
    expect(await homePictureFolderProblems(root)).toEqual([
      'content/home-picture/picture.json image: public/home-picture/image.jpg: 300 × 200 pixels; it needs at least 600 × 300 to look sharp on a phone.',
    ]);
  });
});
