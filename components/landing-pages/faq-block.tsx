import { FaqQuestions } from '@/components/faq/faq-questions';
import { FAQ, faqItem, type FaqItem } from '@/lib/faq/faq';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';

/**
 * The block's questions as beside a form: the page's own first, written for the campaign (plain
 * text, an empty line between paragraphs), then the questions of the FAQ it names, in its order.
 */
export function FaqBlock({ value, locale, id }: { value: BlockOf<'faq'>; locale: Locale; id: string }) {
  const own = value.items.map((item, index): FaqItem => {
    const paragraphs = item.answer[locale]
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
    return { slug: `${id}-${index + 1}`, question: item.question[locale], paragraphs, parts: paragraphs.map((paragraph) => [paragraph]) };
  });
  const shared = value.questions.flatMap((slug) => FAQ.filter((entry) => entry.slug === slug)).map((entry) => faqItem(entry, locale));
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{value.heading[locale]}</h2>
      <div className="form-faq landing-questions">
        <FaqQuestions items={[...own, ...shared]} locale={locale} />
      </div>
    </section>
  );
}
