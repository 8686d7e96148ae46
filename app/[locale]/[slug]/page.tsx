import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { LandingPageView } from '@/components/landing-pages/landing-page';
import type { Locale } from '@/lib/i18n/locales';
import { landingPagePath } from '@/lib/landing-pages/landing-page-paths';
import { collectionOnDisk } from '@/lib/collections/collection-folder';
import { LANDING_PAGES_COLLECTION } from '@/lib/landing-pages/landing-page-collection';
import { landingPage } from '@/lib/landing-pages/landing-pages';
import { pageMetadata } from '@/lib/site/site-metadata';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/**
 * The campaign landing pages (content/landing-pages/), each prerendered at `/{locale}/{slug}` in
 * each of its languages; in another, its address is no page (the 404), as any unknown one. The site's own pages are static segments, which Next.js tries first, and the
 * rules refuse a slug that is one of them; any other path is no page here: with `dynamicParams`
 * off, Next.js goes on to the prerendered 404 (next.config.ts), as before this route existed.
 * The pages are read from the folder, not LANDING_PAGES, so that `next dev` shows one the editor
 * has just added (lib/collections/collection-folder.ts).
 */
export function generateStaticParams({ params }: { params: { locale: Locale } }) {
  return collectionOnDisk(LANDING_PAGES_COLLECTION)
    .filter((page) => page.languages.includes(params.locale))
    .map((page) => ({ slug: page.slug }));
}

/** One page by its address, in one of its languages; the folder read once per render (its metadata and its body ask alike). */
const pageOnDisk = cache((slug: string, locale: Locale) => {
  const page = landingPage(slug, collectionOnDisk(LANDING_PAGES_COLLECTION));
  return page?.languages.includes(locale) ? page : undefined;
});

export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = pageOnDisk(slug, locale);
  if (!page) notFound();
  const metadata = pageMetadata(locale, landingPagePath(slug), page.title[locale], page.description[locale], page.languages);
  // Switched to noindex: search engines leave the page out (so does the sitemap), and may still follow its links.
  return page.noindex ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function Landing({ params }: Props) {
  const { locale, slug } = await params;
  const page = pageOnDisk(slug, locale);
  if (!page) notFound();
  setRequestLocale(locale);
  return <LandingPageView page={page} locale={locale} />;
}
