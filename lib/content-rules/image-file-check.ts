import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_DIMENSIONS, IMAGE_MAX_BYTES } from './content-images';
import { personalMetadataIn } from './image-metadata/clean-image';

/** What sharp calls each type, by the extensions a file of it may have. */
const FORMAT_EXTENSIONS: Record<string, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  heif: ['avif'],
};

/**
 * The problems of one image's bytes, each naming the file: too heavy, not the type its name says (or
 * not an image at all), too small to look sharp or larger than any layout needs. Server-side only
 * (sharp), on a save and in `npm run check:i18n`: the browser's checks can be skipped.
 */
export async function imageFileProblems(file: string, bytes: Buffer): Promise<string[]> {
  if (bytes.length > IMAGE_MAX_BYTES)
    return [`${file}: ${Math.ceil(bytes.length / 1000)} kB; save it at most ${IMAGE_MAX_BYTES / 1000} kB (2000 pixels wide is plenty).`];
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    return [`${file}: not an image that can be read; save it again as JPEG, PNG, WebP or AVIF.`];
  }
  if (!metadata.format || !(FORMAT_EXTENSIONS[metadata.format] ?? []).includes(extension))
    return [`${file}: its name says .${extension} but it holds ${metadata.format ?? 'something else'}; save it as what its name says.`];
  const { width = 0, height = 0 } = metadata;
  const { minWidth, minHeight, maxWidth, maxHeight } = IMAGE_DIMENSIONS;
  if (width < minWidth || height < minHeight)
    return [`${file}: ${width} × ${height} pixels; it needs at least ${minWidth} × ${minHeight} to look sharp on a phone.`];
  if (width > maxWidth || height > maxHeight)
    return [`${file}: ${width} × ${height} pixels; make it at most ${maxWidth} × ${maxHeight} (2000 pixels wide is plenty).`];
  return [];
}

/**
 * The problems of an image an entry shows, as it is on disk (`npm run check:i18n`): present in
 * public/, within the image rules, and without the personal details a local save removes
 * (./image-metadata/clean-image.ts): in GitHub mode the browser commits the upload as it came, and
 * this check of the commit is where it shows. Each names the entry's file and field.
 */
export async function shownImageProblems(root: string, entryFile: string, field: string, src: string): Promise<string[]> {
  const file = path.join(/*turbopackIgnore: true*/ root, 'public', src);
  if (!existsSync(file)) return [`${entryFile} ${field}: no file public${src}; add the image there.`];
  const bytes = readFileSync(file);
  const problems = await imageFileProblems(`public${src}`, bytes);
  const personal = problems.length ? undefined : personalMetadataIn(await sharp(bytes).metadata());
  if (personal)
    problems.push(
      `public${src}: it still holds its ${personal} details (where a photo was taken, who took it); add it again through the editor of a local copy (npm run dev), which removes them.`,
    );
  return problems.map((problem) => `${entryFile} ${field}: ${problem}`);
}
