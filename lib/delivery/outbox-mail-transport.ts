import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toResendBody, type MailTransport } from './outgoing-email';

/**
 * The embedded default: each message is written to `DATA_DIR/mail/<idempotency key>.json` as the
 * exact body Resend would receive. Writing the same key again replaces the file with the same
 * message, so a retried job still leaves one message.
 */
export function createOutboxMailTransport(dataDir: string): MailTransport {
  const folder = path.join(dataDir, 'mail');
  return {
    provider: 'outbox',
    async send(email, idempotencyKey) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${idempotencyKey}.json`);
      // Write then rename, so a reader (the mail viewer) never sees half a file.
      await writeFile(`${file}.tmp`, JSON.stringify(toResendBody(email), null, 2));
      await rename(`${file}.tmp`, file);
      return { id: idempotencyKey };
    },
  };
}
