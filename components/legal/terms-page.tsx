import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { COMPANY } from '@/lib/legal/company-identity';
import { termsOf } from '@/lib/legal/terms-sections';
import { SITE } from '@/lib/site/site-content';

/**
 * The terms of service. Their opening line is the sample's warning as shipped, and the reviewed
 * version's date once a lawyer's text replaces the template (lib/legal/sample-values.ts).
 */
export function TermsPage({ locale }: { locale: Locale }) {
  const t = translatorFor(locale);
  const terms = termsOf(COMPANY, SITE.productName, locale);
  return (
    <main id="main" className="section narrow prose">
      <h1>{t('legal.terms.title')}</h1>
      <p className="notice">{terms.version}</p>
      <p className="lead-dark">{terms.intro}</p>
      {terms.sections.map((section) => (
        <section key={section.part} aria-labelledby={`terms-${section.part}`}>
          <h2 id={`terms-${section.part}`}>{section.title}</h2>
          <p>{section.text}</p>
        </section>
      ))}
    </main>
  );
}
