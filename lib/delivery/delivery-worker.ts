import type { PgBoss } from 'pg-boss';
import { DELIVERY_QUEUE, failedKindOf, type DeliveryJob } from '@/lib/queue/delivery-queue';
import { deliver } from './deliver';
import type { DeliveryContext } from './delivery-context';
import { createPacer } from './pace';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import { operationOfReference } from '@/lib/operations/registry';

const IDLE_POLL_MS = 1_000;
/**
 * At most 4 jobs a second per process. Deliveries share the CPU and, on the embedded store, the
 * one database connection with the requests being answered; pacing them keeps the API's latency
 * independent of the backlog. (Resend's own limit, 2 requests a second, is paced in its transport, across instances.)
 */
const JOB_INTERVAL_MS = 250;

/** The drain's count, or 0 if the deadline comes first. */
function untilDeadline(work: Promise<number>, deadlineMs: number): Promise<number> {
  if (!Number.isFinite(deadlineMs)) return work;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(0), Math.max(0, deadlineMs - Date.now()));
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** A job as the log names it: its kind, or the destination and event it delivers. */
function describeJob(job: DeliveryJob): string {
  return job.kind === 'destination' ? `${job.destination} ${job.event}` : job.kind;
}

export interface DeliveryWorker {
  /** Works through queued jobs until none is due or the deadline passes; returns how many ran. */
  drain(options?: { deadlineMs?: number }): Promise<number>;
  /** Keeps draining in the background (a long-running `next start`). */
  start(): void;
  /** Wakes the background loop at once, or drains briefly when no loop runs (serverless). */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The delivery worker on pg-boss: fetch one job, perform it, complete it; a failure goes back to
 * pg-boss, which retries with backoff and finally moves the job to the dead-letter queue.
 */
export function createDeliveryWorker(boss: PgBoss, context: DeliveryContext): DeliveryWorker {
  let running = false;
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  let inFlight: Promise<number> | undefined;
  let drainAgain = false;
  const pace = createPacer(JOB_INTERVAL_MS);

  async function runOne(): Promise<boolean> {
    await pace();
    const [job] = await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 1, includeMetadata: true });
    if (!job) return false;
    try {
      // pg-boss raises retryCount at every claim of a job that was started before, an expired one
      // (its process died mid-call) included; a job redriven from the dead-letter queue starts again
      // at 0 but carries sourceRootId. Only a 0 without it is an attempt nothing came before.
      await deliver(job.data, context, { first: job.retryCount === 0 && !job.sourceRootId });
      await boss.complete(DELIVERY_QUEUE, job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await boss.fail(DELIVERY_QUEUE, job.id, { message });
      const final = job.retryCount >= job.retryLimit;
      log.error(
        { component: 'deliveries', reference: job.data.reference, operation: operationOfReference(job.data.reference) },
        `${describeJob(job.data)} of lead ${job.data.reference} failed (attempt ${job.retryCount + 1} of ${job.retryLimit + 1})` +
          `${final ? '; moved to the dead-letter queue, retry with `npm run deliveries:retry`' : '; will retry'}: ${message}`,
      );
      // One mail to the team per dead letter; a notice that itself dead-letters is only logged.
      if (final && job.data.kind !== 'dead-letter-notice') {
        const notice: DeliveryJob = {
          leadId: job.data.leadId,
          reference: job.data.reference,
          kind: 'dead-letter-notice',
          failedKind: failedKindOf(job.data),
        };
        await boss.send(DELIVERY_QUEUE, notice).catch((sendError: unknown) => {
          log.error(
            {
              component: 'deliveries',
              reference: job.data.reference,
              operation: operationOfReference(job.data.reference),
              error: describeErrorSafely(sendError),
            },
            `could not queue the team's notice of the dead letter of lead ${job.data.reference}`,
          );
        });
      }
    }
    return true;
  }

  /**
   * One drain at a time per process: a request that arrives while one runs asks it to look again
   * instead of starting a second. Jobs then go out one by one, which keeps the recipient cap exact
   * within a process and the provider's request rate low.
   */
  function drain({ deadlineMs = Number.POSITIVE_INFINITY } = {}): Promise<number> {
    if (inFlight) {
      drainAgain = true;
      // The drain under way has no deadline of its own (the background loop's): wait for it only
      // until ours, so that a cron call answers in time however long the backlog is.
      return untilDeadline(inFlight, deadlineMs);
    }
    inFlight = (async () => {
      let count = 0;
      do {
        drainAgain = false;
        // A stopping server finishes the job in hand, not the backlog: the rest stays queued.
        while (!stopping && Date.now() < deadlineMs && (await runOne())) count += 1;
      } while (drainAgain && !stopping && Date.now() < deadlineMs);
      return count;
    })().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function backgroundLoop() {
    while (running) {
      try {
        await drain();
      } catch (error) {
        log.error({ component: 'deliveries', error: describeErrorSafely(error) }, 'the worker loop failed; retrying');
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, IDLE_POLL_MS).unref();
      });
      wake = undefined;
    }
  }

  return {
    drain,
    start() {
      if (running) return;
      running = true;
      loop = backgroundLoop();
    },
    async kick() {
      if (running) {
        wake?.();
        return;
      }
      // Serverless: bounded, so the function's extended lifetime stays short.
      await drain({ deadlineMs: Date.now() + 10_000 });
    },
    async stop() {
      running = false;
      stopping = true;
      wake?.();
      await loop;
      await inFlight;
    },
  };
}
