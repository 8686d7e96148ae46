/**
 * An uploaded image loses the place it was taken and every other personal detail, and looks as it
 * did (lib/content-rules/image-metadata/): JPEG, PNG and WebP with their compressed image copied
 * byte for byte and the EXIF orientation kept; AVIF re-encoded, turned upright; the colour profile
 * kept in each. An image the cleaners cannot follow is not returned (the save refuses it). On
 * disk (`npm run check:i18n`, which sees what GitHub mode commits as uploaded), a photo that still
 * holds them is named.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shownImageProblems } from '@/lib/content-rules/image-file-check';
import { cleanImage } from '@/lib/content-rules/image-metadata/clean-image';
import { OWNER, PHOTO_FORMATS, PLACE, photoWithLocation, readMetadata, webpChunks } from '../helpers/photo-with-location';

/** The tags that say who, where, when or with what; none may survive. */
const PERSONAL_TAGS = [
  'latitude',
  'longitude',
  'GPSLatitude',
  'GPSLongitude',
  'Artist',
  'Copyright',
  'Make',
  'Model',
  'Software',
  'DateTimeOriginal',
  'BodySerialNumber',
  'creator',
];

const upright = async (bytes: Buffer) => sharp(bytes).autoOrient().raw().toBuffer({ resolveWithObject: true });

describe.each(PHOTO_FORMATS)('a %s photo with its location', (format) => {
  it('loses its location, owner, camera and dates, and keeps its orientation, colour profile and pixels', async () => {
    const photo = await photoWithLocation(format);
    const before = await readMetadata(photo);
    expect(before).toMatchObject(PLACE);
    expect(photo.includes(OWNER)).toBe(true);

    const cleaned = (await cleanImage(photo))!;
    expect(cleaned).toBeInstanceOf(Buffer);
    const after = await readMetadata(cleaned);
    for (const tag of PERSONAL_TAGS) expect(after, tag).not.toHaveProperty(tag);
    expect(cleaned.includes(OWNER)).toBe(false);
    const [was, is] = await Promise.all([sharp(photo).metadata(), sharp(cleaned).metadata()]);
    expect(is.format).toBe(was.format);
    expect([is.xmp, is.iptc, is.comments]).toEqual([undefined, undefined, undefined]);
    expect(was.icc?.length).toBeGreaterThan(0); // Display P3
    expect(is.icc).toEqual(was.icc);
    // Shown the same way: turned by the same orientation, or (AVIF, re-encoded) with the turn in its pixels.
    expect(is.autoOrient).toEqual(was.autoOrient);
    const [wasShown, isShown] = await Promise.all([upright(photo), upright(cleaned)]);
    expect(isShown.info).toEqual(wasShown.info);
    if (format === 'avif') {
      expect(is.orientation).toBeUndefined();
      expect(cleaned.length).toBeLessThan(photo.length * 4);
    } else {
      expect(after).toEqual({ Orientation: 'Rotate 90 CW' });
      expect(isShown.data.equals(wasShown.data)).toBe(true);
      expect(cleaned.length).toBeLessThan(photo.length);
    }
  });
});

describe('what the cleaners keep and drop', () => {
  it('writes no orientation block for a photo that is upright as stored', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const photo = await sharp(await photoWithLocation(format))
        .autoOrient()
        .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } })
        [format]()
        .toBuffer();
      const cleaned = (await cleanImage(photo))!;
      expect(await readMetadata(cleaned), format).toEqual({});
      expect((await sharp(cleaned).metadata()).exif, format).toBeUndefined();
    }
  });

  it('drops the JPEG’s comment, IPTC, XMP and what follows the image; keeps a CMYK file’s Adobe segment and a progressive scan', async () => {
    const cmyk = await sharp(await photoWithLocation('jpeg'))
      .toColourspace('cmyk')
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    const progressive = await sharp(await photoWithLocation('jpeg'))
      .keepMetadata()
      .jpeg({ progressive: true })
      .toBuffer();
    for (const photo of [cmyk, progressive]) {
      const cleaned = (await cleanImage(photo))!;
      expect(cleaned).toBeInstanceOf(Buffer);
      const [was, is] = await Promise.all([sharp(photo).raw().toBuffer(), sharp(cleaned).raw().toBuffer()]);
      expect(is.equals(was)).toBe(true);
    }
    expect((await cleanImage(cmyk))!.includes('Adobe')).toBe(true);
    expect((await sharp(await cleanImage(cmyk)).metadata()).space).toBe('cmyk');
    const cleaned = (await cleanImage(await photoWithLocation('jpeg')))!;
    expect(cleaned.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('keeps a PNG’s palette and transparency, and drops its text chunks', async () => {
    const palette = await sharp(await photoWithLocation('png'))
      .keepMetadata()
      .ensureAlpha(0.5)
      .png({ palette: true })
      .toBuffer();
    const cleaned = (await cleanImage(palette))!;
    const [was, is] = await Promise.all([sharp(palette).metadata(), sharp(cleaned).metadata()]);
    expect([was.isPalette, was.hasAlpha]).toEqual([true, true]);
    expect([is.isPalette, is.hasAlpha, is.comments]).toEqual([true, true, undefined]);
    const [wasShown, isShown] = await Promise.all([upright(palette), upright(cleaned)]);
    expect(isShown.data.equals(wasShown.data)).toBe(true);
    for (const type of ['tEXt', 'zTXt', 'iTXt', 'tIME']) expect(cleaned.includes(type), type).toBe(false);
  });

  it('keeps an animated WebP’s frames, and drops its EXIF, XMP and a vendor’s chunk with their flags', async () => {
    const frames = await Promise.all(
      ['#1f7a5a', '#aa3300'].map((background) =>
        sharp({ create: { width: 640, height: 320, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>')
      .webp()
      .toBuffer();
    expect(webpChunks(animated).has('EXIF')).toBe(true);
    const cleaned = (await cleanImage(animated))!;
    expect([...webpChunks(cleaned).keys()].filter((type) => !['ANMF'].includes(type))).toEqual(['VP8X', 'ANIM']);
    expect(webpChunks(cleaned).get('VP8X')![0]! & 0x0c).toBe(0);
    expect((await sharp(cleaned).metadata()).pages).toBe(2);
    const vendor = (await cleanImage(await photoWithLocation('webp')))!;
    expect([...webpChunks(vendor).keys()]).toEqual(['VP8X', 'ICCP', 'VP8 ', 'EXIF']);
  });

  it('returns nothing for what it cannot follow: a cut-off file, a type it does not clean, no image at all', async () => {
    const jpeg = await photoWithLocation('jpeg');
    expect(await cleanImage(jpeg.subarray(0, jpeg.length / 2))).toBeUndefined();
    const png = await photoWithLocation('png');
    expect(await cleanImage(png.subarray(0, png.length - 40))).toBeUndefined();
    const gif = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#1f7a5a' } })
      .gif()
      .toBuffer();
    expect(await cleanImage(gif)).toBeUndefined();
    expect(await cleanImage(Buffer.from('<svg onload="alert(1)"/>'))).toBeUndefined();
  });
});

describe('an image on disk (npm run check:i18n)', () => {
  it('is named while it holds personal details, and passes once cleaned', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'image-metadata-'));
    mkdirSync(path.join(root, 'public/home-picture'), { recursive: true });
    const check = () => shownImageProblems(root, 'content/home-picture/picture.json', 'image', '/home-picture/image.jpg');
    const photo = await photoWithLocation('jpeg');
    writeFileSync(path.join(root, 'public/home-picture/image.jpg'), photo);
    expect(await check()).toEqual([
      'content/home-picture/picture.json image: public/home-picture/image.jpg: it still holds its EXIF details (where a photo was taken, who took it); add it again through the editor of a local copy (npm run dev), which removes them.',
    ]);
    writeFileSync(path.join(root, 'public/home-picture/image.jpg'), (await cleanImage(photo))!);
    expect(await check()).toEqual([]);
  });
});
