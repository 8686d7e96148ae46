import { z } from 'zod';
import {
  collectionFilePath,
  collectionProblems,
  loadCollection,
  orderField,
  perLocale,
  plainText,
} from '@/lib/content-rules/collection-files';
import { imagePath } from '@/lib/content-rules/content-images';
import { optionalAltTexts, requireAltTexts } from '@/lib/content-rules/image-alt';
import { LOCALES } from '@/lib/i18n/locales';
import { operations, type OperationSlug } from '@/lib/operations/registry';
import { PAGE_PATHS, type PagePath } from '@/lib/site/site-pages';

/**
 * The rules of an FAQ entry (content/faq/<slug>.json, one entry per file, the shape the editor's
 * collection will write): its place in the list, the forms it is shown beside, an optional page it
 * points to, and its question and plain-text answer in every language. Every problem names the file
 * and the field, because the person reading it is a marketer who edited the file.
 */

export const FAQ_FOLDER = 'content/faq';
/** The pictures' folder in public/, where the editor writes each entry's picture (`/faq/<entry>/image.png`). */
export const FAQ_IMAGE_FOLDER = 'faq';

/**
 * Figures an answer may name by placeholder, filled from where they are enforced (faq-values.ts).
 * The follow-up promise is no figure: "one working day" is written in each language's words.
 */
export const FAQ_PLACEHOLDERS = ['product', 'meetingMinutes'] as const;
export type FaqPlaceholder = (typeof FAQ_PLACEHOLDERS)[number];

export const QUESTION_LENGTH = { min: 10, max: 200 };
export const ANSWER_LENGTH = { min: 20, max: 1500 };

/** Pages an answer may point to: any page but the home page and the FAQ itself. */
export const FAQ_LINK_TARGETS = PAGE_PATHS.filter((path) => path !== '' && path !== '/faq') as Exclude<PagePath, '' | '/faq'>[];

const operationSlugs = operations.map((operation) => operation.slug) as [OperationSlug, ...OperationSlug[]];

const placeholdersOf = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map(([, name]) => name!);

/** Plain text that names no figure but by one of the placeholders. */
function text(bounds: { min: number; max: number }) {
  return plainText(bounds).refine(
    (value) => placeholdersOf(value).every((name) => (FAQ_PLACEHOLDERS as readonly string[]).includes(name)),
    { message: `the only placeholders are ${FAQ_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}` },
  );
}

export const faqEntrySchema = z
  .strictObject({
    order: orderField,
    forms: z
      .array(z.enum(operationSlugs, `must be one of the forms: ${operationSlugs.join(', ')}`))
      .refine((forms) => new Set(forms).size === forms.length, 'names a form twice'),
    // The editor's choice "no link" is written as an empty text.
    link: z
      .enum(['', ...FAQ_LINK_TARGETS], `must be one of the pages ${FAQ_LINK_TARGETS.join(', ')}`)
      .optional()
      .transform((link) => link || undefined),
    question: perLocale(text(QUESTION_LENGTH)),
    answer: perLocale(text(ANSWER_LENGTH)),
    image: imagePath(FAQ_IMAGE_FOLDER).optional(),
    imageAlt: optionalAltTexts,
  })
  .superRefine((entry, context) => {
    requireAltTexts(entry, context);
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

export const faqFilePath = (slug: string) => collectionFilePath(FAQ_FOLDER, slug);

/** What is wrong with the FAQ files, one line each naming the file and the field; empty when they are fine. */
export function faqProblems(files: Readonly<Record<string, unknown>>): string[] {
  return collectionProblems({ folder: FAQ_FOLDER, schema: faqEntrySchema }, files);
}

/** The entries in order; throws, naming every problem, when a file breaks the rules (the build fails). */
export function loadFaq(files: Readonly<Record<string, unknown>>): FaqEntry[] {
  return loadCollection({ folder: FAQ_FOLDER, schema: faqEntrySchema }, files, 'The FAQ files');
}
