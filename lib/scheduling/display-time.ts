import { isTimeZoneName } from '@/lib/operations/time-zone-name';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Times as a person reads them: in their language and their time zone, naming the zone, so that
 * "10:00" is never taken for the team's 10:00. Intl.DateTimeFormat does the work (its date order,
 * words and zone names are the locale's); this file only chooses the options, so it runs in the
 * browser as well as on the server, without the time-zone library. A zone's label with its city
 * (CLDR data, server only) is lib/scheduling/zone-label.ts.
 */

/** The market each language's copy is written for (as LOCALE_DETAILS' Open Graph locales). */
export const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-PT', fr: 'fr-FR', de: 'de-DE' };

/** The zone shown to a visitor whose browser did not say (no JavaScript): the language's market. */
export const DEFAULT_ZONE: Record<Locale, string> = {
  en: 'Europe/London',
  es: 'Europe/Madrid',
  pt: 'Europe/Lisbon',
  fr: 'Europe/Paris',
  de: 'Europe/Berlin',
};

/**
 * The zones offered in the picker without JavaScript, west to east: the languages' markets in Europe
 * and the Americas, and the main business zones elsewhere. Bounded, so the list is a short select.
 */
export const COMMON_ZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/New_York',
  'America/Toronto',
  'America/Caracas',
  'America/Santiago',
  'America/Buenos_Aires',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'UTC',
  'Atlantic/Canary',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Dublin',
  'Africa/Casablanca',
  'Africa/Lagos',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Brussels',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Zurich',
  'Europe/Vienna',
  'Europe/Rome',
  'Europe/Warsaw',
  'Europe/Stockholm',
  'Africa/Johannesburg',
  'Europe/Athens',
  'Europe/Helsinki',
  'Europe/Istanbul',
  'Africa/Nairobi',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
] as const;

/**
 * The zone's name with its case settled, or undefined for anything Intl does not know as a zone.
 * (lib/operations/time-zone-name.ts says which texts are zones.) Intl may answer with an older
 * alias (Asia/Kolkata → Asia/Calcutta); the name as given, or as the zone list spells it, is kept.
 */
export function canonicalZone(name: unknown): string | undefined {
  if (!isTimeZoneName(name)) return undefined;
  let canonical = canonicalZones.get(name);
  if (canonical === undefined) {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    const same = (other: string) => other.toLowerCase() === name.toLowerCase();
    canonical = COMMON_ZONES.find(same) ?? (same(resolved) ? resolved : name);
    if (canonicalZones.size >= CANONICAL_ZONES_KEPT) canonicalZones.clear();
    canonicalZones.set(name, canonical);
  }
  return canonical;
}

/** canonicalZone's answers, kept as isTimeZoneName's are (a DateTimeFormat each is dear); bounded. */
const CANONICAL_ZONES_KEPT = 1000;
const canonicalZones = new Map<string, string>();

/** Whether an input (the API's `timeZone`, the picker's choice) is an IANA zone. */
export function isIanaZone(name: unknown): name is string {
  return canonicalZone(name) !== undefined;
}

/** A meeting's day and hour: "Monday 7 December at 10:00", in the locale's own words and order. */
export const MEETING_TIME_FORMAT = { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' } as const;

/** "Monday 7 December at 10:00 (Central European Standard Time)", in the locale's own words and order. */
export function formatMeetingTime(instant: Date, locale: Locale, timeZone: string): string {
  return withZoneInBrackets(
    new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone, ...MEETING_TIME_FORMAT, timeZoneName: 'long' }).formatToParts(instant),
  );
}

export interface SlotDay {
  /** The local date, YYYY-MM-DD, as a stable key (a fieldset's id, a test's lookup). */
  date: string;
  /** "Monday 7 December" in the locale. */
  label: string;
  slots: { start: Date; time: string }[];
}

/**
 * Slot starts grouped by the local day they fall on in the person's zone, days and times in order,
 * each time shown as the locale writes it; the page names the zone once, above the groups. On the
 * night the person's clocks go back, a time that comes twice carries its offset, so the two differ.
 */
export function groupSlotsByDay(starts: readonly Date[], locale: Locale, timeZone: string): SlotDay[] {
  const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone, ...options });
  const dayLabel = format({ weekday: 'long', day: 'numeric', month: 'long' });
  const timeLabel = format({ hour: '2-digit', minute: '2-digit' });
  const timeWithOffset = format({ hour: '2-digit', minute: '2-digit', timeZoneName: 'shortOffset' });
  const dateParts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, SlotDay>();
  for (const start of [...starts].sort((a, b) => a.getTime() - b.getTime())) {
    const part = (type: string) => dateParts.formatToParts(start).find((found) => found.type === type)?.value;
    const date = `${part('year')}-${part('month')}-${part('day')}`;
    const day = days.get(date) ?? { date, label: dayLabel.format(start), slots: [] };
    day.slots.push({ start, time: timeLabel.format(start) });
    days.set(date, day);
  }
  for (const { slots } of days.values()) {
    const twice = new Set(slots.map(({ time }) => time).filter((time, index, times) => times.indexOf(time) !== index));
    for (const slot of slots) if (twice.has(slot.time)) slot.time = timeWithOffset.format(slot.start);
  }
  return [...days.values()];
}

function withZoneInBrackets(parts: Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part) => (part.type === 'timeZoneName' ? `(${part.value})` : part.value))
    .join('')
    .trim();
}

/** A week (its Monday, YYYY-MM-DD) as the locale writes a range of days: "7–13 de diciembre". */
export function formatWeek(monday: string, locale: Locale): string {
  const first = new Date(`${monday}T12:00:00Z`);
  const last = new Date(first.getTime() + 6 * 86_400_000);
  return new Intl.DateTimeFormat(FORMAT_LOCALE[locale], { timeZone: 'UTC', day: 'numeric', month: 'long' }).formatRange(first, last);
}
