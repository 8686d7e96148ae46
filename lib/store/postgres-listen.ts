import type pg from 'pg';
import { log } from '@/lib/logging/logger';
import { describeErrorSafely } from '@/lib/logging/unexpected-error';
import type { ChannelListener } from './database';

/** How long to wait before listening again after the listening connection failed. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTENs on `channel` on a connection of its own, opened by `connectListener` beside the pool, so
 * that all of the pool's connections are left for requests and deliveries: a NOTIFY is
 * delivered on the committing transaction's commit, to every listening connection, this process's
 * own included. A lost connection is said (`lost`), destroyed, and replaced a second later
 * (`listening` once it LISTENs again). Returns what stops it (before the pool ends).
 */
export function listenOnChannel(
  connectListener: () => Promise<pg.Client>,
  channel: string,
  listener: ChannelListener,
): () => Promise<void> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  // Said once per outage, not at every retry a second apart.
  let said = false;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) listener.notified();
  };
  const fail = (error: unknown) => {
    const failed = client;
    client = undefined;
    if (failed) {
      failed.off('notification', onNotification);
      void failed.end().catch(() => {});
    }
    if (stopped) return;
    listener.lost();
    if (!said)
      log.warn({ component: 'store', error: describeErrorSafely(error) }, `listening on ${channel} failed; trying again every second`);
    said = true;
    clearTimeout(retry);
    retry = setTimeout(connect, RELISTEN_DELAY_MS);
    retry.unref();
  };
  async function connect() {
    if (stopped) return;
    try {
      const connected = await connectListener();
      if (stopped) return void (await connected.end().catch(() => {}));
      client = connected;
      connected.on('notification', onNotification);
      // The client is given up at its first failure; a later error of it is of no interest (but handled).
      connected.on('error', (error) => client === connected && fail(error));
      connected.on('end', () => client === connected && fail(new Error('the connection ended')));
      await connected.query(`LISTEN ${channel}`);
      if (client !== connected) return;
      said = false;
      listener.listening();
    } catch (error) {
      fail(error);
    }
  }
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (!last) return;
    last.off('notification', onNotification);
    await last.end().catch(() => {});
  };
}
