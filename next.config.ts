import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadEnv } from './lib/env';
import { SECURITY_HEADERS } from './lib/security/content-security-policy';

// Validate the environment as the server starts (and builds): a bad value stops it here, with a
// message that names the variable, instead of failing on the first request.
loadEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages run from node_modules instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss', 'pg'],
  // HSTS, nosniff, referrer, permissions and framing on every answer; the page policy (CSP) is
  // per page, from proxy.ts.
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

// Points next-intl at i18n/request.ts.
export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
