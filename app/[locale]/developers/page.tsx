import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DevelopersPage } from '@/components/site/developers-page';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'developers' });
  return pageMetadata(locale, '/developers', t('metaTitle'), t('intro', { product: SITE.productName }));
}

export default async function Developers({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DevelopersPage locale={locale} />;
}
