import { onWhite } from '@/lib/colour/club-colours';
import { AA_TEXT_CONTRAST } from '@/lib/colour/wcag-contrast';

/**
 * A club's colour is kept as the visitor picked it wherever it is a surface (the app's bar, the
 * website's buttons, the share image's phone), with dark or white text on it, whichever reads at AA
 * (docs/decisions.md "Your club in Courtside"); lib/colour/club-colours.ts draws every role from it.
 *
 * Only where the colour itself has to be read on the white page, as text or a thin line, is a shade
 * used: this one, the colour itself when it reads on white at AA, else the same hue (HSL) made darker
 * until it does (black passes, so there is always one). A pale yellow becomes a dark yellow here, and
 * only here.
 */
export function readableColour(hex: string): string {
  return onWhite(hex, AA_TEXT_CONTRAST);
}
