import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { LegalNoticePage } from '@/components/legal/legal-notice-page';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = translatorFor(locale);
  return pageMetadata(locale, '/legal', t('legal.notice.metaTitle'), t('legal.notice.intro', { product: SITE.productName }));
}

export default async function Legal({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LegalNoticePage locale={locale} />;
}
