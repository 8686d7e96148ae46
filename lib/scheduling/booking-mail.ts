import type { Client } from '@/lib/abuse/client-network';
import { decideMail, mailLimitsOf } from '@/lib/abuse/mail-allowance';
import { env } from '@/lib/settings/env';
import type { Sql } from '@/lib/store/database';
import type { ConfirmationHold } from '@/lib/store/leads';
import type { Booking } from './bookings';

/**
 * Every mail a booking sends its person (the invitation, a new time, the cancellation) counts against
 * the mailbox's daily cap, the client's share and the outbound ceiling, like a lead's own mail
 * (docs/decisions.md "Booking mails count"). A change whose mail may not be sent is refused, never
 * made without its mail: the person would not learn of it, and booking, moving and cancelling again
 * and again would otherwise mail one mailbox without end.
 *
 * The decision is taken inside the change's transaction, before the change, under decideMail's
 * lock per mailbox (taken before the bookings' lock, as an accepted request's booking takes them),
 * and the mail is counted in that same transaction: two changes for one mailbox at once count one
 * after another. The client whose share a mail uses is the request's, as for the meetings a client
 * may hold (lib/scheduling/choose-meeting-time.ts); the button's poster stands in for a request
 * whose client housekeeping has forgotten.
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
