/**
 * The step of every build after `next build`: gives each prerendered page its
 * Content-Security-Policy, the hashes of the inline scripts in the HTML the build wrote, as header
 * rules in the build's routes manifest. `next start`, `.next/standalone/server.js` (which reads its
 * own copy of the manifest) and Vercel's routing send them as they send next.config.ts `headers()`,
 * so a page view runs no code of ours (DESIGN.md "The site"). The hashes exist only once the HTML
 * does, which is why next.config.ts cannot name them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCustomRoute } from 'next/dist/lib/build-custom-route.js';
import { LOCALES } from '@/lib/i18n/locales';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';
import { pagePolicyRules, type PrerenderedPage } from '@/lib/security/page-policies';
import { NOT_FOUND_PATH } from '@/lib/not-found-path';

const BUILD = path.resolve(import.meta.dirname, '../.next');
// Every copy of the manifest a server reads: next start's, and server.js's (absent on Vercel).
const MANIFESTS = [path.join(BUILD, 'routes-manifest.json'), path.join(BUILD, 'standalone/.next/routes-manifest.json')];

/** The localized pages `next build` prerendered (route handlers such as /en/card.png have no HTML). */
function prerenderedPages(): PrerenderedPage[] {
  const manifest = JSON.parse(readFileSync(path.join(BUILD, 'prerender-manifest.json'), 'utf8')) as { routes: Record<string, unknown> };
  const localized = Object.keys(manifest.routes).filter((route) => LOCALES.some((locale) => route === `/${locale}` || route.startsWith(`/${locale}/`)));
  return localized.flatMap((route) => {
    const html = path.join(BUILD, 'server/app', `${route}.html`);
    return existsSync(html) ? [{ path: route, hashes: inlineScriptHashes(readFileSync(html, 'utf8')) }] : [];
  });
}

const pages = prerenderedPages();
const notFoundPages = LOCALES.map((locale) => {
  const page = pages.find((candidate) => candidate.path === `/${locale}${NOT_FOUND_PATH}`);
  // Without it every unknown path of the locale would be sent a policy that blocks its scripts.
  if (!page) throw new Error(`No prerendered /${locale}${NOT_FOUND_PATH} in .next: run \`next build\` first.`);
  return { locale, page };
});
const rules = pagePolicyRules(pages, notFoundPages).map((rule) => buildCustomRoute('header', rule));
const sources = new Set(rules.map((rule) => rule.source));

for (const file of MANIFESTS.filter((candidate) => existsSync(candidate))) {
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { headers: { source: string }[] };
  // After next.config.ts's own rules (a later rule's header wins); a second run replaces its rules.
  manifest.headers = [...manifest.headers.filter((rule) => !sources.has(rule.source)), ...rules];
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  console.log(`${path.relative(process.cwd(), file)}: the policies of ${pages.length} prerendered pages`);
}
