import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrivacyPage } from '@/components/site/privacy-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return pageMetadata(locale, '/privacy', t('metaTitle'), t('intro'));
}

export default async function Privacy({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PrivacyPage locale={locale} />;
}
