import type { PgBoss } from 'pg-boss';
import { NETWORK_FACTOR, type Client } from '@/lib/abuse/client-network';
import { enqueueBookingDeliveries } from '@/lib/queue/delivery-queue';
import { lockUntilCommit } from '@/lib/store/advisory-lock';
import type { Sql } from '@/lib/store/database';
import { bookSlot, cancelBooking, comingBookingsOfClient, findBooking, moveBooking, type Booking, type NotBookedReason } from './bookings';
import { freeSlots, isFreeSlot, type Interval } from './free-slots';
import { meetingEnd, type Scheduling } from './scheduling';
import { movesUsed } from './moves';
import { enqueueMeetingReminder } from './meeting-reminder';

/**
 * Booking, moving and cancelling a demo meeting, each inside the caller's transaction, with its
 * side effects (the team's event, the person's invitation, the note to the team, the reminder the
 * day before) enqueued in the same transaction: a change is stored with its deliveries or not at
 * all, whoever asked (the API, a page, `npm run bookings`).
 *
 * On PostgreSQL every change takes one lock first, so that the day's count and the buffers are
 * read and written by one change at a time across instances; the unique index on live slot starts
 * stays the last word. PGlite runs one transaction at a time already.
 */

/** How many free starts a refusal offers instead. */
export const ALTERNATIVES = 5;

export type NotBooked = {
  booked: false;
  reason: 'slot-unavailable' | 'client-limit' | Exclude<NotBookedReason, 'slot-taken'>;
  /** The next free starts, for the person (or agent) to choose again. */
  alternatives: Date[];
};

export type MeetingOutcome = { booked: true; booking: Booking } | NotBooked;

export interface MeetingContext {
  tx: Sql;
  boss: PgBoss;
  scheduling: Scheduling;
  /** PostgreSQL: other instances may be booking at the same moment. */
  concurrent: boolean;
  /** The calendar's busy times, read before the transaction (a network call has no place inside one). */
  calendarBusy: readonly Interval[];
  now: Date;
}

export interface MeetingRequest {
  lead: { id: string; reference: string };
  /** The lead's canonical mailbox: one coming meeting per person. */
  mailbox: string;
  /** Who asks: at most BOOKINGS_PER_CLIENT coming meetings for the leads of one client. */
  client: Client;
  start: Date;
  timeZone: string;
  /** Booked with the demo request itself: its booking email is the request's confirmation too. */
  withRequest?: boolean;
}

/**
 * Whether the leads of a client (or of its network) hold as many coming meetings as they may
 * (BOOKINGS_PER_CLIENT): the booking's refusal, and the booking page's notice before its times.
 */
export async function clientHoldsItsMeetings(sql: Sql, client: Client, perClient: number): Promise<boolean> {
  const held = await comingBookingsOfClient(sql, client);
  return held.address >= perClient || held.network >= perClient * NETWORK_FACTOR;
}

export async function bookMeeting(context: MeetingContext, request: MeetingRequest): Promise<MeetingOutcome> {
  const { tx, scheduling } = context;
  if (context.concurrent) await lockUntilCommit(tx, 'scheduling:bookings');
  const input = await scheduling.slotInput(tx, context.now, context.calendarBusy);
  const refuse = (reason: NotBooked['reason']): NotBooked => ({
    booked: false,
    reason,
    alternatives: freeSlots(input, ALTERNATIVES + 1)
      .filter((slot) => slot.getTime() !== request.start.getTime())
      .slice(0, ALTERNATIVES),
  });

  if (await clientHoldsItsMeetings(tx, request.client, scheduling.settings.bookingsPerClient)) return refuse('client-limit');
  if (!isFreeSlot(request.start, input)) return refuse('slot-unavailable');

  const outcome = await bookSlot(tx, {
    leadId: request.lead.id,
    mailbox: request.mailbox,
    start: request.start,
    end: meetingEnd(request.start, scheduling.rules),
    timeZone: request.timeZone,
  });
  if (!outcome.booked) return refuse(outcome.reason === 'slot-taken' ? 'slot-unavailable' : outcome.reason);
  const booking = (await findBooking(tx, outcome.id))!;
  await enqueueBookingDeliveries(context.boss, tx, request.lead, booking, 'booked', { withRequest: request.withRequest });
  await enqueueMeetingReminder(context.boss, tx, request.lead, booking, 'booked', context.now);
  return { booked: true, booking };
}

/**
 * Moves a coming meeting to another free start; the invitation's sequence goes up. `sequence` is
 * the one the move link names: a link of an email the meeting has moved past moves nothing, even
 * pressed at the same moment as the newer one. A meeting moved MAX_MOVES times moves no more.
 */
export async function moveMeeting(
  context: MeetingContext,
  request: { lead: { id: string; reference: string }; bookingId: string; start: Date; sequence?: number },
): Promise<MeetingOutcome | { booked: false; reason: 'not-live' | 'superseded' | 'moves-used'; alternatives: Date[] }> {
  const { tx, scheduling } = context;
  if (context.concurrent) await lockUntilCommit(tx, 'scheduling:bookings');
  // The meeting being moved does not stand in its own way.
  const input = await scheduling.slotInput(tx, context.now, context.calendarBusy, request.bookingId);
  const alternatives = () => freeSlots(input, ALTERNATIVES);
  const current = await findBooking(tx, request.bookingId);
  if (current?.status !== 'booked') return { booked: false, reason: 'not-live', alternatives: [] };
  if (request.sequence !== undefined && request.sequence !== current.sequence)
    return { booked: false, reason: 'superseded', alternatives: [] };
  if (movesUsed(current)) return { booked: false, reason: 'moves-used', alternatives: [] };
  if (!isFreeSlot(request.start, input)) return { booked: false, reason: 'slot-unavailable', alternatives: alternatives() };
  const moved = await moveBooking(tx, request.bookingId, request.start, meetingEnd(request.start, scheduling.rules), current.sequence);
  if (moved !== 'moved') {
    return { booked: false, reason: moved === 'not-live' ? 'not-live' : 'slot-unavailable', alternatives: alternatives() };
  }
  const booking = (await findBooking(tx, request.bookingId))!;
  await enqueueBookingDeliveries(context.boss, tx, request.lead, booking, 'moved');
  // The new time's reminder; the old time's, named by the sequence before, is skipped when it comes due.
  await enqueueMeetingReminder(context.boss, tx, request.lead, booking, 'moved', context.now);
  return { booked: true, booking };
}

/**
 * Cancels a coming meeting: its slot is free again, the person gets a CANCEL, the team is told.
 * False when it was not live, or (given the cancel link's `sequence`) has moved since that link was mailed.
 */
export async function cancelMeeting(
  context: Pick<MeetingContext, 'tx' | 'boss'>,
  request: { lead: { id: string; reference: string }; bookingId: string; sequence?: number },
): Promise<boolean> {
  if (!(await cancelBooking(context.tx, request.bookingId, request.sequence))) return false;
  const booking = (await findBooking(context.tx, request.bookingId))!;
  await enqueueBookingDeliveries(context.boss, context.tx, request.lead, booking, 'cancelled');
  return true;
}
