import type { Env } from '@/lib/settings/env';
import type { Sql } from '@/lib/store/database';
import { leadsWithin } from '@/lib/store/leads';

/**
 * When leads arrive faster than a person reads (more than TEAM_DIGEST_AFTER), a new lead's team
 * notification waits for the digest of the interval it arrived in (lib/delivery/team-digest.tsx),
 * one mail listing every lead of that interval, instead of a mail of its own. Returns the start of
 * that interval, or null for a mail of its own. Counted without a lock: a few leads accepted at
 * the same instant as the switch may still get mails of their own, which loses nothing.
 */
export async function teamDigestSlot(
  tx: Sql,
  settings: Pick<Env, 'TEAM_DIGEST_AFTER' | 'TEAM_DIGEST_INTERVAL_SECONDS'>,
  now = Date.now(),
): Promise<Date | null> {
  if (!(await teamDigestActive(tx, settings))) return null;
  const intervalMs = settings.TEAM_DIGEST_INTERVAL_SECONDS * 1000;
  return new Date(Math.floor(now / intervalMs) * intervalMs);
}

/** When the digest of the interval starting at `slot` goes out: as the interval ends. */
export const digestDueAt = (slot: Date, settings: Pick<Env, 'TEAM_DIGEST_INTERVAL_SECONDS'>) =>
  new Date(slot.getTime() + settings.TEAM_DIGEST_INTERVAL_SECONDS * 1000);

/** Whether leads arrive past TEAM_DIGEST_AFTER right now, so that a new lead would wait for a digest (/api/status). */
export async function teamDigestActive(sql: Sql, settings: Pick<Env, 'TEAM_DIGEST_AFTER'>): Promise<boolean> {
  const threshold = settings.TEAM_DIGEST_AFTER;
  return threshold !== null && (await leadsWithin(sql, threshold.windowSeconds, threshold.limit)) >= threshold.limit;
}
