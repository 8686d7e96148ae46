import type { Client } from '@/lib/abuse/client-network';
import { decideMail, lockMailbox, mailLimitsOf } from '@/lib/abuse/mail-allowance';
import { env } from '@/lib/settings/env';
import type { Database, Sql } from '@/lib/store/database';
import type { ConfirmationHold } from '@/lib/store/leads';
import type { BookingLead } from './booking-lead';
import type { Booking } from './bookings';

/**
 * Every mail a booking sends its person (the invitation, a new time, the cancellation) counts against
 * the mailbox's daily cap, the client's share and the outbound ceiling, like a lead's own mail
 * (docs/decisions.md "Booking mails count"). The caps protect strangers, never a person from herself
 * (docs/decisions.md "What proves the mailbox"):
 *
 * - Booking a time (the thank-you page's or the request email's `book` link, or an agent's
 *   `preferredStart`) does not prove who reads the mailbox: whoever filled in the form holds the link.
 *   Its invitation is decided like any mail (bookingMailRefusal), and a booking whose invitation may
 *   not be sent is refused, never made unannounced.
 * - Moving or cancelling happens only through the links mailed to the mailbox: whoever presses them
 *   reads it. Those changes are never refused for mail (lockMailboxCount): a move is bounded by the
 *   moves a meeting allows (lib/scheduling/moves.ts), a cancel by there being a meeting to cancel.
 *
 * Either way the mail is counted (countBookingMail) in the change's transaction, under the lock per
 * mailbox that decideMail takes (before the bookings' lock, as an accepted request's booking takes
 * them): a request deciding its own mail for the mailbox meanwhile counts this one. The client whose
 * share a mail uses is the request's, as for the meetings a client may hold
 * (lib/scheduling/choose-meeting-time.ts); the button's poster stands in for a request whose client
 * housekeeping has forgotten.
 */
export interface MailingPerson {
  /** The lead's canonical mailbox. */
  mailbox: string;
  /** The request's client, else whoever pressed the button. */
  client: Client;
  /** Held back at acceptance: the request's invitations are held with its confirmation (lib/delivery/booking-deliveries.ts). */
  confirmationHeld: ConfirmationHold | null;
}

/** Why a change's mail may not be sent, and when asking again may succeed. */
export interface MailRefusal {
  held: ConfirmationHold;
  retryAfterSeconds: number;
}

/** Null when the change may mail its person; else why not. */
export async function bookingMailRefusal(tx: Sql, person: MailingPerson, concurrent: boolean): Promise<MailRefusal | null> {
  // The worker never mails the invitations of a request held back at acceptance: a change now would go unannounced.
  if (person.confirmationHeld) return { held: person.confirmationHeld, retryAfterSeconds: 24 * 3_600 };
  const decision = await decideMail(
    tx,
    { mailbox: person.mailbox, brochureOperation: null, client: person.client, concurrent },
    mailLimitsOf(env()),
  );
  return decision.send || 'refused' in decision ? null : { held: decision.held, retryAfterSeconds: decision.retryAfterSeconds };
}

/**
 * Whether a booking made for the request now would be refused for its invitation (bookingMailRefusal),
 * read in a transaction that writes nothing: the request's times are offered only when they can
 * still be booked, rather than a list whose every button answers "try tomorrow".
 */
export async function invitationRefusedNow(database: Database, lead: BookingLead): Promise<boolean> {
  if (!lead.client) return false;
  const person = { mailbox: lead.mailbox, client: lead.client, confirmationHeld: lead.confirmationHeld };
  return (await database.transaction((tx) => bookingMailRefusal(tx, person, database.kind === 'postgres'))) !== null;
}

/**
 * Takes the mailbox's lock for a change that proves the mailbox (a move or a cancel through its
 * mailed links), which is not refused for mail but is counted: on PostgreSQL, a request for the same
 * mailbox deciding its mail meanwhile waits and then counts this change's mail.
 */
export async function lockMailboxCount(tx: Sql, mailbox: string, concurrent: boolean): Promise<void> {
  if (concurrent) await lockMailbox(tx, mailbox);
}

/**
 * Counts the mail the booking's change just enqueued (its sequence names the change), against the
 * booking's mailbox and the share of its request's client (none once housekeeping forgot it).
 */
export async function countBookingMail(tx: Sql, booking: Pick<Booking, 'id' | 'leadId' | 'sequence' | 'mailbox'>): Promise<void> {
  await tx.query(
    `INSERT INTO booking_mails (lead_id, booking_id, sequence, mailbox, client_address, client_network)
     SELECT id, $2, $3, $4, client_address, client_network FROM leads WHERE id = $1`,
    [booking.leadId, booking.id, booking.sequence, booking.mailbox],
  );
}
