import { DESTINATION_TIMEOUT_MS } from '@/lib/destinations/destination';
import { destinationNamed } from '@/lib/destinations/destinations';
import type { DestinationJob } from '@/lib/queue/delivery-queue';
import { findBooking } from '@/lib/scheduling/bookings';
import type { RecordDelivery } from './record-delivery';
import type { DeliveryContext, JobAttempt } from './delivery-context';
import { destinationEvent, leadFacts } from './destination-event';
import type { StoredLead } from './stored-lead';
import { withTimeout } from './with-timeout';

/**
 * One event of a lead for one of the team's tools (lib/destinations), once: the deliveries table
 * records it when the destination has taken it (deliver.ts checks the record first). A booking
 * change that a later one has overtaken is not sent: the later event carries the booking as it is.
 */
export async function deliverToDestination(
  job: DestinationJob,
  lead: StoredLead,
  context: DeliveryContext,
  record: RecordDelivery,
  effect: string,
  attempt: JobAttempt,
): Promise<void> {
  const destination = destinationNamed(job.destination);
  const { env } = context;
  if (!env || !destination.configured(env)) {
    // Its settings were removed after the job was queued: nothing to deliver to.
    await record({ status: 'skipped', provider: destination.name, detail: 'not configured any more' });
    return;
  }
  const booking = job.bookingId === undefined ? undefined : await findBooking(context.database, job.bookingId);
  if (job.bookingId !== undefined) {
    if (!booking) return;
    if (booking.sequence > (job.sequence ?? 0)) {
      await record({ status: 'skipped', provider: destination.name, detail: 'overtaken by a later change' });
      return;
    }
  }
  const event = destinationEvent(job, lead.id, effect, await leadFacts(context.database, lead, context.settings.timeZone), booking);
  const delivered = await destination.deliver(event, {
    env,
    withTimeout: (work, what) => withTimeout(work, DESTINATION_TIMEOUT_MS, what),
    firstAttempt: attempt.first,
  });
  await record({ status: delivered.status, provider: destination.name, providerId: delivered.providerId, detail: delivered.detail });
}
