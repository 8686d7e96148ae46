import type { ProductScreenName } from './screen-names';

/**
 * How small a drawing's text may be as the visitor sees it, in CSS pixels (issue 48: 4-8 px was
 * unreadable on a phone). A drawing scales with its box, so each one is drawn on a canvas (its
 * viewBox) with a smallest text size, and is never laid out narrower than the width at which that
 * text is 11 px: `legibleWidth`, which app/globals.css gives each drawing as its min-width and
 * every box a drawing sits in leaves room for (the narrowest phone, 320 px, has 272 px of column).
 */
export const LEGIBLE_PX = 11;

export interface ScreenCanvas {
  width: number;
  height: number;
  /** The smallest font size its labels use, in the canvas's units. */
  smallest: number;
}

export const SCREEN_CANVAS = {
  'member-app': { width: 280, height: 560, smallest: 12 },
  payment: { width: 300, height: 340, smallest: 13 },
  'club-website': { width: 360, height: 312, smallest: 15 },
  'front-desk': { width: 360, height: 322, smallest: 15 },
  'owner-dashboard': { width: 360, height: 344, smallest: 15 },
} as const satisfies Record<ProductScreenName, ScreenCanvas>;

/** The narrowest a drawing may be shown, in CSS pixels: where its smallest text is LEGIBLE_PX. */
export const legibleWidth = (name: ProductScreenName) => {
  const canvas = SCREEN_CANVAS[name];
  return Math.ceil((canvas.width * LEGIBLE_PX) / canvas.smallest);
};
