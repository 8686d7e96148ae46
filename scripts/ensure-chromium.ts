/**
 * `npm run test:e2e`, before `playwright test`: makes sure the browser tests have a Chromium, so a
 * fresh machine needs no step of its own. Debian's where it is installed (playwright.config.ts then
 * launches it); else Playwright's own, downloaded once here (`playwright install chromium` fetches
 * it with its headless shell). Machines that cannot reach Playwright's download server install
 * Debian's package instead, as .ci/run does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags for Debian's Chromium in a container: no sandbox or GPU there, and no background traffic. */
export const SYSTEM_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Download Playwright's Chromium only when neither Debian's nor Playwright's own is there. */
export function mustInstallPlaywrightChromium(present: { system: boolean; playwright: boolean }): boolean {
  return !present.system && !present.playwright;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const present = { system: existsSync(SYSTEM_CHROMIUM), playwright: existsSync(chromium.executablePath()) };
  if (mustInstallPlaywrightChromium(present)) {
    const cli = path.resolve(import.meta.dirname, '../node_modules/@playwright/test/cli.js');
    process.exit(spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: 'inherit' }).status ?? 1);
  }
}
