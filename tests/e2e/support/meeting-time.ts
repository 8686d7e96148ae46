/**
 * A meeting's time as the pages write it ("Monday 7 December at 10:00, Madrid time (UTC+1)"),
 * worked out here from the sources themselves (CLDR's exemplar city read from disk, the zone
 * wording from the messages and lib/scheduling/zone-wording.ts, the offset from Intl), since
 * Playwright's loader cannot import the JSON that lib/scheduling/zone-label.ts imports.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { MEETING_TIME_FORMAT } from '@/lib/scheduling/display-time';
import { placeLabel, utcOffset } from '@/lib/scheduling/zone-wording';
import { translatorFor } from './messages';

const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-PT', fr: 'fr-FR', de: 'de-DE' };
const CLDR_LOCALE: Record<Locale, string> = { en: 'en-GB', es: 'es', pt: 'pt-PT', fr: 'fr', de: 'de' };
const CLDR_DIR = path.resolve(import.meta.dirname, '../../../node_modules/cldr-dates-full/main');

function cityOf(timeZone: string, locale: Locale): string {
  const names = JSON.parse(readFileSync(path.join(CLDR_DIR, CLDR_LOCALE[locale], 'timeZoneNames.json'), 'utf8'));
  const zones = (Object.values(names.main)[0] as { dates: { timeZoneNames: { zone: Record<string, unknown> } } }).dates.timeZoneNames.zone;
  const found = timeZone.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], zones) as
    { exemplarCity?: string } | undefined;
  return found?.exemplarCity ?? timeZone.split('/').at(-1)!.replaceAll('_', ' ');
}

export function meetingTimeText(instant: Date, locale: Locale, timeZone: string): string {
  const time = new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone, ...MEETING_TIME_FORMAT }).format(instant);
  const t = translatorFor(locale);
  const place = placeLabel(timeZone, cityOf(timeZone, locale), locale, (city) => t('scheduling.zone.label', { city }));
  return `${time}, ${place} (${utcOffset(timeZone, instant)})`;
}
