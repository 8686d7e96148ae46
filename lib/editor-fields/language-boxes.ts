import { avoidPattern, GLOSSARY_FILE, glossaryProblems } from '@/lib/content-rules/language-rules';
import { SITE_GLOSSARY } from '@/lib/content-rules/site-glossary';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Each language's rules in the editor's boxes (lib/content-rules/language-rules.ts), so that what a
 * marketer saves passes `npm run check:i18n`, in local and GitHub mode alike: a French box applies
 * French typography itself (`withLanguageTypography`; nobody types U+202F), and
 * every box refuses, as she types, a word its language's glossary avoids, naming the one to use.
 */

/** What a box's text breaks of its language's words; its typography is the box's own to apply. */
export function boxLanguageProblems(locale: Locale, text: string): string[] {
  return glossaryProblems(locale, text, SITE_GLOSSARY);
}

/** Said beneath a French box, so that the change she sees on leaving it is expected. */
const FRENCH_TYPOGRAPHY_NOTE =
  'French spacing is applied for you: a narrow no-break space before ; : ! ? and inside « », and ’ for an apostrophe.';

/** What a box of this language says of the rules it applies, if any. */
export function languageNote(locale: Locale): string | undefined {
  return locale === 'fr' ? FRENCH_TYPOGRAPHY_NOTE : undefined;
}

/**
 * The glossary of one language as a pattern for Keystatic's text boxes (the collections' texts,
 * ./locale-texts.ts): it matches a text without any word to avoid, and its message lists the words
 * to use instead. None for a language without glossary entries.
 */
export function glossaryPattern(locale: Locale): GlossaryPattern | undefined {
  // Every collection's boxes ask for it at import, five per text: made once per language.
  if (!PATTERNS.has(locale)) PATTERNS.set(locale, patternOf(locale));
  return PATTERNS.get(locale);
}

type GlossaryPattern = { regex: RegExp; message: string };
const PATTERNS = new Map<Locale, GlossaryPattern | undefined>();

function patternOf(locale: Locale): GlossaryPattern | undefined {
  const entries = SITE_GLOSSARY[locale] ?? [];
  if (!entries.length) return undefined;
  const avoided = entries.flatMap(({ avoid }) => avoid.map((word) => avoidPattern(word).source));
  return {
    // No `g` flag: a RegExp with one keeps its place between tests.
    regex: new RegExp(`^(?![\\s\\S]*(?:${avoided.join('|')}))`, 'iu'),
    message: `A word this site does not use: write ${entries.map(({ use, avoid }) => `“${use}”, not ${avoid.map((word) => word.replaceAll('*', '…')).join(', ')}`).join('; ')} (${GLOSSARY_FILE}).`,
  };
}
