/** `npm run test:e2e` downloads Playwright's Chromium only where no Chromium is there yet. */
import { describe, expect, it } from 'vitest';
import { mustInstallPlaywrightChromium } from '../../scripts/ensure-chromium';

describe('mustInstallPlaywrightChromium', () => {
  it("uses Debian's Chromium where it is installed, whether or not Playwright's is", () => {
    expect(mustInstallPlaywrightChromium({ system: true, playwright: false })).toBe(false);
    expect(mustInstallPlaywrightChromium({ system: true, playwright: true })).toBe(false);
  });

  it("uses Playwright's Chromium once it is installed", () => {
    expect(mustInstallPlaywrightChromium({ system: false, playwright: true })).toBe(false);
  });

  it("downloads Playwright's Chromium where there is none", () => {
    expect(mustInstallPlaywrightChromium({ system: false, playwright: false })).toBe(true);
  });
});
