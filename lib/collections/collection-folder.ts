import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collectionFilePath } from '@/lib/content-rules/collection-files';
import { shownImageProblems } from '@/lib/content-rules/image-file-check';
import { collectionProblems, entryImage, loadCollection } from './collection-rules';
import type { AnyCollection, Entry, EntryNames } from './content-collection';

/** Files a collection's folder may hold beside its entries: what keeps an empty folder in git. */
const KEEP_FILES = new Set(['.gitkeep']);

/**
 * A collection's files as they are on disk, by slug (`npm run check:i18n` and tests, never the site,
 * which imports them), and the problems of files that are not entries: not `.json`, or not JSON.
 */
export function readCollectionFolder(root: string, folder: string): { files: Record<string, unknown>; problems: string[] } {
  const directory = path.join(/*turbopackIgnore: true*/ root, folder);
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  if (!existsSync(directory)) return { files, problems: [`${folder}: the folder is missing; keep it, even empty (with its .gitkeep).`] };
  for (const name of readdirSync(directory).sort()) {
    if (KEEP_FILES.has(name)) continue;
    const slug = name.replace(/\.json$/, '');
    if (slug === name) {
      problems.push(`${folder}/${name}: not a .json file; the folder holds one JSON file per entry.`);
      continue;
    }
    try {
      files[slug] = JSON.parse(readFileSync(path.join(/*turbopackIgnore: true*/ directory, name), 'utf8'));
    } catch {
      problems.push(`${collectionFilePath(folder, slug)}: not valid JSON.`);
    }
  }
  return { files, problems };
}

/** The entry names of the collections `collection` names, as they are on disk under `root`. */
export function namesOnDisk(root: string, collection: AnyCollection): EntryNames {
  return Object.fromEntries(
    (collection.references?.collections ?? []).map((named) => [named.key, Object.keys(readCollectionFolder(root, named.folder).files)]),
  );
}

/**
 * A collection's folder as it is on disk (`npm run check:i18n`, never the site, which imports it):
 * each file valid JSON keeping the rules, naming entries that are on disk too, and each image it
 * shows present in public/ and within the image rules, which only the disk can tell. An empty
 * folder is fine: no entry.
 */
export async function collectionFolderProblems(collection: AnyCollection, root: string): Promise<string[]> {
  const { files, problems } = readCollectionFolder(root, collection.folder);
  problems.push(...collectionProblems(collection, files, namesOnDisk(root, collection)));
  for (const [slug, json] of Object.entries(files)) {
    const entry = collection.schema.safeParse(json);
    const src = entry.success ? entryImage(collection, entry.data) : undefined;
    if (typeof src === 'string')
      problems.push(
        ...(await shownImageProblems(root, collectionFilePath(collection.folder, slug), collection.image!.field.join('.'), src)),
      );
  }
  return problems;
}

/**
 * A collection's entries as its folder holds them at this moment, by the site's rules: under
 * `next dev`, an entry the editor has just added is among them, which the site's imported copy
 * misses until the server restarts (docs/decisions.md "Landing pages are content").
 */
export function collectionOnDisk<Collection extends AnyCollection>(
  collection: Collection,
  root: string = process.cwd(),
): Entry<Collection['schema']>[] {
  return loadCollection(collection, readCollectionFolder(root, collection.folder).files, namesOnDisk(root, collection));
}
