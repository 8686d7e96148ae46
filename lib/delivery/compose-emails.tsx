import { render } from '@react-email/render';
import { ConfirmationEmail } from '@/emails/confirmation-email';
import { TeamNotificationEmail } from '@/emails/team-notification-email';
import type { Locale } from '@/lib/i18n/locales';
import { emailRecipientOf, recipientOf } from '@/lib/mailbox/recipient';
import { getOperation, type DeliveryKind } from '@/lib/operations/registry';
import type { BookingDeliveryKind } from '@/lib/queue/delivery-queue';
import type { DestinationName } from '@/lib/destinations/destination';
import type { OtherLead } from '@/lib/destinations/other-leads-lines';
import { brochureAttachment } from './brochure';
import { quotationAttachment } from './quotation-attachment';
import type { ConfirmationScheduling } from './confirmation-scheduling';
import { confirmationContent } from './email-content/confirmation';
import { deadLetterContent, teamNotificationContent, type TeamMeeting } from './email-content/team-mail';
import type { OutgoingEmail } from './outgoing-email';
import type { StoredLead } from './stored-lead';

export async function renderBoth(element: React.ReactElement) {
  return { html: await render(element), text: await render(element, { plainText: true }) };
}

/**
 * The submitter's confirmation, in the lead's language (what it says: lib/delivery/email-content/confirmation.ts),
 * to the address the request gave. The confirmation of a brochure request carries the brochure,
 * that of a priced request its quotation, in the submitter's language.
 */
export async function composeConfirmation(lead: StoredLead, from: string, scheduling?: ConfirmationScheduling): Promise<OutgoingEmail> {
  const operation = getOperation(lead.operation);
  const recipient = emailRecipientOf(operation, lead.payload);
  const { subject, props } = confirmationContent(lead, scheduling);
  const { html, text } = await renderBoth(<ConfirmationEmail {...props} />);
  const quotation = await quotationAttachment(lead);
  const attachments = operation.sendsBrochure ? [await brochureAttachment(lead.locale)] : quotation ? [quotation] : undefined;
  return { from, to: [recipient.address], subject, html, text, ...(attachments ? { attachments } : {}) };
}

/**
 * The team's notice that a delivery of a lead ran out of retries (lib/delivery/email-content/team-mail.ts),
 * so the team can send it again or follow up by hand.
 */
export async function composeDeadLetterNotice(
  lead: StoredLead,
  failedKind: DeliveryKind | BookingDeliveryKind | DestinationName,
  settings: { from: string; teamEmail: string; locale?: Locale; otherLeads?: readonly OtherLead[] },
): Promise<OutgoingEmail> {
  const { subject, props } = deadLetterContent(lead, failedKind, { locale: settings.locale, otherLeads: settings.otherLeads });
  const { html, text } = await renderBoth(<TeamNotificationEmail {...props} />);
  return { from: settings.from, to: [settings.teamEmail], subject, html, text };
}

/**
 * The team's notification (lib/delivery/email-content/team-mail.ts), with Reply-To set to the
 * lead's address so that a reply reaches them; an operation that calls them says their number; a
 * demo booked before it went says its meeting.
 */
export async function composeTeamNotification(
  lead: StoredLead,
  settings: { from: string; teamEmail: string; locale?: Locale; otherLeads?: readonly OtherLead[]; meeting?: TeamMeeting },
): Promise<OutgoingEmail> {
  const { subject, props } = teamNotificationContent(lead, {
    locale: settings.locale,
    otherLeads: settings.otherLeads,
    meeting: settings.meeting,
  });
  const { html, text } = await renderBoth(<TeamNotificationEmail {...props} />);
  const recipient = recipientOf(getOperation(lead.operation), lead.payload);
  const replyTo = recipient.channel === 'email' ? { replyTo: [recipient.address] } : {};
  return { from: settings.from, to: [settings.teamEmail], ...replyTo, subject, html, text };
}
