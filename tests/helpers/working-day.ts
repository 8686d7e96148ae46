import type { Locale } from '@/lib/i18n/locales';

/**
 * How each language words the follow-up promise, "within one working day" (docs/decisions.md
 * "Within one working day"): tests look for these words, and for no number of hours.
 */
export const WORKING_DAY: Record<Locale, string> = {
  en: 'one working day',
  es: 'un día laborable',
  pt: 'um dia útil',
  fr: 'un jour ouvré',
  de: 'eines Werktags',
};

/** A promise counted in hours ("24 hours", "24 horas", "24 heures", "24 Stunden"): no longer made anywhere. */
export const HOURS_PROMISE = /\b24 (hours|horas|heures|Stunden)\b/;
