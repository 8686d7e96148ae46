import { AA_TEXT_CONTRAST, channelsOf, contrastRatio, hexOf, isHexColour } from './wcag-contrast';

/**
 * The colours a club's one colour is drawn with (docs/decisions.md "Your club in Courtside"): the
 * colour itself wherever it is a surface (a header bar, a button, a tile), with the text on it dark
 * or white, whichever reads; and a deeper shade of the same hue only where the colour itself has to
 * be read on white, as text or a thin line. A pale yellow stays that yellow as a bar with dark text
 * on it; only a link or an outline in it turns to a dark yellow.
 */

/** The dark text of the product's drawings (the same ink as lib/product-screens/screen-colours.ts). */
export const INK = '#1d2b26';
export const WHITE = '#ffffff';
export const BLACK = '#000000';
/** WCAG 1.4.11: a line or an icon that must be seen reaches 3:1 against what is around it. */
export const NON_TEXT_CONTRAST = 3;

/**
 * The text to write on a surface of the colour: white or ink, whichever contrasts more, when it reads
 * at AA (4.5:1); else black, which always does where white does not (every colour reaches 4.5:1
 * with black or with white).
 */
export function textOn(surface: string): string {
  const best = contrastRatio(surface, WHITE) >= contrastRatio(surface, INK) ? WHITE : INK;
  if (contrastRatio(surface, best) >= AA_TEXT_CONTRAST) return best;
  return contrastRatio(surface, WHITE) >= AA_TEXT_CONTRAST ? WHITE : BLACK;
}

/**
 * The colour as it can be read on white at `ratio`: itself when it already is, else the same hue
 * and saturation (HSL) at the highest lightness that reaches the ratio. A pale yellow becomes a dark
 * yellow, a white a grey; the hue stays within the rounding of its channels.
 */
export function onWhite(colour: string, ratio = AA_TEXT_CONTRAST): string {
  if (contrastRatio(colour, WHITE) >= ratio) return colour;
  const [hue, saturation, lightness] = hslOf(colour);
  // Lightness 0 is black (21:1), so the lightest passing lightness lies in [0, lightness).
  let passing = 0;
  let failing = lightness;
  while (failing - passing > 1e-4) {
    const middle = (passing + failing) / 2;
    if (contrastRatio(hexOfHsl(hue, saturation, middle), WHITE) >= ratio) passing = middle;
    else failing = middle;
  }
  const shade = hexOfHsl(hue, saturation, passing);
  return contrastRatio(shade, WHITE) >= ratio ? shade : BLACK;
}

/** The colour mixed with white: `share` of the colour (0.15 is a pale wash). */
export function tint(colour: string, share: number): string {
  return hexOf(channelsOf(colour).map((value) => Math.round(255 - (255 - value) * share)));
}

/**
 * Everything a drawing of the club fills with, from its colour (a value that is not `#rrggbb`
 * falls back to `fallback`, so an attribute never carries anything else):
 * - `surface`: the colour itself, kept, for bars, buttons and tiles; `onSurface`: their text;
 * - `text`: the colour as text (a link, a heading's accent) on white, at 4.5:1;
 * - `line`: the colour as a thin line or a small icon on white, at 3:1;
 * - `wash`, `soft`: pale tints for quiet areas; `edge`: the outline of an empty slot on white, a
 *   light tint of a dark colour, a mid shade of a light one (a yellow's tint would vanish on white).
 */
export function clubColours(colour: string, fallback = '#0f6b4f') {
  const lowercase = colour.toLowerCase();
  const surface = isHexColour(lowercase) ? lowercase : fallback;
  return {
    surface,
    onSurface: textOn(surface),
    text: onWhite(surface),
    line: onWhite(surface, NON_TEXT_CONTRAST),
    wash: tint(surface, 0.14),
    soft: tint(surface, 0.35),
    edge: contrastRatio(surface, WHITE) >= NON_TEXT_CONTRAST ? tint(surface, 0.45) : onWhite(surface, 1.9),
  };
}
export type ClubColours = ReturnType<typeof clubColours>;

/** A colour's HSL: hue in degrees [0, 360), saturation and lightness in [0, 1]. */
export function hslOf(hex: string): [number, number, number] {
  const [r, g, b] = channelsOf(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / chroma + 6) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [sector * 60, saturation, lightness];
}

/** The `#rrggbb` of an HSL colour. */
export function hexOfHsl(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const second = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const base = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const sectors: [number, number, number][] = [
    [chroma, second, 0],
    [second, chroma, 0],
    [0, chroma, second],
    [0, second, chroma],
    [second, 0, chroma],
    [chroma, 0, second],
  ];
  const [r, g, b] = sectors[sector]!;
  return hexOf([r, g, b].map((value) => Math.min(255, Math.max(0, Math.round((value + base) * 255)))));
}
