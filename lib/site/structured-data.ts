import { env } from '@/lib/settings/env';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { pageUrl } from './site-pages';
import { SITE } from '@/lib/site/site-content';

/** schema.org JSON-LD for the organisation and the product, in the page's language. */
export function structuredData(locale: Locale): string {
  const t = translatorFor(locale);
  const siteUrl = env().SITE_URL;
  const organizationId = `${siteUrl}/#organization`;
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: SITE.companyName,
        brand: SITE.productName,
        url: pageUrl(siteUrl, locale, ''),
        email: SITE.publicEmail,
        telephone: SITE.publicPhone,
        address: { '@type': 'PostalAddress', streetAddress: SITE.postalAddress, addressCountry: SITE.country },
        // The legal notice's VAT number (lib/legal), so that a search result names who sells too.
        vatID: SITE.legal.vatNumber,
      },
      {
        '@type': 'Product',
        name: SITE.productName,
        description: t('site.metaDescription'),
        category: t('site.productCategory'),
        url: pageUrl(siteUrl, locale, ''),
        brand: { '@type': 'Brand', name: SITE.productName },
        manufacturer: { '@id': organizationId },
      },
    ],
  };
  // `<` escaped, so no value can close the script element.
  return JSON.stringify(graph).replaceAll('<', '\\u003c');
}
