import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { OriginTrialMeta } from '@/components/webmcp/origin-trial-meta';
import { WebMcpTools } from '@/components/webmcp/webmcp-tools';
import { FirstTouchRecorder } from '@/components/site/first-touch-recorder';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { routing } from '@/i18n/routing';
import { SITE } from '@/lib/site/site-content';
import { DISCOVERY_LINKS } from '@/lib/agents/documents/discovery-links';
import { structuredData } from '@/lib/site/structured-data';
// The brand's typeface: its @font-face rules and the preload of its latin files (app/brand-font.ts).
import '../brand-font';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Every locale's pages are prerendered at build time. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Any other first segment (/favicon.ico, /wp-login.php: paths with a dot skip the proxy) is a 404
// at once, without rendering a page for a language that does not exist.
export const dynamicParams = false;

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  // Narrowed as in the layout below: next-intl's getTranslations takes only the site's locales.
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    title: { template: `%s · ${SITE.productName}`, default: t('metaTitle', { product: SITE.productName }) },
    description: t('metaDescription'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('site');
  return (
    <html lang={locale}>
      <head>
        <OriginTrialMeta />
        {DISCOVERY_LINKS.map((link) => (
          <link key={link.rel} rel={link.rel} href={link.href} type={link.type} />
        ))}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData(locale) }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <SiteHeader locale={locale} />
        {children}
        <SiteFooter locale={locale} />
        <FirstTouchRecorder />
        <WebMcpTools locale={locale} />
      </body>
    </html>
  );
}
