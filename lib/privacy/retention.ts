import { eraseLeads } from './erase-leads';
import { leadsOlderThan } from './kept-leads';
import type { PrivacyContext } from './privacy-context';

/** Leads erased per round: bounds the memory and the transaction of one round. */
const BATCH = 100;

/**
 * Erases the leads past LEAD_RETENTION_DAYS with everything kept about them, as the privacy notice
 * promises: the same erasure as `npm run leads:erase`. Returns how many leads it erased.
 */
export async function eraseExpiredLeads(context: PrivacyContext, leadDays: number): Promise<number> {
  let erased = 0;
  for (;;) {
    const expired = await leadsOlderThan(context.database, leadDays, BATCH);
    if (!expired.length) return erased;
    const round = (await eraseLeads(context, expired)).rows.leads;
    erased += round;
    // A short batch was the last; an empty round (another instance erased them first) ends too.
    if (expired.length < BATCH || round === 0) return erased;
  }
}
