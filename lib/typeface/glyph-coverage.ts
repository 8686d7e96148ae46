/**
 * Whether text is drawn from the given fonts alone, decided as Satori (next/og) decides it: each
 * grapheme is drawn by the first font, in the order given, that maps the grapheme's first character,
 * and only when that font maps every character of it. A grapheme no font draws whole is what makes
 * next/og fetch a font from Google Fonts while it answers, so text for which this is false must be
 * left out of an image, never handed to it.
 */

/** The code points one font file maps to a glyph (its cmap). */
export type CharacterSet = ReadonlySet<number>;

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function fontsCover(fonts: readonly CharacterSet[], text: string): boolean {
  for (const { segment } of GRAPHEMES.segment(text)) {
    const codePoints = [...segment].map((character) => character.codePointAt(0)!);
    const font = fonts.find((characters) => characters.has(codePoints[0]!));
    if (!font || !codePoints.every((codePoint) => font.has(codePoint))) return false;
  }
  return true;
}
