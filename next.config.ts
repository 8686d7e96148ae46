import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { DISCOVERY_LINK_HEADER } from './lib/agents/documents/discovery-links';
import { EDITOR_FIELD_FILES } from './lib/content-editor/editor-files';
import { loadEnv } from './lib/settings/env';
import { LOCALES } from './lib/i18n/locales';
import {
  DEVELOPMENT_CONTENT_SECURITY_POLICY,
  FALLBACK_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from './lib/security/content-security-policy';
import { NOT_FOUND_PATH } from './lib/site/not-found-path';

// Validate the environment as the server starts (and builds): a bad value stops it here, with a
// message that names the variable, instead of failing on the first request.
const { SITE_URL, VERCEL } = loadEnv();

// Every path under a language: its pages and its 404s.
const LOCALIZED = `/:locale(${LOCALES.join('|')})`;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag: Next.js hashes the whole body of every answer to make one, a tenth of the server's
  // time on a prerendered page (docs/performance.md "Throughput"); the pages are served with
  // Cache-Control, and a CDN in front revalidates by its own rules.
  generateEtags: false,
  // The SITE_URL the pages are prerendered with, inlined into the build so that a server started
  // with another one warns (lib/site/pages-site-url.ts).
  env: { PAGES_SITE_URL: SITE_URL },
  // Marketers' images (stories, questions) are served as AVIF where the browser takes it, else WebP:
  // the smallest files for the Lighthouse budget (docs/decisions.md "Collections in the editor").
  images: { formats: ['image/avif', 'image/webp'] },
  // Native and WASM packages run from node_modules instead of being bundled; so does HubSpot's client
  // (some 50 MB, loaded only where HUBSPOT_ACCESS_TOKEN is set).
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss', 'pg', '@hubspot/api-client'],
  // The copy editor's page reads the files its fields are made from at each visit, not through an
  // import (lib/content-editor/editor-files.ts): shipped beside it in every build (standalone, Vercel),
  // and only there. The key is a glob that Next matches anywhere in a route (picomatch `contains`):
  // the page's route written literally, its brackets escaped, so that /api/keystatic/… is not matched.
  outputFileTracingIncludes: { '/keystatic/\\[\\[...params\\]\\]': EDITOR_FIELD_FILES },
  // Any unknown path under a language gets that language's prerendered 404 (with its 404 status),
  // after every page and route has been tried: static, where a dynamic catch-all page would render
  // per request (and without its HTML, vercel/next.js#62228).
  async rewrites() {
    return { beforeFiles: [], afterFiles: [], fallback: [{ source: `${LOCALIZED}/:path+`, destination: `/:locale${NOT_FOUND_PATH}` }] };
  },
};

// Every other path: the API, the documents, files, the mail viewer, `/` and its redirects.
const NOT_LOCALIZED = `/:path((?!(?:${LOCALES.join('|')})(?:/|$)).*)`;

/**
 * HSTS, nosniff, referrer, permissions and framing on every answer. Paths under a locale are
 * prerendered pages (an unknown one gets the 404 page): each carries its own policy, the hashes of
 * its inline scripts, fixed in the build by scripts/write-page-headers.ts, and must not get a
 * second one here, since a browser enforces every policy it is sent; a page rendered per request
 * gets a nonce from proxy.ts. Every other path gets a policy that allows no inline script, or
 * under `next dev`, which prerenders nothing, the development policy everywhere. Pages also name
 * the documents for agents (the discovery links).
 */
function headersFor(phase: string): NextConfig['headers'] {
  const policy =
    phase === PHASE_DEVELOPMENT_SERVER
      ? { source: '/:path*', value: DEVELOPMENT_CONTENT_SECURITY_POLICY }
      : { source: NOT_LOCALIZED, value: FALLBACK_CONTENT_SECURITY_POLICY };
  return async () => [
    { source: '/:path*', headers: [...SECURITY_HEADERS] },
    { source: policy.source, headers: [{ key: 'Content-Security-Policy', value: policy.value }] },
    { source: `${LOCALIZED}/:path*`, headers: [{ key: 'Link', value: DISCOVERY_LINK_HEADER }] },
  ];
}

// Points next-intl at i18n/request.ts.
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * Every build also writes the self-hosting server, `.next/standalone/server.js` (DEPLOY.md), beside
 * what `next start` serves. Only the build asks for it: `next start` warns that it "does not work
 * with output: standalone" although it serves the same build. Never on Vercel, which packages the
 * build itself (standalone output there broke Next 16.3 builds, vercel/next.js#96646).
 */
export default function config(phase: string): NextConfig {
  const standalone = phase === PHASE_PRODUCTION_BUILD && !VERCEL;
  return withNextIntl({ ...nextConfig, headers: headersFor(phase), ...(standalone ? { output: 'standalone' } : {}) });
}
