/**
 * The bounds of a club's name (lib/abuse/greeting-name.ts `clubName`), apart from its rules so that
 * the page's live script can use them without the confusables data.
 */

/** The most characters a club's name has (after NFKC, spaces collapsed). */
export const MAX_CLUB_NAME_CHARS = 40;
/** The most digits in a club's name: a year ("Padel Club 2000"), never a phone number. */
export const MAX_CLUB_NAME_DIGITS = 4;

/** Why a club's name is refused, one reason each, in the order they are checked. */
export type ClubNameProblem = 'tooLong' | 'link' | 'phone' | 'characters' | 'mixedScripts';
