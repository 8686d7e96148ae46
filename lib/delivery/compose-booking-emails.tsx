import type { Booking } from '@/lib/scheduling/bookings';
import type { BookingChange } from '@/lib/queue/delivery-queue';
import { formatMeetingTime } from '@/lib/scheduling/display-time';
import type { OutgoingEmail } from './outgoing-email';
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
}

/** WIP: replaced by the React Email template in five languages. */
export async function composeBookingEmail(lead: StoredLead, booking: Booking, options: BookingEmailOptions): Promise<OutgoingEmail> {
  const text = `${lead.reference}: ${booking.status} ${formatMeetingTime(booking.start, lead.locale, booking.timeZone)}`;
  return { from: options.from, to: [options.to], subject: text, html: `<p>${text}</p>`, text };
}

/** WIP: the team's note of a booking change, in English. */
export async function composeBookingTeamNotice(
  lead: StoredLead,
  booking: Booking,
  change: BookingChange,
  options: { from: string; teamEmail: string },
): Promise<OutgoingEmail> {
  const text = `Demo ${change} ${lead.reference}: ${booking.start.toISOString()}`;
  return { from: options.from, to: [options.teamEmail], subject: text, html: `<p>${text}</p>`, text };
}
