import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { routing } from '@/i18n/routing';
import NotFound from '../not-found';

type Props = { params: Promise<{ locale: string }> };

/** The tab's title says what happened, in the page's language ("Page not found · Courtside"). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title') };
}

/**
 * Every unknown path under a locale is answered with this page (next.config.ts,
 * lib/site/not-found-path.ts), prerendered per locale like the other pages, so without rendering per
 * request. It shows the localized not-found text itself: a notFound() thrown by the page would
 * leave the HTML empty, drawn by JavaScript only (vercel/next.js#62228). The 404 status comes
 * from the notFound() below, inside a Suspense boundary, where Next.js records the status and
 * keeps the prerendered content around it; in the browser, that notFound() brings up
 * not-found.tsx, the same content.
 */
export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params;
  // The layout refuses an unknown locale first; this narrows the type for next-intl.
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <>
      <NotFound />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

function NotFoundStatus(): never {
  notFound();
}
