import { FaqQuestions } from '@/components/faq/faq-questions';
import { FAQ, faqItem } from '@/lib/faq/faq';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';

/** The questions the block names, in its order, as beside a form. */
export function FaqBlock({ value, locale, id }: { value: BlockOf<'faq'>; locale: Locale; id: string }) {
  const items = value.questions.flatMap((slug) => FAQ.filter((entry) => entry.slug === slug)).map((entry) => faqItem(entry, locale));
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{value.heading[locale]}</h2>
      <div className="form-faq landing-questions">
        <FaqQuestions items={items} locale={locale} />
      </div>
    </section>
  );
}
