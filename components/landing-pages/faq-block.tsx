import { getTranslations } from 'next-intl/server';
import { FaqAnswer } from '@/components/faq/faq-answer';
import { pagePath } from '@/i18n/navigation';
import { FAQ, faqItem } from '@/lib/faq/faq';
import type { Locale } from '@/lib/i18n/locales';
import type { BlockOf } from '@/lib/landing-pages/landing-page-rules';

/**
 * The questions the block names, in its order, each opening without JavaScript as beside a form,
 * and a link to the whole FAQ. No FAQPage markup: the FAQ page carries it (docs/decisions.md "The
 * FAQ is content").
 */
export async function FaqBlock({ value, locale, id }: { value: BlockOf<'faq'>; locale: Locale; id: string }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const entries = value.questions.flatMap((slug) => FAQ.filter((entry) => entry.slug === slug));
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{value.heading[locale]}</h2>
      <div className="form-faq landing-questions">
        {entries.map((entry) => {
          const item = faqItem(entry, locale);
          return (
            <details key={item.slug}>
              <summary>{item.question}</summary>
              <FaqAnswer item={item} locale={locale} />
            </details>
          );
        })}
        <p>
          <a href={pagePath(locale, '/faq')}>{t('allQuestions')}</a>
        </p>
      </div>
    </section>
  );
}
