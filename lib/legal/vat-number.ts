import { checkVAT, countries } from 'jsvat';

/**
 * A VAT number checked by its country's published format and check digits (jsvat, pinned), and
 * against the company's country: a company's VAT number is issued by the state it is registered
 * in (Greece's prefix is EL). jsvat checks the form only: whether the number is registered is
 * for VIES to say, and the operator to confirm before launch (CONTENT.md "The company's identity").
 */

/** The number as written, without spaces, dots or hyphens, in capitals (`ES B-00000000` → `ESB00000000`). */
export const compactVatNumber = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** The countries whose VAT numbers jsvat knows the format of, by ISO 3166 code (Greece's is GR, its prefix EL). */
const KNOWN_COUNTRIES = new Set(countries.map((known) => known.codes[0]).filter((code) => code !== 'EU'));

/**
 * What is wrong with `value` as the VAT number of a company in `country` (ISO 3166 code); nothing
 * when it holds, or when the country is one without a published format here (Mexico, the United
 * States): there the number is only required.
 */
export function vatNumberProblem(value: string, country: string): string | undefined {
  if (!KNOWN_COUNTRIES.has(country)) return undefined;
  const vat = compactVatNumber(value);
  const result = checkVAT(vat, countries);
  if (!/^[A-Z]{2}/.test(vat) || !result.isSupportedCountry)
    return 'must start with the two letters of its country (ES, FR, DE, PT…), then the number, as in "ESB12345674".';
  const name = result.country?.name ?? vat.slice(0, 2);
  if (!result.isValidFormat) return `is not in the format of a VAT number of ${name}.`;
  if (!result.isValid) return `its check digits do not hold for a VAT number of ${name}: is a digit mistyped?`;
  const issuedBy = result.country?.isoCode.short;
  if (issuedBy !== country)
    return `is a VAT number of ${name}, but the company's country (country) is ${country}: a company's VAT number is issued where it is registered.`;
  return undefined;
}

/**
 * The national tax number inside a VAT number where the two are one (Spain's NIF, Portugal's
 * NIPC: the VAT number is the country's prefix and it), which those countries' notices name.
 */
export function nationalTaxNumber(value: string): string | undefined {
  const vat = compactVatNumber(value);
  return /^(?:ES|PT)/.test(vat) ? vat.slice(2) : undefined;
}
