import { Resend } from 'resend';
import type { Sql } from '@/lib/store/database';
import type { MailTransport } from './outgoing-email';
import { createSharedPacer } from './shared-pace';
import { withTimeout } from './with-timeout';

const RESEND_TIMEOUT_MS = 10_000;
/** Resend allows 2 requests per second per team by default (docs/notes.md "Resend"): paced across instances. */
const RESEND_INTERVAL_MS = 500;

/**
 * Email through Resend. Every call carries the job's idempotency key, so a retry after a timeout
 * or a dropped connection cannot send a second copy while Resend remembers the key (24 hours); the
 * worker's own record covers the time after that.
 */
export function createResendMailTransport(apiKey: string, baseUrl: string | undefined, store: Sql): MailTransport {
  const resend = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  const pace = createSharedPacer(store, 'resend', RESEND_INTERVAL_MS);
  return {
    provider: 'resend',
    async send(email, idempotencyKey) {
      await pace();
      const { data, error } = await withTimeout(
        resend.emails.send(
          {
            from: email.from,
            to: email.to,
            replyTo: email.replyTo,
            subject: email.subject,
            html: email.html,
            text: email.text,
            attachments: email.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
          },
          { idempotencyKey },
        ),
        RESEND_TIMEOUT_MS,
        'Resend',
      );
      // The SDK returns errors instead of throwing them (docs/notes.md "Resend"). Every refusal is retried on the
      // queue's schedule; one that no retry fixes (a validation error) ends in the dead-letter
      // queue, logged with its lead, for a person to look at.
      // This key was used before with another body: an earlier attempt of this very side effect was
      // accepted (the key names it) and the answer was lost, while what it shows changed since (the
      // free times a demo confirmation offers). The mail went out; sending it again is what the key prevents.
      if (error?.name === 'invalid_idempotent_request') return { id: `sent-earlier:${idempotencyKey}` };
      if (error) throw new Error(`Resend refused the message: ${error.name}: ${error.message}`);
      if (!data?.id) throw new Error('Resend answered without a message id');
      return { id: data.id };
    },
  };
}
