import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { operations } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { byPromotion } from '@/lib/site/site-navigation';
import { formPagePath } from '@/lib/site/site-pages';

/** The brand and the main navigation: every operation's form, most wanted first (the registry's `promotion`). */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale });
  return (
    <header className="site-header">
      <a className="brand" href={pagePath(locale, '')}>
        {SITE.productName}
      </a>
      <nav aria-label={t('site.navLabel')}>
        <ul>
          {byPromotion(operations).map((operation) => (
            <li key={operation.slug}>
              <a href={pagePath(locale, formPagePath(operation.slug))}>{t(`operations.${operation.slug}.cta`)}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
