import { BookingEmail } from '@/emails/booking-email';
import type { Booking } from '@/lib/scheduling/bookings';
import { renderBoth } from '../compose-emails';
import { bookingReminderContent, type ReminderMailSettings } from '../email-content/booking-reminder';
import type { OutgoingEmail } from '../outgoing-email';
import type { StoredLead } from '../stored-lead';

/** The person's reminder of their demo meeting, the day before (what it says: lib/delivery/email-content/booking-reminder.ts). */
export async function composeBookingReminder(
  lead: StoredLead,
  booking: Booking,
  options: ReminderMailSettings & { from: string; to: string },
): Promise<OutgoingEmail> {
  const { subject, props } = bookingReminderContent(lead, booking, options);
  const { html, text } = await renderBoth(<BookingEmail {...props} />);
  return { from: options.from, to: [options.to], subject, html, text };
}
