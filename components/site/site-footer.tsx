import { getTranslations } from 'next-intl/server';
import { LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site-content';

/** Company details, the developers and privacy pages, and the other languages of the site. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <footer className="site-footer">
      <p>
        <a href={`/${locale}/developers`}>{t('site.navDevelopers')}</a> ·{' '}
        <a href={`/${locale}/privacy`}>{t('privacy.title')}</a>
      </p>
      <p>
        {SITE.companyName} · {SITE.postalAddress} · <a href={`mailto:${SITE.publicEmail}`}>{SITE.publicEmail}</a>
      </p>
      <nav aria-label={t('site.languagesLabel')}>
        <ul className="languages">
          {LOCALES.map((other) => (
            <li key={other}>
              <a href={`/${other}`} hrefLang={other} lang={other} aria-current={other === locale ? 'true' : undefined}>
                {LOCALE_DETAILS[other].name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
