import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { TermsPage } from '@/components/legal/terms-page';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = translatorFor(locale);
  return pageMetadata(
    locale,
    '/terms',
    t('legal.terms.metaTitle'),
    t('legal.terms.intro', { product: SITE.productName, company: SITE.companyName }),
  );
}

export default async function Terms({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <TermsPage locale={locale} />;
}
