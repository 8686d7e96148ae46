/**
 * The page paths after `/{locale}` whose language links carry the page's query: "your club" and the
 * estimate, whose GET forms keep a visitor's answers in the address. Apart from ./carried-query.ts so
 * that every page's footer can ask without loading the code that rebuilds a query.
 */
export const YOUR_CLUB_PATH = '/your-club';
export const ESTIMATE_PATH = '/pricing/estimate';
export const PAGES_WITH_QUERY: readonly string[] = [YOUR_CLUB_PATH, ESTIMATE_PATH];
