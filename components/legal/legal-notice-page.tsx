import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { builtLaunchFindings } from '@/lib/legal/built-findings';
import { COMPANY } from '@/lib/legal/company-identity';
import { isSampleCompany } from '@/lib/legal/launch-check';
import { legalNoticeSections } from '@/lib/legal/notice-sections';
import { SITE } from '@/lib/site/site-content';

/**
 * The legal notice (Impressum, mentions légales, aviso legal, informação legal), laid out as the
 * reader's country expects (lib/legal/notice-layouts.ts), from the company's identity as it is when
 * the page is built. While the company is the shipped sample, the page says so first.
 */
export function LegalNoticePage({ locale }: { locale: Locale }) {
  const t = translatorFor(locale);
  const sample = isSampleCompany(builtLaunchFindings());
  return (
    <main id="main" className="section narrow prose">
      <h1>{t('legal.notice.title')}</h1>
      {sample && <p className="notice">{t('legal.notice.sampleNotice')}</p>}
      <p className="lead-dark">{t('legal.notice.intro', { product: SITE.productName })}</p>
      {legalNoticeSections(COMPANY, locale).map((section) => (
        <section key={section.part} aria-labelledby={`legal-${section.part}`}>
          <h2 id={`legal-${section.part}`}>{section.title}</h2>
          {section.lines.length === 1 && section.lines[0]!.label === undefined ? (
            <p>{section.lines[0]!.value}</p>
          ) : (
            <dl className="legal-facts">
              {section.lines.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.href ? <a href={line.href}>{line.value}</a> : line.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </main>
  );
}
