import { shownClubName, type ShownClubNameProblem } from '@/lib/abuse/shown-club-name';
import { SPORTS } from '@/lib/operations/value-sets';
import { isHexColour } from '@/lib/colour/wcag-contrast';

/**
 * The address of "Your club in Courtside" (`/{locale}/your-club?name=Padel+Club&colour=%230f6b4f&sports=padel`)
 * is typed by anyone and can be shared: it is read strictly, as the estimate's address is
 * (lib/pricing/estimate-query.ts). Its size is capped before anything is read; only these three
 * parameters, name and colour once each, sports once per value from the site's list; anything else is a
 * problem worded in the person's language, and the rest still drawn (a refused name gives way to the
 * sample name, a refused colour to the brand's, refused sports to the sample's).
 */

export const CLUB_QUERY_PARAMS = ['name', 'colour', 'sports'] as const;

/** The most characters of names and values the address carries: a name of 40 characters, percent-encoded, and every sport fit. */
export const MAX_CLUB_QUERY_CHARS = 600;

export type Sport = (typeof SPORTS)[number];

/**
 * A name's problems: the rule for a club's name wherever one is shown (lib/abuse/shown-club-name.ts),
 * the site's own name in it (`name.brand`) among them, each kept apart so the page can say why.
 */
export type ClubQueryProblem = 'tooLong' | 'unknownParameter' | 'repeated' | 'colour' | 'sports' | `name.${ShownClubNameProblem}`;

/** What the address asked for, each part only when it was good; the page fills the rest with the sample. */
export interface ClubQuery {
  name?: string;
  colour?: string;
  sports?: Sport[];
  problems: ClubQueryProblem[];
}

export function parseClubQuery(entries: readonly [string, string][]): ClubQuery {
  const size = entries.reduce((sum, [name, value]) => sum + name.length + value.length + 2, 0);
  if (size > MAX_CLUB_QUERY_CHARS) return { problems: ['tooLong'] };

  const problems = new Set<ClubQueryProblem>();
  const byName = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (!(CLUB_QUERY_PARAMS as readonly string[]).includes(name)) problems.add('unknownParameter');
    else byName.set(name, [...(byName.get(name) ?? []), value]);
  }
  const single = (name: 'name' | 'colour'): string | undefined => {
    const values = byName.get(name) ?? [];
    if (values.length > 1) problems.add('repeated');
    return values.length === 1 && values[0] !== '' ? values[0] : undefined;
  };
  const query: ClubQuery = { problems: [] };

  const name = single('name');
  const checked = name === undefined ? undefined : shownClubName(name);
  if (checked?.ok) query.name = checked.name;
  else if (checked) problems.add(`name.${checked.problem}`);

  const colour = single('colour')?.toLowerCase();
  if (colour !== undefined) {
    if (isHexColour(colour)) query.colour = colour;
    else problems.add('colour');
  }

  const sports = (byName.get('sports') ?? []).filter((value) => value !== '');
  if (sports.length) {
    if (new Set(sports).size !== sports.length) problems.add('repeated');
    if (sports.every((value) => (SPORTS as readonly string[]).includes(value))) query.sports = [...new Set(sports)] as Sport[];
    else problems.add('sports');
  }
  query.problems = [...problems];
  return query;
}

/** The page's (and its image's) query for a club, as the page's GET form sends it. */
export function clubQueryOf(club: { name?: string; colour?: string; sports?: readonly string[] }): string {
  const query = new URLSearchParams();
  if (club.name) query.set('name', club.name);
  if (club.colour) query.set('colour', club.colour);
  for (const sport of club.sports ?? []) query.append('sports', sport);
  return query.toString();
}
