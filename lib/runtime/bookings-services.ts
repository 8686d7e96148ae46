import type { PgBoss } from 'pg-boss';
import { createDeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker, type DeliveryWorker } from '@/lib/delivery/delivery-worker';
import { startDeliveryQueue } from '@/lib/queue/delivery-queue';
import { env } from '@/lib/settings/env';
import type { Database } from '@/lib/store/database';
import { openStore } from './open-store';
import { openScheduling } from './services';

export interface BookingsCommandServices {
  database: Database;
  /**
   * The delivery queue and a worker of this process, opened on first use: a cancellation enqueues
   * its deliveries in its own transaction and may deliver them at once.
   */
  queue(): Promise<{ boss: PgBoss; deliveries: DeliveryWorker }>;
  close(): Promise<void>;
}

/**
 * What `npm run bookings` runs with: the store, and for a cancellation the queue and a worker
 * delivering with the server's providers and scheduling settings (the invitation's links are signed
 * with the same secret). No background loop, no housekeeping: the command does one thing.
 */
export async function openBookingsCommand(): Promise<BookingsCommandServices> {
  const settings = env();
  const store = await openStore(settings);
  const { database } = store;
  let queue: Promise<{ boss: PgBoss; deliveries: DeliveryWorker }> | undefined;

  async function openQueue() {
    const boss = await startDeliveryQueue(store.queue, {
      retryLimit: settings.DELIVERY_RETRY_LIMIT,
      retryDelaySeconds: settings.DELIVERY_RETRY_DELAY_SECONDS,
    });
    const providers = createDeliveryContext(database, settings);
    const deliveries = createDeliveryWorker(boss, { ...providers, scheduling: await openScheduling(providers.calendar) });
    return { boss, deliveries };
  }

  return {
    database,
    queue: () => (queue ??= openQueue()),
    async close() {
      const opened = await queue?.catch(() => undefined);
      if (opened) {
        await opened.deliveries.stop();
        await opened.boss.stop({ graceful: true, timeout: 5_000 }).catch(() => {});
      }
      await database.close();
    },
  };
}
