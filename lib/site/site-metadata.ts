import type { Metadata } from 'next';
import { env } from '@/lib/settings/env';
import { DEFAULT_LOCALE, LOCALE_DETAILS, LOCALES, type Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site/site-content';
import { pageUrl, type LandingPagePath, type PagePath } from '@/lib/site/site-pages';

/** The size of the link-preview picture, the one Open Graph and large Twitter cards expect. */
export const CARD_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * What search engines and link previews read about a page: its localized title and description,
 * its canonical URL, every language version it has (plus x-default) and Open Graph data. URLs are
 * absolute, from SITE_URL as it is when the pages are built.
 */
export function pageMetadata(
  locale: Locale,
  path: PagePath | LandingPagePath,
  title: string | { absolute: string },
  description: string,
  /** The languages the page exists in: every one but for a campaign's own (lib/landing-pages). */
  languages: readonly Locale[] = LOCALES,
): Metadata {
  const siteUrl = env().SITE_URL;
  const url = pageUrl(siteUrl, locale, path);
  const shownTitle = typeof title === 'string' ? `${title} · ${SITE.productName}` : title.absolute;
  // The language's preview picture (app/[locale]/card.png).
  const card = { url: `${siteUrl}/${locale}/card.png`, ...CARD_IMAGE_SIZE, alt: SITE.productName };
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(languages.map((other) => [other, pageUrl(siteUrl, other, path)])),
        'x-default': pageUrl(siteUrl, languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0]!, path),
      },
    },
    openGraph: {
      type: 'website',
      siteName: SITE.productName,
      title: shownTitle,
      description,
      url,
      locale: LOCALE_DETAILS[locale].openGraph,
      alternateLocale: languages.filter((other) => other !== locale).map((other) => LOCALE_DETAILS[other].openGraph),
      images: [card],
    },
    twitter: { card: 'summary_large_image', title: shownTitle, description, images: [card] },
  };
}
