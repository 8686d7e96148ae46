import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PricingPage } from '@/components/pricing/pricing-page';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pricing' });
  return pageMetadata(locale, '/pricing', t('metaTitle'), t('metaDescription', { product: SITE.productName }));
}

export default async function Pricing({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PricingPage locale={locale} />;
}
