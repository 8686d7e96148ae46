import { z } from 'zod';
import { orderField, perLocale, plainText } from '@/lib/content-rules/collection-files';
import { imagePath } from '@/lib/content-rules/content-images';
import { optionalAltTexts, requireAltTexts } from '@/lib/content-rules/image-alt';
import { LOCALES } from '@/lib/i18n/locales';
import { operations, type OperationSlug } from '@/lib/operations/registry';
import { PAGE_PATHS, type PagePath } from '@/lib/site/site-pages';

/**
 * The rules of an FAQ entry (content/faq/<slug>.json, one entry per file, the shape the editor's
 * collection writes: ./faq-collection.ts): its place in the list, the forms it is shown beside, an optional page it
 * points to, and its question and plain-text answer in every language. Every problem names the file
 * and the field, because the person reading it is a marketer who edited the file.
 */

/** The pictures' folder in public/, where the editor writes each entry's picture (`/faq/<entry>/image.png`). */
export const FAQ_IMAGE_FOLDER = 'faq';

/**
 * Figures an answer may name by placeholder, filled from where they are enforced (faq-values.ts).
 * The follow-up promise is no figure: "one working day" is written in each language's words.
 * `{startingPrice}` is the smallest monthly fee of the price list, in the reader's money format and
 * with its word on VAT; a paragraph naming it is left out while prices are given on request.
 */
export const FAQ_PLACEHOLDERS = ['product', 'meetingMinutes', 'startingPrice'] as const;
export type FaqPlaceholder = (typeof FAQ_PLACEHOLDERS)[number];

/**
 * The topics the FAQ page groups its questions under, in the page's order; each has its heading in
 * the messages (`faq.topics.<topic>`).
 */
export const FAQ_TOPICS = ['product', 'price', 'payments', 'hardware', 'support', 'data', 'demos'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const QUESTION_LENGTH = { min: 10, max: 200 };
export const ANSWER_LENGTH = { min: 20, max: 1500 };
/** What the company must confirm before launch, in English, for `npm run check:launch`. */
export const CONFIRM_LENGTH = { min: 10, max: 300 };

/** Pages an answer may point to: any page but the home page and the FAQ itself. */
export const FAQ_LINK_TARGETS = PAGE_PATHS.filter((path) => path !== '' && path !== '/faq') as Exclude<PagePath, '' | '/faq'>[];
export type FaqLinkTarget = (typeof FAQ_LINK_TARGETS)[number];

const operationSlugs = operations.map((operation) => operation.slug) as [OperationSlug, ...OperationSlug[]];

const placeholdersOf = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map(([, name]) => name!);

/**
 * A link in an answer, written `[the words](/pricing)`: the words shown, and a page of the site
 * (one of FAQ_LINK_TARGETS), which the page opens in the reader's language.
 */
export const FAQ_LINK = /\[([^[\]\n]+)\]\(([^()\s]*)\)/g;
const isLinkTarget = (path: string): path is FaqLinkTarget => (FAQ_LINK_TARGETS as readonly string[]).includes(path);
const linksOf = (text: string) => [...text.matchAll(FAQ_LINK)].map(([, , path]) => path!);
const LINK_SYNTAX = 'a link is written [the words](/pricing)';

/** Plain text that names no figure but by one of the placeholders, and links only to the site's pages. */
function text(bounds: { min: number; max: number }, { links }: { links: boolean }) {
  return plainText(bounds)
    .refine((value) => placeholdersOf(value).every((name) => (FAQ_PLACEHOLDERS as readonly string[]).includes(name)), {
      message: `the only placeholders are ${FAQ_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
    })
    .superRefine((value, context) => {
      const rest = value.replace(FAQ_LINK, '');
      if (!links) {
        if (rest !== value) context.addIssue({ code: 'custom', message: 'no links in a question: put the link in the answer' });
        return;
      }
      // What is left once the links are taken out has no half of one: a mistyped link is said, not shown.
      if (/[[\]]/.test(rest))
        context.addIssue({ code: 'custom', message: `${LINK_SYNTAX}, the words in [ ] and the page in ( ) right after` });
      for (const path of linksOf(value))
        if (!isLinkTarget(path))
          context.addIssue({
            code: 'custom',
            message: `a link must point to one of the pages ${FAQ_LINK_TARGETS.join(', ')} (written without the language); "${path}" is none of them`,
          });
    });
}

export const faqEntrySchema = z
  .strictObject({
    order: orderField,
    topic: z.enum(FAQ_TOPICS, {
      error: (issue) =>
        issue.input === undefined
          ? `missing: write one of the topics ${FAQ_TOPICS.join(', ')}`
          : `must be one of the topics ${FAQ_TOPICS.join(', ')}`,
    }),
    forms: z
      .array(z.enum(operationSlugs, `must be one of the forms: ${operationSlugs.join(', ')}`))
      .refine((forms) => new Set(forms).size === forms.length, 'names a form twice'),
    // The editor's choice "no link" is written as an empty text.
    link: z
      .enum(['', ...FAQ_LINK_TARGETS], `must be one of the pages ${FAQ_LINK_TARGETS.join(', ')}`)
      .optional()
      .transform((link) => link || undefined),
    question: perLocale(text(QUESTION_LENGTH, { links: false })),
    answer: perLocale(text(ANSWER_LENGTH, { links: true })),
    // A fact the company must confirm before launch (a term, a fee, hours): what to confirm, in English,
    // listed by `npm run check:launch`; removed once confirmed. The editor's empty text is no mark.
    confirm: z.preprocess((value) => (value === '' ? undefined : value), plainText(CONFIRM_LENGTH).optional()),
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
    // And links to the same pages, so no reader misses a page the English points to.
    const englishLinks = linksOf(entry.answer.en).sort().join();
    for (const locale of LOCALES) {
      if (linksOf(entry.answer[locale]).sort().join() !== englishLinks) {
        context.addIssue({ code: 'custom', path: ['answer', locale], message: 'must link to the same pages as the English' });
      }
    }
  });

export type FaqEntryFile = z.output<typeof faqEntrySchema>;
export interface FaqEntry extends FaqEntryFile {
  slug: string;
}

/** One piece of an answer's paragraph: words, or words linking to a page. */
export type FaqTextPart = string | { text: string; path: FaqLinkTarget };

/** A paragraph cut at its links (`[words](/path)`), as the page renders it. */
export function faqTextParts(paragraph: string): FaqTextPart[] {
  const parts: FaqTextPart[] = [];
  let at = 0;
  for (const match of paragraph.matchAll(FAQ_LINK)) {
    const [whole, words, path] = match;
    if (match.index > at) parts.push(paragraph.slice(at, match.index));
    // The rules refuse any other target; should one reach here, its words are shown without a link.
    parts.push(isLinkTarget(path!) ? { text: words!, path } : words!);
    at = match.index + whole.length;
  }
  if (at < paragraph.length) parts.push(paragraph.slice(at));
  return parts;
}

/** A paragraph's words as read, its links' words kept and their pages dropped (structured data, llms-full.txt). */
export const faqPlainText = (paragraph: string) => paragraph.replace(FAQ_LINK, '$1');
