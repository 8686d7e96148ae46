import { randomUUID } from 'node:crypto';
import type { Attribution } from '@/lib/attribution/attribution';
import { recipientOf } from '@/lib/mailbox/recipient';
import { clientOf } from '@/lib/abuse/client-network';
import { clientShareHold, decideMail, mailHeldMessage, mailLimitsOf } from '@/lib/abuse/mail-allowance';
import { env } from '@/lib/settings/env';
import type { Locale } from '@/lib/i18n/locales';
import { describeErrorSafely, SubmissionFailure } from '@/lib/logging/unexpected-error';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { enqueueDeliveries, enqueueDestinationDeliveries } from '@/lib/queue/delivery-queue';
import { consumeForClient, type RateLimitOutcome } from '@/lib/rate-limit/rate-limiter';
import { lockUntilCommit } from '@/lib/store/advisory-lock';
import { oneRoundTrip } from '@/lib/store/one-round-trip';
import type { Sql } from '@/lib/store/database';
import { type ConfirmationHold, findIdempotentAnswer, findRecentLead, insertLead, storeIdempotentAnswer } from '@/lib/store/leads';
import { fingerprint as fingerprintOf } from './fingerprint';
import type { AcceptanceServices, Intake } from './intake';
import { newReference } from './reference';
import { answerMeeting, successAnswerSchema, type SuccessAnswer } from './success-answer';
import { successMessage } from './success-message';
import { digestDueAt, teamDigestSlot } from './team-digest-slot';
import { demoNoticeDueAt } from './demo-notice-wait';
import { SubmissionRefused } from './submission-refused';
import { booksMeeting } from '@/lib/operations/registry';
import { bookMeeting, type NotBooked } from '@/lib/scheduling/book-meeting';
import type { MailRefusal } from '@/lib/scheduling/booking-mail';
import { liveBookingOfLead, type Booking } from '@/lib/scheduling/bookings';
import { canonicalZone, DEFAULT_ZONE } from '@/lib/scheduling/display-time';
import { joinUrlAtBooking } from '@/lib/scheduling/meeting-link';
import type { Interval } from '@/lib/scheduling/free-slots';
import { BOOKING_CALENDAR_AGE_MS, CALENDAR_RETRY_AFTER_SECONDS, type Scheduling } from '@/lib/scheduling/scheduling';
import { log } from '@/lib/logging/logger';
import type { Quotation } from '@/lib/quotation/calculate';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { quotationOfSubmission } from '@/lib/quotation/price-submission';

export interface Submission {
  operation: RegisteredOperation;
  /** The validated payload: its contact field (email or phone) is the operation's `contact`. */
  payload: { name: string } & Record<string, unknown>;
  locale: Locale;
  clientAddress: string;
  idempotencyKey?: string;
  /** Where a form's lead came from; the API and MCP tools have none. Kept beside the payload. */
  attribution?: Attribution | null;
}

export interface Acceptance {
  body: SuccessAnswer;
  /** True when this answers a retry of an earlier request instead of creating a lead. */
  replayed: boolean;
  /** The client's rate-limit state after this request; null for a replay or without a limit. */
  rateLimit: RateLimitOutcome | null;
  /**
   * True when a limit on mail held the confirmation back: the form's thank-you then says only what
   * the answer says, never a "next" that promises mail. False for an answer stored under an
   * Idempotency-Key (the API's; forms send none).
   */
  mailHeld: boolean;
}

/**
 * The one acceptance path, shared by the API, the forms and the MCP tools (docs/architecture.md "How a
 * submission flows"). In ONE transaction: replay a retry if it is one, apply the rate limit and the
 * limits on mail (per mailbox, per client, and the outbound ceiling), decide whether the team hears
 * of it alone or in a digest, store the lead and enqueue its
 * deliveries. Nothing is acknowledged before it is committed. The store, queue and limiter come
 * from the caller's intake (lib/runtime builds it), opened here so that a store that cannot be
 * reached fails like any other step. An unexpected failure is rethrown
 * with the operation and reference, so that it can be logged without the lead's fields.
 */
export async function acceptSubmission(submission: Submission, intake: Pick<Intake, 'services'>): Promise<Acceptance> {
  const context: { operation: string; reference?: string } = { operation: submission.operation.id };
  try {
    return await acceptInTransaction(submission, await intake.services(), context);
  } catch (error) {
    throw error instanceof SubmissionRefused ? error : new SubmissionFailure(context, error);
  }
}

async function acceptInTransaction(
  submission: Submission,
  { database, boss, rateLimiter, scheduling }: AcceptanceServices,
  context: { reference?: string },
): Promise<Acceptance> {
  const { operation, payload, locale, idempotencyKey } = submission;
  const fingerprint = fingerprintOf(operation.id, payload);
  // An operation that calls the person sends them no confirmation, so the answer promises none.
  // Priced once, before the transaction (a pure calculation): stored with the lead, so that the
  // answer, its retries, the PDF and the team's tools all carry this quotation.
  const quotation = quotationOfSubmission(operation, payload, new Date());
  let mailHeld = false;
  const answerFor = (reference: string, held: ConfirmationHold | null, meeting?: Booking, priced?: Quotation | null): SuccessAnswer => {
    mailHeld = held !== null && operation.deliveries.includes('confirmation-email');
    const joinUrl = meeting && joinUrlAtBooking(scheduling?.settings, meeting.id);
    const linkComes = scheduling?.settings.googleMeet ? 'invitation' : 'team';
    return {
      success: true,
      message: successMessage(
        operation,
        locale,
        payload.name,
        held !== null,
        meeting && { ...meeting, joinUrl, linkComes },
        priced ?? undefined,
      ),
      reference,
      ...(meeting ? { meeting: answerMeeting(meeting, joinUrl) } : {}),
      ...(priced ? { estimate: estimateOf(priced, locale) } : {}),
    };
  };
  const meeting = await meetingWanted(submission, scheduling);

  // The transaction's statements are sent in groups, each needing no answer from another of its
  // group (lib/store/one-round-trip.ts): three round trips and the commit for a lead without a
  // meeting. Under load every round trip waits for the event loop as well as for the database
  // (docs/performance.md "Round trips"). The locks keep their order: retry, rate limit, mailbox, client.
  return database.transaction(async (tx) => {
    // Retries are answered before the rate limit and do not count against it. PGlite runs one
    // transaction at a time, so only PostgreSQL needs the lock that makes concurrent retries of
    // one request wait for (or, with a key, refuse) each other; the read behind it waits with it.
    const [, earlier] = await oneRoundTrip(
      database.kind === 'postgres' ? lockRetriesOf(tx, idempotencyKey, fingerprint) : undefined,
      findEarlierAnswer(tx, idempotencyKey, fingerprint, async (recent) =>
        answerFor(recent.reference, recent.confirmationHeld, await liveBookingOfLead(tx, recent.id), recent.quotation),
      ),
    );
    if (earlier) return { body: earlier, replayed: true, rateLimit: null, mailHeld };

    const client = clientOf(submission.clientAddress);
    const recipient = recipientOf(operation, payload);
    // The rate limit, the limits on mail and the team's digest are read together. The caps on mail
    // are for mail to the person: an operation that calls them mails only the team, and only the
    // client's share (its leads' work outside) applies to it.
    const [rateLimit, phoneHold, mail, digestSlot] = await oneRoundTrip(
      consumeForClient(rateLimiter, operation.id, client, tx),
      recipient.channel === 'phone' ? clientShareHold(tx, client, mailLimitsOf(env()), database.kind === 'postgres') : null,
      recipient.channel === 'email'
        ? decideMail(
            tx,
            {
              mailbox: recipient.mailbox,
              // A brochure request is itself the mail it asks for, and brochures have a cap of their own.
              brochureOperation: operation.sendsBrochure ? operation.id : null,
              client,
              concurrent: database.kind === 'postgres',
            },
            mailLimitsOf(env()),
          )
        : null,
      teamDigestSlot(tx, env()),
    );
    if (rateLimit && !rateLimit.allowed) {
      throw new SubmissionRefused(
        'client-rate-limit',
        `Rate limit exceeded: at most ${rateLimit.policy.limit} requests per ${rateLimit.policy.windowSeconds} seconds ` +
          `to ${operation.path} from one ${rateLimit.network ? 'network (an IPv4 /24 or IPv6 /48)' : 'client address'}.`,
        { retryAfterSeconds: rateLimit.resetSeconds, rateLimit },
      );
    }

    let confirmationHeld: ConfirmationHold | null = phoneHold;
    if (mail) {
      if ('refused' in mail) {
        throw new SubmissionRefused('mailbox-limit', mail.refused, { retryAfterSeconds: mail.retryAfterSeconds, rateLimit });
      }
      // A meeting booked with the request is announced by the request's mail: held back, the meeting
      // would go unannounced, so the whole request is refused and nothing is stored (as for a taken time).
      if (meeting && !mail.send) throw invitationHeld(mail, rateLimit);
      confirmationHeld = mail.send ? null : mail.held;
    }
    const lead = { id: randomUUID(), reference: newReference(operation.referencePrefix) };
    context.reference = lead.reference;
    const body = answerFor(lead.reference, confirmationHeld, undefined, quotation);
    const leadStored = insertLead(tx, {
      ...lead,
      operation: operation.id,
      payload,
      locale,
      fingerprint,
      clientAddress: client.address,
      clientNetwork: client.network,
      idempotencyKey,
      attribution: submission.attribution ?? null,
      mailbox: recipient.channel === 'email' ? recipient.mailbox : null,
      phone: recipient.channel === 'phone' ? recipient.number : null,
      confirmationHeld,
      teamDigestSlot: digestSlot,
      quotation,
    });
    // A booked meeting is the team's event: the lead needs no follow-up of its own; and its booking
    // email is the confirmation too (one mail: the invitation with what the confirmation says), so
    // the lead, counted as the mailbox's mail when it was decided above, is all the mail it makes.
    const deliveries = meeting
      ? operation.deliveries.filter((kind) => kind !== 'calendar-event' && kind !== 'confirmation-email')
      : operation.deliveries;
    let booked: Booking | undefined;
    if (meeting) {
      await leadStored; // the booking refers to it
      const outcome = await bookMeeting(
        {
          tx,
          boss,
          scheduling: meeting.scheduling,
          concurrent: database.kind === 'postgres',
          calendarBusy: meeting.calendarBusy,
          now: new Date(),
        },
        {
          lead,
          mailbox: recipient.channel === 'email' ? recipient.mailbox : '',
          client,
          start: meeting.start,
          timeZone: meeting.timeZone,
          withRequest: true,
        },
      );
      // Refused: the transaction rolls back, so the lead is not stored either (the agent asks again).
      if (!outcome.booked) throw slotUnavailable(outcome, rateLimit);
      booked = outcome.booking;
    }
    const answer = booked ? answerFor(lead.reference, confirmationHeld, booked, quotation) : body;
    // The team hears of a lead at once, in a digest when they come fast, or, for a demo request that
    // may still book a time on its thank-you page, once the person had the time to (one notice).
    const teamNoticeAt = digestSlot
      ? digestDueAt(digestSlot, env())
      : demoNoticeDueAt(
          operation,
          { scheduling: scheduling !== undefined, booked: booked !== undefined, held: confirmationHeld !== null },
          env(),
        );
    // Without a meeting, the lead, its deliveries and the answer to its retries are one round trip.
    await oneRoundTrip(
      leadStored,
      enqueueDeliveries(boss, tx, lead, deliveries, teamNoticeAt ? { 'team-notification': teamNoticeAt } : {}),
      // The team's tools (webhook, Slack, HubSpot) that are configured: none otherwise.
      enqueueDestinationDeliveries(boss, tx, lead),
      idempotencyKey ? storeIdempotentAnswer(tx, idempotencyKey, { requestFingerprint: fingerprint, response: answer }) : undefined,
    );
    return { body: answer, replayed: false, rateLimit, mailHeld };
  });
}

/**
 * Serializes requests that may be retries of one another. With a key, a second holder means the
 * first request is still being processed: refuse it (409). Without one, identical bodies arriving
 * together wait here, and the second then finds the first one's lead.
 */
async function lockRetriesOf(tx: Sql, idempotencyKey: string | undefined, fingerprint: string): Promise<void> {
  if (!idempotencyKey) {
    await lockUntilCommit(tx, `fingerprint:${fingerprint}`);
    return;
  }
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked', [
    `idempotency:${idempotencyKey}`,
  ]);
  if (!rows[0]?.locked) {
    throw new SubmissionRefused('idempotency-in-progress', 'A request with this Idempotency-Key is still being processed.');
  }
}

/**
 * With a key, the key decides: the first answer for the same request, a conflict for another.
 * Without one, the same body within the retry window gets the first lead's reference.
 */
async function findEarlierAnswer(
  sql: Sql,
  idempotencyKey: string | undefined,
  fingerprint: string,
  answerFor: (recent: {
    id: string;
    reference: string;
    confirmationHeld: ConfirmationHold | null;
    quotation: Quotation | null;
  }) => Promise<SuccessAnswer>,
): Promise<SuccessAnswer | undefined> {
  if (idempotencyKey) {
    const stored = await findIdempotentAnswer(sql, idempotencyKey);
    if (!stored) return undefined;
    if (stored.requestFingerprint !== fingerprint) {
      throw new SubmissionRefused(
        'idempotency-key-reused',
        'This Idempotency-Key was already used for a different request (another endpoint or body).',
      );
    }
    return successAnswerSchema.parse(withMeetingLength(stored.response));
  }
  const recent = await findRecentLead(sql, fingerprint);
  return recent ? answerFor(recent) : undefined;
}

/** An answer stored before `meeting` gave its length: the length added, from its start and end. */
function withMeetingLength(response: unknown): unknown {
  const meeting = (response as { meeting?: { start?: unknown; end?: unknown; durationMinutes?: unknown } } | null)?.meeting;
  if (!meeting || meeting.durationMinutes !== undefined || typeof meeting.start !== 'string' || typeof meeting.end !== 'string')
    return response;
  const durationMinutes = Math.round((Date.parse(meeting.end) - Date.parse(meeting.start)) / 60_000);
  return { ...(response as object), meeting: { ...meeting, durationMinutes } };
}

interface WantedMeeting {
  scheduling: Scheduling;
  start: Date;
  timeZone: string;
  calendarBusy: Interval[];
}

/**
 * The meeting a demo request asks to book (`preferredStart`), with the calendar's busy times read
 * again (at most a few seconds old), before the transaction: a network call has no place inside one. Scheduling off, the
 * request is refused as SLOT_UNAVAILABLE with no alternatives.
 */
async function meetingWanted(submission: Submission, scheduling: Scheduling | undefined): Promise<WantedMeeting | undefined> {
  const { operation, payload, locale } = submission;
  if (!booksMeeting(operation) || typeof payload.preferredStart !== 'string') return undefined;
  if (!scheduling) {
    throw new SubmissionRefused('slot-unavailable', 'Demo scheduling is off on this site: send the request without preferredStart.', {
      alternatives: [],
    });
  }
  const now = new Date();
  return {
    scheduling,
    start: new Date(payload.preferredStart),
    timeZone: canonicalZone(payload.timeZone) ?? DEFAULT_ZONE[locale],
    calendarBusy: await scheduling.calendarBusy(now, { maxAgeMs: BOOKING_CALENDAR_AGE_MS }).catch((error: unknown) => {
      // A known outage, not a fault of ours: said as such (503, retry later), logged without the lead.
      log.warn({ component: 'scheduling', error: describeErrorSafely(error) }, "the team's calendar could not be read to book a meeting");
      throw new SubmissionRefused(
        'scheduling-unavailable',
        "The team's calendar cannot be read right now, so the preferredStart cannot be checked. Nothing was stored.",
        { retryAfterSeconds: CALENDAR_RETRY_AFTER_SECONDS },
      );
    }),
  };
}

/**
 * The refusal of a preferredStart whose invitation may not be mailed (429 RATE_LIMITED): a meeting
 * nobody is told of is worse than none, so nothing is stored, as for a time that is taken.
 */
function invitationHeld(held: MailRefusal, rateLimit: RateLimitOutcome | null): SubmissionRefused {
  return new SubmissionRefused(
    'mailbox-limit',
    `${mailHeldMessage(held.held, mailLimitsOf(env()))} Nothing was stored; send the request without preferredStart, or try again later.`,
    { retryAfterSeconds: held.retryAfterSeconds, rateLimit },
  );
}

const REFUSED_BECAUSE: Record<NotBooked['reason'], string> = {
  'slot-unavailable': 'This preferredStart is not free: another person booked it, or it is not a start the team offers.',
  'lead-has-booking': 'This request already holds a meeting.',
  'mailbox-has-booking':
    'This person already holds a coming demo meeting; they can move it with the link in its email, or send the request without preferredStart.',
  'client-limit': 'The requests from this client already hold as many coming demo meetings as one client may.',
};

/** The refusal of a preferredStart, as the API words it (exported for the documents' example of it). */
export function slotUnavailable(outcome: NotBooked, rateLimit: RateLimitOutcome | null): SubmissionRefused {
  return new SubmissionRefused(
    'slot-unavailable',
    `${REFUSED_BECAUSE[outcome.reason]} Nothing was stored; error.alternatives lists the next free starts.`,
    { alternatives: outcome.alternatives, rateLimit },
  );
}
