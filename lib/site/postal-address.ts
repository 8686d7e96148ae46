import { countryName } from './country-codes';
import { SITE } from './site-content';

/**
 * The company's address as each language reads it (issue 33 item 11): the street and city as the
 * post writes them, the country by its ISO 3166 code in content/site.json, named in the reader's
 * language (./country-codes.ts).
 */

export { countryName, isCountryCode } from './country-codes';

/** The postal address with the country in `locale`'s language. */
export function postalAddressIn(locale: string): string {
  return `${SITE.postalAddress}, ${countryName(SITE.country, locale)}`;
}
