import { describe, expect, it } from 'vitest';
import { demoNoticeDueAt } from '@/lib/acceptance/demo-notice-wait';
import { getOperation } from '@/lib/operations/registry';

const demo = getOperation('requestDemo');
const now = new Date('2026-11-20T16:30:00Z');
const settings = { DEMO_NOTICE_WAIT_SECONDS: 600 };
const open = { scheduling: true, booked: false, held: false };

describe("a demo request's team notification waits for the thank-you page", () => {
  it('waits DEMO_NOTICE_WAIT_SECONDS when the person may still book a time there', () => {
    expect(demoNoticeDueAt(demo, open, settings, now)).toEqual(new Date('2026-11-20T16:40:00Z'));
  });

  it('goes at once when nothing is worth waiting for', () => {
    expect(demoNoticeDueAt(getOperation('submitQuoteRequest'), open, settings, now)).toBeUndefined();
    expect(demoNoticeDueAt(demo, { ...open, scheduling: false }, settings, now)).toBeUndefined();
    expect(demoNoticeDueAt(demo, { ...open, booked: true }, settings, now)).toBeUndefined();
    expect(demoNoticeDueAt(demo, { ...open, held: true }, settings, now)).toBeUndefined();
    expect(demoNoticeDueAt(demo, open, { DEMO_NOTICE_WAIT_SECONDS: 0 }, now)).toBeUndefined();
  });
});
