import { createHash } from 'node:crypto';
import { TeamDigestEmail } from '@/emails/team-digest-email';
import { env } from '@/lib/settings/env';
import type { Locale } from '@/lib/i18n/locales';
import { otherLeadsOfPerson } from '@/lib/destinations/other-leads';
import { renderBoth } from './compose-emails';
import { teamDigestContent } from './email-content/digest';
import type { OtherLead } from '@/lib/destinations/other-leads-lines';
import type { DeliveryContext } from './delivery-context';
import type { OutgoingEmail } from './outgoing-email';
import { withTeamDigestLock } from '@/lib/store/lead-lock';
import { leadsAwaitingDigest, type StoredLead } from './stored-lead';

/** The most leads one digest mail lists; a busier interval sends several, oldest first. */
const MAX_LEADS_PER_DIGEST = 50;

/**
 * The team notification of a lead that waits for a digest (lib/acceptance/team-digest-slot.ts).
 * The first job of an interval to run sends the digest of every lead of that interval not yet
 * notified, and records each lead's team notification as sent, so the other leads' jobs find
 * theirs done. The provider's idempotency key names the set of leads a mail lists: a retry after a
 * crash between sending and recording sends the same mail again, which the provider drops; two
 * instances that run jobs of one interval at once compose the same set, and one mail goes out.
 * Under the digests' lock, so that an erasure never races it (lib/store/lead-lock.ts).
 */
export async function deliverTeamDigest(lead: StoredLead, slot: Date, context: DeliveryContext): Promise<void> {
  const { database, mail, settings } = context;
  for (;;) {
    const listedThisLead = await withTeamDigestLock(database, async () => {
      const leads = await leadsAwaitingDigest(database, slot, MAX_LEADS_PER_DIGEST);
      // Another job of the interval listed this lead already (or it was erased meanwhile).
      if (!leads.length) return true;
      const otherLeads = new Map<string, OtherLead[]>();
      for (const listed of leads) otherLeads.set(listed.id, await otherLeadsOfPerson(database, listed));
      // The team's language, never one a setting happens to carry: only the preview and tests pass one.
      const email = await composeTeamDigest(leads, { mailFrom: settings.mailFrom, teamEmail: settings.teamEmail }, otherLeads);
      const sent = await mail.send(email, digestKey(leads));
      await database.query(
        `INSERT INTO deliveries (lead_id, kind, status, provider, provider_id, recipient, detail)
         SELECT id, 'team-notification', 'sent', $2, $3, $4, 'digest' FROM leads WHERE id = ANY($1::uuid[])
         ON CONFLICT (lead_id, kind) DO NOTHING`,
        [leads.map((listed) => listed.id), mail.provider, sent.id, settings.teamEmail],
      );
      return leads.some((listed) => listed.id === lead.id);
    });
    if (listedThisLead) return;
  }
}

/** `team-digest.<hash of the references>`: the same set of leads, the same key (lib/privacy/outbox-files.ts reads the prefix). */
export const DIGEST_KEY_PREFIX = 'team-digest.';

function digestKey(leads: StoredLead[]): string {
  const references = leads.map((lead) => lead.reference).join(',');
  return `${DIGEST_KEY_PREFIX}${createHash('sha256').update(references).digest('hex').slice(0, 32)}`;
}

/** The digest of the leads (lib/delivery/email-content/digest.ts), to the team. */
export async function composeTeamDigest(
  leads: StoredLead[],
  settings: { mailFrom: string; teamEmail: string; locale?: Locale },
  otherLeads: ReadonlyMap<string, readonly OtherLead[]> = new Map(),
): Promise<OutgoingEmail> {
  const { subject, props } = teamDigestContent(leads, { threshold: env().TEAM_DIGEST_AFTER, locale: settings.locale, otherLeads });
  const { html, text } = await renderBoth(<TeamDigestEmail {...props} />);
  return { from: settings.mailFrom, to: [settings.teamEmail], subject, html, text };
}
