import { contentSecurityPolicy } from './content-security-policy';

/** A header rule as next.config.ts `headers()` writes it into the routes manifest. */
export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/** A prerendered page (`/en/quote`) and the hashes of its inline scripts. */
export interface PrerenderedPage {
  path: string;
  hashes: string[];
}

/**
 * The Content-Security-Policy rules of the prerendered pages, which only exist once `next build`
 * has written their HTML (scripts/write-page-headers.ts adds them to the build's routes manifest).
 * Each locale's 404 page answers every unknown path under that locale (next.config.ts), so its
 * policy goes to all of them first; the pages' own rules follow, because where several rules
 * match a path, the last one's header is sent.
 */
export function pagePolicyRules(pages: PrerenderedPage[], notFoundPages: { locale: string; page: PrerenderedPage }[]): HeaderRule[] {
  return [
    ...notFoundPages.map(({ locale, page }) => policyRule(`/${locale}/:path+`, page.hashes)),
    ...pages.map((page) => policyRule(page.path, page.hashes)),
  ];
}

function policyRule(source: string, hashes: string[]): HeaderRule {
  return { source, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ hashes }) }] };
}
