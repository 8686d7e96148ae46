import type { QuoteAnswers } from '@/lib/quotation/calculate';
import type { CourtBand, Feature } from '@/lib/quotation/price-list';
import { COURT_COUNTS, FEATURES } from '@/lib/operations/value-sets';

/**
 * The answers of the pricing page's form as the person is changing them, for the live estimate:
 * what is not (yet) a valid answer (an empty choice, "0" or "12a" typed as locations) is no answer,
 * and the estimate assumes it and says so. The estimate page reads the sent query strictly instead
 * (estimate-query.ts).
 */
export function answersOfForm(form: FormData, maxLocations: number): QuoteAnswers {
  const answers: QuoteAnswers = {};
  const band = form.get('numberOfCourts');
  if ((COURT_COUNTS as readonly unknown[]).includes(band)) answers.numberOfCourts = band as CourtBand;
  const locations = String(form.get('numberOfLocations') ?? '').trim();
  if (/^\d{1,5}$/.test(locations) && Number(locations) >= 1 && Number(locations) <= maxLocations)
    answers.numberOfLocations = Number(locations);
  const features = form.getAll('features').filter((value): value is Feature => (FEATURES as readonly unknown[]).includes(value));
  if (features.length) answers.features = features;
  return answers;
}
