import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';
import type { QuoteAnswers } from './calculate';
import type { CourtBand, Feature } from './price-list';

/** The answers a price depends on, read from a validated payload. */
export function quoteAnswersOf(payload: Record<string, unknown>): QuoteAnswers {
  const { numberOfCourts, numberOfLocations, features } = payload;
  return {
    numberOfCourts: COURT_COUNTS.includes(numberOfCourts as CourtBand) ? (numberOfCourts as CourtBand) : undefined,
    numberOfLocations: typeof numberOfLocations === 'number' ? numberOfLocations : undefined,
    features: Array.isArray(features) ? features.filter((feature): feature is Feature => FEATURES.includes(feature as Feature)) : undefined,
  };
}
