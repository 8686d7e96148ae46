/**
 * The iCalendar invitation (RFC 5545, iTIP's REQUEST and CANCEL) attached to a booking email: every
 * calendar app accepts one, and Google cannot invite an outside attendee from a service account.
 * Calendar apps match a change or a cancellation to the meeting by its UID and take the highest
 * SEQUENCE, so the caller keeps both. The person's name and the copy are text a visitor or an
 * operator wrote, so every value is escaped or quoted here and no line can start a property of its own.
 */

export interface InvitationPerson {
  name: string;
  email: string;
}

export interface Invitation {
  /** REQUEST for a new or changed meeting, CANCEL to take it out of the person's calendar. */
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the booking's life (`bookingUid`). */
  uid: string;
  /** 0 when booked, raised on each change and on the cancellation. */
  sequence: number;
  /** When this version of the invitation was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The meeting link (MEETING_URL or a Google Meet), as LOCATION and URL. */
  meetingUrl?: string;
  organizer: InvitationPerson;
  attendee: InvitationPerson;
}

const PRODUCT_ID = '-//courtside-site//scheduling//EN';

/** The UID of a booking's meeting: its id at the site's host, the same for every version. */
export function bookingUid(bookingId: string, siteHost: string): string {
  return `booking-${bookingId}@${siteHost}`;
}

/** The invitation's text: CRLF line ends, lines folded at 75 octets, as a `text/calendar` part. */
export function invitationText(invitation: Invitation): string {
  const { method, sequence, start, end, meetingUrl } = invitation;
  if (!Number.isInteger(sequence) || sequence < 0) throw new RangeError(`SEQUENCE must be a whole number from 0; it is ${sequence}.`);
  if (!(end.getTime() > start.getTime())) throw new RangeError('A meeting must end after it starts.');
  const link = meetingUrl === undefined ? undefined : webAddress(meetingUrl);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${text(invitation.uid)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utc(invitation.stamp)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(invitation.summary)}`,
    `DESCRIPTION:${text(invitation.description)}`,
    ...(link === undefined ? [] : [`LOCATION:${text(link)}`, `URL:${link}`]),
    `ORGANIZER;CN=${parameter(invitation.organizer.name)}:${mailto(invitation.organizer.email)}`,
    `ATTENDEE;CN=${parameter(invitation.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION${method === 'REQUEST' ? ';RSVP=TRUE' : ''}:${mailto(invitation.attendee.email)}`,
    `STATUS:${method === 'REQUEST' ? 'CONFIRMED' : 'CANCELLED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** A UTC DATE-TIME (`20261207T090000Z`); the invitation names no zone, each app shows its own. */
function utc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The meeting link as a URI value: parsed, so it holds no space or line break, and only http(s). */
function webAddress(address: string): string {
  const url = new URL(address);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RangeError('The meeting link must be an http(s) address.');
  return url.href;
}

/**
 * Line breaks as one `\n`; controls other than tab dropped, as no value may hold them (RFC 5545
 * 3.1); a lone surrogate, which has no UTF-8 form, shown as U+FFFD.
 */
function clean(value: string): string {
  return value
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
    .replace(/\p{Cs}/gu, '\uFFFD');
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return clean(value).replace(/[\\;,\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`));
}

/** A quoted parameter value, with RFC 6868's caret escapes for what a quoted string cannot hold. */
function parameter(value: string): string {
  const escaped = clean(value).replace(/[\^\n"]/g, (character) => ({ '^': '^^', '\n': '^n', '"': "^'" })[character]!);
  return `"${escaped}"`;
}

/** A CAL-ADDRESS: the address as a mailto URI, anything outside an address's usual characters percent-encoded. */
function mailto(email: string): string {
  return `mailto:${clean(email).replace(/[^A-Za-z0-9.!#$&'*+/=?^_`{|}~@-]/gu, (character) => encodeURIComponent(character))}`;
}

/** Lines longer than 75 octets go on in lines that start with a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const room = pieces.length === 0 ? 75 : 74;
    if (octets + size > room) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}
