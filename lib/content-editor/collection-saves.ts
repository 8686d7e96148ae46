import { existsSync } from 'node:fs';
import path from 'node:path';
import { collectionProblems, entryImage } from '@/lib/collections/collection-rules';
import { readCollectionFolder } from '@/lib/collections/collection-folder';
import type { AnyCollection } from '@/lib/collections/content-collection';
import { COLLECTIONS } from '@/lib/collection-registry/registry';
import { KEBAB_CASE, collectionFilePath } from '@/lib/content-rules/collection-files';
import { imagePath } from '@/lib/content-rules/content-images';
import { imageFileProblems } from '@/lib/content-rules/image-file-check';
import { readJsonFile } from '@/lib/content-rules/json-file';
import { savedLanguageProblems } from '@/lib/content-rules/site-glossary';

type CollectionFile = { collection: AnyCollection; slug: string; kind: 'entry' } | { collection: AnyCollection; kind: 'image' };

/**
 * What a path of a save is in the collections the editor adds to, changes and removes from (their
 * declarations, lib/collection-registry/registry.ts): an entry's file, an image of one, or neither (undefined).
 */
export function collectionFileOf(file: string): CollectionFile | undefined {
  for (const collection of COLLECTIONS) {
    const entry = file.startsWith(`${collection.folder}/`) && file.slice(collection.folder.length + 1).match(/^([^/]+)\.json$/);
    if (entry && KEBAB_CASE.test(entry[1]!)) return { collection, slug: entry[1]!, kind: 'entry' };
    if (imageOf(collection, file.replace(/^public(?=\/)/, ''))) return { collection, kind: 'image' };
  }
  return undefined;
}

/** An image path of the collection's own (`/faq/<entry>/image.png`), else undefined: the same rule as its entries' files. */
function imageOf(collection: AnyCollection, src: unknown): string | undefined {
  return collection.image && imagePath(collection.image.folder).safeParse(src).success ? (src as string) : undefined;
}

/** The image an entry shows, where its field holds one of the collection's image paths. */
function shownImage(collection: AnyCollection, entry: unknown): string | undefined {
  return imageOf(collection, entryImage(collection, entry));
}

/**
 * The problems of a save's changes to the collections (entries added, changed or removed, images
 * added or removed), each naming the file and field: every changed entry in the files' format, its
 * texts within their languages' rules (lib/content-rules/site-glossary.ts), and within its
 * collection's rules as the collections will be after the save (so two entries cannot take the
 * same place, and a landing page cannot name an entry removed), every image it shows
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
  const after = new Map<AnyCollection, Record<string, unknown>>();
  const filesAfter = (collection: AnyCollection) => {
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
    problems.push(...savedLanguageProblems(file, read.json));
    filesAfter(what.collection)[what.slug] = read.json;
    written.push(file);
  }
  // The entries' names of the collections one names, as they will be after the save.
  const namesAfter = (collection: AnyCollection) =>
    Object.fromEntries((collection.references?.collections ?? []).map((named) => [named.key, Object.keys(filesAfter(named))]));

  for (const collection of COLLECTIONS) {
    // An entry removed (or renamed) from a collection this one names: its entries are checked too.
    const namedGone = removedEntries.filter((file) =>
      collection.references?.collections.some(({ folder }) => file.startsWith(`${folder}/`)),
    );
    const own = [...written, ...deletions].filter((file) => collectionFileOf(file)?.collection === collection);
    const concerned = [...own, ...namedGone];
    if (!concerned.length) continue;
    const files = filesAfter(collection);
    problems.push(
      ...collectionProblems(collection, files, namesAfter(collection)).filter((problem) =>
        concerned.some((file) => problem.includes(file)),
      ),
    );
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
