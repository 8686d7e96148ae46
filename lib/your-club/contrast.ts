/**
 * WCAG 2.2 contrast (docs/decisions.md "Your club in Courtside"): a club's colour is drawn behind
 * white text (the app's bar, the website's buttons) and as text on the white page, and both pairs are
 * the same two colours, so one ratio decides both. Small enough for the page's live script.
 */

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

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

/**
 * The colour itself when white text on it passes AA, else the same hue darkened in steps of 4% toward
 * black until it does (black passes, so this ends). The visitor's hue stays recognisable; only its
 * lightness gives way.
 */
export function readableColour(hex: string): string {
  const channels = channelsOf(hex);
  for (let step = 0; step <= 25; step += 1) {
    const candidate = hexOf(channels.map((channel) => Math.floor((channel * (25 - step)) / 25)));
    if (contrastRatio('#ffffff', candidate) >= AA_TEXT_CONTRAST) return candidate;
  }
  return '#000000';
}

function linearChannel(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function channelsOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

const hexOf = (channels: number[]) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
