import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserZone } from '@/lib/scheduling/browser-zone';

const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** Makes the browser (here: Node's Intl) report `zone` as its own. */
function browserReports(zone: string) {
  vi.restoreAllMocks();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...resolvedOptions.call(this), timeZone: zone };
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the browser's zone, as the forms and the booking page send it", () => {
  it('is the zone the browser reports, as it spells it', () => {
    browserReports('America/New_York');
    expect(browserZone()).toBe('America/New_York');
    browserReports('Asia/Calcutta');
    expect(browserZone()).toBe('Asia/Calcutta');
  });

  it('is left out when the browser names no zone Intl knows', () => {
    browserReports('Etc/Unknown');
    expect(browserZone()).toBeUndefined();
    browserReports('Mars/Olympus_Mons');
    expect(browserZone()).toBeUndefined();
  });
});
