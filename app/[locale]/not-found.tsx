import { getTranslations } from 'next-intl/server';

/** The localized 404 (unknown paths under /{locale}/ end here through [...rest]). */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main id="main" className="section narrow">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a href="./">{t('home')}</a>
      </p>
    </main>
  );
}
