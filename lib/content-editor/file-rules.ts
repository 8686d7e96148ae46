import { identityProblems } from '@/lib/legal/identity-problems';
import { priceListProblems } from '@/lib/quotation/price-list';
import { bookingRulesProblems } from '@/lib/scheduling/booking-rules';
import { isCountryCode } from '@/lib/site/country-codes';
import { PRICING_FILE, SCHEDULING_FILE, SITE_FILE } from './edited-files';
import type { Copy } from './copy-tree';

/** What is wrong with a whole content file beyond the copy rules, one line each led by the key (`legal.vatNumber: …`). */
export type FileRules = (copy: unknown) => string[];

/** The product and contact details: the country by its code, the company's identity by its published formats. */
function siteProblems(copy: unknown): string[] {
  const { country } = (copy ?? {}) as { country?: unknown };
  const problems =
    typeof country === 'string' && !isCountryCode(country)
      ? ['country: must be a two-letter ISO 3166 country code such as ES; each page names the country in its language.']
      : [];
  return [...problems, ...identityProblems(copy)];
}

/**
 * The rules of each settings file, in the browser and on the server alike (no Node.js here): the
 * editor's boxes apply them as the marketer types (./copy-field.tsx), so a box the save would refuse
 * is marked itself; the save check (./save-check.ts) and `npm run check:i18n` apply them to the file.
 */
export const FILE_RULES: Record<string, FileRules> = {
  [SITE_FILE]: siteProblems,
  [SCHEDULING_FILE]: bookingRulesProblems,
  [PRICING_FILE]: priceListProblems,
};

/** The file with the text at `path` replaced (a copy: the file itself is left as it was). */
function withValue(copy: Copy, path: readonly string[], value: string): Copy {
  const [key, ...rest] = path;
  if (key === undefined) return copy;
  const inner = copy[key];
  return { ...copy, [key]: rest.length === 0 || typeof inner !== 'object' ? value : withValue(inner, rest, value) };
}

/**
 * The problems of one box of a settings file, as its file's rules see them with every other box as
 * the file holds it: the words after the key of those problems that name this box. A rule between
 * boxes (an amount's decimals against the currency) is judged against the file as read; the server's
 * save check judges the file as saved.
 */
export function fieldProblems(rules: FileRules, file: Copy, path: readonly string[], value: string): string[] {
  const lead = `${path.join('.')}:`;
  return rules(withValue(file, path, value))
    .filter((problem) => problem.startsWith(lead))
    .map((problem) => problem.slice(lead.length).trim());
}
