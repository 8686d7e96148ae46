import { CollectionContentError, collectionFilePath, issueField, KEBAB_CASE } from '@/lib/content-rules/collection-files';
import type { AnyCollection, CollectionFiles, Entry, EntryNames } from './content-collection';

/**
 * A collection's rules applied to its files, by its declaration (./content-collection.ts): the same
 * for the build (`loadCollection`), the save check and `npm run check:i18n`. Every problem is one
 * line naming the file and the box, for the marketer who edited the file.
 */

/** What is wrong with the entry's name, one line each: none of the site's own rules but the collection's. */
function nameProblems(collection: AnyCollection, slug: string, file: string): string[] {
  const { entries } = collection;
  if (entries.kind === 'single')
    return slug === entries.name ? [] : [`${file}: the folder holds only ${entries.name}.json, ${entries.what}; move or remove this file.`];
  if (entries.kind === 'named') return entries.nameProblems(slug).map((problem) => `${file} slug: ${problem}.`);
  return KEBAB_CASE.test(slug) ? [] : [`${file}: the file's name must be kebab-case (lowercase letters, digits and single hyphens).`];
}

/**
 * What is wrong with a collection's files (by name), one line each naming the file and the box;
 * empty when they are fine. Ordered entries each have their own place, so the list's order is never
 * left to chance; an entry naming another collection's entry names one in `names` (that collection's
 * entries, by its key).
 */
export function collectionProblems(collection: AnyCollection, files: CollectionFiles, names: EntryNames = {}): string[] {
  const problems: string[] = [];
  const orders = new Map<number, string>();
  for (const [slug, json] of Object.entries(files)) {
    const file = collectionFilePath(collection.folder, slug);
    const misnamed = nameProblems(collection, slug, file);
    problems.push(...misnamed);
    // Another file in a folder of one is not read: it is the problem.
    if (collection.entries.kind === 'single' && misnamed.length) continue;
    const parsed = collection.schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file} ${collection.box ? collection.box(issue, json) : issueField(issue)}: ${issue.message}.`);
      continue;
    }
    if (collection.entries.kind === 'ordered') {
      const { order } = parsed.data as { order: number };
      const other = orders.get(order);
      if (other)
        problems.push(
          `${file} order: ${order} is also the order of ${collectionFilePath(collection.folder, other)}; give each entry its own.`,
        );
      else orders.set(order, slug);
    }
    for (const { box, collection: named, names: given } of collection.references?.of(parsed.data) ?? [])
      for (const name of given)
        if (!(names[named.key] ?? []).includes(name))
          problems.push(`${file} ${box}: no ${collectionFilePath(named.folder, name)}; choose one that exists.`);
  }
  return problems;
}

/**
 * A collection's entries, each with its name, in the collection's order (by `order`, or as it
 * compares them; by name otherwise); throws, naming every problem, when a file breaks the rules:
 * the build stops here.
 */
export function loadCollection<Collection extends AnyCollection>(
  collection: Collection,
  files: CollectionFiles,
  names: EntryNames = {},
): Entry<Collection['schema']>[] {
  const problems = collectionProblems(collection, files, names);
  if (problems.length) throw new CollectionContentError(collection.what, problems);
  const entries: Entry<Collection['schema']>[] = Object.entries(files).map(([slug, json]) => ({ ...collection.schema.parse(json), slug }));
  const { entries: kind } = collection;
  return entries.sort(
    kind.kind === 'ordered'
      ? (kind.compare ?? ((a, b) => (a as { order: number }).order - (b as { order: number }).order))
      : (a, b) => a.slug.localeCompare(b.slug),
  );
}

/** The image an entry shows, where its declaration says (`photo.src`); undefined when it shows none. */
export function entryImage(collection: AnyCollection, entry: unknown): unknown {
  return collection.image?.field.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    entry,
  );
}
