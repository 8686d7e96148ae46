import { createHash } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';
import type { Booking } from '@/lib/scheduling/bookings';
import type { StoredLead } from '../stored-lead';
import { htmlEscaped } from '@/lib/abuse/team-text';
import { meetRequestId } from '@/lib/scheduling/meeting-link';
import { leadEventText } from './follow-up-event';

/**
 * The event id of a booking's meeting, derived from the booking (lowercase hex, valid base32hex):
 * a retried insert finds the event made before, a move updates it, a cancellation deletes it.
 */
export function meetingEventId(booking: Pick<Booking, 'id'>): string {
  return createHash('sha256').update(`meeting:${booking.id}`).digest('hex');
}

/**
 * The team's demo meeting at the booked time, described like the lead's follow-up. `meetingUrl` is
 * the room MEETING_URL names for this booking; with `googleMeet`, the event asks Google for a Meet
 * (conferenceData with a request id derived from the booking, so a retry or a move asks for the same
 * one), and the room stays the event's place only where Google makes none (putMeetingEvent).
 */
export function meetingEvent(
  lead: StoredLead,
  booking: Booking,
  options: { timeZone: string; meetingUrl?: string; googleMeet?: boolean },
): calendar_v3.Schema$Event & { id: string } {
  const { who, title, lines } = leadEventText(lead);
  const meeting = options.meetingUrl ? [`Meeting link: ${options.meetingUrl}`] : [];
  return {
    id: meetingEventId(booking),
    summary: `Demo ${lead.reference}: ${who}`,
    description: htmlEscaped(
      [`${title}: the person booked this meeting (change ${booking.sequence}).`, ...meeting, '', ...lines].join('\n'),
    ),
    ...(options.meetingUrl ? { location: options.meetingUrl } : {}),
    ...(options.googleMeet
      ? { conferenceData: { createRequest: { requestId: meetRequestId(booking.id), conferenceSolutionKey: { type: 'hangoutsMeet' } } } }
      : {}),
    start: { dateTime: booking.start.toISOString(), timeZone: options.timeZone },
    end: { dateTime: booking.end.toISOString(), timeZone: options.timeZone },
  };
}
