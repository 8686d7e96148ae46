import type { ClubQuery, Sport } from './club-query';
import { readableColour } from './contrast';

/**
 * The club the drawings show: the address's good parts, the sample's for the rest, and the colour
 * made readable (lib/your-club/contrast.ts). The drawings' own type is `ClubLook` of
 * lib/product-screens/club-look.ts; this is the same shape.
 */
export interface YourClubLook {
  name: string;
  colour: string;
  sports: readonly Sport[];
}

/** The brand's green (app/globals.css `--green`): the colour until the visitor picks one. */
export const SAMPLE_COLOUR = '#0f6b4f';
export const SAMPLE_SPORTS: readonly Sport[] = ['padel', 'tennis'];

export function clubLookOf(query: ClubQuery, sampleName: string): YourClubLook {
  return {
    name: query.name ?? sampleName,
    colour: readableColour(query.colour ?? SAMPLE_COLOUR),
    sports: query.sports?.length ? query.sports : SAMPLE_SPORTS,
  };
}
