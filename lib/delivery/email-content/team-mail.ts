/**
 * What the team's mails say (notification, dead-letter notice), as props of their template: the
 * composers (lib/delivery/compose-emails.tsx) render them and address the mail; the preview
 * (emails/preview/) shows the same props. Nothing here renders, attaches or reads a store.
 */
import { ATTRIBUTION_KEYS, type Attribution } from '@/lib/attribution/attribution';
import { teamText } from '@/lib/abuse/team-text';
import type { TeamNotificationEmailProps } from '@/emails/team-notification-email';
import type { DestinationName } from '@/lib/destinations/destination';
import { otherLeadsSection, receivedAt, type OtherLead } from '@/lib/destinations/other-leads-lines';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/lib/i18n/messages';
import { leadName } from '@/lib/i18n/operation-copy';
import { recipientOf } from '@/lib/mailbox/recipient';
import { getOperation, type DeliveryKind, type Operation } from '@/lib/operations/registry';
import type { BookingDeliveryKind } from '@/lib/queue/delivery-queue';
import { assumptionText, quotationFigures } from '@/lib/quotation/quotation-copy';
import { SITE } from '@/lib/site/site-content';
import { leadFieldLines } from '../lead-fields';
import type { StoredLead } from '../stored-lead';
import { oneLine, type EmailContent } from './email-content';

/** Every field of a lead, labelled, for the team's mail, as the team reads request text (teamText). */
export function everyField(lead: StoredLead, t: Translate) {
  return leadFieldLines(getOperation(lead.operation), lead.payload, t, { choicesOnly: false }).map((line) => ({
    ...line,
    value: teamText(line.value),
  }));
}

/** Where the lead came from, one labelled line per recorded value, in the order of ATTRIBUTION_KEYS. */
function originRows(attribution: Attribution, t: Translate) {
  return ATTRIBUTION_KEYS.flatMap((key) => {
    const value = attribution[key];
    return value === undefined ? [] : [{ label: t(`emails.team.origin.${key}`), value: teamText(value) }];
  });
}

/** The team's mails (notification, dead-letter notice, booking notices): one template, the brand around it. */
export function teamEmailProps(
  locale: Locale,
  t: Translate,
  content: Pick<TeamNotificationEmailProps, 'title' | 'intro' | 'facts' | 'fields' | 'origin' | 'otherLeads'>,
): TeamNotificationEmailProps {
  return {
    locale,
    brand: SITE.productName,
    ...content,
    fieldsTitle: t('emails.team.fieldsTitle'),
    footer: `${SITE.productName} · ${SITE.companyName}`,
  };
}

/**
 * The team's notice that a delivery of a lead ran out of retries: what failed, how to send it
 * again, and the lead's fields, so the team can also follow up by hand.
 */
export function deadLetterContent(
  lead: StoredLead,
  failedKind: DeliveryKind | BookingDeliveryKind | DestinationName,
  settings: { locale?: Locale; otherLeads?: readonly OtherLead[] } = {},
): EmailContent<TeamNotificationEmailProps> {
  const locale = settings.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const values = { reference: lead.reference, delivery: t(`emails.deadLetter.delivery.${failedKind}`) };
  const title = oneLine(t('emails.deadLetter.subject', values));
  const props = teamEmailProps(locale, t, {
    title,
    intro: t('emails.deadLetter.intro', values),
    facts: [t('emails.deadLetter.retry', values)],
    otherLeads: otherLeadsSection(settings.otherLeads, t),
    fields: everyField(lead, t),
  });
  return { subject: title, props };
}

/** The follow-up the team promised for this operation, in the registry's hours; none when it promises none. */
function followUpFact(operation: Pick<Operation, 'id' | 'followUpWithinHours'>, t: Translate): string[] {
  return operation.followUpWithinHours === undefined ? [] : [t('emails.team.followUp', { hours: operation.followUpWithinHours })];
}

/** The indicative quotation the person was sent, in the team's language, and what it assumed; none for a lead without one. */
export function quotationFacts(lead: StoredLead, locale: Locale, t: Translate): string[] {
  if (!lead.quotation) return [];
  const facts = [t('emails.team.quotation', quotationFigures(lead.quotation, locale))];
  if (!lead.quotation.assumptions.length) return facts;
  const assumptions = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    lead.quotation.assumptions.map((assumption) => assumptionText(assumption, t)),
  );
  return [...facts, t('emails.team.quotationAssumes', { assumptions })];
}

/**
 * The team's notification: every field, and how to reach the person (their number, for an
 * operation that calls them), where the lead came from, and the person's other recent leads
 * (`otherLeads`, lib/destinations/other-leads.ts), so the team sees one person rather than
 * unrelated leads.
 */
export function teamNotificationContent(
  lead: StoredLead,
  settings: { locale?: Locale; otherLeads?: readonly OtherLead[] } = {},
): EmailContent<TeamNotificationEmailProps> {
  const operation = getOperation(lead.operation);
  const locale = settings.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const operationName = leadName(operation, t);
  const values = { name: teamText(lead.payload.name), reference: lead.reference, operation: operationName };
  const fields = everyField(lead, t);
  const recipient = recipientOf(operation, lead.payload);
  const facts = [
    ...(recipient.channel === 'phone' ? [t('emails.team.phone', { phone: teamText(oneLine(recipient.given)) })] : []),
    t('emails.team.reference', values),
    t('emails.team.received', { date: receivedAt(lead) }),
    t('emails.team.language', { locale: lead.locale }),
    ...followUpFact(operation, t),
    ...quotationFacts(lead, locale, t),
    // The team is the only one to hear of a lead whose confirmation a limit held back.
    ...(lead.confirmationHeld ? [t(`emails.team.confirmationHeld.${lead.confirmationHeld}`)] : []),
  ];
  const title = oneLine(t('emails.team.subject', values));
  const origin = lead.attribution ? { title: t('emails.team.origin.title'), rows: originRows(lead.attribution, t) } : undefined;
  const intro = t(recipient.channel === 'email' ? 'emails.team.intro' : 'emails.team.introByPhone', values);
  const otherLeads = otherLeadsSection(settings.otherLeads, t);
  return { subject: title, props: teamEmailProps(locale, t, { title, intro, facts, fields, origin, otherLeads }) };
}
