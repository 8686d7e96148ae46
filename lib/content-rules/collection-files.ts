import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * What the content collections share (content/faq/, content/stories/: one JSON file per entry, the
 * shape the editor's collections write): plain text in every language, an `order`, kebab-case file
 * names, and problems that name the file and the field, for the marketer who edited the file.
 */

export const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Trimmed plain text of bounded length: no HTML, which the pages would show as it is. */
export function plainText({ min, max }: { min: number; max: number }, missing = 'missing: write the text in this language') {
  return z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'must be text') })
    .trim()
    .min(min, `write at least ${min} characters`)
    .max(max, `write at most ${max} characters`)
    .refine((value) => !/<[a-z/!]/i.test(value), 'plain text only: no HTML tags');
}

/** Plain text that names no figure by placeholder: the words themselves (feature cards, landing pages). */
export function wordsOnly(bounds: { min: number; max: number }) {
  return plainText(bounds).refine((value) => !/[{}]/.test(value), 'no placeholders: write the words themselves, without { }');
}

/** A missing field's problem, said in words; any other problem as Zod says it. */
export const whenMissing = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined),
});

/** One text per language, every language present and no other. */
export function perLocale<T extends z.ZodType>(text: T) {
  return z.strictObject(
    Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, T>,
    whenMissing(`missing: write it in every language (${LOCALES.join(', ')})`),
  );
}

/** An entry's place in its list, 1 first. */
export const ORDER_BOUNDS = { min: 1, max: 999 } as const;
export const orderField = z
  .int({ error: (issue) => (issue.input === undefined ? 'missing: write a whole number' : 'write a whole number') })
  .min(ORDER_BOUNDS.min, `write a whole number from ${ORDER_BOUNDS.min}`)
  .max(ORDER_BOUNDS.max, `write a whole number up to ${ORDER_BOUNDS.max}`);

/** The field an issue is about, dotted (`answer.de`), naming a missing or unknown one itself. */
export function issueField(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return [path, issue.keys.join(', ')].filter(Boolean).join('.');
  return path || '(the file)';
}

export interface Collection<Schema extends z.ZodType<{ order: number }>> {
  /** The folder, from the project's root (`content/faq`). */
  folder: string;
  schema: Schema;
}

export const collectionFilePath = (folder: string, slug: string) => `${folder}/${slug}.json`;

/**
 * A collection's files as the bundler's glob imported them (`import.meta.glob` of its folder, keyed by
 * the file's path), keyed by slug: the file's name without `.json`. The site imports its collections
 * this way rather than through an index of one import per file, so an entry the editor adds needs no
 * developer, and an empty folder is simply no entry (docs/decisions.md "Collections in the editor").
 */
export function filesBySlug(modules: Readonly<Record<string, unknown>>, folder: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, json]) => {
      if (!file.includes(`${folder}/`)) throw new Error(`A file outside ${folder}/: ${file}`);
      return [file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, ''), json];
    }),
  );
}

/**
 * What is wrong with a collection's files (by slug), one line each naming the file and the field;
 * empty when they are fine. Each entry has its own order, so the list's order is never left to chance.
 */
export function collectionProblems<Schema extends z.ZodType<{ order: number }>>(
  { folder, schema }: Collection<Schema>,
  files: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const orders = new Map<number, string>();
  for (const [slug, json] of Object.entries(files)) {
    const file = collectionFilePath(folder, slug);
    if (!KEBAB_CASE.test(slug))
      problems.push(`${file}: the file's name must be kebab-case (lowercase letters, digits and single hyphens).`);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${file} ${issueField(issue)}: ${issue.message}.`);
      continue;
    }
    const other = orders.get(parsed.data.order);
    if (other)
      problems.push(
        `${file} order: ${parsed.data.order} is also the order of ${collectionFilePath(folder, other)}; give each entry its own.`,
      );
    else orders.set(parsed.data.order, slug);
  }
  return problems;
}

/** A collection's valid entries in order, each with its slug; or the problems, when a file breaks the rules. */
export function collectionEntries<Schema extends z.ZodType<{ order: number }>>(
  collection: Collection<Schema>,
  files: Readonly<Record<string, unknown>>,
): { entries: (z.output<Schema> & { slug: string })[] } | { problems: string[] } {
  const problems = collectionProblems(collection, files);
  if (problems.length) return { problems };
  const entries = Object.entries(files)
    .map(([slug, json]) => ({ ...collection.schema.parse(json), slug }))
    .sort((a, b) => a.order - b.order);
  return { entries };
}

/** A collection whose files break the rules: the build stops here, naming every problem. */
export class CollectionContentError extends Error {
  constructor(
    what: string,
    readonly problems: string[],
  ) {
    super(`${what} are not valid:\n${problems.join('\n')}`);
    this.name = 'CollectionContentError';
  }
}

/** A collection's entries in order; throws, naming every problem, when a file breaks the rules (the build fails). */
export function loadCollection<Schema extends z.ZodType<{ order: number }>>(
  collection: Collection<Schema>,
  files: Readonly<Record<string, unknown>>,
  /** What the files are, for the error: `The FAQ files`. */
  what: string,
): (z.output<Schema> & { slug: string })[] {
  const loaded = collectionEntries(collection, files);
  if ('problems' in loaded) throw new CollectionContentError(what, loaded.problems);
  return loaded.entries;
}
