/** The longest name a greeting repeats. */
const MAX_GREETING_NAME_LENGTH = 60;

/** Letters of any script (with their combining marks), spaces, apostrophes, hyphens and dots. */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
/** `x.yz`: a dot between a letter and two more letters is a domain, not an initial. */
const DOMAIN_LIKE = /\p{L}\.\p{L}{2}/u;
/** A dot that follows no letter (`evil . com`, `.com`, the second of `..`) is no initial either. */
const STRAY_DOT = /(^|[^\p{L}\p{M}])\./u;
const WWW = /(^|[\s.])www([\s.]|$)/iu;

/**
 * The name a confirmation may greet the submitter with, or undefined for a greeting without one
 * (docs/decisions.md "No words of a stranger in our mail to a stranger"). A confirmation goes to whatever
 * address a request names, so the name is the one piece of request text that could carry someone's
 * message to a stranger ("Visit bit.ly/…", "Call +1 888…", "prize-winner.de"): it is used only
 * when it reads as a person's name. Digits, links, domains, `://`, `www` and punctuation other
 * than apostrophes, hyphens and single dots after a letter leave the greeting without a name.
 */
export function greetingName(name: string): string | undefined {
  const trimmed = name.trim();
  if ([...trimmed].length > MAX_GREETING_NAME_LENGTH) return undefined;
  if (!NAME_CHARACTERS.test(trimmed)) return undefined;
  if (DOMAIN_LIKE.test(trimmed) || STRAY_DOT.test(trimmed) || WWW.test(trimmed)) return undefined;
  return trimmed;
}
