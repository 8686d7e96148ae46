import { OTHER_LEADS_DAYS, type otherLeadsOfPerson } from './other-leads';
import type { Translate } from '@/lib/i18n/messages';
import { leadNameOfId } from '@/lib/i18n/operation-copy';

/** One of the person's other leads, as lib/destinations/other-leads.ts finds them. */
export type OtherLead = Awaited<ReturnType<typeof otherLeadsOfPerson>>[number];

/** When a lead arrived, as the team's mails say it: to the minute, in UTC. */
export const receivedAt = (lead: { createdAt: Date }) => `${lead.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/**
 * The person's other leads as the team's mails name them: a title, and a line per lead with its
 * reference, what it asked for and when. Undefined when the person has none, so a mail says nothing.
 */
export function otherLeadsSection(others: readonly OtherLead[] | undefined, t: Translate): { title: string; items: string[] } | undefined {
  if (!others?.length) return undefined;
  return {
    title: t('emails.team.otherLeads.title', { days: OTHER_LEADS_DAYS }),
    items: others.map((other) =>
      t('emails.team.otherLeads.item', {
        reference: other.reference,
        operation: leadNameOfId(other.operation, t),
        date: receivedAt(other),
      }),
    ),
  };
}

/** The same, on one line: for the digest, whose entries are a few lines each. */
export function otherLeadsLine(others: readonly OtherLead[] | undefined, t: Translate): string | undefined {
  const section = otherLeadsSection(others, t);
  return section && t('emails.team.otherLeads.inline', { days: OTHER_LEADS_DAYS, leads: section.items.join('; ') });
}
