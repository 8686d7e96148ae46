import type { Client } from '@/lib/abuse/client-network';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { booksMeeting, operations } from '@/lib/operations/registry';
import type { Sql } from '@/lib/store/database';
import type { ConfirmationHold } from '@/lib/store/leads';

/**
 * What booking a meeting from a link needs of the demo request it belongs to: who the booking is
 * for (its canonical mailbox, one coming meeting per person) and the client the request came from
 * (the client the per-client limit counts). Nothing the person typed is read.
 */
export interface BookingLead {
  id: string;
  reference: string;
  locale: Locale;
  mailbox: string;
  /** Where the request came from; null once housekeeping forgot it (CLIENT_ADDRESS_RETENTION_DAYS). */
  client: Client | null;
  /** Why the request's mail was held back at acceptance (its invitations are held with it); null when it was sent. */
  confirmationHeld: ConfirmationHold | null;
}

/** Ids are UUIDs: anything else is no lead, and is not sent to a uuid column to fail there. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string): boolean => UUID.test(text);

const MEETING_OPERATIONS = operations.filter(booksMeeting).map((operation) => operation.id);

/** The lead of a demo request that may book a meeting; undefined for any other lead, or none. */
export async function findBookingLead(sql: Sql, id: string): Promise<BookingLead | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await sql.query<{
    id: string;
    reference: string;
    locale: string;
    mailbox: string | null;
    client_address: string | null;
    client_network: string | null;
    confirmation_held: ConfirmationHold | null;
  }>(
    `SELECT id, reference, locale, mailbox, client_address, client_network, confirmation_held FROM leads
     WHERE id = $1 AND operation = ANY($2::text[])`,
    [id, MEETING_OPERATIONS],
  );
  const row = rows[0];
  if (!row?.mailbox) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    mailbox: row.mailbox,
    client: row.client_address && row.client_network ? { address: row.client_address, network: row.client_network } : null,
    confirmationHeld: row.confirmation_held,
  };
}

/**
 * The id and time of the request a reference names (a form's answer carries the reference, not the
 * id), and why its mail was held back, if it was.
 */
export async function leadOfReference(
  sql: Sql,
  reference: string,
): Promise<{ id: string; createdAt: Date; confirmationHeld: ConfirmationHold | null } | undefined> {
  const { rows } = await sql.query<{ id: string; created_at: Date | string; confirmation_held: ConfirmationHold | null }>(
    `SELECT id, created_at, confirmation_held FROM leads WHERE reference = $1`,
    [reference],
  );
  const row = rows[0];
  return row && { id: row.id, createdAt: new Date(row.created_at), confirmationHeld: row.confirmation_held };
}
