import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * What the content collections share (content/faq/, content/feature-cards/: one entry per JSON file,
 * the shape the editor's collections write): a kebab-case file name, an `order` of its own, texts in
 * every language, and problems that name the file and the field, because the person reading them is
 * a marketer who edited the file (docs/decisions.md "Feature cards are content too").
 */

export interface Collection<Schema extends z.ZodType> {
  /** The folder, from the repository's root: `content/faq`. */
  folder: string;
  /** What one entry is called in a problem: `entry`, `card`. */
  noun: string;
  schema: Schema;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const entryFilePath = (collection: { folder: string }, slug: string) => `${collection.folder}/${slug}.json`;

/** A bounded, trimmed plain text (no HTML), as every language of a collection's text field is. */
export function plainText({ min, max }: { min: number; max: number }) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'missing: write the text in this language' : 'must be text') })
    .trim()
    .min(min, `write at least ${min} characters`)
    .max(max, `write at most ${max} characters`)
    .refine((value) => !/<[a-z/!]/i.test(value), 'plain text only: no HTML tags');
}

/** One text per language, every language present and no other. */
export function perLocale<Text extends z.ZodType<string>>(text: () => Text) {
  return z.strictObject(Object.fromEntries(LOCALES.map((locale) => [locale, text()])) as Record<Locale, Text>);
}

/** An entry's place in its list, 1 first. */
export const orderField = z
  .int({ error: (issue) => (issue.input === undefined ? 'missing: write a whole number' : 'write a whole number') })
  .min(1, 'write a whole number from 1')
  .max(999, 'write a whole number up to 999');

/** What is wrong with a collection's files, one line each naming the file and the field; empty when they are fine. */
export function collectionProblems(
  collection: Collection<z.ZodType<{ order: number }>>,
  files: Readonly<Record<string, unknown>>,
): string[] {
  const problems: string[] = [];
  const orders = new Map<number, string>();
  for (const [slug, json] of Object.entries(files)) {
    const file = entryFilePath(collection, slug);
    if (!SLUG.test(slug)) problems.push(`${file}: the file's name must be kebab-case (lowercase letters, digits and single hyphens).`);
    const parsed = collection.schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${file} ${fieldOf(issue)}: ${issue.message}.`);
      continue;
    }
    const other = orders.get(parsed.data.order);
    if (other)
      problems.push(
        `${file} order: ${parsed.data.order} is also the order of ${entryFilePath(collection, other)}; give each ${collection.noun} its own.`,
      );
    else orders.set(parsed.data.order, slug);
  }
  return problems;
}

/** The field an issue is about, dotted (`answer.de`), naming a missing or unknown one itself. */
function fieldOf(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return [path, issue.keys.join(', ')].filter(Boolean).join('.');
  return path || '(the file)';
}

/** The entries with their slugs, in order; call only once collectionProblems found none. */
export function entriesInOrder<Entry extends { order: number }>(
  collection: Collection<z.ZodType<Entry>>,
  files: Readonly<Record<string, unknown>>,
): (Entry & { slug: string })[] {
  return Object.entries(files)
    .map(([slug, json]) => ({ ...collection.schema.parse(json), slug }))
    .sort((a, b) => a.order - b.order);
}
