import path from 'node:path';
import { toResendBody, type MailTransport } from './outgoing-email';
import { writeJsonFile } from './write-json-file';

/**
 * The embedded default: each message is written to `DATA_DIR/mail/<idempotency key>.json` as the
 * exact body Resend would receive. Writing the same key again replaces the file with the same
 * message, so a retried job still leaves one message.
 */
export function createOutboxMailTransport(dataDir: string): MailTransport {
  const folder = path.join(/*turbopackIgnore: true*/ dataDir, 'mail');
  return {
    provider: 'outbox',
    async send(email, idempotencyKey) {
      await writeJsonFile(path.join(/*turbopackIgnore: true*/ folder, `${idempotencyKey}.json`), toResendBody(email));
      return { id: idempotencyKey };
    },
  };
}
