import { COURT_COUNTS } from './value-sets';

/**
 * The contract's bands of courts (`numberOfCourts`: 1-3, 4-8, 9-15, 16+) and the exact count a
 * quote request may add (`courtCount`, docs/api.md "Request bodies"): the band a count falls in, and
 * whether a count and a band agree. Read from the band names themselves, so that the enumeration
 * stays the one list.
 */

export type CourtBand = (typeof COURT_COUNTS)[number];

/** The most courts a quote counts: more than any venue has, and too few digits to read as a phone number. */
export const MAX_COURTS = 1000;
/** The most venues a quote may count: more than any club group runs (docs/decisions.md "Maximum lengths"). */
export const MAX_LOCATIONS = 10_000;

/** A band's least and most courts: "4-8" is 4 to 8, "16+" is 16 and more (no most). */
export function bandBounds(band: CourtBand): { least: number; most?: number } {
  const [least, most] = band.split(/[-+]/);
  return { least: Number(least), ...(most ? { most: Number(most) } : {}) };
}

/** The band a count of courts falls in (a count below 1 is counted in the first). */
export function courtBandOf(count: number): CourtBand {
  return COURT_COUNTS.findLast((band) => count >= bandBounds(band).least) ?? COURT_COUNTS[0];
}

/** Why a count is not in a band: above its most, or below its least; undefined when it is in it. */
export function outsideBand(count: number, band: CourtBand): { above: number } | { below: number } | undefined {
  const { least, most } = bandBounds(band);
  if (most !== undefined && count > most) return { above: most };
  if (count < least) return { below: least };
  return undefined;
}

/**
 * A form's payload with the contract's band of the exact count it asked (./form-fields.ts), added by
 * the forms' server action (lib/forms/submit-lead.ts): the band goes with the count, as an agent
 * would send both. A count that is no whole number in range is left for validation to name.
 */
export function withCourtBand(payload: Record<string, unknown>): Record<string, unknown> {
  const count = payload.courtCount;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COURTS) return payload;
  return { ...payload, numberOfCourts: courtBandOf(count) };
}
