import { getTranslations } from 'next-intl/server';
import { faqItems, faqTopics } from '@/lib/faq/faq';
import { faqPageJsonLd } from '@/lib/faq/faq-structured-data';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { FaqAnswer } from './faq-answer';

/**
 * The FAQ page: the entries grouped under their topics' headings (`/faq#topic-price`), in order, the
 * question a heading (its slug the anchor, `/faq#demo-length`) and the answer below, all in the HTML,
 * with the FAQPage JSON-LD of exactly these questions, in the same order.
 */
export async function FaqPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  const groups = faqTopics(faqItems(locale));
  return (
    <main id="main" className="section narrow prose faq">
      <h1>{t('title')}</h1>
      <p className="lead-dark">{t('intro', { product: SITE.productName })}</p>
      {/* The topics, beside the answers on a wide screen (app/globals.css `.faq-topics`); links only, named
          by a line that is no heading: the page's headings stay its topics and questions. */}
      <nav className="faq-topics" aria-labelledby="faq-topics-title">
        <p id="faq-topics-title" className="faq-topics-title">
          {t('topicsLabel')}
        </p>
        <ul>
          {groups.map(({ topic }) => (
            <li key={topic}>
              <a href={`#topic-${topic}`}>{t(`topics.${topic}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ topic, items: questions }) => (
        <section key={topic} id={`topic-${topic}`} aria-labelledby={`topic-${topic}-title`} className="faq-topic">
          <h2 id={`topic-${topic}-title`}>{t(`topics.${topic}`)}</h2>
          {questions.map((item) => (
            <article key={item.slug} id={item.slug} aria-labelledby={`${item.slug}-question`}>
              <h3 id={`${item.slug}-question`}>{item.question}</h3>
              <FaqAnswer item={item} locale={locale} />
            </article>
          ))}
        </section>
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqPageJsonLd(groups.flatMap((group) => group.items)) }} />
    </main>
  );
}
