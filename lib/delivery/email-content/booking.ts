/**
 * What the mails of a demo meeting say, as props of their templates: the person's
 * (emails/booking-email.tsx) and the team's notice (emails/team-notification-email.tsx). The
 * composers (lib/delivery/compose-booking-emails.tsx) render them and attach the invitation; the
 * preview shows them.
 */
import type { BookingEmailProps } from '@/emails/booking-email';
import type { TeamNotificationEmailProps } from '@/emails/team-notification-email';
import { greetingName } from '@/lib/abuse/greeting-name';
import { teamText } from '@/lib/abuse/team-text';
import { otherLeadsSection, type OtherLead } from '@/lib/destinations/other-leads-lines';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import { movesUsed } from '@/lib/scheduling/moves';
import type { Booking } from '@/lib/scheduling/bookings';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import { SITE } from '@/lib/site/site-content';
import { submitterLines } from '../submitter-lines';
import type { StoredLead } from '../stored-lead';
import { oneLine, type EmailContent } from './email-content';
import { everyField, teamEmailProps } from './team-mail';
import { teamMeetingFacts } from './meeting-facts';

/** What the person's booking mail depends on besides the lead and the booking. */
export interface BookingMailSettings {
  /** The move and cancel links; null once the meeting is cancelled. */
  links: { move: string; cancel: string } | null;
  /** Once cancelled: where to book another time (the booking page with the request's book token, or the demo form). */
  bookAgainUrl?: string;
  meetingUrl?: string;
  /**
   * Booked with the demo request: this mail is the request's confirmation too (one mail, not two),
   * so it thanks for the request and lists the choices the confirmation would have.
   */
  withRequest?: boolean;
}

/** The booking email's sentences that take no state. */
type BookingCopy =
  'when' | 'wasWhen' | 'join' | 'linkLater' | 'changeTitle' | 'move' | 'cancel' | 'linksNote' | 'bookAgain' | 'bookAgainLink' | 'footer';

/** What the person's mail says: booked, moved (a later version of the booking), or cancelled. */
function bookingState(booking: Booking): BookingChange {
  if (booking.status === 'cancelled') return 'cancelled';
  return booking.sequence > 0 ? 'moved' : 'booked';
}

/**
 * What the person's mail and its invitation share: the state, the translator, the given name (when
 * it reads as one), the time in their zone, and the links still offered.
 */
export function bookingMailFacts(lead: StoredLead, booking: Booking, settings: BookingMailSettings) {
  const t = translatorFor(lead.locale);
  const state = bookingState(booking);
  const cancelled = state === 'cancelled';
  const name = greetingName(lead.payload.name);
  const time = meetingTimeLabel(booking.start, lead.locale, booking.timeZone);
  const values = { name: name ?? '', product: SITE.productName, reference: lead.reference, time };
  const links = cancelled ? null : settings.links;
  // A meeting that has moved as often as it may is offered no move (its link would only say so).
  const move = links && !movesUsed(booking) ? links.move : undefined;
  const copy = (key: BookingCopy) => t(`scheduling.email.booking.${key}`, values);
  // The links that change the meeting, as every mail of a live meeting carries them (booking, new time, reminder).
  const change = links
    ? {
        title: copy('changeTitle'),
        ...(move ? { move: { label: copy('move'), url: move } } : {}),
        cancel: { label: copy('cancel'), url: links.cancel },
        note: copy('linksNote'),
      }
    : undefined;
  return { t, state, cancelled, name, time, values, links, move, copy, change };
}

/**
 * The person's mail of their demo meeting, in their language, with the time in the zone they chose.
 * Like the confirmation, it repeats nothing of the request but a given name that reads as one
 * (docs/decisions.md "No words of a stranger in our mail to a stranger").
 */
export function bookingEmailContent(
  lead: StoredLead,
  booking: Booking,
  settings: BookingMailSettings,
  /** Worked out once where the invitation needs them too (compose-booking-emails.tsx). */
  facts = bookingMailFacts(lead, booking, settings),
): EmailContent<BookingEmailProps> {
  const { t, state, cancelled, name, time, values, copy, change } = facts;
  const withRequest = settings.withRequest === true && state === 'booked';
  // A move says from which time to which; a row moved before migration 17 knows only the new time.
  const movedFrom =
    state === 'moved' && booking.previousStart ? meetingTimeLabel(booking.previousStart, lead.locale, booking.timeZone) : undefined;
  return {
    subject: oneLine(t(`scheduling.email.booking.subject.${state}`, values)),
    props: {
      locale: lead.locale,
      brand: SITE.productName,
      preview: t(`scheduling.email.booking.title.${state}`),
      title: t(`scheduling.email.booking.title.${state}`),
      cancelled,
      greeting: name ? t('emails.confirmation.greeting', values) : t('emails.confirmation.greetingWithoutName'),
      intro: movedFrom
        ? t('scheduling.email.booking.intro.movedFromTo', { ...values, from: movedFrom, to: time })
        : t(`scheduling.email.booking.intro.${withRequest ? 'withRequest' : state}`, values),
      time: { label: copy(cancelled ? 'wasWhen' : 'when'), value: time },
      meeting: cancelled
        ? undefined
        : settings.meetingUrl
          ? { url: settings.meetingUrl, label: copy('join') }
          : { later: copy('linkLater') },
      invitation: t(cancelled ? 'scheduling.email.booking.invitation.cancel' : 'scheduling.email.booking.invitation.request'),
      change,
      bookAgain: cancelled ? copy('bookAgain') : undefined,
      bookAgainLink: cancelled && settings.bookAgainUrl ? { label: copy('bookAgainLink'), url: settings.bookAgainUrl } : undefined,
      summary: withRequest
        ? {
            title: t('emails.confirmation.summaryTitle'),
            choices: submitterLines(getOperation(lead.operation), lead.payload, t, lead.quotation),
          }
        : undefined,
      reference: t('emails.confirmation.reference', values),
      signature: t('emails.confirmation.signature', values),
      footer: copy('footer'),
    },
  };
}

/**
 * The team's note of a change of a demo meeting: what changed, for which lead, when in the team's
 * zone and in the person's, and every field as the team reads request text (teamText).
 */
export function bookingTeamNoticeContent(
  lead: StoredLead,
  booking: Booking,
  change: BookingChange,
  settings: { timeZone: string; meetingUrl?: string; locale?: Locale; otherLeads?: readonly OtherLead[] },
): EmailContent<TeamNotificationEmailProps> {
  const locale = settings.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const values = { name: teamText(lead.payload.name), reference: lead.reference };
  const facts = [
    ...teamMeetingFacts(lead, booking, change, { ...settings, locale }),
    t('emails.team.reference', values),
    // The person's mail of this change was held back with their confirmation (lib/delivery/booking-deliveries.ts).
    ...(lead.confirmationHeld ? [t('scheduling.email.team.invitationHeld')] : []),
  ];
  const title = oneLine(t(`scheduling.email.team.subject.${change}`, values));
  const props = teamEmailProps(locale, t, {
    title,
    intro: t(`scheduling.email.team.intro.${change}`, values),
    facts,
    otherLeads: otherLeadsSection(settings.otherLeads, t),
    fields: everyField(lead, t),
  });
  return { subject: title, props };
}
