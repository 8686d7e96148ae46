/**
 * The localized 404, prerendered in every locale (app/[locale]/not-found/page.tsx), as the path
 * after `/{locale}`: next.config.ts answers every unknown path under a locale with it, so it needs
 * no rendering per request. Not one of PAGE_PATHS: it answers 404 at its own path too. (A file of
 * its own, without imports, because next.config.ts loads it.)
 */
export const NOT_FOUND_PATH = '/not-found';
