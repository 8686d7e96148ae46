import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { routing } from '@/i18n/routing';
import { SITE } from '@/lib/site-content';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Every locale's pages are prerendered at build time. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'site' });
  return { title: t('metaTitle', { product: SITE.productName }), description: t('metaDescription') };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('site');
  return (
    <html lang={locale}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <header className="site-header">
          <a className="brand" href={`/${locale}`}>
            {SITE.productName}
          </a>
        </header>
        {children}
        <footer className="site-footer">
          <p>
            {SITE.companyName} · {SITE.postalAddress} · <a href={`mailto:${SITE.publicEmail}`}>{SITE.publicEmail}</a>
          </p>
        </footer>
      </body>
    </html>
  );
}
