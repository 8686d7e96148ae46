import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import { faqItemsFor } from '@/lib/faq/faq';
import type { Locale } from '@/lib/i18n/locales';
import type { OperationSlug } from '@/lib/operations/registry';
import { FaqAnswer } from './faq-answer';

/**
 * The questions that matter beside one form (the entries whose `forms` name it), each opening
 * without JavaScript (`<details>`), and a link to the whole FAQ. No FAQPage markup here: the FAQ
 * page carries it, as Google asks for one marked-up instance of an FAQ repeated across a site
 * (docs/decisions.md "The FAQ is content").
 */
export async function FormFaq({ form, locale }: { form: OperationSlug; locale: Locale }) {
  const items = faqItemsFor(form, locale);
  if (!items.length) return null;
  const t = await getTranslations({ locale, namespace: 'faq' });
  return (
    <section className="form-faq" aria-labelledby="form-faq-title">
      <h2 id="form-faq-title">{t('besideForm')}</h2>
      {items.map((item) => (
        <details key={item.slug}>
          <summary>{item.question}</summary>
          <FaqAnswer item={item} locale={locale} />
        </details>
      ))}
      <p>
        <a href={pagePath(locale, '/faq')}>{t('allQuestions')}</a>
      </p>
    </section>
  );
}
