import { BookingEmail } from '@/emails/booking-email';
import { TeamNotificationEmail } from '@/emails/team-notification-email';
import type { Locale } from '@/lib/i18n/locales';
import { recipientOf } from '@/lib/mailbox/recipient';
import { getOperation } from '@/lib/operations/registry';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import type { Booking } from '@/lib/scheduling/bookings';
import { bookingUid, invitationText } from '@/lib/scheduling/invitation';
import type { OtherLead } from '@/lib/destinations/other-leads-lines';
import { renderBoth } from './compose-emails';
import { bookingEmailContent, bookingMailFacts, bookingTeamNoticeContent, type BookingMailSettings } from './email-content/booking';
import type { EmailAttachment, OutgoingEmail } from './outgoing-email';
import type { StoredLead } from './stored-lead';

/** The person's side of a booking email; the invitation's organizer is the team. */
export interface BookingEmailOptions extends BookingMailSettings {
  from: string;
  /** The site's host: the invitation's UID is `<booking id>@<host>` (lib/scheduling/invitation.ts). */
  siteHost: string;
  organizer: { name: string; email: string };
  /** The person's mailbox as they wrote it. */
  to: string;
  /** When this version of the invitation was made (its DTSTAMP): the booking's last change by default. */
  now?: Date;
}

/** The invitation's file name, as mail apps show it. */
export const INVITATION_FILENAME = 'invite.ics';

/**
 * The person's mail of their demo meeting, in their language, with the time in the zone they chose
 * and the iCalendar invitation attached: a REQUEST while booked (the same UID on every move, the
 * SEQUENCE raised), a CANCEL once cancelled. Like the confirmation, it repeats nothing of the
 * request but a given name that reads as one (docs/decisions.md "No words of a stranger in our mail
 * to a stranger"): the invitation's attendee is that name, or else the address itself.
 */
export async function composeBookingEmail(lead: StoredLead, booking: Booking, options: BookingEmailOptions): Promise<OutgoingEmail> {
  const facts = bookingMailFacts(lead, booking, options);
  const { t, cancelled, name, values, links, move, copy } = facts;
  const { subject, props } = bookingEmailContent(lead, booking, options, facts);
  const { html, text } = await renderBoth(<BookingEmail {...props} />);

  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const invitation = invitationText({
    method,
    uid: bookingUid(booking.id, options.siteHost),
    sequence: booking.sequence,
    stamp: options.now ?? booking.changedAt ?? new Date(),
    start: booking.start,
    end: booking.end,
    summary: t('scheduling.email.invitation.summary', values),
    description: [
      t('scheduling.email.invitation.description', values),
      ...(cancelled
        ? []
        : [options.meetingUrl ? t('scheduling.email.invitation.meeting', { url: options.meetingUrl }) : copy('linkLater')]),
      ...(links
        ? [
            ...(move ? [t('scheduling.email.invitation.move', { url: move })] : []),
            t('scheduling.email.invitation.cancel', { url: links.cancel }),
          ]
        : []),
    ].join('\n'),
    meetingUrl: options.meetingUrl,
    organizer: options.organizer,
    attendee: { name: name ?? options.to, email: options.to },
  });
  const attachment: EmailAttachment = {
    filename: INVITATION_FILENAME,
    content: Buffer.from(invitation, 'utf8'),
    // Mail apps offer a calendar part as an invitation only when its type names the method.
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
  return {
    from: options.from,
    to: [options.to],
    subject,
    html,
    text,
    attachments: [attachment],
  };
}

/**
 * The team's note of a change of a demo meeting: what changed, for which lead, when in the team's
 * zone and in the person's, and every field as the team reads request text (teamText). A reply to
 * a booking or a move reaches the person.
 */
export async function composeBookingTeamNotice(
  lead: StoredLead,
  booking: Booking,
  change: BookingChange,
  settings: { from: string; teamEmail: string; timeZone: string; meetingUrl?: string; locale?: Locale; otherLeads?: readonly OtherLead[] },
): Promise<OutgoingEmail> {
  const { subject, props } = bookingTeamNoticeContent(lead, booking, change, settings);
  const { html, text } = await renderBoth(<TeamNotificationEmail {...props} />);
  const recipient = recipientOf(getOperation(lead.operation), lead.payload);
  const replyTo = change !== 'cancelled' && recipient.channel === 'email' ? { replyTo: [recipient.address] } : {};
  return { from: settings.from, to: [settings.teamEmail], ...replyTo, subject, html, text };
}
