import { MAX_CLUB_NAME_CHARS } from '@/lib/abuse/club-name-bounds';
import { isHexColour } from '@/lib/colour/wcag-contrast';
import { MAX_COURTS, MAX_LOCATIONS } from '@/lib/operations/court-bands';
import { FEATURES, SPORTS } from '@/lib/operations/value-sets';
import { ESTIMATE_PATH, YOUR_CLUB_PATH } from './pages-with-query';

export { ESTIMATE_PATH, YOUR_CLUB_PATH };

/**
 * The query a language link carries to the same page in another language (components/site/language-links.tsx):
 * on "your club" and the estimate, whose GET forms keep a visitor's answers in the address, switching
 * language keeps them; every other page's link carries none. It runs in the footer of those two pages, in the
 * browser too (a chunk only they load), so it imports only small modules: not the pages' parsers (lib/your-club/club-query.ts,
 * lib/pricing/estimate-query.ts), whose name rule needs the confusables data the server keeps
 * (docs/decisions.md "Your club in Courtside"). It reads the address as strictly as they do, and only
 * re-serializes: the parameters each parser reads, each value in the parser's shape, once, in the order
 * of the page's own form (clubQueryOf, estimateQueryOf); an address over the parser's size is carried
 * whole as nothing, as the parser refuses it whole. A club's name is carried normalized and within its
 * length; the other language's page reads it by the one rule for a club's name, so a name this page
 * refused is refused there too (and shown on neither). tests/unit/language-link-query.test.ts keeps the
 * constants and the shapes equal to the parsers'.
 */

/** The parsers' size caps (MAX_CLUB_QUERY_CHARS, MAX_QUERY_CHARS): names and values, 2 more per pair. */
export const MAX_CARRIED_QUERY_CHARS = 600;
/** The most locations an estimate reads: the schema's own bound, kept apart from zod. */
export const MAX_CARRIED_LOCATIONS = MAX_LOCATIONS;

type Entries = readonly (readonly [string, string])[];

/**
 * The query, with its `?`, that a language link of the page at `pathAfterLocale` (`''`, `/your-club`,
 * `/pricing/estimate`…) carries from the page's address; `''` for none.
 */
export function languageLinkQuery(pathAfterLocale: string, search: Entries | URLSearchParams): string {
  const entries: Entries = search instanceof URLSearchParams ? [...search] : search;
  const carried =
    pathAfterLocale === YOUR_CLUB_PATH ? yourClubQuery(entries) : pathAfterLocale === ESTIMATE_PATH ? estimateQuery(entries) : undefined;
  const query = carried && sizeOf(entries) <= MAX_CARRIED_QUERY_CHARS ? carried.toString() : '';
  return query ? `?${query}` : '';
}

function sizeOf(entries: Entries): number {
  return entries.reduce((sum, [name, value]) => sum + name.length + value.length + 2, 0);
}

/** The values of one parameter, empty ones left out (the forms' "Choose…"). */
function valuesOf(entries: Entries, name: string): string[] {
  return entries.flatMap(([key, value]) => (key === name && value !== '' ? [value] : []));
}

/** A parameter given once: a second one makes the parsers read neither. */
function single(entries: Entries, name: string): string | undefined {
  const given = entries.filter(([key]) => key === name);
  return given.length === 1 && given[0]![1] !== '' ? given[0]![1] : undefined;
}

/** A list's values when every one is of the list (the parsers take all or none), each once. */
function listOf(entries: Entries, name: string, allowed: readonly string[]): string[] {
  const values = valuesOf(entries, name);
  return values.every((value) => allowed.includes(value)) ? [...new Set(values)] : [];
}

/** A whole number from 1 to `maximum`, as the estimate reads one. */
function wholeNumber(text: string | undefined, maximum: number): string | undefined {
  if (text === undefined || !/^\d{1,5}$/.test(text)) return undefined;
  const count = Number(text);
  return count >= 1 && count <= maximum ? String(count) : undefined;
}

/** A club's name as the rule normalizes it (NFKC, trimmed, spaces collapsed), within its length; the page's rule decides the rest. */
function clubNameOf(text: string | undefined): string | undefined {
  if (text === undefined || text.length > MAX_CLUB_NAME_CHARS * 4) return undefined;
  const name = text.normalize('NFKC').trim().replace(/\s+/gu, ' ');
  return name !== '' && [...name].length <= MAX_CLUB_NAME_CHARS ? name : undefined;
}

function yourClubQuery(entries: Entries): URLSearchParams {
  const query = new URLSearchParams();
  const name = clubNameOf(single(entries, 'name'));
  if (name) query.set('name', name);
  const colour = single(entries, 'colour')?.toLowerCase();
  if (colour !== undefined && isHexColour(colour)) query.set('colour', colour);
  for (const sport of listOf(entries, 'sports', SPORTS)) query.append('sports', sport);
  return query;
}

function estimateQuery(entries: Entries): URLSearchParams {
  const query = new URLSearchParams();
  const courts = wholeNumber(single(entries, 'courtCount'), MAX_COURTS);
  if (courts) query.set('courtCount', courts);
  const locations = wholeNumber(single(entries, 'numberOfLocations'), MAX_CARRIED_LOCATIONS);
  if (locations) query.set('numberOfLocations', locations);
  for (const feature of listOf(entries, 'features', FEATURES)) query.append('features', feature);
  const app = single(entries, 'brandedApp');
  if (app === 'true' || app === 'false') query.set('brandedApp', app);
  const club = clubNameOf(single(entries, 'clubName'));
  if (club) query.set('clubName', club);
  for (const sport of listOf(entries, 'sports', SPORTS)) query.append('sports', sport);
  return query;
}
