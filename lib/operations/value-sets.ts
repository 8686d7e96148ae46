/** The enumerations of docs/api.md "Value sets", shared by schemas, forms and docs. */

/** `fitness` is in the original contract's prose only, not in this enumeration (docs/decisions.md "The formal enumeration is the contract"). */
export const SPORTS = ['padel', 'tennis', 'pickleball', 'wellness', 'gym', 'multi-sport'] as const;

export const CLUB_STATUSES = ['launching-soon', 'exploring'] as const;
export const COURT_COUNTS = ['1-3', '4-8', '9-15', '16+'] as const;
export const MEMBER_COUNTS = ['under-500', '500-2000', '2000-5000', '5000+'] as const;
export const CURRENT_SYSTEMS = ['none', 'spreadsheets', 'other-software', 'custom'] as const;
export const FEATURES = [
  'bookings',
  'payments',
  'memberships',
  'loyalty',
  'tournaments',
  'coaching',
  'pos',
  'rankings',
  'openMatches',
  'dynamicPricing',
] as const;
export const TIMELINES = ['asap', '1-3months', '3-6months', 'exploring'] as const;

/** Maximum string lengths (docs/decisions.md "Maximum lengths"); the original contract leaves them open. */
export const MAX_LENGTH = {
  shortText: 200,
  email: 254,
  phone: 40,
  longText: 5000,
  locale: 35,
} as const;

/**
 * Most items a list may hold, after repeats are dropped (docs/decisions.md "Small answers"): every value of
 * its enumeration, and no more.
 */
export const MAX_ITEMS = {
  sports: SPORTS.length,
  features: FEATURES.length,
} as const;

/** The message group (`values.<set>`) that labels a field's enumerated values: `interests` are sports. */
export function valueSetOf(field: string): string {
  return field === 'interests' ? 'sports' : field;
}
