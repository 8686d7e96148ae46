import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import type { FaqItem } from '@/lib/faq/faq';
import type { Locale } from '@/lib/i18n/locales';
import { FaqAnswer } from './faq-answer';

/**
 * Questions each opening without JavaScript (`<details>`), and a link to the whole FAQ: beside a
 * form and in a landing page's block. No FAQPage markup: the FAQ page carries it, as Google asks
 * for one marked-up instance of an FAQ repeated across a site (docs/decisions.md "The FAQ is content").
 */
export async function FaqQuestions({ items, locale }: { items: readonly FaqItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  return (
    <>
      {items.map((item) => (
        <details key={item.slug}>
          <summary>{item.question}</summary>
          <FaqAnswer item={item} locale={locale} />
        </details>
      ))}
      <p>
        <a href={pagePath(locale, '/faq')}>{t('allQuestions')}</a>
      </p>
    </>
  );
}
