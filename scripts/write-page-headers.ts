/**
 * The step of every build after `next build`: gives each prerendered page its
 * Content-Security-Policy, the hashes of the inline scripts in the HTML the build wrote, among the
 * headers of the page's own metadata file (`<page>.meta`, beside its HTML), which Next.js sends
 * with the page whenever it serves it as built: `next start`, `.next/standalone/server.js` (its own
 * copy of the files) and Vercel. So a page view runs no code of ours (docs/decisions.md "Pages served as built"), and
 * an unknown path, which next.config.ts answers with the 404 page of its locale, gets that page's
 * policy with it. The hashes exist only once the HTML does, which is why next.config.ts cannot
 * name them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@/lib/i18n/locales';
import { NOT_FOUND_PATH } from '@/lib/not-found-path';
import { contentSecurityPolicy } from '@/lib/security/content-security-policy';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';

const BUILD = path.resolve(import.meta.dirname, '../.next');
// Every copy of the pages a server reads: next start's, and server.js's (absent on Vercel).
const COPIES = [BUILD, path.join(BUILD, 'standalone/.next')].filter((copy) => existsSync(copy));

/** The localized pages `next build` prerendered (route handlers such as /en/card.png have no HTML). */
function prerenderedPages(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(BUILD, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  return Object.keys(manifest.routes).filter(
    (route) =>
      LOCALES.some((locale) => route === `/${locale}` || route.startsWith(`/${locale}/`)) && existsSync(pageFile(BUILD, route, 'html')),
  );
}

function pageFile(copy: string, route: string, extension: 'html' | 'meta'): string {
  return path.join(copy, 'server/app', `${route}.${extension}`);
}

const pages = prerenderedPages();
for (const locale of LOCALES) {
  // Without it, every unknown path of the locale would be answered by a page without its policy.
  if (!pages.includes(`/${locale}${NOT_FOUND_PATH}`))
    throw new Error(`No prerendered /${locale}${NOT_FOUND_PATH} in .next: run \`next build\` first.`);
}
for (const route of pages) {
  const policy = contentSecurityPolicy({ hashes: inlineScriptHashes(readFileSync(pageFile(BUILD, route, 'html'), 'utf8')) });
  for (const copy of COPIES) {
    const file = pageFile(copy, route, 'meta');
    const meta = JSON.parse(readFileSync(file, 'utf8')) as { headers?: Record<string, string> };
    meta.headers = { ...meta.headers, 'content-security-policy': policy };
    writeFileSync(file, JSON.stringify(meta, null, 2));
  }
}
console.log(
  `The policies of ${pages.length} prerendered pages, in ${COPIES.map((copy) => path.relative(process.cwd(), copy)).join(' and ')}`,
);
