/**
 * The store's open retried in the background after a failed start-up (lib/runtime/keep-opening.ts):
 * with a backoff, until it opens, logging a failure only when it changes, and never after stop().
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/lib/logging/logger';
import { keepOpening } from '@/lib/runtime/keep-opening';

describe('keepOpening', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(log, 'info').mockImplementation(() => {});
    vi.spyOn(log, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries again after 1, 2, 4 s, capped at 10 s, until the store opens, then stops', async () => {
    const refused = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const outcomes = [refused, refused, new Error('database "leads" does not exist'), refused, refused, 'open'];
    const open = vi.fn(async () => {
      const outcome = outcomes.shift();
      if (outcome instanceof Error) throw outcome;
    });
    keepOpening(open, refused);

    const triesAt: number[] = [];
    for (let second = 1; second <= 40; second++) {
      const before = open.mock.calls.length;
      await vi.advanceTimersByTimeAsync(1_000);
      if (open.mock.calls.length > before) triesAt.push(second);
    }
    // 1, +2, +4, +8, +10 (capped), +10: the sixth try opens, and no seventh comes.
    expect(triesAt).toEqual([1, 3, 7, 15, 25, 35]);
    // The same failure as at start-up is not logged again; each change is, once.
    expect(vi.mocked(log.warn).mock.calls.map(([context]) => context.error?.split('\n')[0])).toEqual([
      'Error: database "leads" does not exist',
      'Error: connect ECONNREFUSED 127.0.0.1:5432',
    ]);
    expect(log.info).toHaveBeenCalledOnce();
    expect(vi.mocked(log.info).mock.calls[0]![1]).toMatch(/^opened the lead store \d+ s after start-up$/);
  });

  it('tries no more once stopped (a server shutting down)', async () => {
    const open = vi.fn(async () => {
      throw new Error('still locked');
    });
    const retrying = keepOpening(open, new Error('still locked'));
    await vi.advanceTimersByTimeAsync(3_500);
    expect(open).toHaveBeenCalledTimes(2);
    retrying.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(2);
  });
});
