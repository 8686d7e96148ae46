import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqPage } from '@/components/faq/faq-page';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'faq' });
  return pageMetadata(locale, '/faq', t('metaTitle'), t('intro', { product: SITE.productName }));
}

export default async function Faq({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FaqPage locale={locale} />;
}
