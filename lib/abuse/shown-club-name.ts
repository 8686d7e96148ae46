import { carriesBrandName } from './brand-names';
import type { ClubNameProblem } from './club-name-bounds';
import { clubName } from './greeting-name';

/**
 * Why a club's name is not shown: a reason of the rule for any club's name (./greeting-name.ts
 * `clubName`), or `brand`, the site's own name in it (./brand-names.ts).
 */
export type ShownClubNameProblem = ClubNameProblem | 'brand';

/**
 * A club's name as the site shows it, or why not: the one rule wherever a stranger's club name
 * appears (docs/decisions.md "Your club in Courtside"), on "your club" and its shared image
 * (lib/your-club/club-query.ts), in the estimate's quote form (lib/pricing/estimate-query.ts), and
 * in the confirmation and the quotation PDF (./mailable-club.ts). `clubName`'s rules (bounded, the
 * punctuation club names use, no link, no number that dials, one writing system), then no name of
 * the site's own, so neither a page nor a mail reads as the platform speaking. An empty name is
 * `undefined`: no name given, not a problem.
 */
export function shownClubName(input: string): { ok: true; name: string } | { ok: false; problem: ShownClubNameProblem } | undefined {
  const checked = clubName(input);
  if (checked?.ok && carriesBrandName(checked.name)) return { ok: false, problem: 'brand' };
  return checked;
}
