/**
 * The pages a scheduling email links to, under `/{locale}`: apart from their signed links
 * (scheduling-links.ts), so that what only needs the paths (the proxy, the copy editor in the
 * browser) does not load the signing.
 */
export const BOOK_PAGE_PATH = '/demo/book';
export const CANCEL_PAGE_PATH = '/demo/cancel';
