import { getLocale, getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';

/** The localized 404: what not-found/page.tsx shows for every unknown path under a locale. */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('notFound'), getLocale()]);
  return (
    <main id="main" className="section narrow">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a href={pagePath(locale, '')}>{t('home')}</a>
      </p>
    </main>
  );
}
