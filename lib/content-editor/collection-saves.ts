import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCollectionFolder } from '@/lib/content-rules/collection-folder';
import { KEBAB_CASE, collectionFilePath } from '@/lib/content-rules/collection-files';
import { imagePath } from '@/lib/content-rules/content-images';
import { imageFileProblems } from '@/lib/content-rules/image-file-check';
import { readJsonFile } from '@/lib/content-rules/json-file';
import { FAQ_FOLDER, FAQ_IMAGE_FOLDER, faqProblems } from '@/lib/faq/faq-rules';
import { FEATURE_CARDS_FOLDER, featureCardProblems } from '@/lib/feature-cards/feature-card-rules';
import { HOME_PICTURE_FOLDER, HOME_PICTURE_IMAGE_FOLDER, homePictureProblems } from '@/lib/home-picture/home-picture-rules';
import { LANDING_PAGES_FOLDER, landingPageProblems } from '@/lib/landing-pages/landing-page-rules';
import { STORIES_FOLDER, STORY_PHOTO_FOLDER, storyProblems } from '@/lib/stories/story-rules';

/** The entries' names of any collection as they will be after the save. */
type NamesAfter = (folder: string) => readonly string[];

/** A collection the editor adds to, changes and removes from: one JSON file per entry, images beside. */
interface EditedCollection {
  /** From the project's root: `content/faq`. */
  folder: string;
  /** Where the editor writes the entries' images, under public/: `faq` (`public/faq/<entry>/image.png`). */
  imageFolder?: string;
  /** The rules of the whole collection, one line per problem naming the file and field. */
  problems(files: Readonly<Record<string, unknown>>, namesAfter: NamesAfter): string[];
  /** Where an entry names its image (`image`, `photo.src`). */
  imageField?: readonly string[];
  /** The collections whose entries this one's entries name, by folder: removing one of those must not leave a name dangling. */
  names?: readonly string[];
}

const LANDING_PAGE_NAMES = [FEATURE_CARDS_FOLDER, FAQ_FOLDER, STORIES_FOLDER];

const EDITED_COLLECTIONS: readonly EditedCollection[] = [
  { folder: FAQ_FOLDER, imageFolder: FAQ_IMAGE_FOLDER, imageField: ['image'], problems: faqProblems },
  { folder: FEATURE_CARDS_FOLDER, problems: featureCardProblems },
  { folder: STORIES_FOLDER, imageFolder: STORY_PHOTO_FOLDER, imageField: ['photo', 'src'], problems: storyProblems },
  // One file, not a list (the editor's "Home page — picture"), held to the same rules of images and deletions.
  { folder: HOME_PICTURE_FOLDER, imageFolder: HOME_PICTURE_IMAGE_FOLDER, imageField: ['image'], problems: homePictureProblems },
  {
    folder: LANDING_PAGES_FOLDER,
    names: LANDING_PAGE_NAMES,
    problems: (files, namesAfter) =>
      landingPageProblems(files, {
        featureCards: namesAfter(FEATURE_CARDS_FOLDER),
        faq: namesAfter(FAQ_FOLDER),
        stories: namesAfter(STORIES_FOLDER),
      }),
  },
];

type CollectionFile = { collection: EditedCollection; slug: string; kind: 'entry' } | { collection: EditedCollection; kind: 'image' };

/** What a path of a save is in the collections: an entry's file, an image of one, or neither (undefined). */
export function collectionFileOf(file: string): CollectionFile | undefined {
  for (const collection of EDITED_COLLECTIONS) {
    const entry = file.startsWith(`${collection.folder}/`) && file.slice(collection.folder.length + 1).match(/^([^/]+)\.json$/);
    if (entry && KEBAB_CASE.test(entry[1]!)) return { collection, slug: entry[1]!, kind: 'entry' };
    if (imageOf(collection, file.replace(/^public(?=\/)/, ''))) return { collection, kind: 'image' };
  }
  return undefined;
}

/** An image path of the collection's own (`/faq/<entry>/image.png`), else undefined: the same rule as its entries' files. */
function imageOf(collection: EditedCollection, src: unknown): string | undefined {
  return collection.imageFolder && imagePath(collection.imageFolder).safeParse(src).success ? (src as string) : undefined;
}

/** The image an entry shows, where its field holds one of the collection's image paths. */
function shownImage(collection: EditedCollection, entry: unknown): string | undefined {
  const src = collection.imageField?.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    entry,
  );
  return imageOf(collection, src);
}

/**
 * The problems of a save's changes to the collections (entries added, changed or removed, images
 * added or removed), each naming the file and field: every changed entry in the files' format and
 * within its collection's rules as the collections will be after the save (so two entries cannot
 * take the same place, and a landing page cannot name an entry removed), every image it shows
 * present after the save, every image added within the image rules. Problems of files the save does
 * not touch are left to `npm run check:i18n`, so one broken hand edit does not block every save.
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

  // Every collection as it will be after the save, read from disk once, and the entry files the save writes.
  const after = new Map<EditedCollection, Record<string, unknown>>();
  const filesAfter = (collection: EditedCollection) => {
    if (!after.has(collection)) after.set(collection, readCollectionFolder(baseDirectory, collection.folder).files);
    return after.get(collection)!;
  };
  const written: string[] = [];
  const removedEntries: string[] = [];
  for (const file of deletions) {
    const what = collectionFileOf(file);
    if (what?.kind !== 'entry') continue;
    delete filesAfter(what.collection)[what.slug];
    removedEntries.push(file);
  }
  for (const { path: file, bytes } of additions) {
    const what = collectionFileOf(file);
    if (what?.kind !== 'entry') continue;
    const read = readJsonFile(file, bytes.toString('utf8'));
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    filesAfter(what.collection)[what.slug] = read.json;
    written.push(file);
  }
  const namesAfter: NamesAfter = (folder) =>
    Object.keys(filesAfter(EDITED_COLLECTIONS.find((collection) => collection.folder === folder)!));

  for (const collection of EDITED_COLLECTIONS) {
    // An entry removed (or renamed) from a collection this one names: its entries are checked too.
    const namedGone = removedEntries.filter((file) => collection.names?.some((folder) => file.startsWith(`${folder}/`)));
    const own = [...written, ...deletions].filter((file) => collectionFileOf(file)?.collection === collection);
    const concerned = [...own, ...namedGone];
    if (!concerned.length) continue;
    const files = filesAfter(collection);
    problems.push(...collection.problems(files, namesAfter).filter((problem) => concerned.some((file) => problem.includes(file))));
    // Every image an entry shows is in public/ after the save: added by it, or there and not removed.
    for (const [slug, entry] of Object.entries(files)) {
      const image = shownImage(collection, entry);
      if (!image) continue;
      const file = `public${image}`;
      const present = added.has(file) || (!removed.has(file) && existsSync(path.join(/*turbopackIgnore: true*/ baseDirectory, file)));
      const entryFile = collectionFilePath(collection.folder, slug);
      if (!present && (written.includes(entryFile) || removed.has(file)))
        problems.push(`${entryFile}: its image ${file} is missing; add the image again.`);
    }
  }
  return problems;
}
