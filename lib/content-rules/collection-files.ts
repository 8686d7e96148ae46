import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * The pieces the content collections' schemas share (one JSON file per entry, the shape the
 * editor's collections write): plain text in every language, an `order`, kebab-case file names, and
 * the field an issue is about, for the marketer who edited the file. The rules that apply them to a
 * collection's files are lib/collections/collection-rules.ts.
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

export const collectionFilePath = (folder: string, slug: string) => `${folder}/${slug}.json`;

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
