import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';

/** The brand and the main navigation: the four forms, most wanted first. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  const links = [
    { href: `/${locale}/demo`, label: t('operations.demo.cta') },
    { href: `/${locale}/quote`, label: t('operations.quote.cta') },
    { href: `/${locale}/brochure`, label: t('operations.brochure.cta') },
    { href: `/${locale}/contact`, label: t('operations.contact.cta') },
  ];
  return (
    <header className="site-header">
      <a className="brand" href={`/${locale}`}>
        {SITE.productName}
      </a>
      <nav aria-label={t('site.navLabel')}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
