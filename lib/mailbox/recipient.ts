import { z } from 'zod';
import type { Operation } from '@/lib/operations/registry';
import { canonicalMailbox } from './canonical-mailbox';

/**
 * The person a lead is from, as the team reaches them (the operation's `contact`), in the one
 * canonical form that the caps count by, the store keeps, the deliveries record and the privacy
 * commands look up.
 */
export type Recipient =
  /** `address` as given, which mail goes to; `mailbox` the mailbox it delivers to (canonicalMailbox). */
  | { channel: 'email'; address: string; mailbox: string }
  /** `number` canonicalPhone's form, the key the store and the privacy commands use; `given` as typed, for people to read. */
  | { channel: 'phone'; number: string; given: string };

/**
 * A phone number as the digits it is dialled with: spaces, dots, hyphens and brackets are only how
 * it was written (`+351 912-345 678` and `(+351) 912345678` are one number), and the international
 * prefix `00` is the `+` it stands for. Nothing else is guessed: a number given without its country
 * code keeps no `+` (`912 345 678` is not `+912 345 678`), so it never becomes another country's
 * number. A value with no digit at all is kept as given (trimmed), so that no two such values become one.
 */
export function canonicalPhone(phone: string): string {
  const given = phone.trim();
  const digits = given.replace(/\D/g, '');
  if (!digits) return given;
  // A + before the first digit, however bracketed: `(+351) …`.
  if (/^\D*\+/.test(given)) return `+${digits}`;
  return digits.startsWith('00') ? `+${digits.slice(2)}` : digits;
}

/** The recipient of a lead: its operation's contact field, read from the validated payload. */
export function recipientOf(operation: Pick<Operation, 'id' | 'contact'>, payload: Record<string, unknown>): Recipient {
  const value = payload[operation.contact];
  // The registry's ContactRule makes the schema require the field; a lead without it is a bug.
  if (typeof value !== 'string') throw new Error(`A lead of ${operation.id} has no ${operation.contact}`);
  return operation.contact === 'email'
    ? { channel: 'email', address: value, mailbox: canonicalMailbox(value) }
    : { channel: 'phone', number: canonicalPhone(value), given: value };
}

/**
 * The email recipient of a lead, for the mail only an email operation sends (its confirmation):
 * the registry lets no other operation list one, so asking for a phone operation's is a bug.
 */
export function emailRecipientOf(
  operation: Pick<Operation, 'id' | 'contact'>,
  payload: Record<string, unknown>,
): Extract<Recipient, { channel: 'email' }> {
  const recipient = recipientOf(operation, payload);
  if (recipient.channel !== 'email') throw new Error(`${operation.id} reaches the person by ${recipient.channel}: it sends them no mail`);
  return recipient;
}

/** What a phone number may be written with: digits and the signs canonicalPhone drops, a few digits at least. */
const PHONE_NUMBER = /^(?=(?:\D*\d){5})[\d\s+().-]+$/;

/**
 * The recipient a person names themselves by (the privacy commands' argument): an email address,
 * or a phone number; undefined for anything else.
 */
export function recipientNamed(text: string): Recipient | undefined {
  const given = text.trim();
  if (z.email().safeParse(given).success) return { channel: 'email', address: given, mailbox: canonicalMailbox(given) };
  if (PHONE_NUMBER.test(given)) return { channel: 'phone', number: canonicalPhone(given), given };
  return undefined;
}
