import type { Locale } from '@/lib/i18n/locales';
import type { OperationSlug } from '@/lib/operations/registry';
import { siteEntries } from '@/lib/collections/site-files';
import { FAQ_COLLECTION } from './faq-collection';
import { FAQ_TOPICS, faqPlainText, faqTextParts, type FaqEntry, type FaqTextPart, type FaqTopic } from './faq-rules';
import { faqParagraphs, faqValues, fillFaqText, type FaqValues } from './faq-values';

/** Every FAQ entry, in the FAQ page's order (by topic, then order); a file that breaks the rules fails the build here. */
export const FAQ: readonly FaqEntry[] = siteEntries(FAQ_COLLECTION);

/** One entry as a page shows it: its question, and its answer as paragraphs, in one language. */
export interface FaqItem {
  slug: string;
  topic?: FaqTopic;
  question: string;
  /** The answer's paragraphs as plain text, a link's words kept (structured data, llms-full.txt). */
  paragraphs: string[];
  /** The same paragraphs cut at their links, as the page renders them. */
  parts?: FaqTextPart[][];
  link?: FaqEntry['link'];
  /** The entry's picture, with its alt text in this language. */
  image?: { src: string; alt: string };
}

export function faqItem(entry: FaqEntry, locale: Locale, values: FaqValues = faqValues(locale)): FaqItem {
  const paragraphs = faqParagraphs(entry.answer[locale], locale, values);
  return {
    slug: entry.slug,
    topic: entry.topic,
    question: fillFaqText(entry.question[locale], locale, values),
    paragraphs: paragraphs.map(faqPlainText),
    parts: paragraphs.map(faqTextParts),
    link: entry.link,
    // The rules require the alt text in every language wherever there is a picture.
    image: entry.image ? { src: entry.image, alt: entry.imageAlt?.[locale] ?? '' } : undefined,
  };
}

/** The whole FAQ in one language, in the page's order. */
export function faqItems(locale: Locale, entries: readonly FaqEntry[] = FAQ): FaqItem[] {
  const values = faqValues(locale);
  return entries.map((entry) => faqItem(entry, locale, values));
}

/** The FAQ page's groups: each topic that has questions, in FAQ_TOPICS' order, with its questions in order. */
export function faqTopics(items: readonly FaqItem[]): { topic: FaqTopic; items: FaqItem[] }[] {
  return FAQ_TOPICS.map((topic) => ({ topic, items: items.filter((item) => item.topic === topic) })).filter(
    (group) => group.items.length > 0,
  );
}

/** The questions shown beside one form, in order. */
export function faqItemsFor(form: OperationSlug, locale: Locale, entries: readonly FaqEntry[] = FAQ): FaqItem[] {
  return faqItems(
    locale,
    entries.filter((entry) => entry.forms.includes(form)),
  );
}
