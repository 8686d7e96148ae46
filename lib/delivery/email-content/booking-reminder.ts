/**
 * What the reminder of a demo meeting says (the day before, lib/delivery/reminder): the booking
 * email's template (emails/booking-email.tsx) with the time in the person's zone, the join link and
 * the move and cancel links, in their language. No invitation is attached: the booking email's is
 * in their calendar already, and a second one would only risk a duplicate there.
 */
import type { BookingEmailProps } from '@/emails/booking-email';
import { SITE } from '@/lib/site/site-content';
import type { Booking } from '@/lib/scheduling/bookings';
import type { StoredLead } from '../stored-lead';
import { bookingMailFacts, type BookingMailSettings } from './booking';
import { oneLine, type EmailContent } from './email-content';

/** The reminder's links and meeting link: those of the booking's current invitation. */
export type ReminderMailSettings = Omit<BookingMailSettings, 'withRequest'>;

export function bookingReminderContent(
  lead: StoredLead,
  booking: Booking,
  settings: ReminderMailSettings,
): EmailContent<BookingEmailProps> {
  const { t, name, time, values, copy, change } = bookingMailFacts(lead, booking, settings);
  const title = t('scheduling.email.reminder.title');
  return {
    subject: oneLine(t('scheduling.email.reminder.subject', values)),
    props: {
      locale: lead.locale,
      brand: SITE.productName,
      preview: title,
      title,
      cancelled: false,
      greeting: name ? t('emails.confirmation.greeting', values) : t('emails.confirmation.greetingWithoutName'),
      intro: t('scheduling.email.reminder.intro', values),
      time: { label: copy('when'), value: time },
      meeting: settings.meetingUrl ? { url: settings.meetingUrl, label: copy('join') } : { later: copy('linkLater') },
      invitation: t('scheduling.email.reminder.invitation'),
      change,
      reference: t('emails.confirmation.reference', values),
      signature: t('emails.confirmation.signature', values),
      footer: copy('footer'),
    },
  };
}
