import site from '@/content/site.json';
import type { SPORTS } from '@/lib/operations/value-sets';

export type Sport = (typeof SPORTS)[number];

/**
 * How a club looks in its own Courtside: its name, its colour and its sports. Every product screen
 * (components/product-screens/) draws from one, so the home page shows a sample club and
 * /{locale}/your-club the visitor's own. The colour reaches the drawing only as SVG presentation
 * attributes (fill, stroke), which the CSP allows where an inline `style` is blocked
 * (docs/decisions.md "The product is drawn, not captured").
 */
export type ClubLook = { name: string; colour: string /* #rrggbb */; sports: readonly Sport[] };

/**
 * The sample club the home page shows: its name is content (content/site.json `sampleClubName`); its
 * colour is deliberately not the site's green, so the drawing reads as a club's own app, not ours.
 */
export const SAMPLE_CLUB_LOOK: ClubLook = {
  name: site.sampleClubName,
  colour: '#1f4e9c',
  sports: ['padel', 'tennis', 'pickleball'],
};
