/**
 * What the quotation PDF can write with the built-in Helvetica, whose characters are Windows-1252
 * (WinAnsi): every letter of the five site languages (é, ç, ü, ß, ã, €), not Cyrillic, Greek or
 * Han. Intl's spaces outside that set (French groups thousands with U+202F) become the no-break
 * space, which looks the same; a name with a character the font lacks is left out rather than drawn
 * as blanks.
 */

/** The code points Windows-1252 gives to 0x80-0x9F (the rest of it is Latin-1). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

/**
 * Text from Intl, the copy and a club's name, with the spaces and dashes Helvetica lacks replaced by
 * ones it has: the minus sign, and the hyphens a club's name may be written with (U+2010, U+2011).
 */
export function pdfText(text: string): string {
  return text.replace(/[\u202f\u2009\u2007]/g, '\u00a0').replace(/[\u2212\u2010\u2011]/g, '-');
}

/** Whether Helvetica can write every character of `text`. */
export function helveticaWrites(text: string): boolean {
  return [...pdfText(text)].every(isWinAnsi);
}
