import { createHash } from 'node:crypto';

/**
 * The meeting's join link (DESIGN "The meeting link"): a Google Meet made with the team's event
 * where the account allows it (GOOGLE_MEET=on), else MEETING_URL, which may name a room per meeting
 * with `{booking}`. A Meet exists only once the event is made, after the booking's transaction, so
 * what is known at booking time (the answer, the booked page) is MEETING_URL's room alone.
 */

/** The one placeholder MEETING_URL may hold: the meeting's own room. */
export const BOOKING_PLACEHOLDER = '{booking}';

/**
 * A stable room id for one booking: the same on every move and retry, unguessable from anything but
 * the booking's id (a random UUID never shown to anyone), and only letters and digits, so that any
 * video service takes it in a path or a query.
 */
export function meetingRoomId(bookingId: string): string {
  return createHash('sha256').update(`meeting-room:${bookingId}`).digest('hex').slice(0, 20);
}

/** MEETING_URL for one booking: `{booking}` (wherever it stands) replaced by the booking's room id. */
export function meetingRoomUrl(template: string | undefined, bookingId: string): string | undefined {
  return template?.replaceAll(BOOKING_PLACEHOLDER, meetingRoomId(bookingId));
}

/** How the meeting link comes where one is set. */
export interface MeetingLinkSettings {
  /** MEETING_URL, `{booking}` unreplaced. */
  meetingUrl?: string;
  /** GOOGLE_MEET=on: the link is the Meet made with the team's event, known once that event is. */
  googleMeet?: boolean;
}

/**
 * The join link as known when the meeting is booked: MEETING_URL's room, or none when a Meet is to
 * be made (its link comes with the invitation) or no link is set (the team sends one).
 */
export function joinUrlAtBooking(settings: MeetingLinkSettings | undefined, bookingId: string): string | undefined {
  if (!settings || settings.googleMeet) return undefined;
  return meetingRoomUrl(settings.meetingUrl, bookingId);
}

/** A deterministic conference request id: a retried insert or update asks for the same Meet, not a second one. */
export function meetRequestId(bookingId: string): string {
  return createHash('sha256').update(`meet:${bookingId}`).digest('hex').slice(0, 32);
}
