/**
 * SVG text does not wrap or shrink, and the screens' words vary by language and the club's name by
 * visitor: a label whose estimated width exceeds its room is drawn smaller, down to its `smallest`
 * (by default its own size: a drawing's small labels are already at the size that stays legible,
 * lib/product-screens/legible-size.ts), and then squeezed to the room (textLength), so no text ever
 * spills out of its box nor drops under the legible size.
 */

/**
 * About how wide each kind of glyph is, in em, regular and bold, erring a little wide (measured on
 * DejaVu Sans, the widest of the system sans-serifs the drawings fall back to): an average per
 * character stretched narrow words ("Terrain 1") when they were squeezed to a room they fit, and let
 * wide ones ("Willkommen") run out of it.
 */
const ADVANCES: { glyphs: RegExp; regular: number; bold: number }[] = [
  { glyphs: /[ijlI.,:;'’!|()[\]]/u, regular: 0.3, bold: 0.37 },
  { glyphs: /[frt\-\s/]/u, regular: 0.42, bold: 0.5 },
  { glyphs: /[mwMW@%]/u, regular: 1, bold: 1.12 },
  { glyphs: /\p{Lu}/u, regular: 0.74, bold: 0.8 },
];
const OTHER = { regular: 0.65, bold: 0.72 };

const advance = (glyph: string, bold: boolean) => {
  const kind = ADVANCES.find(({ glyphs }) => glyphs.test(glyph)) ?? OTHER;
  return bold ? kind.bold : kind.regular;
};

export interface FittedText {
  fontSize: number;
  textLength?: number;
}

/** About how wide a text is drawn, erring wide. */
export const estimatedWidth = (text: string, fontSize: number, bold = false) =>
  [...text].reduce((sum, glyph) => sum + advance(glyph, bold), 0) * fontSize;

export function fitText(text: string, fontSize: number, room: number, smallest = fontSize, bold = false): FittedText {
  const width = estimatedWidth(text, fontSize, bold);
  if (width <= room) return { fontSize };
  const smaller = Math.max(Math.min(smallest, fontSize), fontSize * (room / width));
  const rounded = Math.round(smaller * 10) / 10;
  return estimatedWidth(text, rounded, bold) <= room ? { fontSize: rounded } : { fontSize: rounded, textLength: room };
}

/**
 * A text on one line when it fits its room at `size`, else on two, broken at the space that makes
 * the longer line shortest ("Bienvenue chez Tennis Club / Rot-Weiss Mannheim"): a long club name is
 * drawn on two lines at a legible size rather than squeezed on one.
 */
export function linesFor(text: string, size: number, room: number, bold = false): [string] | [string, string] {
  if (estimatedWidth(text, size, bold) <= room) return [text];
  const words = text.split(' ');
  if (words.length < 2) return [text];
  let best: [string, string] = [text, ''];
  let longest = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const pair: [string, string] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const width = Math.max(...pair.map((line) => [...line].length));
    if (width < longest) [best, longest] = [pair, width];
  }
  return best;
}
