import type { QuoteAnswers } from '@/lib/quotation/calculate';
import type { Feature } from '@/lib/quotation/price-list';
import { MAX_COURTS } from '@/lib/operations/court-bands';
import { FEATURES } from '@/lib/operations/value-sets';

/**
 * The answers of the pricing page's form as the person is changing them, for the live estimate:
 * what is not (yet) a valid answer (an empty box, "0" or "12a" typed as courts or locations) is no
 * answer, and the estimate assumes it and says so. The estimate page reads the sent query strictly
 * instead (estimate-query.ts).
 */
export function answersOfForm(form: FormData, maxLocations: number): QuoteAnswers {
  const answers: QuoteAnswers = {};
  const courts = wholeNumberIn(form, 'courtCount', MAX_COURTS);
  if (courts !== undefined) answers.courtCount = courts;
  const locations = wholeNumberIn(form, 'numberOfLocations', maxLocations);
  if (locations !== undefined) answers.numberOfLocations = locations;
  const features = form.getAll('features').filter((value): value is Feature => (FEATURES as readonly unknown[]).includes(value));
  if (features.length) answers.features = features;
  // Only the price list's optional items are offered a "no" (estimate-fields.tsx).
  const app = form.get('brandedApp');
  if (app === 'true' || app === 'false') answers.brandedApp = app === 'true';
  return answers;
}

function wholeNumberIn(form: FormData, name: string, maximum: number): number | undefined {
  const text = String(form.get(name) ?? '').trim();
  return /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= maximum ? Number(text) : undefined;
}
