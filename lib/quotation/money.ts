import type { Locale } from '@/lib/i18n/locales';

/** An amount of a quotation: integer minor units of one currency. */
export interface Money {
  currency: string;
  minorDigits: number;
}

/** The amount as the person reads money in their language ("345,00 €", "€345.00"). */
export function formatMoney(minor: number, { currency, minorDigits }: Money, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minorDigits,
    maximumFractionDigits: minorDigits,
  }).format(minor / 10 ** minorDigits);
}

/** The amount as exact decimal text in the major unit ("345.00"), for machines: no float on the way. */
export function decimalMoney(minor: number, { minorDigits }: Money): string {
  const scale = 10 ** minorDigits;
  const whole = Math.trunc(minor / scale);
  return minorDigits ? `${whole}.${String(minor % scale).padStart(minorDigits, '0')}` : String(whole);
}
