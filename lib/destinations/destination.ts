import type { Attribution } from '@/lib/attribution/attribution';
import type { Env } from '@/lib/settings/env';
import type { Quotation } from '@/lib/quotation/calculate';

/**
 * A destination: one of the team's tools that leads reach besides the mail and the calendar
 * (docs/architecture.md "The team's tools"). Each is a delivery kind of the one queue: enqueued in
 * the transaction that accepts the lead (or changes its booking) when it is configured, retried on
 * the queue's schedule, dead-lettered with a notice to the team, counted in /api/status.
 *
 * Adding one is a file in this folder (an object of this interface), its entry in destinations.ts,
 * and its settings in lib/settings/env.ts and .env.example.
 */
/** The names of the destinations (lib/destinations/destinations.ts has one object for each). */
export const DESTINATION_NAMES = ['webhook', 'slack', 'hubspot'] as const;
export type DestinationName = (typeof DESTINATION_NAMES)[number];

export type BookingEventType = 'booking.created' | 'booking.changed' | 'booking.cancelled';
export type DestinationEventType = 'lead.accepted' | BookingEventType;

/** Another lead of the same person (the same canonical mailbox) of the last 30 days. */
export interface OtherLead {
  reference: string;
  /** The operation's id, and what the team calls its leads (the id again for one no longer offered). */
  operation: string;
  operationName: string;
  createdAt: Date;
}

/** A lead as the team's tools get it, composed by lib/delivery/destination-event.ts. */
export interface LeadFacts {
  reference: string;
  /** The operation's id (`submitQuoteRequest`) and what the team calls its leads (`quote request`). */
  operation: { id: string; name: string };
  locale: string;
  createdAt: Date;
  /** The validated payload as stored (the webhook's `data.payload`). */
  payload: Record<string, unknown>;
  attribution: Attribution | null;
  /** The name as the team reads request text (lib/abuse/team-text.ts). */
  name: string;
  /** How the team reaches the person: the address as given, or the number as typed. */
  contact: { channel: 'email'; address: string } | { channel: 'phone'; number: string };
  /**
   * The team notification's lines, in English, as the team reads request text: its facts
   * (reference, time, language, promise, held confirmation), every field labelled, the origin.
   */
  facts: string[];
  fields: { field: string; label: string; value: string }[];
  origin: { label: string; value: string }[];
  otherLeads: OtherLead[];
  /** The indicative quotation made at acceptance (a priced request with PRICING on); null otherwise. */
  quotation: Quotation | null;
}

export interface BookingFacts {
  id: string;
  status: 'booked' | 'cancelled' | 'held';
  /** Raised by every move and by the cancellation: orders a booking's events. */
  sequence: number;
  start: Date;
  end: Date;
  /** The zone the person chose to see the time in. */
  timeZone: string;
}

interface EventBase {
  /**
   * Stable for the event, the same on every attempt (the deliveries table's name of it, hashed with
   * the lead's id): the webhook's `webhook-id`, by which receivers drop repeats.
   */
  id: string;
  /** When it happened: the lead's acceptance, or the booking's change. */
  occurredAt: Date;
  lead: LeadFacts;
}

export type DestinationEvent = (EventBase & { type: 'lead.accepted' }) | (EventBase & { type: BookingEventType; booking: BookingFacts });

/** What a delivery did: recorded in the deliveries table (the export shows it). */
export interface Delivered {
  status: 'sent' | 'skipped';
  /** The provider's id of what it made (HubSpot's contact and note), when it has one. */
  providerId?: string;
  detail?: string;
}

export interface DestinationContext {
  env: Env;
  /**
   * Bounds one call to the provider, for a client without a timeout of its own (the delivery
   * layer passes lib/delivery/with-timeout.ts with the providers' limit).
   */
  withTimeout<T>(work: Promise<T>, what: string): Promise<T>;
  /**
   * True only when no earlier attempt of this job can have reached the provider: the queue's first
   * claim of a job that was never redriven (lib/delivery/delivery-worker.ts). Absent (an erasure, a
   * caller that cannot tell) means an earlier attempt may have done the work.
   */
  firstAttempt?: boolean;
}

/** What the person's erasure did at a destination (`npm run leads:erase` prints it). */
export interface Erased {
  destination: DestinationName;
  outcome: string;
  /** The erasure failed there: the command exits with 1 and names `failedAddresses`. */
  failed?: boolean;
  /**
   * The addresses whose erasure failed there, every other one having been tried. The person's leads
   * are gone by then, so a rerun knows only the address it is given: the operator reruns with each.
   */
  failedAddresses?: string[];
}

export interface Destination {
  name: DestinationName;
  /** Whether its settings are there: only then are its jobs enqueued. */
  configured(env: Env): boolean;
  /** The events it takes. */
  events: readonly DestinationEventType[];
  /**
   * Delivers one event, once: throws to be retried (a refusal, a timeout, a network error); a
   * message without lead data, since it is logged and kept with the job.
   */
  deliver(event: DestinationEvent, context: DestinationContext): Promise<Delivered>;
  /** What erasing the person (by the email addresses of their leads) does there; called only when it is configured. */
  erase(addresses: readonly string[], context: DestinationContext): Promise<Erased>;
}

/** The providers' limit per call (docs/notes.md "Provider SDKs"): within the queue's 30 s of a job. */
export const DESTINATION_TIMEOUT_MS = 10_000;

/** An error whose message is safe to log: a status and what it means, never a provider's body. */
export class DestinationError extends Error {
  override name = 'DestinationError';
}

/** A refusal's message, with Retry-After when the provider sent one: the queue keeps its own schedule. */
export function refusal(what: string, status: number, retryAfter: string | null | undefined): DestinationError {
  const wait = retryAfter && /^\d{1,6}$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : undefined;
  return new DestinationError(
    `${what} answered ${status}` +
      (wait === undefined
        ? ''
        : `; it asked to wait ${wait} s (the queue retries on its own schedule, DELIVERY_RETRY_DELAY_SECONDS doubling)`),
  );
}
