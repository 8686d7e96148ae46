import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/ensure-chromium';

/**
 * Browser tests against the production build on the embedded store, served at the SITE_URL that
 * `npm run build:test` builds the pages for (so canonical links and the sitemap name this server).
 * The Chromium PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH names, else Debian's where it is installed (Playwright
 * cannot download its own browsers here, docs/notes.md "Playwright and Chromium"); Playwright's own
 * browser elsewhere, which `npm run test:e2e` installs first (scripts/ensure-chromium.ts).
 */
// E2E_PORT lets two checkouts on one machine run their browser tests side by side (build with the same
// E2E_PORT, as `npm run build:test` bakes the address into the pages).
const PORT = Number(process.env.E2E_PORT || 3210);
const E2E_DATA_DIR = '.test-data/e2e';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    // A fresh store each run: leads left by earlier runs would count against the mailbox caps.
    command: `rm -rf ${E2E_DATA_DIR} && node node_modules/next/dist/bin/next start -p ${PORT} -H 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/en`,
    reuseExistingServer: false,
    env: {
      DATA_DIR: E2E_DATA_DIR,
      RATE_LIMIT: 'off',
      OUTBOUND_MAIL_PER_CLIENT: 'off',
      TEAM_DIGEST_AFTER: 'off',
      SITE_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
