import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { formPagePath } from '@/lib/site/site-pages';

/**
 * What a scheduling page says of a link it cannot use (forged, cut short, or made for another
 * page) or whose time has passed: in words, with the way to ask again. Never an error page.
 */
export async function LinkProblem({ locale, reason }: { locale: Locale; reason: 'expired' | 'invalid' }) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
  return (
    <>
      <h1>{reason === 'expired' ? t('expired.title') : t('invalid.title')}</h1>
      <p>{reason === 'expired' ? t('expired.text') : t('invalid.text')}</p>
      <p>
        <a className="button primary" href={pagePath(locale, formPagePath('demo'))}>
          {t('requestDemo')}
        </a>
      </p>
    </>
  );
}

/** What a scheduling page says when the store or the calendar cannot be read: try again, or write. */
export async function SchedulingUnavailable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'scheduling.pages' });
  return (
    <>
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.text', { email: SITE.publicEmail })}</p>
    </>
  );
}
