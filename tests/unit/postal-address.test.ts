import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { countryName, isCountryCode, postalAddressIn } from '@/lib/site/postal-address';
import { SITE } from '@/lib/site/site-content';

describe("the company's postal address", () => {
  it('names the country in the language of the page', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, postalAddressIn(locale)]))).toEqual({
      en: `${SITE.postalAddress}, Spain`,
      es: `${SITE.postalAddress}, España`,
      pt: `${SITE.postalAddress}, Espanha`,
      fr: `${SITE.postalAddress}, Espagne`,
      de: `${SITE.postalAddress}, Spanien`,
    });
    // The street and city as the post writes them; the country only once, from its code.
    expect(SITE.postalAddress).not.toMatch(/Spain|España/);
  });

  it('takes two-letter ISO codes only, and shows anything else as written rather than fail the page', () => {
    expect(['ES', 'MX', 'DE'].every(isCountryCode)).toBe(true);
    expect(['es', 'ESP', 'España', 'XX', ''].some(isCountryCode)).toBe(false);
    expect(countryName('MX', 'de')).toBe('Mexiko');
    expect(countryName('España', 'fr')).toBe('España');
  });
});
