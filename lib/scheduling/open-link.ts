import type { Sql } from '@/lib/store/database';
import { findBookingLead, isUuid, type BookingLead } from './booking-lead';
import { findBooking, liveBookingOfLead, type Booking } from './bookings';
import { verifyLink, type LinkAction } from './signed-link';

/**
 * What a scheduling link's token opens, read from the store: the demo request a `book` token names
 * (with its coming meeting, if it holds one), or the meeting a `move` or `cancel` token names, with
 * its request. Reading changes nothing; the pages act only on a POST. A token whose lead or
 * booking is gone (erased) opens nothing, like a forged one.
 *
 * Only the mailbox's newest links change its meeting (docs/decisions.md "Who controls a meeting: whoever
 * reads the mailbox"): a move or cancel token names the booking's sequence it was mailed for, and
 * once the meeting has moved, the older email's links open only the news that it has (`superseded`,
 * with the meeting as it now stands). Every link stops when the meeting starts, whenever that is
 * now. A cancelled meeting's links, of any email, open it as cancelled: nothing is left to change.
 */
type Invalid = { valid: false; reason: 'expired' | 'invalid' };
/** A move or cancel link from an email older than the meeting's last change. */
export type Superseded = { valid: false; reason: 'superseded'; linkSequence: number; lead: BookingLead; booking: Booking };
type Opened<Action extends 'move' | 'cancel'> = { valid: true; action: Action; token: string; lead: BookingLead; booking: Booking };

/** The booking page's link: a request choosing its time (with the meeting it may hold already), or a meeting choosing another. */
export type OpenedBookingLink =
  { valid: true; action: 'book'; token: string; lead: BookingLead; booking: Booking | undefined } | Opened<'move'> | Superseded | Invalid;

/** The cancel page's link: the meeting it cancels. */
export type OpenedCancelLink = Opened<'cancel'> | Superseded | Invalid;

export interface LinkKeys {
  secret: string;
  now: Date;
}

const INVALID = { valid: false, reason: 'invalid' } as const;

/** The booking page's token: a `book` token, or a `move` token. */
export function openBookingLink(sql: Sql, token: unknown, keys: LinkKeys): Promise<OpenedBookingLink> {
  return openLink(sql, token, ['book', 'move'], keys) as Promise<OpenedBookingLink>;
}

/** The cancel page's token: a `cancel` token only. */
export function openCancelLink(sql: Sql, token: unknown, keys: LinkKeys): Promise<OpenedCancelLink> {
  return openLink(sql, token, ['cancel'], keys) as Promise<OpenedCancelLink>;
}

/** The first of `actions` the token is signed for, opened; the callers' types narrow it to theirs. */
async function openLink(
  sql: Sql,
  token: unknown,
  actions: readonly LinkAction[],
  { secret, now }: LinkKeys,
): Promise<OpenedBookingLink | OpenedCancelLink> {
  for (const action of actions) {
    const check = verifyLink(token, { action, secret, now });
    if (!check.valid) {
      if (check.reason === 'wrong-action') continue;
      return check.reason === 'expired' ? { valid: false, reason: 'expired' } : INVALID;
    }
    const signed = token as string;
    if (action === 'book') {
      const lead = await findBookingLead(sql, check.subject);
      return lead ? { valid: true, action, token: signed, lead, booking: await liveBookingOfLead(sql, lead.id) } : INVALID;
    }
    const booking = isUuid(check.subject) ? await findBooking(sql, check.subject) : undefined;
    const lead = booking && (await findBookingLead(sql, booking.leadId));
    if (!booking || !lead) return INVALID;
    if (booking.status !== 'cancelled') {
      // The token expires at the start it was mailed for; a meeting moved earlier starts sooner.
      if (booking.start.getTime() <= now.getTime()) return { valid: false, reason: 'expired' };
      // A token signed before links named a sequence counts as the first invitation's (at worst it says the meeting moved).
      const linkSequence = check.sequence ?? 0;
      if (linkSequence !== booking.sequence) return { valid: false, reason: 'superseded', linkSequence, lead, booking };
    }
    return { valid: true, action, token: signed, lead, booking };
  }
  return INVALID;
}
