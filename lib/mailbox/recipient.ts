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
  /** `number` canonicalPhone's form. */
  | { channel: 'phone'; number: string };

/**
 * A phone number as the digits it is dialled with, after one `+`: spaces, dots, hyphens and
 * brackets are only how it was written (`+351 912-345 678` and `(+351) 912345678` are one number).
 * It is taken as written otherwise: nothing tells the country of a number given without its code,
 * so `912 345 678` and `0049…` stay other numbers than `+351 912 345 678` and `+49…`. A value with
 * no digit at all is kept as given (trimmed), so that no two such values become one.
 */
export function canonicalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits ? `+${digits}` : phone.trim();
}

/** The recipient of a lead: its operation's contact field, read from the validated payload. */
export function recipientOf(operation: Pick<Operation, 'id' | 'contact'>, payload: Record<string, unknown>): Recipient {
  const value = payload[operation.contact];
  // The registry's ContactRule makes the schema require the field; a lead without it is a bug.
  if (typeof value !== 'string') throw new Error(`A lead of ${operation.id} has no ${operation.contact}`);
  return operation.contact === 'email'
    ? { channel: 'email', address: value, mailbox: canonicalMailbox(value) }
    : { channel: 'phone', number: canonicalPhone(value) };
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
  if (PHONE_NUMBER.test(given)) return { channel: 'phone', number: canonicalPhone(given) };
  return undefined;
}
