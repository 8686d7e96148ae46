import { getTranslations } from 'next-intl/server';
import { faqItems } from '@/lib/faq/faq';
import { faqPageJsonLd } from '@/lib/faq/faq-structured-data';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { FaqAnswer } from './faq-answer';

/**
 * The FAQ page: every entry in order, the question a heading (its slug the anchor, `/faq#demo-length`)
 * and the answer below, all in the HTML, with the FAQPage JSON-LD of exactly these questions.
 */
export async function FaqPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const items = faqItems(locale);
  return (
    <main id="main" className="section narrow prose faq">
      <h1>{t('title')}</h1>
      <p className="lead-dark">{t('intro', { product: SITE.productName })}</p>
      {items.map((item) => (
        <section key={item.slug} id={item.slug} aria-labelledby={`${item.slug}-question`}>
          <h2 id={`${item.slug}-question`}>{item.question}</h2>
          <FaqAnswer item={item} locale={locale} />
        </section>
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqPageJsonLd(items) }} />
    </main>
  );
}
