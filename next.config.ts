import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadEnv } from './lib/env';
import { FALLBACK_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './lib/security/content-security-policy';

// Validate the environment as the server starts (and builds): a bad value stops it here, with a
// message that names the variable, instead of failing on the first request.
const { SITE_URL, VERCEL } = loadEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The SITE_URL the pages are prerendered with, inlined into the build so that a server started
  // with another one warns (lib/pages-site-url.ts).
  env: { PAGES_SITE_URL: SITE_URL },
  // Native and WASM packages run from node_modules instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss', 'pg'],
  // HSTS, nosniff, referrer, permissions and framing on every answer; the page policy (CSP) is
  // per page, from proxy.ts, and a strict one where the proxy does not run (paths with a dot).
  async headers() {
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      { source: '/:path(.*\\..*)', headers: [{ key: 'Content-Security-Policy', value: FALLBACK_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

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
  return withNextIntl(standalone ? { ...nextConfig, output: 'standalone' } : nextConfig);
}
