/** A message ready to send: what both mail transports take. */
export interface OutgoingEmail {
  from: string;
  to: string[];
  replyTo?: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  /**
   * The part's MIME type, when the file name does not say enough: an invitation is
   * `text/calendar; charset=utf-8; method=REQUEST`, which mail apps need to offer it as one.
   */
  contentType?: string;
}

export interface MailTransport {
  readonly provider: 'resend' | 'outbox';
  /** Sends once per idempotency key, however often it is called; returns the provider's id. */
  send(email: OutgoingEmail, idempotencyKey: string): Promise<{ id: string }>;
}

/** The Resend REST body (snake_case, `to` an array, attachments in base64), as docs/decisions.md "Embedded outbox" gives it. */
export type ResendBody = ReturnType<typeof toResendBody>;

export function toResendBody(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    ...(email.replyTo ? { reply_to: email.replyTo } : {}),
    subject: email.subject,
    html: email.html,
    text: email.text,
    ...(email.attachments
      ? {
          attachments: email.attachments.map((a) => ({
            filename: a.filename,
            content: a.content.toString('base64'),
            ...(a.contentType ? { content_type: a.contentType } : {}),
          })),
        }
      : {}),
  };
}
