import { shownClubName } from './shown-club-name';

/**
 * The club a mail to the submitter may name (docs/decisions.md "No words of a stranger in our mail
 * to a stranger"): its name, and its city, each only when it passes the rule "Your club in
 * Courtside" draws a club's name by (`shownClubName`, ./shown-club-name.ts, which
 * lib/your-club/club-query.ts applies too): bounded, the punctuation club names use, no link, no
 * number that dials, one writing system, and not the site's own name (the confirmation and the
 * quotation PDF would otherwise read as the platform speaking). A text that fails it is left out,
 * never echoed, as a name that fails the greeting's rule is. The rule lives in lib/abuse and not in
 * lib/your-club: lib/your-club imports the API and the delivery layers, so a mail importing it
 * would close a loop of folders (tests/unit/folder-cycles.test.ts).
 */
export interface MailableClub {
  name?: string;
  city?: string;
}

/** The text as "your club" would draw it as a club's name, or undefined when it would not. */
export function mailableClubText(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const checked = shownClubName(text);
  return checked?.ok ? checked.name : undefined;
}

/** The club of a request's payload (`clubName`, `clubLocation`) that mail may name; undefined when neither passes. */
export function mailableClub(payload: Record<string, unknown>): MailableClub | undefined {
  const name = mailableClubText(payload.clubName);
  const city = mailableClubText(payload.clubLocation);
  return name || city ? { ...(name ? { name } : {}), ...(city ? { city } : {}) } : undefined;
}
