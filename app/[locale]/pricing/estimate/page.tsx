import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EstimatePage } from '@/components/pricing/estimate-page';
import type { Locale } from '@/lib/i18n/locales';
import { parseEstimateQuery, queryEntriesOf } from '@/lib/pricing/estimate-query';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pricing.estimatePage' });
  // One visitor's answers: never indexed, and not in the sitemap.
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// Rendered per request from its query (lib/pricing/estimate-path.ts).
export const dynamic = 'force-dynamic';

export default async function Estimate({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <EstimatePage locale={locale} query={parseEstimateQuery(queryEntriesOf(await searchParams))} />;
}
