import type { Client } from '@/lib/abuse/client-network';
import { bookMeeting, moveMeeting } from './book-meeting';
import { movesUsed } from './moves';
import { bookingMailRefusal, countBookingMail, lockMailboxCount, type MailRefusal } from './booking-mail';
import type { Booking } from './bookings';
import { withMeetingTransaction, type MeetingServices } from './meeting-transaction';
import { openBookingLink } from './open-link';

export interface ChosenTime {
  /** The booking page's token: a `book` token (a request choosing its time) or a `move` token. */
  token: unknown;
  start: Date;
  /** The zone the person chose the time in: the booking keeps it for its emails. */
  timeZone: string;
  /** Who pressed the button (the POST's client). */
  poster: Client;
  now: Date;
}

export type ChosenTimeOutcome =
  | { outcome: 'booked' | 'moved'; booking: Booking }
  /** Not free (any more): someone else booked it, or it is no start the team offers. */
  | { outcome: 'taken' }
  | { outcome: 'client-limit' | 'mailbox-has-booking' }
  /** The request already holds a meeting (booked from another tab, say): the page shows it. */
  | { outcome: 'has-booking' }
  /** The meeting to move was cancelled meanwhile, or the time chosen is the one it has. */
  | { outcome: 'not-live' | 'unchanged' }
  /** The move link is an older email's (the meeting has moved since), or the meeting has moved as often as it may. */
  | { outcome: 'superseded' | 'moves-used' }
  /** Booking only: the mailbox, the client or the site has had its mail for now (lib/scheduling/booking-mail.ts): nothing changed. */
  | ({ outcome: 'mail-limit' } & MailRefusal)
  | { outcome: 'invalid-link' };

/**
 * Books the time a person chose on the booking page, or moves their meeting to it: the button's
 * POST (never a GET). The link says which; the store decides the rest in one transaction
 * (lib/scheduling/book-meeting.ts), so a slot two people press at once goes to one of them.
 *
 * The per-client limit on coming meetings (BOOKINGS_PER_CLIENT) counts the demo request's client,
 * the one stored with the lead, not the POST's: the limit counts the meetings held by the requests
 * of one client, so the request decides whose count a booking joins. Counting whoever presses the
 * button instead would let one client file many requests and book each from another address. The
 * POST's client is the one rate-limited (lib/scheduling/meeting-post-limit.ts), and stands in only
 * for a request whose client housekeeping has already forgotten.
 *
 * A booking is refused when its invitation may not be mailed; a move never is, for mail: only the
 * mailbox's own links move a meeting, so whoever moves it reads the mailbox, and the moves a meeting
 * allows bound its mail (lib/scheduling/booking-mail.ts).
 */
export async function chooseMeetingTime(services: MeetingServices, chosen: ChosenTime): Promise<ChosenTimeOutcome> {
  const { start, timeZone, now } = chosen;
  const link = await openBookingLink(services.database, chosen.token, { secret: services.scheduling.settings.secret, now });
  if (!link.valid) return { outcome: link.reason === 'superseded' ? 'superseded' : 'invalid-link' };
  const lead = { id: link.lead.id, reference: link.lead.reference };
  const client = link.lead.client ?? chosen.poster;
  const person = { mailbox: link.lead.mailbox, client, confirmationHeld: link.lead.confirmationHeld };

  if (link.action === 'book') {
    if (link.booking) return { outcome: 'has-booking' };
    const booked = await withMeetingTransaction(services, now, async (context) => {
      // Each booking's mail counts (lib/scheduling/booking-mail.ts): decided before the change, counted with it.
      const refusal = await bookingMailRefusal(context.tx, person, context.concurrent);
      if (refusal) return refusal;
      const outcome = await bookMeeting(context, { lead, mailbox: link.lead.mailbox, client, start, timeZone });
      if (outcome.booked) await countBookingMail(context.tx, outcome.booking);
      return outcome;
    });
    if ('held' in booked) return { outcome: 'mail-limit', ...booked };
    if (booked.booked) return { outcome: 'booked', booking: booked.booking };
    if (booked.reason === 'slot-unavailable') return { outcome: 'taken' };
    return { outcome: booked.reason === 'lead-has-booking' ? 'has-booking' : booked.reason };
  }

  if (link.booking.status !== 'booked') return { outcome: 'not-live' };
  if (link.booking.start.getTime() === start.getTime()) return { outcome: 'unchanged' };
  if (movesUsed(link.booking)) return { outcome: 'moves-used' };
  const moved = await withMeetingTransaction(services, now, async (context) => {
    await lockMailboxCount(context.tx, person.mailbox, context.concurrent);
    const outcome = await moveMeeting(context, { lead, bookingId: link.booking.id, start, sequence: link.booking.sequence });
    if (outcome.booked) await countBookingMail(context.tx, outcome.booking);
    return outcome;
  });
  if (moved.booked) return { outcome: 'moved', booking: moved.booking };
  const { reason } = moved;
  return { outcome: reason === 'not-live' || reason === 'superseded' || reason === 'moves-used' ? reason : 'taken' };
}
