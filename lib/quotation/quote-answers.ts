import { MAX_COURTS } from '@/lib/operations/court-bands';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';
import type { QuoteAnswers } from './calculate';
import type { CourtBand, Feature } from './price-list';

/**
 * The answers a price depends on, read from a validated payload. A stored lead is read again for
 * its mails, so a count is taken only within the schema's bounds.
 */
export function quoteAnswersOf(payload: Record<string, unknown>): QuoteAnswers {
  const { numberOfCourts, courtCount, numberOfLocations, features, brandedApp } = payload;
  const count = Number.isInteger(courtCount) ? (courtCount as number) : 0;
  return {
    numberOfCourts: COURT_COUNTS.includes(numberOfCourts as CourtBand) ? (numberOfCourts as CourtBand) : undefined,
    courtCount: count >= 1 && count <= MAX_COURTS ? count : undefined,
    numberOfLocations: typeof numberOfLocations === 'number' ? numberOfLocations : undefined,
    features: Array.isArray(features) ? features.filter((feature): feature is Feature => FEATURES.includes(feature as Feature)) : undefined,
    brandedApp: typeof brandedApp === 'boolean' ? brandedApp : undefined,
  };
}
