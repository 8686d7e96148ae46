import { z } from 'zod';
import { CollectionContentError, collectionFilePath, issueField } from '@/lib/content-rules/collection-files';
import { imagePath } from '@/lib/content-rules/content-images';
import { optionalAltTexts, requireAltTexts } from '@/lib/content-rules/image-alt';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The home page's picture (content/home-picture/picture.json, the editor's "Home page — picture"):
 * a photo marketers may put at the top of the home page in place of the drawn member app, with its
 * alt text in every language. No file, or a file without a photo, keeps the drawing, as shipped.
 */

export const HOME_PICTURE_FOLDER = 'content/home-picture';
/** The folder's one file: the editor's page writes it, and nothing else belongs there. */
export const HOME_PICTURE_ENTRY = 'picture';
/** Where the editor writes the photo, under public/ (`/home-picture/image.jpg`). */
export const HOME_PICTURE_IMAGE_FOLDER = 'home-picture';

export const homePictureSchema = z
  .strictObject({ image: imagePath(HOME_PICTURE_IMAGE_FOLDER).optional(), imageAlt: optionalAltTexts })
  .superRefine(requireAltTexts);

export const homePictureFilePath = collectionFilePath(HOME_PICTURE_FOLDER, HOME_PICTURE_ENTRY);

/** What is wrong with the folder's files (by name), one line each naming the file and the field. */
export function homePictureProblems(files: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(files).flatMap(([slug, json]) => {
    const file = collectionFilePath(HOME_PICTURE_FOLDER, slug);
    if (slug !== HOME_PICTURE_ENTRY)
      return [`${file}: the folder holds only ${HOME_PICTURE_ENTRY}.json, the home page’s picture; move or remove this file.`];
    const parsed = homePictureSchema.safeParse(json);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${file} ${issueField(issue)}: ${issue.message}.`);
  });
}

export interface HomePicture {
  src: string;
  alt: Record<Locale, string>;
}

/** The photo with its alt texts, or undefined for the drawing; throws, naming every problem, when the file breaks the rules (the build fails). */
export function loadHomePicture(files: Readonly<Record<string, unknown>>): HomePicture | undefined {
  const problems = homePictureProblems(files);
  if (problems.length) throw new CollectionContentError('The home page picture files', problems);
  const file = files[HOME_PICTURE_ENTRY];
  const picture = file === undefined ? undefined : homePictureSchema.parse(file);
  if (!picture?.image) return undefined;
  return { src: picture.image, alt: picture.imageAlt as Record<Locale, string> };
}
