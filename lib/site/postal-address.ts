import { SITE } from './site-content';

/**
 * The company's address as each language reads it (issue 33 item 11): the street and city as the
 * post writes them, the country by its ISO 3166 code in content/site.json, named in the reader's
 * language by `Intl.DisplayNames` ("Spain", "España", "Espanha", "Espagne", "Spanien").
 */

/** Whether `code` is a two-letter ISO 3166 country code that Intl can name ("ES", "MX"). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
}

/** The country of `code` in `locale`'s language; the code itself if it names none. */
export function countryName(code: string, locale: string): string {
  if (!isCountryCode(code)) return code;
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** The postal address with the country in `locale`'s language. */
export function postalAddressIn(locale: string): string {
  return `${SITE.postalAddress}, ${countryName(SITE.country, locale)}`;
}
