// Relative: next.config.ts reads this module through ./editor-files.ts, where the `@/` alias is not set up.
import { LOCALES } from '../i18n/locales';

/** The files the copy editor edits: one per language, the product and contact details, the booking rules and the price list. */
export const LANGUAGE_FILES = LOCALES.map((locale) => ({ locale, file: `messages/${locale}.json` }));
export const SITE_FILE = 'content/site.json';
/** The rules demo meetings are booked by (lib/scheduling/booking-rules.ts checks them). */
export const SCHEDULING_FILE = 'content/scheduling.json';
/** The price list quotations are made from (lib/quotation/price-list.ts checks it). */
export const PRICING_FILE = 'content/pricing.json';
export const EDITED_FILES = [...LANGUAGE_FILES.map(({ file }) => file), SITE_FILE, SCHEDULING_FILE, PRICING_FILE];
