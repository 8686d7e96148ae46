/**
 * `npm run deliveries:retry [-- <lead reference>]`: moves deliveries that exhausted their retries
 * from the dead-letter queue back to the delivery queue (all of them, or one lead's). Uses the same
 * environment as the server. On the embedded store, stop the server first: PGlite has one opener.
 */
import { DEAD_LETTER_QUEUE } from '@/lib/queue/delivery-queue';
import { closeServices, getServices } from '@/lib/runtime/services';

async function main() {
  const reference = process.argv[2];
  const { boss } = await getServices();
  const dead = await boss.findJobs<{ reference: string; kind: string }>(DEAD_LETTER_QUEUE, reference ? { data: { reference } } : {});
  const waiting = dead.filter((job) => job.state === 'created' || job.state === 'retry');
  for (const job of waiting) console.log(`retrying ${job.data.kind} of lead ${job.data.reference}`);
  const moved = await boss.redrive(DEAD_LETTER_QUEUE, reference ? { data: { reference } } : {});
  console.log(`moved ${moved} delivery job(s) back to the queue`);
  await closeServices();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeServices().catch(() => {});
  process.exit(1);
});
