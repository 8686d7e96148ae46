import { teamText } from '@/lib/abuse/team-text';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import type { Booking } from '@/lib/scheduling/bookings';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import type { StoredLead } from '../stored-lead';
import { oneLine } from './email-content';

/**
 * What the team's mails say of a meeting (the booking's notice, and the lead's notification when the
 * meeting was booked before it went): when, in the team's zone and in the person's, the club, and
 * the link to join, or what to do now it is cancelled.
 */
export function teamMeetingFacts(
  lead: StoredLead,
  booking: Booking,
  change: BookingChange,
  settings: { timeZone: string; meetingUrl?: string; locale: Locale },
): string[] {
  const { locale } = settings;
  const t = translatorFor(locale);
  const club = typeof lead.payload.clubName === 'string' && lead.payload.clubName.trim() ? lead.payload.clubName : undefined;
  return [
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
  ];
}
