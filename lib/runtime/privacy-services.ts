import { createDeliveryContext } from '@/lib/delivery/delivery-context';
import { privacyContextOf, type PrivacyContext } from '@/lib/privacy/privacy-context';
import { env } from '@/lib/settings/env';
import { openStore } from './open-store';

/**
 * What the privacy commands (`leads:export`, `leads:erase`) run with: the store and the providers
 * that hold the person's copies, without the queue or the delivery worker of a server.
 */
export async function openPrivacyContext(): Promise<{ context: PrivacyContext; close(): Promise<void> }> {
  const { database } = await openStore(env());
  return { context: privacyContextOf(createDeliveryContext(database, env()), env()), close: () => database.close() };
}
