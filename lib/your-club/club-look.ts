import { SAMPLE_CLUB_LOOK, type ClubLook } from '@/lib/product-screens/club-look';
import type { ClubQuery } from './club-query';

/**
 * The club the drawings show: the address's good parts, the home page's sample club for the rest
 * (lib/product-screens/club-look.ts). The colour is the one picked, unchanged: the drawings keep it
 * for their surfaces and derive the text on it, and the shade they need on white, themselves
 * (lib/colour/club-colours.ts `onWhite`).
 */
export function clubLookOf(query: ClubQuery): ClubLook {
  return {
    name: query.name ?? SAMPLE_CLUB_LOOK.name,
    colour: query.colour ?? SAMPLE_CLUB_LOOK.colour,
    sports: query.sports?.length ? query.sports : SAMPLE_CLUB_LOOK.sports,
  };
}

/** The colour the form shows before the visitor picks one: the sample club's. */
export const SAMPLE_COLOUR = SAMPLE_CLUB_LOOK.colour;
