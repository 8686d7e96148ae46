import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { acceptLanguageZone, defaultZone, regionZone } from '@/lib/scheduling/region-zone';

/**
 * Without JavaScript the times are first shown in the zone of the Accept-Language region, where
 * it names one (issue 45 item 6: pt-BR read in São Paulo, not Lisbon), else the language's market.
 */
describe('the zone of a visitor without JavaScript', () => {
  it('takes the region of the Accept-Language header: a country’s main zone, or its only one', () => {
    expect(defaultZone('pt', 'pt-BR,pt;q=0.9,en;q=0.8')).toBe('America/Sao_Paulo');
    expect(defaultZone('es', 'es-MX')).toBe('America/Mexico_City');
    expect(defaultZone('es', 'es-AR,es;q=0.9')).toBe('America/Buenos_Aires');
    expect(defaultZone('en', 'en-US')).toBe('America/New_York');
    expect(defaultZone('fr', 'fr-CA')).toBe('America/Toronto');
    // Countries of one zone need no table: Intl knows it.
    expect(defaultZone('es', 'es-CO')).toBe('America/Bogota');
    expect(defaultZone('fr', 'fr-BE')).toBe('Europe/Brussels');
    expect(defaultZone('de', 'de-AT')).toBe('Europe/Vienna');
    expect(defaultZone('pt', 'pt-AO')).toBe('Africa/Luanda');
  });

  it('falls back to the language’s market without a region, or with one of no single zone', () => {
    for (const locale of LOCALES) {
      expect(defaultZone(locale, null)).toBe(DEFAULT_ZONE[locale]);
      expect(defaultZone(locale, '')).toBe(DEFAULT_ZONE[locale]);
      expect(defaultZone(locale, locale)).toBe(DEFAULT_ZONE[locale]);
      expect(defaultZone(locale, '*')).toBe(DEFAULT_ZONE[locale]);
    }
    // Latin America (419) is a region of many countries, not one zone.
    expect(defaultZone('es', 'es-419')).toBe('Europe/Madrid');
    expect(defaultZone('fr', 'not a tag;;, ,q=x')).toBe('Europe/Paris');
  });

  it('takes the first tag in the page’s language that names a region, never another language’s', () => {
    expect(acceptLanguageZone('en-US,pt-BR;q=0.9', 'pt')).toBe('America/Sao_Paulo');
    expect(acceptLanguageZone('en-US,pt-BR;q=0.9', 'en')).toBe('America/New_York');
    expect(acceptLanguageZone('pt,pt-BR;q=0.8,en-GB;q=0.5', 'pt')).toBe('America/Sao_Paulo');
    expect(acceptLanguageZone('es-MX;q=0.5,es-ES', 'es')).toBe('Europe/Madrid');
    // "en-US" is many a browser's default wherever its person lives: a Spanish page keeps Madrid.
    expect(acceptLanguageZone('en-US,es;q=0.9', 'es')).toBeUndefined();
    expect(acceptLanguageZone('pt,en-GB;q=0.5', 'pt')).toBeUndefined();
    expect(acceptLanguageZone('pt', 'pt')).toBeUndefined();
  });

  it('knows a region’s zone whatever its case', () => {
    expect(regionZone('br')).toBe('America/Sao_Paulo');
    expect(regionZone('FR')).toBe('Europe/Paris');
    expect(regionZone('ZZ')).toBeUndefined();
  });
});
