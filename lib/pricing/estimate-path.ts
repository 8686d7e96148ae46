/**
 * The estimate page, under `/{locale}`: rendered per request from its query (proxy.ts gives it a
 * nonce), `noindex`, not in the sitemap; its prefilled quote form posts like the quote page's.
 */
export const ESTIMATE_PAGE_PATH = '/pricing/estimate';
