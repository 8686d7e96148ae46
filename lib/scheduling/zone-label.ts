import de from 'cldr-dates-full/main/de/timeZoneNames.json';
import enGB from 'cldr-dates-full/main/en-GB/timeZoneNames.json';
import en from 'cldr-dates-full/main/en/timeZoneNames.json';
import es from 'cldr-dates-full/main/es/timeZoneNames.json';
import fr from 'cldr-dates-full/main/fr/timeZoneNames.json';
import ptPT from 'cldr-dates-full/main/pt-PT/timeZoneNames.json';
import pt from 'cldr-dates-full/main/pt/timeZoneNames.json';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { COMMON_ZONES, FORMAT_LOCALE, MEETING_TIME_FORMAT } from './display-time';
import { placeLabel, utcOffset } from './zone-wording';

/**
 * A time zone as a person names it: "Madrid time (UTC+1)", "hora de Nueva York (UTC-5)", "heure de
 * Paris (UTC+1)": the zone's city in the reader's language and its offset at the time shown. Intl
 * names zones but not their cities, so the cities come from CLDR's exemplar cities (the
 * cldr-dates-full package). Server code only: the pages, the picker's options and the emails call
 * this and hand the words to client components, so the CLDR data never reaches the browser.
 */

type ZoneNames = { main: Record<string, { dates: { timeZoneNames: { zone: Record<string, unknown> } } }> };

/** Where a locale's exemplar cities are looked up, the market's own first (pt-PT's Nova Iorque, not Nova York). */
const CLDR: Record<Locale, ZoneNames[]> = {
  en: [enGB, en],
  es: [es],
  pt: [ptPT, pt],
  fr: [fr],
  de: [de],
} as Record<Locale, ZoneNames[]>;

/** The zone's city in the locale, as CLDR spells it; where CLDR has none, the zone's own (New_York → New York). */
export function exemplarCity(timeZone: string, locale: Locale): string | undefined {
  const path = timeZone.split('/');
  if (path.length < 2 || path[0] === 'Etc') return undefined;
  for (const data of CLDR[locale]) {
    const zones = Object.values(data.main)[0]!.dates.timeZoneNames.zone;
    const found = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], zones) as
      { exemplarCity?: string } | undefined;
    if (found?.exemplarCity) return found.exemplarCity;
  }
  return path.at(-1)!.replaceAll('_', ' ');
}

/**
 * The one wording of a zone on every page and email (messages' `scheduling.zone.label`), with the
 * offset it has at `at`, written the same in every language (zone-wording.ts): a zone with summer
 * time changes offset, and the times shown are near `at`. Without `at` (a page rendered once, at
 * build time, shown all year) the offset is left out. A zone of no city (UTC, Etc/GMT+5) is its
 * offset ("UTC", "UTC-5").
 */
export function zoneLabel(timeZone: string, locale: Locale, at?: Date): string {
  const city = exemplarCity(timeZone, locale);
  if (!city) return utcOffset(timeZone, at ?? new Date());
  const t = translatorFor(locale);
  const name = placeLabel(timeZone, city, locale, (place) => t('scheduling.zone.label', { city: place }));
  return at ? `${name} (${utcOffset(timeZone, at)})` : name;
}

/** The zone list as a select's options: the common zones, with `current` first when it is not one of them. */
export function zoneOptions(current: string, locale: Locale, at?: Date): { value: string; label: string }[] {
  const zones: readonly string[] = (COMMON_ZONES as readonly string[]).includes(current) ? COMMON_ZONES : [current, ...COMMON_ZONES];
  return zones.map((value) => ({ value, label: zoneLabel(value, locale, at) }));
}

/**
 * "Monday 7 December at 10:00, Madrid time (UTC+1)": a meeting's time as the pages, emails and
 * answers say it, its zone in zoneLabel's one wording (display-time.ts's formatMeetingTime, with
 * Intl's zone name, is for the browser, where the CLDR data is not).
 */
export function meetingTimeLabel(instant: Date, locale: Locale, timeZone: string): string {
  const time = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone, ...MEETING_TIME_FORMAT }).format(instant);
  return `${time}, ${zoneLabel(timeZone, locale, instant)}`;
}
