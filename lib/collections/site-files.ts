import { loadCollection } from './collection-rules';
import type { AnyCollection, CollectionFiles, Entry, EntryNames } from './content-collection';

/**
 * Every collection's files as the site has them: one glob of every folder of content/, imported
 * by the bundler, so every build (the standalone one too) carries them, and an entry the editor
 * adds, or a collection a developer declares, needs no line here. Turbopack and Vite (the unit
 * tests) both read `import.meta.glob`; the pattern must be a literal. Scripts run by tsx, which
 * has no glob, read the folders instead (./collection-folder.ts) and never import this module.
 */
const CONTENT: Readonly<Record<string, unknown>> = import.meta.glob('../../content/*/*.json', { eager: true, import: 'default' });

/** A collection's files as the site has them, by entry name (the file's name without `.json`). */
export function siteFiles(collection: AnyCollection): CollectionFiles {
  const folder = `../../${collection.folder}/`;
  return Object.fromEntries(
    Object.entries(CONTENT)
      .filter(([file]) => file.startsWith(folder))
      .map(([file, json]) => [file.slice(folder.length).replace(/\.json$/, ''), json]),
  );
}

/** The entry names of these collections as the site has them, by key: what an entry may name. */
export function siteNames(collections: readonly AnyCollection[]): EntryNames {
  return Object.fromEntries(collections.map((collection) => [collection.key, Object.keys(siteFiles(collection))]));
}

/** A collection's entries as the site shows them, in order; a file that breaks the rules fails the build here. */
export function siteEntries<Collection extends AnyCollection>(collection: Collection): Entry<Collection['schema']>[] {
  return loadCollection(collection, siteFiles(collection), siteNames(collection.references?.collections ?? []));
}
