import { BookingEmail } from '@/emails/booking-email';
import { greetingName } from '@/lib/abuse/greeting-name';
import { teamText } from '@/lib/abuse/team-text';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { recipientOf } from '@/lib/mailbox/recipient';
import { getOperation } from '@/lib/operations/registry';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import type { Booking } from '@/lib/scheduling/bookings';
import { movesUsed } from '@/lib/scheduling/book-meeting';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import { bookingUid, invitationText } from '@/lib/scheduling/invitation';
import { SITE } from '@/lib/site/site-content';
import { everyField, oneLine, renderBoth, renderTeamEmail } from './compose-emails';
import { otherLeadsSection, type OtherLead } from '@/lib/destinations/other-leads-lines';
import type { EmailAttachment, OutgoingEmail } from './outgoing-email';
import { leadFieldLines } from './lead-fields';
import type { StoredLead } from './stored-lead';

/** The person's side of a booking email; the invitation's organizer is the team. */
export interface BookingEmailOptions {
  from: string;
  /** The move and cancel links; null once the meeting is cancelled. */
  links: { move: string; cancel: string } | null;
  meetingUrl?: string;
  /** The site's host: the invitation's UID is `<booking id>@<host>` (lib/scheduling/invitation.ts). */
  siteHost: string;
  organizer: { name: string; email: string };
  /** The person's mailbox as they wrote it. */
  to: string;
  /** When this version of the invitation was made (its DTSTAMP): the booking's last change by default. */
  now?: Date;
  /**
   * Booked with the demo request: this mail is the request's confirmation too (one mail, not two),
   * so it thanks for the request and lists the choices the confirmation would have.
   */
  withRequest?: boolean;
}

/** The invitation's file name, as mail apps show it. */
export const INVITATION_FILENAME = 'invite.ics';

/** The booking email's sentences that take no state. */
type BookingCopy = 'when' | 'wasWhen' | 'join' | 'linkLater' | 'changeTitle' | 'move' | 'cancel' | 'linksNote' | 'bookAgain' | 'footer';

/** What the person's mail says: booked, moved (a later version of the booking), or cancelled. */
function bookingState(booking: Booking): BookingChange {
  if (booking.status === 'cancelled') return 'cancelled';
  return booking.sequence > 0 ? 'moved' : 'booked';
}

/**
 * The person's mail of their demo meeting, in their language, with the time in the zone they chose
 * and the iCalendar invitation attached: a REQUEST while booked (the same UID on every move, the
 * SEQUENCE raised), a CANCEL once cancelled. Like the confirmation, it repeats nothing of the
 * request but a given name that reads as one (docs/decisions.md "No words of a stranger in our mail
 * to a stranger"): the invitation's attendee is that name, or else the address itself.
 */
export async function composeBookingEmail(lead: StoredLead, booking: Booking, options: BookingEmailOptions): Promise<OutgoingEmail> {
  const t = translatorFor(lead.locale);
  const state = bookingState(booking);
  const cancelled = state === 'cancelled';
  const name = greetingName(lead.payload.name);
  const time = meetingTimeLabel(booking.start, lead.locale, booking.timeZone);
  const values = { name: name ?? '', product: SITE.productName, reference: lead.reference, time };
  const links = cancelled ? null : options.links;
  // A meeting that has moved as often as it may is offered no move (its link would only say so).
  const move = links && !movesUsed(booking) ? links.move : undefined;
  const copy = (key: BookingCopy) => t(`scheduling.email.booking.${key}`, values);
  const withRequest = options.withRequest === true && state === 'booked';

  const { html, text } = await renderBoth(
    <BookingEmail
      locale={lead.locale}
      brand={SITE.productName}
      preview={t(`scheduling.email.booking.title.${state}`)}
      title={t(`scheduling.email.booking.title.${state}`)}
      cancelled={cancelled}
      greeting={name ? t('emails.confirmation.greeting', values) : t('emails.confirmation.greetingWithoutName')}
      intro={t(`scheduling.email.booking.intro.${withRequest ? 'withRequest' : state}`, values)}
      time={{ label: copy(cancelled ? 'wasWhen' : 'when'), value: time }}
      meeting={cancelled ? undefined : options.meetingUrl ? { url: options.meetingUrl, label: copy('join') } : { later: copy('linkLater') }}
      invitation={t(cancelled ? 'scheduling.email.booking.invitation.cancel' : 'scheduling.email.booking.invitation.request')}
      change={
        links
          ? {
              title: copy('changeTitle'),
              ...(move ? { move: { label: copy('move'), url: move } } : {}),
              cancel: { label: copy('cancel'), url: links.cancel },
              note: copy('linksNote'),
            }
          : undefined
      }
      bookAgain={cancelled ? copy('bookAgain') : undefined}
      summary={
        withRequest
          ? {
              title: t('emails.confirmation.summaryTitle'),
              choices: leadFieldLines(getOperation(lead.operation), lead.payload, t, { choicesOnly: true }),
            }
          : undefined
      }
      reference={t('emails.confirmation.reference', values)}
      signature={t('emails.confirmation.signature', values)}
      footer={copy('footer')}
    />,
  );

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
    subject: oneLine(t(`scheduling.email.booking.subject.${state}`, values)),
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
  const locale = settings.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const values = { name: teamText(lead.payload.name), reference: lead.reference };
  const club = typeof lead.payload.clubName === 'string' && lead.payload.clubName.trim() ? lead.payload.clubName : undefined;
  const facts = [
    t('scheduling.email.team.teamTime', { time: meetingTimeLabel(booking.start, locale, settings.timeZone) }),
    t('scheduling.email.team.personTime', { time: meetingTimeLabel(booking.start, locale, booking.timeZone) }),
    ...(club ? [t('scheduling.email.team.club', { club: teamText(oneLine(club)) })] : []),
    ...(change === 'cancelled'
      ? [t('scheduling.email.team.followUpBack')]
      : [
          settings.meetingUrl
            ? t('scheduling.email.team.meetingLink', { url: settings.meetingUrl })
            : t('scheduling.email.team.noMeetingLink'),
        ]),
    t('emails.team.reference', values),
    // The person's mail of this change was held back with their confirmation (lib/delivery/booking-deliveries.ts).
    ...(lead.confirmationHeld ? [t('scheduling.email.team.invitationHeld')] : []),
  ];
  const title = oneLine(t(`scheduling.email.team.subject.${change}`, values));
  const { html, text } = await renderTeamEmail(locale, t, {
    title,
    intro: t(`scheduling.email.team.intro.${change}`, values),
    facts,
    otherLeads: otherLeadsSection(settings.otherLeads, t),
    fields: everyField(lead, t),
  });
  const recipient = recipientOf(getOperation(lead.operation), lead.payload);
  const replyTo = change !== 'cancelled' && recipient.channel === 'email' ? { replyTo: [recipient.address] } : {};
  return { from: settings.from, to: [settings.teamEmail], ...replyTo, subject: title, html, text };
}
