import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import type { Booking } from '@/lib/scheduling/bookings';
import { meetingRoomUrl } from '@/lib/scheduling/meeting-link';
import type { DeliveryContext } from '../delivery-context';
import type { StoredLead } from '../stored-lead';
import { meetingEvent, meetingEventId } from './meeting-event';

/** Which change of a booking made its event: the deliveries row of that change's 'meeting-event' job. */
export type MeetingEventMade = (booking: Booking) => Promise<boolean>;

/**
 * Puts the booking's meeting into the team's calendar. With GOOGLE_MEET=on it asks Google for a Meet
 * first; a 403 (a service account without domain-wide delegation gets forbiddenForServiceAccounts,
 * docs NOTES) makes the event without one, with MEETING_URL's room as its place, and says so in the
 * log once per event: the meeting matters more than the kind of link.
 */
export async function putMeetingEvent(lead: StoredLead, booking: Booking, context: DeliveryContext): Promise<{ id: string }> {
  const { calendar, settings, scheduling } = context;
  const room = meetingRoomUrl(scheduling?.settings.meetingUrl, booking.id);
  const plain = meetingEvent(lead, booking, { timeZone: settings.timeZone, meetingUrl: room });
  if (!scheduling?.settings.googleMeet) return calendar.upsert(settings.calendarId, plain);
  try {
    return await calendar.upsert(settings.calendarId, meetingEvent(lead, booking, { timeZone: settings.timeZone, googleMeet: true }));
  } catch (error) {
    if ((error as { status?: unknown }).status !== 403) throw error;
    log.warn(
      { component: 'deliveries', reference: lead.reference, operation: lead.operation, error: describeErrorSafely(error) },
      `Google refused to make a Meet for the demo of lead ${lead.reference} (403; a service account needs domain-wide delegation): ` +
        `the event is made without one, and ${room ? 'MEETING_URL is the link' : 'the invitation says the team sends the link'}`,
    );
    return calendar.upsert(settings.calendarId, plain);
  }
}

/**
 * The join link a booking's mails and invitation carry: MEETING_URL's room; with GOOGLE_MEET=on,
 * the Meet of the team's event, which exists only once the event job of the change has run (it runs
 * just before, in the queue's order). Until that job is recorded, this throws, and the mail's job is
 * retried a little later: an invitation without the link it could carry would need a second mail.
 * Once it has run, an event without a Meet (Google refused it, or the team removed it) means the
 * room, or no link (the mail then says the team sends one).
 */
export async function joinUrlOfMeeting(
  booking: Booking,
  context: Pick<DeliveryContext, 'calendar' | 'settings' | 'scheduling'>,
  eventMade: MeetingEventMade,
): Promise<string | undefined> {
  const { calendar, settings, scheduling } = context;
  const room = meetingRoomUrl(scheduling?.settings.meetingUrl, booking.id);
  if (!scheduling?.settings.googleMeet || booking.status === 'cancelled') return room;
  const event = await calendar.find(settings.calendarId, meetingEventId(booking));
  const pending = event?.conferenceData?.createRequest?.status?.statusCode === 'pending';
  if (event?.hangoutLink && !pending) return event.hangoutLink;
  if ((event && !pending) || (await eventMade(booking))) return room;
  throw new Error('the meeting event (and its Meet) is not made yet: the invitation waits for its link');
}
