import { getLocale, getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import { SITE } from '@/lib/site/site-content';
import { NOT_FOUND_LINKS } from '@/lib/site/site-navigation';

/**
 * The localized 404: what not-found/page.tsx shows for every unknown path under a locale, with the
 * main pages to go to instead (its title is not-found/page.tsx's metadata).
 */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  return (
    <main id="main" className="section narrow not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <nav aria-labelledby="not-found-pages">
        <h2 id="not-found-pages">{t('notFound.pagesTitle')}</h2>
        <ul>
          {NOT_FOUND_LINKS.map((link) => (
            <li key={link.path}>
              <a href={pagePath(locale, link.path)}>{t(link.label, { product: SITE.productName })}</a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
