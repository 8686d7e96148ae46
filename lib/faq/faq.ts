import type { Locale } from '@/lib/i18n/locales';
import type { OperationSlug } from '@/lib/operations/registry';
import { FAQ_FILES } from './faq-files';
import { loadFaq, type FaqEntry } from './faq-rules';
import { fillFaqText } from './faq-values';

/** Every FAQ entry, in order; a file that breaks the rules fails the build here. */
export const FAQ: readonly FaqEntry[] = loadFaq(FAQ_FILES);

/** One entry as a page shows it: its question, and its answer as paragraphs, in one language. */
export interface FaqItem {
  slug: string;
  question: string;
  paragraphs: string[];
  link?: FaqEntry['link'];
  /** The entry's picture, with its alt text in this language. */
  image?: { src: string; alt: string };
}

export function faqItem(entry: FaqEntry, locale: Locale): FaqItem {
  return {
    slug: entry.slug,
    question: fillFaqText(entry.question[locale]),
    // Paragraphs are separated by an empty line, as the editor's multi-line text keeps them.
    paragraphs: fillFaqText(entry.answer[locale])
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    link: entry.link,
    // The rules require the alt text in every language wherever there is a picture.
    image: entry.image ? { src: entry.image, alt: entry.imageAlt?.[locale] ?? '' } : undefined,
  };
}

/** The whole FAQ in one language, in order. */
export function faqItems(locale: Locale, entries: readonly FaqEntry[] = FAQ): FaqItem[] {
  return entries.map((entry) => faqItem(entry, locale));
}

/** The questions shown beside one form, in order. */
export function faqItemsFor(form: OperationSlug, locale: Locale, entries: readonly FaqEntry[] = FAQ): FaqItem[] {
  return faqItems(
    locale,
    entries.filter((entry) => entry.forms.includes(form)),
  );
}
