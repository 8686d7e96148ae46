/**
 * What the booking pages did to one person's meeting, read from what the server sends rather than
 * from its store: the embedded store has one opener, and stopping the server the browser drives to
 * read it made the suite slow and flaky (issue 33 item 17). Every change of a meeting mails the
 * person an invitation (its UID names the booking, its SEQUENCE the change, METHOD:CANCEL a
 * cancellation) and puts the team's event in the calendar outbox, under DATA_DIR, on either store.
 */
import ICAL from 'ical.js';
import { createHash } from 'node:crypto';
import { readOutbox, type CapturedEmail, type CapturedEvent } from '../../helpers/outbox';

export interface MeetingMail {
  bookingId: string;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  /** The mail's text, which names the time in the person's zone. */
  text: string;
  /** The move and cancel links (path and query), while the meeting is booked. */
  links?: { move: string; cancel: string };
}

/** The booking mails sent to `email`, in the order of the changes. */
export async function meetingMailsTo(dataDir: string, email: string): Promise<MeetingMail[]> {
  const mails: MeetingMail[] = [];
  for (const [key, mail] of await readOutbox<CapturedEmail>(dataDir, 'mail')) {
    // `<reference>.booking-email.<booking id>.<sequence>` (lib/delivery/booking-deliveries.ts).
    const match = /\.booking-email\.([\w-]+)\.(\d+)$/.exec(key);
    if (!match || !mail.to.includes(email)) continue;
    const invitation = mail.attachments?.find((attachment) => attachment.filename.endsWith('.ics'));
    if (!invitation) throw new Error(`${key} carries no invitation`);
    const calendar = new ICAL.Component(ICAL.parse(Buffer.from(invitation.content, 'base64').toString('utf8')));
    const event = calendar.getFirstSubcomponent('vevent')!;
    mails.push({
      bookingId: match[1]!,
      sequence: Number(event.getFirstPropertyValue('sequence')),
      method: calendar.getFirstPropertyValue('method') as MeetingMail['method'],
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
      text: mail.text,
      ...linksIn(mail.text),
    });
  }
  return mails.sort((a, b) => a.sequence - b.sequence);
}

/** The move and cancel links of a booking mail's text, as paths on the server that sent it. */
function linksIn(text: string): { links?: MeetingMail['links'] } {
  const urls = [...text.matchAll(/https?:\/\/[^\s<>")\]]+/g)].map((match) => new URL(match[0]));
  const move = urls.find((url) => url.pathname.endsWith('/demo/book'));
  const cancel = urls.find((url) => url.pathname.endsWith('/demo/cancel'));
  return move && cancel ? { links: { move: move.pathname + move.search, cancel: cancel.pathname + cancel.search } } : {};
}

/** The start of the team's event for the booking, or undefined once it is deleted (cancelled). */
export async function teamEventStart(dataDir: string, bookingId: string): Promise<Date | undefined> {
  const events = await readOutbox<CapturedEvent>(dataDir, 'calendar');
  // lib/delivery/calendar/meeting-event.ts's meetingEventId, which Playwright's loader cannot import
  // (its imports read the messages' JSON).
  const event = events.get(createHash('sha256').update(`meeting:${bookingId}`).digest('hex'));
  return event ? new Date(event.requestBody.start.dateTime) : undefined;
}
