import type { QuoteAnswers } from '@/lib/quotation/calculate';
import type { Feature } from '@/lib/quotation/price-list';
import { MAX_COURTS } from '@/lib/operations/court-bands';
import { MAX_LOCATIONS } from '@/lib/operations/schemas';
import { FEATURES, SPORTS } from '@/lib/operations/value-sets';
import { shownClubName } from '@/lib/abuse/shown-club-name';

/**
 * The estimate page's address (`/{locale}/pricing/estimate?courtCount=12&features=pos`) is
 * typed by anyone: it is read strictly, as the API reads a body. Only the answers a price depends on,
 * each once (features once per value), with the quote form's own values and bounds, within a few
 * hundred characters; anything else is a problem the page words in the person's language, never
 * a guess. An empty answer is no answer (the form's "Choose…"), and the estimate names what it assumed.
 */

/**
 * The answers the estimate reads, in the form's order: the exact number of courts, as people give
 * it (docs/decisions.md "Exact courts"), and whether the branded app is in (`false` leaves it out).
 */
export const ESTIMATE_PARAMS = ['courtCount', 'numberOfLocations', 'features', 'brandedApp', 'clubName', 'sports'] as const;

/**
 * What the quote form is filled in with besides the answers a price depends on: "Your club in
 * Courtside" links here with the club's name (by the rule for a club's name wherever one is shown,
 * lib/abuse/shown-club-name.ts) and sports (docs/decisions.md "Your club in Courtside").
 */
export interface EstimatePrefill {
  clubName?: string;
  sports?: (typeof SPORTS)[number][];
}

/** The most characters of names and values an estimate's address carries: every answer given fits in a third of it. */
export const MAX_QUERY_CHARS = 600;

export type EstimateProblem =
  'tooLong' | 'unknownParameter' | 'repeated' | 'courtCount' | 'numberOfLocations' | 'features' | 'brandedApp' | 'clubName' | 'sports';

export type EstimateQuery =
  | { ok: true; answers: QuoteAnswers; prefill: EstimatePrefill }
  /** The problems, each once in a fixed order, and the answers that were good, to fill the form again. */
  | { ok: false; problems: EstimateProblem[]; answers: QuoteAnswers; prefill: EstimatePrefill };

const PROBLEM_ORDER: EstimateProblem[] = [
  'tooLong',
  'unknownParameter',
  'repeated',
  'courtCount',
  'numberOfLocations',
  'features',
  'brandedApp',
  'clubName',
  'sports',
];

/** The name/value pairs of a page's `searchParams`, repeats kept. */
export function queryEntriesOf(search: Record<string, string | string[] | undefined>): [string, string][] {
  return Object.entries(search).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
  );
}

export function parseEstimateQuery(entries: readonly [string, string][]): EstimateQuery {
  const problems = new Set<EstimateProblem>();
  const answers: QuoteAnswers = {};
  const prefill: EstimatePrefill = {};
  // Counted before anything is read: a long address is refused whole.
  const size = entries.reduce((sum, [name, value]) => sum + name.length + value.length + 2, 0);
  if (size > MAX_QUERY_CHARS) return { ok: false, problems: ['tooLong'], answers, prefill };

  const byName = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (!(ESTIMATE_PARAMS as readonly string[]).includes(name)) problems.add('unknownParameter');
    else byName.set(name, [...(byName.get(name) ?? []), value]);
  }

  const single = (name: 'courtCount' | 'numberOfLocations' | 'brandedApp' | 'clubName'): string | undefined => {
    const values = byName.get(name) ?? [];
    if (values.length > 1) problems.add('repeated');
    return values.length === 1 && values[0] !== '' ? values[0] : undefined;
  };

  const courts = wholeNumber(single('courtCount'), MAX_COURTS);
  if (courts === null) problems.add('courtCount');
  else if (courts !== undefined) answers.courtCount = courts;

  const locations = wholeNumber(single('numberOfLocations'), MAX_LOCATIONS);
  if (locations === null) problems.add('numberOfLocations');
  else if (locations !== undefined) answers.numberOfLocations = locations;

  const features = (byName.get('features') ?? []).filter((value) => value !== '');
  if (features.length) {
    if (new Set(features).size !== features.length) problems.add('repeated');
    if (features.every((value) => (FEATURES as readonly string[]).includes(value))) answers.features = [...new Set(features)] as Feature[];
    else problems.add('features');
  }

  const app = single('brandedApp');
  if (app === 'true' || app === 'false') answers.brandedApp = app === 'true';
  else if (app !== undefined) problems.add('brandedApp');

  const club = single('clubName');
  if (club !== undefined) {
    const checked = shownClubName(club);
    if (checked?.ok) prefill.clubName = checked.name;
    else if (checked) problems.add('clubName');
  }

  const sports = (byName.get('sports') ?? []).filter((value) => value !== '');
  if (sports.length) {
    if (new Set(sports).size !== sports.length) problems.add('repeated');
    if (sports.every((value) => (SPORTS as readonly string[]).includes(value)))
      prefill.sports = [...new Set(sports)] as EstimatePrefill['sports'];
    else problems.add('sports');
  }

  return problems.size
    ? { ok: false, problems: PROBLEM_ORDER.filter((problem) => problems.has(problem)), answers, prefill }
    : { ok: true, answers, prefill };
}

/** A whole number from 1 to `maximum` as written in the address; undefined for none, null for one that is not. */
function wholeNumber(text: string | undefined, maximum: number): number | undefined | null {
  if (text === undefined) return undefined;
  const count = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return count >= 1 && count <= maximum ? count : null;
}

/** The estimate page's query for some answers, as the page's GET form would send it. */
export function estimateQueryOf(answers: QuoteAnswers, prefill: EstimatePrefill = {}): string {
  const query = new URLSearchParams();
  if (answers.courtCount !== undefined) query.set('courtCount', String(answers.courtCount));
  if (answers.numberOfLocations !== undefined) query.set('numberOfLocations', String(answers.numberOfLocations));
  for (const feature of answers.features ?? []) query.append('features', feature);
  if (answers.brandedApp !== undefined) query.set('brandedApp', String(answers.brandedApp));
  if (prefill.clubName) query.set('clubName', prefill.clubName);
  for (const sport of prefill.sports ?? []) query.append('sports', sport);
  return query.toString();
}
