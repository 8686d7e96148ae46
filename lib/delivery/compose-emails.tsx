import { render } from '@react-email/render';
import { ATTRIBUTION_KEYS, type Attribution } from '@/lib/attribution/attribution';
import { greetingName } from '@/lib/abuse/greeting-name';
import { teamText } from '@/lib/abuse/team-text';
import { ConfirmationEmail, type SlotOffer } from '@/emails/confirmation-email';
import { TeamNotificationEmail, type TeamNotificationEmailProps } from '@/emails/team-notification-email';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor, type Translate } from '@/lib/i18n/messages';
import { leadName } from '@/lib/i18n/operation-copy';
import { emailRecipientOf, recipientOf } from '@/lib/mailbox/recipient';
import { getOperation, quotationFollowUpHours, type DeliveryKind, type Operation } from '@/lib/operations/registry';
import type { BookingDeliveryKind } from '@/lib/queue/delivery-queue';
import type { DestinationName } from '@/lib/destinations/destination';
import { groupSlotsByDay } from '@/lib/scheduling/display-time';
import { meetingTimeLabel, zoneLabel } from '@/lib/scheduling/zone-label';
import { SITE } from '@/lib/site/site-content';
import { assumptionText, quotationFigures } from '@/lib/quotation/quotation-copy';
import { brochureAttachment } from './brochure';
import { quotationAttachment } from './quotation-attachment';
import type { ConfirmationScheduling } from './confirmation-scheduling';
import { leadFieldLines } from './lead-fields';
import { otherLeadsSection, receivedAt, type OtherLead } from '@/lib/destinations/other-leads-lines';
import type { OutgoingEmail } from './outgoing-email';
import type { StoredLead } from './stored-lead';

/** Subjects go into a mail header: no line breaks, whatever a name contains. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export async function renderBoth(element: React.ReactElement) {
  return { html: await render(element), text: await render(element, { plainText: true }) };
}

/**
 * The submitter's confirmation, in the lead's language. Echoes nothing of the request but the
 * given name (when it reads as one) and the labels of the enumerated choices: no free text, no
 * number. A demo request's confirmation also offers the next free times, or says the time it booked
 * (lib/delivery/confirmation-scheduling.ts).
 */
export async function composeConfirmation(lead: StoredLead, from: string, scheduling?: ConfirmationScheduling): Promise<OutgoingEmail> {
  const operation = getOperation(lead.operation);
  const recipient = emailRecipientOf(operation, lead.payload);
  const t = translatorFor(lead.locale);
  const name = greetingName(lead.payload.name);
  const values = { name: name ?? '', product: SITE.productName, reference: lead.reference };
  const choices = leadFieldLines(operation, lead.payload, t, { choicesOnly: true });
  // A booked demo's confirmation says the time instead of the promise to agree one.
  const booked =
    scheduling?.kind === 'booked'
      ? t('scheduling.email.confirmation.booked', { time: meetingTimeLabel(scheduling.start, lead.locale, scheduling.timeZone) })
      : undefined;
  // A priced request's confirmation carries its quotation and says its figures, instead of the
  // promise to send one.
  const quoted = lead.quotation
    ? t('quotation.email', { ...quotationFigures(lead.quotation, lead.locale), hours: quotationFollowUpHours(operation) })
    : undefined;
  const { html, text } = await renderBoth(
    <ConfirmationEmail
      locale={lead.locale}
      brand={SITE.productName}
      preview={booked ?? quoted ?? t(`operations.${operation.slug}.confirmation.preview`)}
      greeting={name ? t('emails.confirmation.greeting', values) : t('emails.confirmation.greetingWithoutName')}
      intro={t(`operations.${operation.slug}.confirmation.intro`, values)}
      next={booked ?? quoted ?? t(`operations.${operation.slug}.confirmation.next`)}
      offer={scheduling?.kind === 'offer' ? slotOffer(scheduling, lead.locale, t) : undefined}
      summaryTitle={t('emails.confirmation.summaryTitle')}
      choices={choices}
      reference={t('emails.confirmation.reference', values)}
      signature={t('emails.confirmation.signature', values)}
      footer={t('emails.confirmation.footer')}
    />,
  );
  // The confirmation of a brochure request carries the brochure, that of a priced request its
  // quotation, in the submitter's language.
  const quotation = await quotationAttachment(lead);
  const attachments = operation.sendsBrochure ? [await brochureAttachment(lead.locale)] : quotation ? [quotation] : undefined;
  return {
    from,
    to: [recipient.address],
    subject: oneLine(t(`operations.${operation.slug}.confirmation.subject`, values)),
    html,
    text,
    ...(attachments ? { attachments } : {}),
  };
}

/** The free times as the confirmation lists them: by day, in the person's zone, each a link to book it. */
function slotOffer(offer: Extract<ConfirmationScheduling, { kind: 'offer' }>, locale: Locale, t: Translate): SlotOffer {
  const urls = new Map(offer.slots.map((slot) => [slot.start.getTime(), slot.url]));
  return {
    title: t('scheduling.email.confirmation.offerTitle'),
    intro: t('scheduling.email.confirmation.offerIntro'),
    zone: t('scheduling.email.confirmation.zone', { zone: zoneLabel(offer.zone, locale, offer.slots[0]?.start ?? new Date()) }),
    days: groupSlotsByDay(
      offer.slots.map((slot) => slot.start),
      locale,
      offer.zone,
    ).map((day) => ({ label: day.label, slots: day.slots.map((slot) => ({ time: slot.time, url: urls.get(slot.start.getTime())! })) })),
    allTimes: { label: t('scheduling.email.confirmation.allTimes'), url: offer.allTimesUrl },
  };
}

/** Every field of a lead, labelled, for the team's mail, as the team reads request text (teamText). */
export function everyField(lead: StoredLead, t: ReturnType<typeof translatorFor>) {
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
export function renderTeamEmail(
  locale: Locale,
  t: Translate,
  content: Pick<TeamNotificationEmailProps, 'title' | 'intro' | 'facts' | 'fields' | 'origin' | 'otherLeads'>,
) {
  return renderBoth(
    <TeamNotificationEmail
      locale={locale}
      brand={SITE.productName}
      {...content}
      fieldsTitle={t('emails.team.fieldsTitle')}
      footer={`${SITE.productName} · ${SITE.companyName}`}
    />,
  );
}

/**
 * The team's notice that a delivery of a lead ran out of retries: what failed, how to send it
 * again, and the lead's fields, so the team can also follow up by hand.
 */
export async function composeDeadLetterNotice(
  lead: StoredLead,
  failedKind: DeliveryKind | BookingDeliveryKind | DestinationName,
  settings: { from: string; teamEmail: string; otherLeads?: readonly OtherLead[] },
): Promise<OutgoingEmail> {
  const t = translatorFor(DEFAULT_LOCALE);
  const values = { reference: lead.reference, delivery: t(`emails.deadLetter.delivery.${failedKind}`) };
  const title = oneLine(t('emails.deadLetter.subject', values));
  const { html, text } = await renderTeamEmail(DEFAULT_LOCALE, t, {
    title,
    intro: t('emails.deadLetter.intro', values),
    facts: [t('emails.deadLetter.retry', values)],
    otherLeads: otherLeadsSection(settings.otherLeads, t),
    fields: everyField(lead, t),
  });
  return { from: settings.from, to: [settings.teamEmail], subject: title, html, text };
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
 * The team's notification: every field, and how to reach the person: Reply-To set to the lead's
 * address so that a reply reaches them, or, for an operation that calls them, their number. The
 * person's other recent leads (`otherLeads`, lib/destinations/other-leads.ts) are named, so the
 * team sees one person rather than unrelated leads.
 */
export async function composeTeamNotification(
  lead: StoredLead,
  settings: { from: string; teamEmail: string; locale?: Locale; otherLeads?: readonly OtherLead[] },
): Promise<OutgoingEmail> {
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
  const { html, text } = await renderTeamEmail(locale, t, { title, intro, facts, fields, origin, otherLeads });
  const replyTo = recipient.channel === 'email' ? { replyTo: [recipient.address] } : {};
  return { from: settings.from, to: [settings.teamEmail], ...replyTo, subject: title, html, text };
}
