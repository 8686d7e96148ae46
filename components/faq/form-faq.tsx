import { getTranslations } from 'next-intl/server';
import { faqItemsFor } from '@/lib/faq/faq';
import type { Locale } from '@/lib/i18n/locales';
import type { OperationSlug } from '@/lib/operations/registry';
import { FaqQuestions } from './faq-questions';

/** The questions that matter beside one form: the entries whose `forms` name it. */
export async function FormFaq({ form, locale }: { form: OperationSlug; locale: Locale }) {
  const items = faqItemsFor(form, locale);
  if (!items.length) return null;
  const t = await getTranslations({ locale, namespace: 'faq' });
  return (
    <section className="form-faq" aria-labelledby="form-faq-title">
      <h2 id="form-faq-title">{t('besideForm')}</h2>
      <FaqQuestions items={items} locale={locale} />
    </section>
  );
}
