/**
 * Under `npm run dev` the booking rules in force are content/scheduling.json as saved since the
 * server started (lib/runtime/follow-saved-rules.ts): a save is followed at the next request, an
 * unchanged file is not read again, and a file the rules refuse leaves them as they were.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULING_FILE } from '@/lib/content-editor/edited-files';
import { loadBookingRules, type BookingRules } from '@/lib/scheduling/booking-rules';
import { followSavedBookingRules } from '@/lib/runtime/follow-saved-rules';
import type { Scheduling } from '@/lib/scheduling/scheduling';

const SHIPPED = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../..', SCHEDULING_FILE), 'utf8')) as Record<string, unknown>;

describe('the booking rules as saved while the server runs', () => {
  let root: string;
  let saves = 0;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'saved-rules-'));
    mkdirSync(path.join(root, 'content'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** The file saved with these changes, a second later than the last save (as a save would be). */
  const save = (changes: Record<string, unknown> | string) => {
    const file = path.join(root, SCHEDULING_FILE);
    writeFileSync(file, typeof changes === 'string' ? changes : JSON.stringify({ ...SHIPPED, ...changes }));
    saves += 1;
    const at = new Date(Date.UTC(2026, 10, 29, 12, 0, saves));
    utimesSync(file, at, at);
  };
  /** A scheduling that records the rules it is told to follow. */
  const scheduling = () => {
    const followed: BookingRules[] = [];
    const stub = { followRules: (rules: BookingRules) => followed.push(rules) } as unknown as Scheduling;
    return { stub, followed };
  };

  it('follows each save once, with the rules as saved', () => {
    const { stub, followed } = scheduling();
    save({ meetingMinutes: 45 });
    followSavedBookingRules(stub, root);
    followSavedBookingRules(stub, root);
    expect(followed.map((rules) => rules.meetingMinutes)).toEqual([45]);
    save({ meetingMinutes: 60, horizonDays: 30 });
    followSavedBookingRules(stub, root);
    expect(followed.at(-1)).toEqual(loadBookingRules({ ...SHIPPED, meetingMinutes: 60, horizonDays: 30 }));
    expect(followed).toHaveLength(2);
  });

  it('keeps the rules before a file they refuse, and says which rule, without failing the request', async () => {
    const { log } = await import('@/lib/logging/logger');
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const { stub, followed } = scheduling();
    save({ meetingMinutes: 'forty' });
    expect(() => followSavedBookingRules(stub, root)).not.toThrow();
    save('{ not json');
    expect(() => followSavedBookingRules(stub, root)).not.toThrow();
    expect(followed).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0].error).toContain('meetingMinutes');
    warn.mockRestore();
  });

  it('does nothing where there is no file', () => {
    const { stub, followed } = scheduling();
    expect(() => followSavedBookingRules(stub, root)).not.toThrow();
    expect(followed).toEqual([]);
  });
});
