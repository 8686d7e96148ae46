import { createHash } from 'node:crypto';
import { TeamDigestEmail } from '@/emails/team-digest-email';
import { env } from '@/lib/settings/env';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { leadName } from '@/lib/i18n/operation-copy';
import { recipientOf } from '@/lib/mailbox/recipient';
import { getOperation } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { teamText } from '@/lib/abuse/team-text';
import { otherLeadsOfPerson } from '@/lib/destinations/other-leads';
import { everyField, oneLine, quotationFacts, renderBoth } from './compose-emails';
import { otherLeadsLine, receivedAt, type OtherLead } from '@/lib/destinations/other-leads-lines';
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
      const email = await composeTeamDigest(leads, settings, otherLeads);
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

/**
 * One mail listing the leads, each with the facts and fields its own notification would show (a
 * priced request's quotation among them), the person's other recent leads (`otherLeads`, by lead id) on one line.
 */
export async function composeTeamDigest(
  leads: StoredLead[],
  settings: { mailFrom: string; teamEmail: string },
  otherLeads: ReadonlyMap<string, readonly OtherLead[]> = new Map(),
): Promise<OutgoingEmail> {
  const t = translatorFor(DEFAULT_LOCALE);
  const threshold = env().TEAM_DIGEST_AFTER;
  const title = oneLine(t('emails.digest.subject', { count: leads.length }));
  const intro = t('emails.digest.intro', { limit: threshold?.limit ?? 0, window: Math.round((threshold?.windowSeconds ?? 3600) / 60) });
  const entries = leads.map((lead) => {
    const operation = getOperation(lead.operation);
    const heading = t('emails.digest.heading', {
      reference: lead.reference,
      operation: leadName(operation, t),
      name: teamText(lead.payload.name),
      date: receivedAt(lead),
    });
    const recipient = recipientOf(operation, lead.payload);
    const others = otherLeadsLine(otherLeads.get(lead.id), t);
    const facts = [
      // The digest's intro says to reply to the lead's address; a lead that asked for a call has none.
      ...(recipient.channel === 'phone' ? [t('emails.team.phone', { phone: teamText(oneLine(recipient.given)) })] : []),
      t('emails.team.language', { locale: lead.locale }),
      ...quotationFacts(lead, DEFAULT_LOCALE, t),
      ...(lead.confirmationHeld ? [t(`emails.team.confirmationHeld.${lead.confirmationHeld}`)] : []),
      ...(others ? [others] : []),
    ];
    return { heading: oneLine(heading), facts, fields: everyField(lead, t) };
  });
  const { html, text } = await renderBoth(
    <TeamDigestEmail
      locale={DEFAULT_LOCALE}
      brand={SITE.productName}
      title={title}
      intro={intro}
      entries={entries}
      footer={`${SITE.productName} · ${SITE.companyName}`}
    />,
  );
  return { from: settings.mailFrom, to: [settings.teamEmail], subject: title, html, text };
}
