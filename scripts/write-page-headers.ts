/**
 * The step of every build after `next build`. First it has each prerendered page start the
 * framework's scripts after its first frame (lib/first-frame/). Then it gives each page its
 * Content-Security-Policy, the hashes of the inline scripts in the HTML the build wrote, among the
 * headers the page is served with as built, so a page view runs no code of ours (docs/decisions.md
 * "Pages served as built"):
 * - the page's own metadata file (`<page>.meta`, beside its HTML), which `next start` and
 *   `.next/standalone/server.js` (its own copy of the files) send with the page;
 * - the page's `initialHeaders` in `prerender-manifest.json`, which Vercel's Next.js builder reads
 *   after the build command to serve the page from its CDN (vercel/vercel packages/next,
 *   getPrerenderManifest; `next start` never reads them).
 * An unknown path, which next.config.ts answers with the 404 page of its locale, gets that page's
 * policy with it. The hashes exist only once the HTML does, which is why next.config.ts cannot
 * name them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { NOT_FOUND_PATH } from '@/lib/site/not-found-path';
import { contentSecurityPolicy } from '@/lib/security/content-security-policy';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { scriptsAfterFirstFrame } from '@/lib/first-frame/scripts-after-first-frame';

const BUILD = path.resolve(import.meta.dirname, '../.next');
// Every copy of the pages a server reads: next start's, and server.js's (absent on Vercel).
const COPIES = [BUILD, path.join(BUILD, 'standalone/.next')].filter((copy) => existsSync(copy));

interface PrerenderManifest {
  routes: Record<string, { initialHeaders?: Record<string, string> }>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

// A deployment adapter (Vercel's, with NEXT_ENABLE_ADAPTER=1) packages the pages inside `next
// build`, before this step: they would be served without a policy, so the build stops instead.
if (process.env.NEXT_ADAPTER_PATH) {
  console.error(
    `NEXT_ADAPTER_PATH is set (${process.env.NEXT_ADAPTER_PATH}): a deployment adapter packaged the pages during \`next build\`, ` +
      'before their Content-Security-Policy could be added, so they would be served without one. ' +
      'Build without the adapter (on Vercel: unset NEXT_ENABLE_ADAPTER; DEPLOY.md "Pages on Vercel").',
  );
  process.exit(1);
}

/** The localized pages `next build` prerendered (route handlers such as /en/card.png have no HTML). */
function prerenderedPages(manifest: PrerenderManifest): string[] {
  return Object.keys(manifest.routes).filter(
    (route) =>
      LOCALES.some((locale) => route === `/${locale}` || route.startsWith(`/${locale}/`)) && existsSync(pageFile(BUILD, route, 'html')),
  );
}

function pageFile(copy: string, route: string, extension: 'html' | 'meta'): string {
  return path.join(copy, 'server/app', `${route}.${extension}`);
}

const manifestFile = (copy: string) => path.join(copy, 'prerender-manifest.json');
const pages = prerenderedPages(readJson<PrerenderManifest>(manifestFile(BUILD)));
for (const locale of LOCALES) {
  // Without it, every unknown path of the locale would be answered by a page without its policy.
  if (!pages.includes(`/${locale}${NOT_FOUND_PATH}`))
    throw new Error(`No prerendered /${locale}${NOT_FOUND_PATH} in .next: run \`next build\` first.`);
}
// Before the hashes, which must be those of the HTML as served: the loader is one more inline script.
for (const copy of COPIES)
  for (const route of pages) {
    const file = pageFile(copy, route, 'html');
    writeFileSync(file, scriptsAfterFirstFrame(readFileSync(file, 'utf8')));
  }
const policies = new Map(
  pages.map((route) => [
    route,
    contentSecurityPolicy({ hashes: inlineScriptHashes(readFileSync(pageFile(BUILD, route, 'html'), 'utf8')) }),
  ]),
);
for (const copy of COPIES) {
  const manifest = readJson<PrerenderManifest>(manifestFile(copy));
  for (const [route, policy] of policies) {
    const file = pageFile(copy, route, 'meta');
    const meta = readJson<{ headers?: Record<string, string> }>(file);
    meta.headers = { ...meta.headers, 'content-security-policy': policy };
    writeFileSync(file, JSON.stringify(meta, null, 2));
    const entry = manifest.routes[route]!;
    entry.initialHeaders = { ...entry.initialHeaders, 'content-security-policy': policy };
  }
  writeFileSync(manifestFile(copy), JSON.stringify(manifest, null, 2));
}
console.log(
  `The scripts after the first frame and the policies of ${pages.length} prerendered pages, in ${COPIES.map((copy) => path.relative(process.cwd(), copy)).join(' and ')}`,
);
