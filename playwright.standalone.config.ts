import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { builtSiteUrl, TEST_STATUS_TOKEN } from './tests/helpers/server';

/**
 * The self-hosting recipe (DEPLOY.md) in a browser: `node .next/standalone/server.js` as
 * `npm run build:test` leaves it, on the embedded store, with the SITE_URL the pages were built for.
 * DATA_DIR is relative on purpose: it must land in the directory the server was started in (this
 * one), not in .next/standalone, which server.js changes into.
 */
const PORT = 3230;
export const STANDALONE_DATA_DIR = '.test-data/standalone';

export default defineConfig({
  ...baseConfig,
  testDir: 'tests/standalone',
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node .next/standalone/server.js',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/api/status`,
    reuseExistingServer: false,
    // As a service manager stops it: the store is closed cleanly (NEXT_MANUAL_SIG_HANDLE below).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    // server.js reads PORT and HOSTNAME (the address it binds; 0.0.0.0 by default).
    env: {
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      NEXT_MANUAL_SIG_HANDLE: 'true',
      DATA_DIR: STANDALONE_DATA_DIR,
      RATE_LIMIT: 'off',
      OUTBOUND_MAIL_PER_CLIENT: 'off',
      TEAM_DIGEST_AFTER: 'off',
      STATUS_TOKEN: TEST_STATUS_TOKEN,
      SITE_URL: builtSiteUrl(),
    },
  },
});
