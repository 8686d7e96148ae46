import { AA_TEXT_CONTRAST, channelsOf, contrastRatio, isHexColour } from '@/lib/colour/wcag-contrast';

/**
 * The colours a product screen draws with, derived from the club's one colour: the text that stays
 * readable on it (white or ink, whichever contrasts more, by WCAG's relative luminance) and a pale
 * tint of it for quieter areas. A colour that is not #rrggbb falls back, so an attribute never
 * carries anything else.
 */

export const INK = '#1d2b26';
export const WHITE = '#ffffff';
const FALLBACK = '#0f6b4f';

export function safeColour(colour: string): string {
  const lowercase = colour.toLowerCase();
  return isHexColour(lowercase) ? lowercase : FALLBACK;
}

function channels(colour: string): [number, number, number] {
  return channelsOf(safeColour(colour));
}

/** White or ink, whichever is more readable on the colour. */
export function textOn(colour: string): string {
  return contrastRatio(colour, WHITE) >= contrastRatio(colour, INK) ? WHITE : INK;
}

/** The colour mixed with white: `share` of the colour (0.15 is a pale wash). */
export function tint(colour: string, share: number): string {
  return `#${channels(colour)
    .map((value) =>
      Math.round(255 - (255 - value) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour mixed with ink: `share` of the colour. */
export function shade(colour: string, share: number): string {
  const ink = channels(INK);
  return `#${channels(colour)
    .map((value, index) =>
      Math.round(ink[index]! + (value - ink[index]!) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colour to write on: itself when white or ink reads on it at WCAG AA (4.5:1); a mid-tone that
 * neither reaches (an orange, a bright red) is deepened towards ink, step by step, until white does.
 */
export function readableBrand(colour: string): string {
  if (contrastRatio(colour, textOn(colour)) >= AA_TEXT_CONTRAST) return colour;
  for (let share = 0.95; share > 0; share -= 0.05) {
    const deeper = shade(colour, share);
    if (contrastRatio(deeper, WHITE) >= AA_TEXT_CONTRAST) return deeper;
  }
  return INK;
}

/**
 * Everything a screen fills with, from the club's colour. `edge` outlines a free slot on white: a
 * light tint of a dark colour, but a shade of a light one (a yellow's tint would vanish on white).
 */
export function screenColours(colour: string) {
  const brand = readableBrand(safeColour(colour));
  const edge = contrastRatio(brand, WHITE) >= 3 ? tint(brand, 0.45) : shade(brand, 0.55);
  return { brand, onBrand: textOn(brand), wash: tint(brand, 0.14), soft: tint(brand, 0.35), edge };
}
export type ScreenColours = ReturnType<typeof screenColours>;
