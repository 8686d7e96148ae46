// The feature cards, one import per file of content/feature-cards/ (`npm run check:i18n` and
// tests/unit/feature-cards.test.ts check the list against the folder): imported, not read from disk,
// so every build, the standalone one included, carries them.
import bookings from '@/content/feature-cards/bookings.json';
import coaching from '@/content/feature-cards/coaching.json';
import dynamicPricing from '@/content/feature-cards/dynamic-pricing.json';
import loyalty from '@/content/feature-cards/loyalty.json';
import memberships from '@/content/feature-cards/memberships.json';
import openMatches from '@/content/feature-cards/open-matches.json';
import payments from '@/content/feature-cards/payments.json';
import pointOfSale from '@/content/feature-cards/point-of-sale.json';
import rankings from '@/content/feature-cards/rankings.json';
import tournaments from '@/content/feature-cards/tournaments.json';

/** Each file's contents by its name (the card's slug). */
export const FEATURE_CARD_FILES: Readonly<Record<string, unknown>> = {
  bookings: bookings,
  coaching: coaching,
  'dynamic-pricing': dynamicPricing,
  loyalty: loyalty,
  memberships: memberships,
  'open-matches': openMatches,
  payments: payments,
  'point-of-sale': pointOfSale,
  rankings: rankings,
  tournaments: tournaments,
};
