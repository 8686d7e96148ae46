import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { operations, type OperationSlug } from '@/lib/operations/registry';
import { PAGE_PATHS, type PagePath } from '@/lib/site/site-pages';

/**
 * The rules of an FAQ entry (content/faq/<slug>.json, one entry per file, the shape the editor's
 * collection will write): its place in the list, the forms it is shown beside, an optional page it
 * points to, and its question and plain-text answer in every language. Every problem names the file
 * and the field, because the person reading it is a marketer who edited the file.
 */

export const FAQ_FOLDER = 'content/faq';

/** Figures an answer may name by placeholder, filled from where they are enforced (faq-values.ts). */
export const FAQ_PLACEHOLDERS = ['product', 'meetingMinutes', 'followUpHours'] as const;
export type FaqPlaceholder = (typeof FAQ_PLACEHOLDERS)[number];

export const QUESTION_LENGTH = { min: 10, max: 200 };
export const ANSWER_LENGTH = { min: 20, max: 1500 };
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Pages an answer may point to: any page but the home page and the FAQ itself. */
export const FAQ_LINK_TARGETS = PAGE_PATHS.filter((path) => path !== '' && path !== '/faq') as Exclude<PagePath, '' | '/faq'>[];

const operationSlugs = operations.map((operation) => operation.slug) as [OperationSlug, ...OperationSlug[]];

const placeholdersOf = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map(([, name]) => name!);

function text({ min, max }: { min: number; max: number }) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'missing: write the text in this language' : 'must be text') })
    .trim()
    .min(min, `write at least ${min} characters`)
    .max(max, `write at most ${max} characters`)
    .refine((value) => !/<[a-z/!]/i.test(value), 'plain text only: no HTML tags')
    .refine((value) => placeholdersOf(value).every((name) => (FAQ_PLACEHOLDERS as readonly string[]).includes(name)), {
      message: `the only placeholders are ${FAQ_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
    });
}

/** One text per language, every language present and no other. */
function perLocale(bounds: { min: number; max: number }) {
  return z.strictObject(Object.fromEntries(LOCALES.map((locale) => [locale, text(bounds)])) as Record<Locale, ReturnType<typeof text>>);
}

export const faqEntrySchema = z
  .strictObject({
    order: z
      .int({ error: (issue) => (issue.input === undefined ? 'missing: write a whole number' : 'write a whole number') })
      .min(1, 'write a whole number from 1')
      .max(999, 'write a whole number up to 999'),
    forms: z
      .array(z.enum(operationSlugs, `must be one of the forms: ${operationSlugs.join(', ')}`))
      .refine((forms) => new Set(forms).size === forms.length, 'names a form twice'),
    link: z.enum(FAQ_LINK_TARGETS, `must be one of the pages ${FAQ_LINK_TARGETS.join(', ')}`).optional(),
    question: perLocale(QUESTION_LENGTH),
    answer: perLocale(ANSWER_LENGTH),
  })
  .superRefine((entry, context) => {
    // A translation fills in the same figures as the English, so no language states one the others leave out.
    for (const field of ['question', 'answer'] as const) {
      const english = placeholdersOf(entry[field].en).sort().join();
      for (const locale of LOCALES) {
        if (placeholdersOf(entry[field][locale]).sort().join() !== english) {
          context.addIssue({ code: 'custom', path: [field, locale], message: 'must use the same placeholders as the English' });
        }
      }
    }
  });

export type FaqEntryFile = z.output<typeof faqEntrySchema>;
export interface FaqEntry extends FaqEntryFile {
  slug: string;
}

export const faqFilePath = (slug: string) => `${FAQ_FOLDER}/${slug}.json`;

/** What is wrong with the FAQ files, one line each naming the file and the field; empty when they are fine. */
export function faqProblems(files: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const orders = new Map<number, string>();
  for (const [slug, json] of Object.entries(files)) {
    const file = faqFilePath(slug);
    if (!SLUG.test(slug)) problems.push(`${file}: the file's name must be kebab-case (lowercase letters, digits and single hyphens).`);
    const parsed = faqEntrySchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${file} ${fieldOf(issue)}: ${issue.message}.`);
      continue;
    }
    const other = orders.get(parsed.data.order);
    if (other) problems.push(`${file} order: ${parsed.data.order} is also the order of ${faqFilePath(other)}; give each entry its own.`);
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

export class FaqContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The FAQ files are not valid:\n${problems.join('\n')}`);
    this.name = 'FaqContentError';
  }
}

/** The entries in order; throws, naming every problem, when a file breaks the rules (the build fails). */
export function loadFaq(files: Readonly<Record<string, unknown>>): FaqEntry[] {
  const problems = faqProblems(files);
  if (problems.length) throw new FaqContentError(problems);
  return Object.entries(files)
    .map(([slug, json]) => ({ ...faqEntrySchema.parse(json), slug }))
    .sort((a, b) => a.order - b.order);
}
