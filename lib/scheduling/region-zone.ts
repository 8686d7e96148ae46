import type { Locale } from '@/lib/i18n/locales';
import { preferredTags } from '@/lib/i18n/negotiate-locale';
import { DEFAULT_ZONE } from './display-time';

/**
 * The zone a page shows its times in when the browser has not said its own (no JavaScript): the
 * one of the region the person's Accept-Language names (pt-BR → São Paulo, es-MX → Mexico City),
 * else the page language's market (DEFAULT_ZONE). A guess the zone list can change, but the first
 * times shown are already nearer the person's own than Lisbon's are for a visitor from Brazil.
 */

/**
 * The zone most of a country's people live in, for the countries of more than one zone (CLDR's
 * primaryZones names few of them); a country of one zone needs none here (Intl knows it).
 */
const MAIN_ZONE: Record<string, string> = {
  AR: 'America/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  DE: 'Europe/Berlin',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  MX: 'America/Mexico_City',
  NZ: 'Pacific/Auckland',
  PT: 'Europe/Lisbon',
  RU: 'Europe/Moscow',
  UA: 'Europe/Kyiv',
  US: 'America/New_York',
};

/** The zone of a region (ISO 3166 code): its main one, or its only one. */
export function regionZone(region: string): string | undefined {
  const code = region.toUpperCase();
  if (MAIN_ZONE[code]) return MAIN_ZONE[code];
  try {
    // Intl.Locale#getTimeZones (V8, Node.js 24); not yet in TypeScript's lib.
    const zones = (new Intl.Locale(`und-${code}`) as Intl.Locale & { getTimeZones?: () => string[] }).getTimeZones?.();
    return zones?.length === 1 ? zones[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The zone of the region of the Accept-Language header's first tag in the page's language that
 * names one (a pt page read with "en-US, pt-BR" is read in Brazil). A tag of another language is
 * not taken: "en-US" is many a browser's default wherever its person lives.
 */
export function acceptLanguageZone(header: string | null | undefined, locale: Locale): string | undefined {
  // Bounded: anyone may send the header.
  const tags = preferredTags((header ?? '').slice(0, 500))
    .slice(0, 20)
    .map((tag) => {
      try {
        const parsed = new Intl.Locale(tag);
        return { language: parsed.language, region: parsed.region };
      } catch {
        return undefined;
      }
    })
    .filter((tag) => tag?.region !== undefined) as { language: string; region: string }[];
  for (const { region } of tags.filter((tag) => tag.language === locale)) {
    const zone = regionZone(region);
    if (zone) return zone;
  }
  return undefined;
}

/** The zone to show times in when the browser has not said: the Accept-Language region's, else the language's market. */
export function defaultZone(locale: Locale, acceptLanguage: string | null | undefined): string {
  return acceptLanguageZone(acceptLanguage, locale) ?? DEFAULT_ZONE[locale];
}
