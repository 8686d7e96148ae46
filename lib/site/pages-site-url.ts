/**
 * The prerendered pages name SITE_URL as it was when `next build` ran (canonical links, language
 * alternates, Open Graph, JSON-LD, the developers page's curl examples), while the documents and
 * the API's answers read it as the server runs. next.config.ts records the build's value as
 * PAGES_SITE_URL (Next.js inlines `env` entries into the bundles at build time), so that a server
 * started with another SITE_URL can say so instead of quietly publishing pages that point at
 * another host.
 */

/** The start-up warning when the pages were built for another address than this server's; else undefined. */
export function pagesSiteUrlMismatch(runningSiteUrl: string, builtSiteUrl = process.env.PAGES_SITE_URL): string | undefined {
  if (!builtSiteUrl || builtSiteUrl === runningSiteUrl) return undefined;
  return (
    `SITE_URL is ${runningSiteUrl}, but the pages were built with SITE_URL ${builtSiteUrl}: ` +
    `their canonical links, language alternates and structured data name ${builtSiteUrl}. ` +
    `Build again with the address the site is served at: SITE_URL=${runningSiteUrl} npm run build`
  );
}
