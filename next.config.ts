import type { NextConfig } from 'next';
import { loadEnv } from './lib/env';

// Validate the environment as the server starts (and builds): a bad value stops it here, with a
// message that names the variable, instead of failing on the first request.
loadEnv();

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native and WASM packages run from node_modules instead of being bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss', 'pg'],
};

export default nextConfig;
