import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { DeliveryKind } from '@/lib/operations/registry';
import type { BookingEventType, DestinationEventType, DestinationName } from '@/lib/destinations/destination';
import { destinationsFor } from '@/lib/destinations/destinations';
import type { Sql } from '@/lib/store/database';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';

/** What happened to a demo booking: each change sends the person an invitation and tells the team. */
export type BookingChange = 'booked' | 'moved' | 'cancelled';

/**
 * The side effects of a booking's change (lib/delivery/booking-deliveries.ts). 'booking-reminder'
 * is enqueued on its own, to run the day before (lib/scheduling/meeting-reminder.ts).
 */
export type BookingDeliveryKind = 'meeting-event' | 'booking-email' | 'booking-team-notice' | 'booking-reminder';

/** One change of one booking: the booking's sequence after it names it, so each change is done once. */
export interface BookingJob {
  leadId: string;
  reference: string;
  kind: BookingDeliveryKind;
  bookingId: string;
  sequence: number;
  change: BookingChange;
  /**
   * Booked in the transaction that accepted the demo request (an agent's `preferredStart`): the
   * person's booking email is then their confirmation too, one mail instead of two.
   */
  withRequest?: true;
}

/**
 * One event of a lead for one of the team's tools (lib/destinations): the lead's acceptance, or a
 * change of its booking, named by the booking's sequence after it as the booking's own jobs are.
 */
export interface DestinationJob {
  leadId: string;
  reference: string;
  kind: 'destination';
  destination: DestinationName;
  event: DestinationEventType;
  bookingId?: string;
  sequence?: number;
}

/** What a dead-letter notice names: the delivery kind, or the destination, that ran out of retries. */
export type FailedDeliveryKind = DeliveryKind | BookingDeliveryKind | DestinationName;

/** What a delivery job carries: enough to find the lead and to name the side effect. */
export type DeliveryJob =
  | { leadId: string; reference: string; kind: DeliveryKind }
  | BookingJob
  | DestinationJob
  /** Tells the team that a delivery of the lead ran out of retries (docs/decisions.md "Dead letters tell the team"). */
  | { leadId: string; reference: string; kind: 'dead-letter-notice'; failedKind: FailedDeliveryKind };

/** What a failed job's dead letter names (the team's notice, the log). */
export function failedKindOf(job: Exclude<DeliveryJob, { kind: 'dead-letter-notice' }>): FailedDeliveryKind {
  return job.kind === 'destination' ? job.destination : job.kind;
}

export const DELIVERY_QUEUE = 'deliveries';
export const DEAD_LETTER_QUEUE = 'deliveries-dead-letter';

export interface RetrySchedule {
  retryLimit: number;
  retryDelaySeconds: number;
}

/**
 * The queue's retry schedule (README "Deliveries"). By default 16 retries after the first attempt,
 * the delay doubling from 15 s up to 1 hour (about 10 hours in all, with pg-boss's jitter), then
 * the dead-letter queue. pg-boss's own default is 2 retries without backoff (docs/notes.md "pg-boss").
 */
function deliveryQueueOptions(schedule: RetrySchedule): Omit<Queue, 'name'> {
  return {
    retryLimit: schedule.retryLimit,
    retryDelay: schedule.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3_600,
    // Provider calls time out after 10-15 s; a job still active after this belonged to a worker
    // that died (a SIGKILLed server), and goes back to the queue.
    expireInSeconds: 30,
    // Jobs that wait are kept for 30 days, well beyond the retry schedule.
    retentionSeconds: 30 * 24 * 3_600,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

/** How often pg-boss looks for expired jobs (default 60 s): a dead worker's job waits at most this long. */
const SUPERVISE_SECONDS = 15;

export type QueueTarget = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string };

/** Starts pg-boss on the lead store's database and makes sure its queues exist. */
export async function startDeliveryQueue(target: QueueTarget, schedule: RetrySchedule): Promise<PgBoss> {
  const boss =
    target.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(target.pglite), backend: 'pglite', superviseIntervalSeconds: SUPERVISE_SECONDS })
      : new PgBoss({ connectionString: target.connectionString, max: 4, superviseIntervalSeconds: SUPERVISE_SECONDS });
  boss.on('error', (error) => log.error({ component: 'queue', error: describeErrorSafely(error) }, 'pg-boss reported an error'));
  await boss.start();

  for (const [name, options] of [
    [DEAD_LETTER_QUEUE, { retentionSeconds: 30 * 24 * 3_600 }],
    [DELIVERY_QUEUE, deliveryQueueOptions(schedule)],
  ] as const) {
    // Created once; an existing queue takes the current schedule.
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
    // Loads the queue into pg-boss's cache now: a cache miss inside a PGlite transaction would wait
    // for the single connection that the transaction itself holds.
    await boss.getJobById(name, '00000000-0000-4000-8000-000000000000');
  }
  return boss;
}

/**
 * Enqueues one job per side effect, inside the caller's transaction; a kind named in `notBefore`
 * waits until then (a team notification waiting for its digest).
 */
export async function enqueueDeliveries(
  boss: PgBoss,
  tx: Sql,
  lead: { id: string; reference: string },
  kinds: readonly DeliveryKind[],
  notBefore: Partial<Record<DeliveryKind, Date>> = {},
): Promise<void> {
  const jobs = kinds.map((kind) => ({
    data: { leadId: lead.id, reference: lead.reference, kind } satisfies DeliveryJob,
    ...(notBefore[kind] ? { startAfter: notBefore[kind] } : {}),
  }));
  await boss.insert(DELIVERY_QUEUE, jobs, {
    db: { executeSql: (text, values) => tx.query(text, values) },
  });
}

/**
 * Enqueues the lead's acceptance for every configured destination that takes it, inside the
 * acceptance transaction: none when no destination is configured.
 */
export async function enqueueDestinationDeliveries(boss: PgBoss, tx: Sql, lead: { id: string; reference: string }): Promise<void> {
  const jobs = destinationsFor('lead.accepted').map((destination) => ({
    data: { leadId: lead.id, reference: lead.reference, kind: 'destination', destination, event: 'lead.accepted' } satisfies DeliveryJob,
  }));
  if (jobs.length) await boss.insert(DELIVERY_QUEUE, jobs, { db: { executeSql: (text, values) => tx.query(text, values) } });
}

/** The event a booking change is for the team's tools. */
export const BOOKING_EVENTS: Record<BookingChange, BookingEventType> = {
  booked: 'booking.created',
  moved: 'booking.changed',
  cancelled: 'booking.cancelled',
};

const BOOKING_DELIVERIES: readonly BookingDeliveryKind[] = ['meeting-event', 'booking-email', 'booking-team-notice'];

/**
 * Enqueues a booking change's side effects inside the transaction that made the change: the team's
 * event, the person's invitation, the note to the team, and the change's event for each configured
 * destination that takes it (the webhook).
 */
export async function enqueueBookingDeliveries(
  boss: PgBoss,
  tx: Sql,
  lead: { id: string; reference: string },
  booking: { id: string; sequence: number },
  change: BookingChange,
  options: { withRequest?: boolean } = {},
): Promise<void> {
  const jobs = BOOKING_DELIVERIES.map((kind) => ({
    data: {
      leadId: lead.id,
      reference: lead.reference,
      kind,
      bookingId: booking.id,
      sequence: booking.sequence,
      change,
      ...(options.withRequest ? { withRequest: true as const } : {}),
    } satisfies BookingJob as DeliveryJob,
    // The event first: the jobs of one insert share their created_on, which pg-boss orders by after
    // priority, and the mails carry the Meet the event makes (lib/delivery/calendar/meeting-link-of-event.ts).
    ...(kind === 'meeting-event' ? { priority: 1 } : {}),
  }));
  const event = BOOKING_EVENTS[change];
  for (const destination of destinationsFor(event)) {
    jobs.push({
      data: {
        leadId: lead.id,
        reference: lead.reference,
        kind: 'destination',
        destination,
        event,
        bookingId: booking.id,
        sequence: booking.sequence,
      } satisfies DestinationJob,
    });
  }
  await boss.insert(DELIVERY_QUEUE, jobs, { db: { executeSql: (text, values) => tx.query(text, values) } });
}
