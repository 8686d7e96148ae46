/**
 * What the team's digest says (emails/team-digest-email.tsx): the leads of an interval, each with
 * the facts and fields its own notification would show. composeTeamDigest renders it; the preview
 * shows it.
 */
import type { ComponentProps } from 'react';
import type { TeamDigestEmail } from '@/emails/team-digest-email';
import { teamText } from '@/lib/abuse/team-text';
import { otherLeadsLine, receivedAt, type OtherLead } from '@/lib/destinations/other-leads-lines';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { leadName } from '@/lib/i18n/operation-copy';
import { recipientOf } from '@/lib/mailbox/recipient';
import { getOperation } from '@/lib/operations/registry';
import type { Env } from '@/lib/settings/env';
import { SITE } from '@/lib/site/site-content';
import type { StoredLead } from '../stored-lead';
import { oneLine, type EmailContent } from './email-content';
import { everyField, quotationFacts } from './team-mail';

export type TeamDigestEmailProps = ComponentProps<typeof TeamDigestEmail>;

/**
 * One mail listing the leads, each with the facts and fields its own notification would show (a
 * priced request's quotation among them), the person's other recent leads (`otherLeads`, by lead
 * id) on one line. `threshold` is TEAM_DIGEST_AFTER, which the intro states.
 */
export function teamDigestContent(
  leads: readonly StoredLead[],
  settings: { threshold: Env['TEAM_DIGEST_AFTER']; locale?: Locale; otherLeads?: ReadonlyMap<string, readonly OtherLead[]> },
): EmailContent<TeamDigestEmailProps> {
  const locale = settings.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const { threshold, otherLeads = new Map() } = settings;
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
      ...quotationFacts(lead, locale, t),
      ...(lead.confirmationHeld ? [t(`emails.team.confirmationHeld.${lead.confirmationHeld}`)] : []),
      ...(others ? [others] : []),
    ];
    return { heading: oneLine(heading), facts, fields: everyField(lead, t) };
  });
  return {
    subject: title,
    props: { locale, brand: SITE.productName, title, intro, entries, footer: `${SITE.productName} · ${SITE.companyName}` },
  };
}
