import { MAX_CLUB_NAME_CHARS, MAX_CLUB_NAME_DIGITS, type ClubNameProblem } from '@/lib/abuse/club-name-bounds';

/**
 * The club name's rules as the page's live script applies them while the visitor types: the same
 * bounds and reasons as clubName (lib/abuse/greeting-name.ts), with the writing systems told apart
 * by a short list of scripts instead of all of Unicode, and without the confusables data (too large
 * for a browser). It only decides what the visitor's own screen shows while typing; the server's
 * clubName decides every name that is sent, drawn in a shared image or put in a quote form.
 */
export function liveNameProblem(input: string): ClubNameProblem | 'empty' | undefined {
  const name = input.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  if (name === '') return 'empty';
  if ([...name].length > MAX_CLUB_NAME_CHARS) return 'tooLong';
  if (/[./:@\\]/u.test(name)) return 'link';
  if (name.includes('+') || (name.match(/\p{Nd}/gu)?.length ?? 0) > MAX_CLUB_NAME_DIGITS) return 'phone';
  if (!/^[\p{L}\p{M}\p{Nd} ]+$/u.test(name) || !/\p{L}/u.test(name) || /(^|[ \p{Nd}])\p{M}/u.test(name)) return 'characters';
  return oneScript(name) ? undefined : 'mixedScripts';
}

/** The scripts told apart while typing; Han fits Japanese, Korean and Chinese, kana Japanese, Hangul Korean. */
const SCRIPTS: [RegExp, string[]][] = [
  [/\p{Script_Extensions=Latin}/u, ['Latn']],
  [/\p{Script_Extensions=Cyrillic}/u, ['Cyrl']],
  [/\p{Script_Extensions=Greek}/u, ['Grek']],
  [/\p{Script_Extensions=Arabic}/u, ['Arab']],
  [/\p{Script_Extensions=Hebrew}/u, ['Hebr']],
  [/\p{Script_Extensions=Armenian}/u, ['Armn']],
  [/\p{Script_Extensions=Georgian}/u, ['Geor']],
  [/\p{Script_Extensions=Devanagari}/u, ['Deva']],
  [/\p{Script_Extensions=Thai}/u, ['Thai']],
  [/\p{Script_Extensions=Han}/u, ['Hani', 'Jpan', 'Kore']],
  [/[\p{Script_Extensions=Hiragana}\p{Script_Extensions=Katakana}]/u, ['Jpan']],
  [/\p{Script_Extensions=Hangul}/u, ['Kore']],
];

function oneScript(name: string): boolean {
  let shared: Set<string> | undefined;
  for (const character of name) {
    if (!/\p{L}/u.test(character)) continue;
    const own = SCRIPTS.flatMap(([test, codes]) => (test.test(character) ? codes : []));
    // A letter of a script not listed is left to the server's check.
    if (!own.length) continue;
    const codes = new Set(own);
    shared = shared ? new Set([...shared].filter((code) => codes.has(code))) : codes;
    if (!shared.size) return false;
  }
  return true;
}
