/**
 * Countries by their ISO 3166 code, named in each language by `Intl.DisplayNames` ("Spain",
 * "España", "Espanha", "Espagne", "Spanien"). Apart from ./postal-address.ts, which reads
 * content/site.json, so that the copy editor's rules in the browser check a country code without
 * bundling the file the editor writes (docs/decisions.md "The editor imports no file it writes").
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
