import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import { LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { postalAddressIn } from '@/lib/site/postal-address';
import { SITE } from '@/lib/site/site-content';
import { PAGE_PATHS } from '@/lib/site/site-pages';
import { LanguageLinks } from './language-links';

/** Company details, the developers and privacy pages, and the same page in the other languages. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const [developersPath, privacyPath] = [pagePath(locale, '/developers'), pagePath(locale, '/privacy')];
  return (
    <footer className="site-footer">
      <p>
        <a href={developersPath}>{t('site.navDevelopers')}</a> · <a href={privacyPath}>{t('privacy.title')}</a>
      </p>
      <p>
        {SITE.companyName} · {postalAddressIn(locale)} · <a href={`mailto:${SITE.publicEmail}`}>{SITE.publicEmail}</a>
      </p>
      <LanguageLinks
        locale={locale}
        label={t('site.languagesLabel')}
        languages={LOCALES.map((other) => ({ locale: other, name: LOCALE_DETAILS[other].name }))}
        pagePaths={PAGE_PATHS}
      />
    </footer>
  );
}
