import { getLocale, getTranslations } from 'next-intl/server';

/** The localized 404 (unknown paths under /{locale}/ end here through [...rest]). */
export default async function NotFound() {
  const [t, locale] = await Promise.all([getTranslations('notFound'), getLocale()]);
  return (
    <main id="main" className="section narrow">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a href={`/${locale}`}>{t('home')}</a>
      </p>
    </main>
  );
}
