import { existsSync } from 'node:fs';
import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { KEBAB_CASE, collectionFilePath } from '@/lib/content-rules/collection-files';
import { isImageFile } from '@/lib/content-rules/content-images';
import { imageFileProblems } from '@/lib/content-rules/image-file-check';
import { FAQ_FOLDER, FAQ_IMAGE_FOLDER, faqProblems } from '@/lib/faq/faq-rules';
import { FEATURE_CARDS_FOLDER, featureCardProblems } from '@/lib/feature-cards/feature-card-rules';
import { referencesOnDisk } from '@/lib/landing-pages/landing-page-folder';
import { LANDING_PAGES_FOLDER, landingPageProblems } from '@/lib/landing-pages/landing-page-rules';
import { STORIES_FOLDER, STORY_PHOTO_FOLDER, storyProblems } from '@/lib/stories/story-rules';
import path from 'node:path';

/** A collection the editor adds to, changes and removes from: one JSON file per entry, images beside. */
export interface EditedCollection {
  /** From the project's root: `content/faq`. */
  folder: string;
  /** Where the editor writes the entries' images, from the project's root: `public/faq`. */
  imageFolder?: string;
  /** The rules of the whole collection, one line per problem naming the file and field; `root` holds the other collections it may name. */
  problems(files: Readonly<Record<string, unknown>>, root: string): string[];
  /** The public paths of the images an entry shows (`/faq/<entry>/image.png`), to check they exist. */
  imagesOf(entry: unknown): string[];
}

const field = (entry: unknown, ...keys: string[]) =>
  keys.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), entry);
const texts = (...values: unknown[]) => values.filter((value): value is string => typeof value === 'string' && value !== '');

export const EDITED_COLLECTIONS: readonly EditedCollection[] = [
  {
    folder: FAQ_FOLDER,
    imageFolder: `public/${FAQ_IMAGE_FOLDER}`,
    problems: faqProblems,
    imagesOf: (entry) => texts(field(entry, 'image')),
  },
  { folder: FEATURE_CARDS_FOLDER, problems: featureCardProblems, imagesOf: () => [] },
  {
    folder: STORIES_FOLDER,
    imageFolder: `public/${STORY_PHOTO_FOLDER}`,
    problems: storyProblems,
    imagesOf: (entry) => texts(field(entry, 'photo', 'src')),
  },
  // A landing page names feature cards, questions and stories: as they are on disk at the save.
  { folder: LANDING_PAGES_FOLDER, problems: (files, root) => landingPageProblems(files, referencesOnDisk(root)), imagesOf: () => [] },
];

type CollectionFile = { collection: EditedCollection; slug: string; kind: 'entry' } | { collection: EditedCollection; kind: 'image' };

/** What a path of a save is in the collections: an entry's file, an image of one, or neither (undefined). */
export function collectionFileOf(file: string): CollectionFile | undefined {
  for (const collection of EDITED_COLLECTIONS) {
    const entry = file.startsWith(`${collection.folder}/`) && file.slice(collection.folder.length + 1).match(/^([^/]+)\.json$/);
    if (entry && KEBAB_CASE.test(entry[1]!)) return { collection, slug: entry[1]!, kind: 'entry' };
    // The editor writes an entry's image into a folder named after the entry: `public/faq/<entry>/image.png`.
    const image = collection.imageFolder && file.startsWith(`${collection.imageFolder}/`) && file.slice(collection.imageFolder.length + 1);
    if (image && isImageFile(image) && image.split('/').every((segment) => KEBAB_CASE.test(segment.replace(/\.[a-z]+$/, ''))))
      return { collection, kind: 'image' };
  }
  return undefined;
}

/**
 * The problems of a save's changes to the collections (entries added, changed or removed, images
 * added or removed), each naming the file and field: every changed entry in the files' format and
 * within its collection's rules as the collection will be after the save (so two entries cannot take
 * the same place), every image it shows present after the save, every image added within the image
 * rules. Problems of files the save does not touch are left to `npm run check:i18n`.
 */
export async function collectionSaveProblems(
  additions: readonly { path: string; bytes: Buffer }[],
  deletions: readonly string[],
  baseDirectory: string,
): Promise<string[]> {
  const problems: string[] = [];
  const added = new Set(additions.map(({ path: file }) => file));
  const removed = new Set(deletions);
  for (const { path: file, bytes } of additions)
    if (collectionFileOf(file)?.kind === 'image') problems.push(...(await imageFileProblems(file, bytes)));

  for (const collection of EDITED_COLLECTIONS) {
    const changed = [...additions.map(({ path: file }) => file), ...deletions].filter(
      (file) => collectionFileOf(file)?.collection === collection,
    );
    if (!changed.length) continue;
    const { files } = readCollectionFolder(baseDirectory, collection.folder);
    const touched: string[] = [];
    for (const file of deletions) {
      const what = collectionFileOf(file);
      if (what?.collection === collection && what.kind === 'entry') delete files[what.slug];
    }
    for (const { path: file, bytes } of additions) {
      const what = collectionFileOf(file);
      if (what?.collection !== collection || what.kind !== 'entry') continue;
      const text = bytes.toString('utf8');
      let entry: unknown;
      try {
        entry = JSON.parse(text);
      } catch {
        problems.push(`${file}: not valid JSON.`);
        continue;
      }
      if (text !== `${JSON.stringify(entry, null, 2)}\n`)
        problems.push(`${file}: not in the files' format (two-space JSON and a final newline).`);
      files[what.slug] = entry;
      touched.push(file);
    }
    problems.push(...collection.problems(files, baseDirectory).filter((problem) => touched.some((file) => problem.includes(file))));
    // Every image an entry shows is in public/ after the save: added by it, or there and not removed.
    for (const [slug, entry] of Object.entries(files)) {
      for (const image of collection.imagesOf(entry)) {
        const file = `public${image}`;
        const present = added.has(file) || (!removed.has(file) && existsSync(path.join(baseDirectory, file)));
        const entryFile = collectionFilePath(collection.folder, slug);
        if (!present && (touched.includes(entryFile) || removed.has(file)))
          problems.push(`${entryFile}: its image ${file} is missing; add the image again.`);
      }
    }
  }
  return problems;
}
