/**
 * Saves through the copy editor's route in local mode (lib/content-editor/editor-api.ts, as
 * app/api/keystatic/[...params] calls it, with Keystatic writing), into a scratch copy of the
 * content: a photo is written without its location or personal details, keeping its orientation
 * and colour profile; a symbolic link that would take a write out of the editor's folders gets
 * the save refused and nothing written; a save over the editor's limit is refused naming that
 * limit. No server is started; tests/api/content-editor.test.ts sees the same route built.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { editorApiRoute, MAX_SAVE_BYTES } from '@/lib/content-editor/editor-api';
import { LOCALES } from '@/lib/i18n/locales';
import { EXTENSIONS, PHOTO_FORMATS, PLACE, photoWithLocation, readMetadata } from '../helpers/photo-with-location';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'editor password 1234';
const format = (json: unknown) => `${JSON.stringify(json, null, 2)}\n`;
const alt = Object.fromEntries(LOCALES.map((locale) => [locale, `Players shaking hands at the net (${locale})`]));

beforeAll(() => {
  Object.assign(process.env, {
    CONTENT_EDITOR: 'on',
    CONTENT_EDITOR_PASSWORD: PASSWORD,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'editor-saves-data-')),
  });
});

let scratch: string;
let site: string;
beforeEach(() => {
  // The site's folders under site/, and beside it a folder standing for what must never be written (app/).
  scratch = mkdtempSync(path.join(tmpdir(), 'editor-saves-'));
  site = path.join(scratch, 'site');
  for (const folder of ['content', 'messages']) cpSync(path.join(ROOT, folder), path.join(site, folder), { recursive: true });
  mkdirSync(path.join(site, 'public'));
  mkdirSync(path.join(scratch, 'app'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

let client = 0;
const save = (body: string | object) =>
  editorApiRoute({ baseDirectory: site }).POST(
    new Request('http://127.0.0.1/api/keystatic/update', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`marketing:${PASSWORD}`).toString('base64')}`,
        'x-forwarded-for': `198.51.100.${++client}`,
        'content-type': 'application/json',
        'no-cors': '1',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

/** The home page's photo with its file, as the editor sends it (base64url, as Keystatic encodes). */
const homePicture = (extension: string, image: Buffer) => ({
  additions: [
    {
      path: 'content/home-picture/picture.json',
      contents: Buffer.from(format({ image: `/home-picture/image.${extension}`, imageAlt: alt })).toString('base64url'),
    },
    { path: `public/home-picture/image.${extension}`, contents: image.toString('base64url') },
  ],
  deletions: [],
});

describe('a photo saved through the editor', () => {
  it.each(PHOTO_FORMATS)('is written as %s without its location or personal details, turned and coloured as it was', async (type) => {
    const photo = await photoWithLocation(type);
    expect(await readMetadata(photo)).toMatchObject(PLACE);
    const answer = await save(homePicture(EXTENSIONS[type], photo));
    expect(answer.status, await answer.clone().text()).toBe(200);

    const written = readFileSync(path.join(site, `public/home-picture/image.${EXTENSIONS[type]}`));
    const read = await readMetadata(written);
    for (const tag of ['latitude', 'longitude', 'GPSLatitude', 'Artist', 'Copyright', 'Make', 'Model', 'creator'])
      expect(read, tag).not.toHaveProperty(tag);
    const [was, is] = await Promise.all([sharp(photo).metadata(), sharp(written).metadata()]);
    expect(is.icc).toEqual(was.icc);
    expect(is.autoOrient).toEqual(was.autoOrient);
    if (type !== 'avif') expect(read).toEqual({ Orientation: 'Rotate 90 CW' });
  });

  it('is refused, and not written, when it cannot be cleaned', async () => {
    const photo = await photoWithLocation('jpeg');
    // Cut before its end-of-image marker: its header still reads as a JPEG, its structure does not end.
    const cut = photo.subarray(0, photo.lastIndexOf(Buffer.from([0xff, 0xd9])));
    const answer = await save(homePicture('jpg', cut));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(
      'Not saved:\npublic/home-picture/image.jpg: the place it was taken and other details stored in it could not be removed; export it again as JPEG or PNG and add it again.',
    );
    expect(existsSync(path.join(site, 'public/home-picture'))).toBe(false);
  });
});

describe('a save through a symbolic link', () => {
  it('is refused when a link in public/ leads out of it, and nothing is written there', async () => {
    symlinkSync(path.join(scratch, 'app'), path.join(site, 'public/home-picture'));
    const answer = await save(homePicture('jpg', await photoWithLocation('jpeg')));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe(
      'Not saved:\npublic/home-picture/image.jpg: a symbolic link on its way leads out of public/, and the editor writes only inside it; ask a developer to replace the link with the folder itself.',
    );
    expect(readdirSync(path.join(scratch, 'app'))).toEqual([]);
    expect(existsSync(path.join(site, 'content/home-picture/picture.json'))).toBe(false);
  });

  it('is refused when a link in content/ leads out of it', async () => {
    rmSync(path.join(site, 'content/home-picture'), { recursive: true, force: true });
    symlinkSync(path.join(scratch, 'app'), path.join(site, 'content/home-picture'));
    const answer = await save(homePicture('jpg', await photoWithLocation('jpeg')));
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('content/home-picture/picture.json: a symbolic link on its way leads out of content/');
    expect(readdirSync(path.join(scratch, 'app'))).toEqual([]);
    expect(existsSync(path.join(site, 'public/home-picture'))).toBe(false);
  });

  it('is written when the link stays inside the folder', async () => {
    mkdirSync(path.join(site, 'public/pictures'));
    symlinkSync(path.join(site, 'public/pictures'), path.join(site, 'public/home-picture'));
    const answer = await save(homePicture('jpg', await photoWithLocation('jpeg')));
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(existsSync(path.join(site, 'public/pictures/image.jpg'))).toBe(true);
  });
});

describe('a save over the editor’s limit', () => {
  it('is refused in words that name the editor’s own limit, not the API’s', async () => {
    const answer = await save('x'.repeat(MAX_SAVE_BYTES + 1));
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('connection')).toBe('close');
    const text = await answer.text();
    expect(text).toBe(
      `Not saved: the save is larger than 2.4 MB (${MAX_SAVE_BYTES} bytes), the most the editor takes at once: one image of at most 1 MB and the texts beside it. Make the image smaller (2000 pixels wide is plenty) and save again.`,
    );
    expect(text).not.toMatch(/65536|64 KiB/);
  });
});
