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
import { followsUpWithinWorkingDay, getOperation, type DeliveryKind } from '@/lib/operations/registry';
import type { BookingDeliveryKind } from '@/lib/queue/delivery-queue';
import { quotationFigures, teamAssumptionText } from '@/lib/quotation/quotation-copy';
import { SITE } from '@/lib/site/site-content';
import type { Booking } from '@/lib/scheduling/bookings';
import { leadFieldLines } from '../lead-fields';
import type { StoredLead } from '../stored-lead';
import { oneLine, type EmailContent } from './email-content';
import { teamMeetingFacts } from './meeting-facts';

/** A demo's meeting as the team's notification of its lead says it: the booking, the team's zone, the link to join. */
export interface TeamMeeting {
  booking: Booking;
  timeZone: string;
  meetingUrl?: string;
}

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

/** What the team must do for an operation whose requests were promised a follow-up within one working day; nothing otherwise. */
function followUpFact(operation: object, t: Translate): string[] {
  return followsUpWithinWorkingDay(operation) ? [t('emails.team.followUp')] : [];
}

/** The indicative quotation the person was sent, in the team's language, and what it assumed; none for a lead without one. */
export function quotationFacts(lead: StoredLead, locale: Locale, t: Translate): string[] {
  if (!lead.quotation) return [];
  const facts = [t('emails.team.quotation', quotationFigures(lead.quotation, locale))];
  if (!lead.quotation.assumptions.length) return facts;
  const assumptions = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    lead.quotation.assumptions.map((assumption) => teamAssumptionText(assumption, t)),
  );
  return [...facts, t('emails.team.quotationAssumes', { assumptions })];
}

/**
 * The team's notification: every field, and how to reach the person (their number, for an
 * operation that calls them), where the lead came from, and the person's other recent leads
 * (`otherLeads`, lib/destinations/other-leads.ts), so the team sees one person rather than
 * unrelated leads. With a `meeting` (a demo booked before the notification went), it is the demo's
 * one notice (docs/decisions.md "One notice per demo"): the meeting, and no follow-up to make.
 */
export function teamNotificationContent(
  lead: StoredLead,
  settings: { locale?: Locale; otherLeads?: readonly OtherLead[]; meeting?: TeamMeeting } = {},
): EmailContent<TeamNotificationEmailProps> {
  const operation = getOperation(lead.operation);
  const locale = settings.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const operationName = leadName(operation, t);
  const values = { name: teamText(lead.payload.name), reference: lead.reference, operation: operationName };
  const fields = everyField(lead, t);
  const recipient = recipientOf(operation, lead.payload);
  const { meeting } = settings;
  const facts = [
    ...(recipient.channel === 'phone' ? [t('emails.team.phone', { phone: teamText(oneLine(recipient.given)) })] : []),
    ...(meeting ? teamMeetingFacts(lead, meeting.booking, 'booked', { ...meeting, locale }) : []),
    t('emails.team.reference', values),
    t('emails.team.received', { date: receivedAt(lead) }),
    t('emails.team.language', { locale: lead.locale }),
    // The meeting is the follow-up: the team prepares for it instead.
    ...(meeting ? [] : followUpFact(operation, t)),
    ...quotationFacts(lead, locale, t),
    // The team is the only one to hear of a lead whose confirmation a limit held back.
    ...(lead.confirmationHeld ? [t(`emails.team.confirmationHeld.${lead.confirmationHeld}`)] : []),
  ];
  const title = oneLine(t(meeting ? 'scheduling.email.team.subject.booked' : 'emails.team.subject', values));
  const origin = lead.attribution ? { title: t('emails.team.origin.title'), rows: originRows(lead.attribution, t) } : undefined;
  const intro = meeting
    ? t('scheduling.email.team.intro.booked', values)
    : t(recipient.channel === 'email' ? 'emails.team.intro' : 'emails.team.introByPhone', values);
  const otherLeads = otherLeadsSection(settings.otherLeads, t);
  return { subject: title, props: teamEmailProps(locale, t, { title, intro, facts, fields, origin, otherLeads }) };
}
