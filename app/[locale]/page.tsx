import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/site/home-page';
import type { Locale } from '@/lib/i18n/locales';

export default async function Home({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HomePage locale={locale} />;
}
