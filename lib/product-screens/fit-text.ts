/**
 * SVG text does not wrap or shrink, and the screens' words vary by language and the club's name by
 * visitor: a label whose estimated width exceeds its room is drawn smaller, down to its `smallest`
 * (by default its own size: a drawing's small labels are already at the size that stays legible,
 * lib/product-screens/legible-size.ts), and then squeezed to the room (textLength), so no text ever
 * spills out of its box nor drops under the legible size.
 */

/** A generous average advance of a system sans-serif glyph, in em (bold Latin runs about 0.55). */
const AVERAGE_ADVANCE = 0.6;

export interface FittedText {
  fontSize: number;
  textLength?: number;
}

/** About how wide a text is drawn, erring wide. */
export const estimatedWidth = (text: string, fontSize: number) => [...text].length * fontSize * AVERAGE_ADVANCE;

export function fitText(text: string, fontSize: number, room: number, smallest = fontSize): FittedText {
  const width = estimatedWidth(text, fontSize);
  if (width <= room) return { fontSize };
  const smaller = Math.max(Math.min(smallest, fontSize), fontSize * (room / width));
  const rounded = Math.round(smaller * 10) / 10;
  return [...text].length * rounded * AVERAGE_ADVANCE <= room ? { fontSize: rounded } : { fontSize: rounded, textLength: room };
}
