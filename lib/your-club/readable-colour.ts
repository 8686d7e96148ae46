import { AA_TEXT_CONTRAST, channelsOf, contrastRatio, hexOf } from '@/lib/colour/wcag-contrast';

/**
 * A club's colour is drawn behind white text (the app's bar, the website's buttons) and as text on
 * the white page (docs/decisions.md "Your club in Courtside"); both pairs are the same two colours,
 * so one ratio decides both.
 *
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
