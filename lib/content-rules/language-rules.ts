import { z } from 'zod';
import { isLocale, LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * Each language's typography and words (issue 48 item 6), applied by `npm run check:i18n` to every
 * text of that language: messages/<locale>.json, and the `<locale>` fields of content/**\/*.json.
 * - French: a narrow no-break space (U+202F) before ; : ! ? and inside « », and the typographic
 *   apostrophe ’ (in ICU messages an ASCII ' is an escape character, too).
 * - Every language: one word per idea, kept in content/glossary.json (preferred term, words to
 *   avoid), which also holds German's "Sie" (no du, dich, dein… anywhere, greetings included) and
 *   Spanish's "tú" (no usted, indíquenos, díganos…).
 * Pure, so the editor's boxes in the browser apply the same rules (lib/editor-fields/language-boxes.ts);
 * ./language-folder-check.ts reads the files for `npm run check:i18n`.
 */

export const GLOSSARY_FILE = 'content/glossary.json';

const NARROW = '\u202f';

/**
 * The text with what French punctuation does not apply to blanked out, at the same length (so a
 * snippet can be cut from the text itself): web addresses, e-mail addresses, code between
 * backticks, and the styles of ICU number, date and time arguments (`{n, number, ::currency/EUR}`).
 */
function blankedForTypography(text: string): string {
  const blank = (match: string) => 'x'.repeat(match.length);
  return text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"«»]+/gi, blank)
    .replace(/\bmailto:[^\s<>"«»]+/gi, blank)
    .replace(/[^\s@<>"«»()]+@[^\s@<>"«»()]+\.[a-z]{2,}/gi, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\{\s*\w+\s*,\s*(?:number|date|time)\s*,[^{}]*\}/g, blank);
}

/** A few characters either side of a place in the text, on one line, the spaces made visible. */
function snippet(text: string, at: number): string {
  const shown = text
    .slice(Math.max(0, at - 12), at + 12)
    .replace(/\n/g, ' ')
    .replace(/\u202f/g, '⍽')
    .replace(/\u00a0/g, '⎵');
  return `“${shown}”`;
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const MARKS = ';:!?';

/** Where a ; : ! ? is punctuation: it ends a phrase (not 09:00, npm run a:b, a ?query) and is the first of its run (?!). */
function isPunctuation(blanked: string, at: number): boolean {
  if (at === 0 || MARKS.includes(blanked[at - 1]!)) return false;
  const next = blanked[at + 1];
  return next === undefined || !WORD_CHARACTER.test(next);
}

const spaceName = (character: string | undefined) =>
  character === ' ' ? 'a normal space' : character === '\u00a0' ? 'a no-break space (U+00A0)' : 'no space';

/** What breaks French typography in one text, each with a snippet (⍽ marks U+202F, ⎵ U+00A0); nothing when it keeps it. */
export function frenchTypographyProblems(text: string): string[] {
  const blanked = blankedForTypography(text);
  const problems: string[] = [];
  for (let at = 0; at < blanked.length; at++) {
    const character = blanked[at]!;
    if (MARKS.includes(character) && isPunctuation(blanked, at) && blanked[at - 1] !== NARROW) {
      problems.push(
        `French typography: write a narrow no-break space (U+202F) before “${character}”, not ${spaceName(blanked[at - 1])}: ${snippet(text, at)}`,
      );
    } else if (character === '«' && blanked[at + 1] !== NARROW) {
      problems.push(
        `French typography: write a narrow no-break space (U+202F) after “«”, not ${spaceName(blanked[at + 1])}: ${snippet(text, at)}`,
      );
    } else if (character === '»' && blanked[at - 1] !== NARROW) {
      problems.push(
        `French typography: write a narrow no-break space (U+202F) before “»”, not ${spaceName(blanked[at - 1])}: ${snippet(text, at)}`,
      );
    } else if (character === "'") {
      problems.push(`French typography: write the apostrophe ’, not ': ${snippet(text, at)}`);
    }
  }
  return problems;
}

/** The text with French typography applied: what a marketer's text becomes (and how the shipped copy was fixed). */
export function withFrenchTypography(text: string): string {
  const blanked = blankedForTypography(text);
  let out = '';
  for (let at = 0; at < text.length; at++) {
    const character = text[at]!;
    const blank = blanked[at]!;
    if (MARKS.includes(blank) && isPunctuation(blanked, at)) {
      out = out.replace(/[ \u00a0\u202f]+$/, '') + NARROW + character;
    } else if (blank === '»') {
      out = out.replace(/[ \u00a0\u202f]+$/, '') + NARROW + character;
    } else if (blank === '«') {
      out += character + NARROW;
      while (text[at + 1] === ' ' || text[at + 1] === '\u00a0' || text[at + 1] === NARROW) at++;
    } else if (blank === "'") {
      out += '’';
    } else out += character;
  }
  return out;
}

const glossarySchema = z.partialRecord(
  z.enum(LOCALES),
  z.array(
    z.strictObject({
      use: z.string().trim().min(1),
      avoid: z.array(z.string().trim().min(1)).min(1),
      why: z.string().optional(),
    }),
  ),
);

export type Glossary = z.output<typeof glossarySchema>;

/** The glossary as a file holds it, or its problems, naming the field. */
export function readGlossary(json: unknown): { glossary: Glossary } | { problems: string[] } {
  const parsed = glossarySchema.safeParse(json);
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${GLOSSARY_FILE} ${issue.path.join('.') || '(the file)'}: ${issue.message}.`) };
  return { glossary: parsed.data };
}

/**
 * A word or phrase to avoid as a pattern: whole words, any case, a `*` standing for the rest of a
 * word (`dein*`: dein, deine, deinen…), any spacing between the words of a phrase.
 */
export function avoidPattern(avoid: string): RegExp {
  const words = avoid
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\p{L}\\p{N}]*'),
    );
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'giu');
}

/** The words of one text that its language's glossary says to avoid, each with the word to use. */
export function glossaryProblems(locale: Locale, text: string, glossary: Glossary): string[] {
  // Placeholders are names the code fills in, not words of the language.
  const words = text.replace(/\{\w+\}/g, (match) => ' '.repeat(match.length));
  const problems: string[] = [];
  for (const { use, avoid } of glossary[locale] ?? []) {
    for (const word of avoid) {
      for (const match of words.matchAll(avoidPattern(word))) {
        problems.push(`Glossary (${GLOSSARY_FILE}): write “${use}”, not “${match[0]}”: ${snippet(text, match.index)}`);
      }
    }
  }
  return problems;
}

/** The text as its language writes it: French typography applied (a marketer need not type U+202F); other languages as they are. */
export function withLanguageTypography(locale: Locale, text: string): string {
  return locale === 'fr' ? withFrenchTypography(text) : text;
}

/** Everything one text breaks of its language's rules. */
export function languageProblems(locale: Locale, text: string, glossary: Glossary): string[] {
  return [...(locale === 'fr' ? frenchTypographyProblems(text) : []), ...glossaryProblems(locale, text, glossary)];
}

/**
 * The problems of one file's texts against their languages' rules, each naming the file and key:
 * what `npm run check:i18n` reports and the editor's save refuses. `locale` is a messages file's
 * language; in a content file each text's language is its key (`answer.fr`).
 */
export function fileLanguageProblems(file: string, json: unknown, glossary: Glossary, locale?: Locale): string[] {
  return languageTexts(json, locale).flatMap(({ locale: language, key, text }) =>
    languageProblems(language, text, glossary).map((problem) => `${file} ${key}: ${problem}`),
  );
}

export interface LanguageText {
  locale: Locale;
  key: string;
  text: string;
}

/**
 * The texts of one file by language: a messages file's every string (its language is its name);
 * in a content file, every string under a language's key (`answer.fr`).
 */
export function languageTexts(json: unknown, fileLocale?: Locale): LanguageText[] {
  const texts: LanguageText[] = [];
  const walk = (value: unknown, key: string, locale: Locale | undefined) => {
    if (typeof value === 'string') {
      if (locale) texts.push({ locale, key, text: value });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${key}.${index}`, locale));
    else if (value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value))
        walk(child, key ? `${key}.${name}` : name, fileLocale ?? (isLocale(name) ? name : locale));
    }
  };
  walk(json, '', fileLocale);
  return texts;
}
