import { log } from '@/lib/logging/logger';
import { eraseLeads } from './erase-leads';
import { leadsOlderThan } from './kept-leads';
import type { PrivacyContext } from './privacy-context';

/** Leads erased per round: bounds the memory and the transaction of one round. */
const BATCH = 100;

/**
 * Erases the leads past LEAD_RETENTION_DAYS with everything kept about them, as the privacy notice
 * promises: the same erasure as `npm run leads:erase`. A lead that cannot be erased now (its
 * calendar event could not be deleted) is kept whole, logged, and tried again at the next round.
 * Returns how many leads it erased.
 */
export async function eraseExpiredLeads(context: PrivacyContext, leadDays: number): Promise<number> {
  let erased = 0;
  // Not tried twice in one round: each would fail again, and hold the batches up.
  const kept: string[] = [];
  for (;;) {
    const expired = await leadsOlderThan(context.database, leadDays, BATCH, kept);
    if (!expired.length) return erased;
    const round = await eraseLeads(context, expired);
    erased += round.rows.leads;
    for (const failure of round.failed) {
      kept.push(expired.find((lead) => lead.reference === failure.reference)!.id);
      // The provider's message is left out: it may quote what it was sent.
      log.error(
        { component: 'store', reference: failure.reference, operation: failure.operation },
        `lead ${failure.reference} is past its retention but could not be erased (something kept about it, e.g. its calendar event, could not be deleted); kept whole, tried again at the next round`,
      );
    }
    // A short batch was the last; an empty round (another instance erased them first) ends too.
    if (expired.length < BATCH || round.rows.leads === 0) return erased;
  }
}
