/**
 * SVG text does not wrap or shrink, and the screens' words vary by language and the club's name by
 * visitor: a label whose estimated width exceeds its room is drawn smaller, down to its `smallest`
 * (by default its own size: a drawing's small labels are already at the size that stays legible,
 * lib/product-screens/legible-size.ts), and then squeezed to the room (textLength), so no text ever
 * spills out of its box nor drops under the legible size.
 */

/** A generous average advance of a sans-serif glyph, in em; bold runs wider (DejaVu Sans Bold's about 0.66). */
const AVERAGE_ADVANCE = 0.6;
const BOLD_ADVANCE = 0.68;

export interface FittedText {
  fontSize: number;
  textLength?: number;
}

/** About how wide a text is drawn, erring wide. */
export const estimatedWidth = (text: string, fontSize: number, bold = false) =>
  [...text].length * fontSize * (bold ? BOLD_ADVANCE : AVERAGE_ADVANCE);

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
