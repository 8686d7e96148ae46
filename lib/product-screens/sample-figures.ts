import type { Locale } from '@/lib/i18n/locales';
import { FORMAT_LOCALE } from '@/lib/scheduling/display-time';

/**
 * The made-up figures the product screens show, written by Intl in the page's language: one evening
 * at a club, the chosen court, its price and the share of each player, and the owner's month so far,
 * as the language's market writes them (FORMAT_LOCALE: pt-PT's "36,00 €", not Brazil's "€ 36,00").
 * Fixed in UTC, so every build draws the same screens.
 */

const DAY = '2026-03-14';
const CURRENCY = 'EUR';

export const SAMPLE = {
  /** The member app's hours, and which court is taken when (court index per hour). */
  appHours: [17, 18, 19, 20, 21],
  /** The club's courts, the same in the app, at the desk and in the owner's figures. */
  courts: 3,
  chosen: { hour: 18, court: 2 },
  minutes: 90,
  courtPrice: 36,
  players: 4,
  /** A price per sport on the club's website, from. */
  fromPrice: 12,
  cardDigits: '4242',
  /**
   * The owner's month so far (1-14 March): courts open 15 hours a day, the court-hours booked and
   * the bookings nobody came to; occupancy by weekday, Monday first, averaging the month's.
   */
  owner: { openHours: 15, days: 14, bookedHours: 454, noShows: 7, byWeekday: [58, 63, 68, 74, 82, 90, 69] },
} as const;

/**
 * The owner's figures, from the sample's own: occupancy is the booked share of the open court-hours
 * (454 of 3 × 15 × 14 = 630, 72 %) and revenue those hours at the app's price (36 € for 90 minutes).
 */
export function ownerFigures() {
  const { openHours, days, bookedHours, noShows, byWeekday } = SAMPLE.owner;
  const hourly = SAMPLE.courtPrice / (SAMPLE.minutes / 60);
  return {
    occupancy: bookedHours / (SAMPLE.courts * openHours * days),
    revenue: bookedHours * hourly,
    noShows,
    byWeekday: byWeekday.map((percent) => percent / 100),
  };
}

const at = (hour: number, minute = 0) => new Date(`${DAY}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

export function sampleFormats(language: Locale) {
  const locale = FORMAT_LOCALE[language];
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  const wholeMoney = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
  const narrowDay = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  return {
    day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at(12)),
    /** The sample day's month, as a dashboard heads its figures ("March 2026", "März 2026"). */
    month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(12)),
    /** The week's days, Monday first, as a chart's axis writes them (M T W…, L M M…). */
    weekdays: Array.from({ length: 7 }, (_, index) => narrowDay.format(new Date(Date.UTC(2026, 2, 9 + index, 12)))),
    time: (hour: number, minute = 0) => time.format(at(hour, minute)),
    money: (amount: number) => money.format(amount),
    wholeMoney: (amount: number) => wholeMoney.format(amount),
    percent: (share: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share),
    minutes: (count: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(count),
    number: (count: number) => new Intl.NumberFormat(locale).format(count),
  };
}
export type SampleFormats = ReturnType<typeof sampleFormats>;
