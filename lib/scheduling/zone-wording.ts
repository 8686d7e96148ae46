import type { Locale } from '@/lib/i18n/locales';

/**
 * The parts of a zone's label that need no CLDR data (lib/scheduling/zone-label.ts adds the city),
 * apart so that the browser tests can word a label exactly as the pages do without importing JSON.
 */

/**
 * A zone's offset at an instant, written one way in every language: "UTC+1", "UTC-3", "UTC+5:30",
 * and "UTC" for none. Intl writes it as each locale's CLDR does (fr "UTC+1", pt "GMT-3", de
 * "GMT+0"), which read as different things side by side, so only the number is taken from Intl.
 */
export function utcOffset(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  const [, sign, hours, minutes] = match ?? [];
  if (!sign || (hours === '00' && minutes === '00')) return 'UTC';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/**
 * Places whose name takes an article in the label's phrase ("hora dos Açores", not "hora de
 * Açores"): the label without its offset, per language, where the message's "{city}" would be wrong.
 */
const PLACE_LABELS: Partial<Record<Locale, Record<string, string>>> = {
  pt: { 'Atlantic/Azores': 'hora dos Açores', 'Atlantic/Canary': 'hora das Canárias' },
  es: { 'Atlantic/Azores': 'hora de las Azores' },
  fr: { 'Atlantic/Azores': 'heure des Açores', 'Atlantic/Canary': 'heure des Canaries' },
};

/** French elides "de" before a vowel: "heure d’Amsterdam", "heure d’Istanbul" (an h is left as it is). */
const FRENCH_VOWEL = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/**
 * The zone's name before its offset: the message `scheduling.zone.label` with the city in it
 * (`labelWith`), except where the place's name takes an article, and with French elision.
 */
export function placeLabel(timeZone: string, city: string, locale: Locale, labelWith: (city: string) => string): string {
  const special = PLACE_LABELS[locale]?.[timeZone];
  if (special) return special;
  const label = labelWith(city);
  return locale === 'fr' && FRENCH_VOWEL.test(city) ? label.replace(`de ${city}`, `d’${city}`) : label;
}
