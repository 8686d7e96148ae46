import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/site/home-page';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'site' });
  return pageMetadata(locale, '', { absolute: t('metaTitle', { product: SITE.productName }) }, t('metaDescription'));
}

export default async function Home({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HomePage locale={locale} />;
}
