import { z } from 'zod';
import { contentJson, shown, textOf, wholeNumber } from '@/lib/content-rules/figure-fields';
import type { CourtBand } from '@/lib/operations/court-bands';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';

/**
 * The price list (docs/decisions.md "Prices") is content: marketers keep `content/pricing.json` in
 * the copy editor, which edits text, so every figure is text ("149", "12.50", "included"), and
 * the two facts that are not figures are words (`vat`: "excluded" or "included"; `brandedApp`:
 * "optional" or "always"). This module turns the file into numbers the calculation can trust (money in integer minor units of one
 * currency) or into problems that name the field and say what to write, for the editor's save, the
 * content check and the server.
 */

export type { CourtBand } from '@/lib/operations/court-bands';
export type Feature = (typeof FEATURES)[number];

export interface PriceList {
  /** ISO 4217 code, e.g. EUR. */
  currency: string;
  /** Digits after the decimal point in the currency's amounts (2 for EUR, 0 for JPY). */
  minorDigits: number;
  /** Monthly, per location. */
  platformPerLocation: number;
  /** Monthly, per court, at the rate of the band the court count falls in. */
  perCourt: Record<CourtBand, number>;
  /** Monthly price of each feature module; 0 when it comes with the platform (bookings always does). */
  modules: Record<Feature, number>;
  brandedAppSetUp: number;
  brandedAppMonthly: number;
  /** Whether a quote may leave the branded app out (`optional`), or every quotation has it (`always`). */
  brandedApp: BrandedAppTerms;
  onboarding: number;
  /** Percent off the monthly fees for a yearly term, 0 to 90. */
  yearlyTermDiscountPercent: number;
  /** How many days a quotation holds. */
  validityDays: number;
  /** Whether the amounts include VAT: every price shown says which (docs/decisions.md "Prices say whether VAT is in them"). */
  vat: Vat;
}

/** The words the file uses for VAT and for the branded app's place in a quotation. */
export const VAT_TERMS = ['excluded', 'included'] as const;
export type Vat = (typeof VAT_TERMS)[number];
export const BRANDED_APP_TERMS = ['optional', 'always'] as const;
export type BrandedAppTerms = (typeof BRANDED_APP_TERMS)[number];

export class PriceListError extends Error {
  constructor(readonly problems: string[]) {
    super(`content/pricing.json is not a valid price list:\n${problems.join('\n')}`);
    this.name = 'PriceListError';
  }
}

export const INCLUDED = 'included';

/** The currency's digits, or undefined for a code that is not an ISO 4217 currency this runtime knows. */
export function currencyDigits(code: string): number | undefined {
  if (!/^[A-Z]{3}$/.test(code) || !Intl.supportedValuesOf('currency').includes(code)) return undefined;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;
}

/**
 * An amount in the currency's major unit ("149", "12.50"), kept as exact text until the currency is
 * known (`inMinorUnits`); with `included`, the word stands for "0".
 */
function money(options: { included?: boolean } = {}) {
  return z.unknown().transform((value, context): string => {
    const text = textOf(value);
    if (options.included && text.toLowerCase() === INCLUDED) return '0';
    const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(text);
    const words = options.included
      ? `an amount above 0 such as "29" or "12.50", or "${INCLUDED}"`
      : 'an amount above 0 such as "149" or "12.50"';
    if (!match || Number(text) <= 0) {
      context.addIssue({ code: 'custom', message: `write ${words}, with no currency sign; ${shown(value)}.` });
      return z.NEVER;
    }
    return text;
  });
}

const currency = z.unknown().transform((value, context) => {
  const code = textOf(value);
  if (currencyDigits(code) === undefined) {
    context.addIssue({
      code: 'custom',
      message: `write a three-letter ISO 4217 currency code in capitals, such as EUR or USD; ${shown(value)}.`,
    });
    return z.NEVER;
  }
  return code;
});

/** One of a few words, whatever its case, as the editor's text or by hand. */
function oneOf<Word extends string>(words: readonly Word[]) {
  return z.unknown().transform((value, context) => {
    const text = textOf(value).toLowerCase();
    if ((words as readonly string[]).includes(text)) return text as Word;
    context.addIssue({ code: 'custom', message: `write ${words.map((word) => `"${word}"`).join(' or ')}; ${shown(value)}.` });
    return z.NEVER;
  });
}

const bandsOf = <Key extends string, Value extends z.ZodType>(keys: readonly Key[], value: Value) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<Key, Value>);

const fileSchema = z
  .strictObject({
    currency,
    platformPerLocation: money(),
    perCourt: bandsOf(COURT_COUNTS, money()),
    modules: bandsOf(FEATURES, money({ included: true })),
    brandedAppSetUp: money(),
    brandedAppMonthly: money(),
    brandedApp: oneOf(BRANDED_APP_TERMS),
    onboarding: money(),
    yearlyTermDiscountPercent: wholeNumber('percent', 0, 90),
    validityDays: wholeNumber('days', 1, 365),
    vat: oneOf(VAT_TERMS),
  })
  .superRefine((list, context) => {
    if (list.modules.bookings !== '0') {
      context.addIssue({ code: 'custom', path: ['modules', 'bookings'], message: `bookings come with the platform: write "${INCLUDED}".` });
    }
  });

const FIELD_NAMES = Object.keys(fileSchema.shape).join(', ');
const GROUP_KEYS: Record<string, readonly string[]> = { perCourt: COURT_COUNTS, modules: FEATURES };

function problemsOf(issues: z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => {
    const at = (key?: PropertyKey) => [...issue.path, ...(key === undefined ? [] : [key])].map(String).join('.') || 'the file';
    const group = issue.path.length ? GROUP_KEYS[String(issue.path[0])] : undefined;
    if (issue.code === 'unrecognized_keys') {
      const known = group ? group.join(', ') : FIELD_NAMES;
      return issue.keys.map((key) => `${at(key)}: not in the price list (the entries here are ${known}); check its spelling.`);
    }
    if (issue.code === 'invalid_type') return [`${at()}: must be a group of ${group ? group.join(', ') : 'prices'}.`];
    return [`${at()}: ${issue.message}`];
  });
}

/** "12.5" in a currency of 2 digits is 1250; more digits than the currency has is a problem. */
function inMinorUnits(text: string, digits: number): number | undefined {
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > digits) return undefined;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

type Parsed = { success: true; priceList: PriceList } | { success: false; problems: string[] };

function parsePriceList(json: unknown): Parsed {
  const read = contentJson(json);
  if ('problems' in read) return { success: false, problems: read.problems };
  const parsed = fileSchema.safeParse(read.value);
  if (!parsed.success) return { success: false, problems: problemsOf(parsed.error.issues) };
  const file = parsed.data;
  const digits = currencyDigits(file.currency)!;
  const problems: string[] = [];
  // Amounts arrive as exact text; each becomes minor units of the file's currency, or a problem.
  const minor = (amount: string, at: string): number => {
    const units = inMinorUnits(amount, digits);
    if (units === undefined) problems.push(`${at}: ${file.currency} amounts have ${digits} decimal places at most; it is "${amount}".`);
    return units ?? 0;
  };
  const mapMinor = <Key extends string>(group: Record<Key, string>, name: string) =>
    Object.fromEntries(Object.entries<string>(group).map(([key, amount]) => [key, minor(amount, `${name}.${key}`)])) as Record<Key, number>;
  const priceList: PriceList = {
    currency: file.currency,
    minorDigits: digits,
    platformPerLocation: minor(file.platformPerLocation, 'platformPerLocation'),
    perCourt: mapMinor(file.perCourt, 'perCourt'),
    modules: mapMinor(file.modules, 'modules'),
    brandedAppSetUp: minor(file.brandedAppSetUp, 'brandedAppSetUp'),
    brandedAppMonthly: minor(file.brandedAppMonthly, 'brandedAppMonthly'),
    brandedApp: file.brandedApp,
    onboarding: minor(file.onboarding, 'onboarding'),
    yearlyTermDiscountPercent: file.yearlyTermDiscountPercent,
    validityDays: file.validityDays,
    vat: file.vat,
  };
  return problems.length ? { success: false, problems } : { success: true, priceList };
}

/** What is wrong with a price list file, one line each led by the field (`perCourt.4-8: …`); empty when it may be used. */
export function priceListProblems(json: unknown): string[] {
  const parsed = parsePriceList(json);
  return parsed.success ? [] : parsed.problems;
}

/** The price list of a file's parsed JSON (or its text); throws a PriceListError listing every problem. */
export function loadPriceList(json: unknown): PriceList {
  const parsed = parsePriceList(json);
  if (!parsed.success) throw new PriceListError(parsed.problems);
  return parsed.priceList;
}
