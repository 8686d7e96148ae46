import type { Locale } from '@/lib/i18n/locales';
import { FORMAT_LOCALE } from '@/lib/scheduling/display-time';

/**
 * The made-up figures the product screens show, written by Intl in the page's language: one evening
 * at a club, the chosen court, its price and the share of each player, as the language's market writes
 * them (FORMAT_LOCALE: pt-PT's "36,00 €", not Brazil's "€ 36,00"). Fixed in UTC, so every build draws
 * the same screens.
 */

const DAY = '2026-03-14';
const CURRENCY = 'EUR';

export const SAMPLE = {
  /** The member app's hours, and which court is taken when (court index per hour). */
  appHours: [17, 18, 19, 20, 21],
  courts: 3,
  chosen: { hour: 18, court: 2 },
  minutes: 90,
  courtPrice: 36,
  players: 4,
  /** A price per sport on the club's website, from. */
  fromPrice: 12,
  cardDigits: '4242',
} as const;

const at = (hour: number, minute = 0) => new Date(`${DAY}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

export function sampleFormats(language: Locale) {
  const locale = FORMAT_LOCALE[language];
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
  const wholeMoney = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
  return {
    day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at(12)),
    time: (hour: number, minute = 0) => time.format(at(hour, minute)),
    money: (amount: number) => money.format(amount),
    wholeMoney: (amount: number) => wholeMoney.format(amount),
    minutes: (count: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(count),
    number: (count: number) => new Intl.NumberFormat(locale).format(count),
  };
}
export type SampleFormats = ReturnType<typeof sampleFormats>;
