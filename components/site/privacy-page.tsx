import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/settings/env';
import type { Locale } from '@/lib/i18n/locales';
import { postalAddressIn } from '@/lib/site/postal-address';
import { SITE } from '@/lib/site/site-content';

const SECTIONS = ['who', 'what', 'origin', 'why', 'shared', 'howLong', 'requests', 'rights'] as const;

/**
 * The privacy notice. The retention figures are the ones housekeeping enforces
 * (LEAD_RETENTION_DAYS, CLIENT_ADDRESS_RETENTION_DAYS), read when the page is built.
 */
export async function PrivacyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'privacy' });
  const values = {
    company: SITE.companyName,
    address: postalAddressIn(locale),
    email: SITE.publicEmail,
    days: env().LEAD_RETENTION_DAYS,
    addressDays: env().CLIENT_ADDRESS_RETENTION_DAYS,
  };
  return (
    <main id="main" className="section narrow prose">
      <h1>{t('title')}</h1>
      <p className="lead-dark">{t('intro')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`privacy-${section}`}>
          <h2 id={`privacy-${section}`}>{t(`${section}Title`)}</h2>
          <p>{t(section, values)}</p>
        </section>
      ))}
    </main>
  );
}
