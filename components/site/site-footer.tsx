import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import { LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { landingPagePath } from '@/lib/landing-pages/landing-page-paths';
import { LANDING_PAGES } from '@/lib/landing-pages/landing-pages';
import { postalAddressIn } from '@/lib/site/postal-address';
import { SITE } from '@/lib/site/site-content';
import { CONTENT_PAGE_LINKS } from '@/lib/site/site-navigation';
import { PAGE_PATHS } from '@/lib/site/site-pages';
import { LanguageLinks } from './language-links';

/** Company details with its VAT number, the content pages (FAQ, developers, privacy, legal notice, terms), and the same page in the other languages. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <footer className="site-footer">
      <p>
        {CONTENT_PAGE_LINKS.map((page, index) => (
          <Fragment key={page.path}>
            {index > 0 && ' · '}
            <a href={pagePath(locale, page.path)}>{t(page.label, { product: SITE.productName })}</a>
          </Fragment>
        ))}
      </p>
      <p>
        {SITE.companyName} · {postalAddressIn(locale)} · {t('legal.footerVat', { vatNumber: SITE.legal.vatNumber })} ·{' '}
        <a href={`mailto:${SITE.publicEmail}`}>{SITE.publicEmail}</a>
      </p>
      <LanguageLinks
        locale={locale}
        label={t('site.languagesLabel')}
        languages={LOCALES.map((other) => ({ locale: other, name: LOCALE_DETAILS[other].name }))}
        // The landing pages too, noindex or not, each in its own languages only.
        pagePaths={[...PAGE_PATHS, ...LANDING_PAGES.map((page) => landingPagePath(page.slug))]}
        pageLanguages={Object.fromEntries(
          LANDING_PAGES.filter((page) => page.languages.length < LOCALES.length).map((page) => [
            landingPagePath(page.slug),
            page.languages,
          ]),
        )}
      />
    </footer>
  );
}
