/**
 * WCAG 2.2 contrast, the one implementation the product screens (text on a club's colour) and
 * "your club" (a picked colour made readable) measure with.
 */

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** Whether a value is a lowercase `#rrggbb` colour, the only form an SVG attribute is given. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** The relative luminance of a `#rrggbb` colour (WCAG 2.2 "relative luminance"). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channelsOf(hex).map(linearChannel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [one, other] = [relativeLuminance(first), relativeLuminance(second)];
  const [lighter, darker] = one >= other ? [one, other] : [other, one];
  return (lighter + 0.05) / (darker + 0.05);
}

/** A `#rrggbb` colour's red, green and blue, 0 to 255. */
export function channelsOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** The `#rrggbb` of three channels, 0 to 255. */
export const hexOf = (channels: readonly number[]) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
