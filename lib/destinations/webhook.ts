import { Webhook } from 'standardwebhooks';
import type { Env } from '@/lib/settings/env';
import { webhookEstimate } from './quotation-lines';
import { DESTINATION_TIMEOUT_MS, DestinationError, refusal, type Destination, type DestinationEvent } from './destination';

/**
 * Signed webhooks (docs/webhooks.md): every event POSTed to WEBHOOK_URL as JSON
 * `{ type, timestamp, data }`, signed with the Standard Webhooks scheme through the
 * `standardwebhooks` package. `webhook-id` is the event's, the same on every attempt, so that a
 * receiver drops a repeat (an attempt whose answer was lost is sent again); `webhook-timestamp` is
 * the attempt's, as the scheme signs each attempt. Any 2xx is delivered; anything else is retried
 * on the queue's schedule (a 429's Retry-After is noted, not obeyed beyond it).
 */
export const webhook: Destination = {
  name: 'webhook',
  configured: (env: Env) => Boolean(env.WEBHOOK_URL && env.WEBHOOK_SECRET),
  events: ['lead.accepted', 'booking.created', 'booking.changed', 'booking.cancelled'],

  async deliver(event, { env }) {
    const body = JSON.stringify(webhookBody(event));
    const attempt = new Date();
    const signature = new Webhook(env.WEBHOOK_SECRET!).sign(event.id, attempt, body);
    let response: Response;
    try {
      response = await fetch(env.WEBHOOK_URL!, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'courtside-webhooks/1',
          'webhook-id': event.id,
          'webhook-timestamp': String(Math.floor(attempt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        // A redirect would send the lead where the operator did not say: it counts as a failure.
        redirect: 'manual',
        signal: AbortSignal.timeout(DESTINATION_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new DestinationError(
        timedOut
          ? `the webhook did not answer within ${DESTINATION_TIMEOUT_MS} ms`
          : 'the webhook could not be reached (connection failed or reset)',
      );
    }
    // The receiver's answer is not read: it is not ours to keep, and it may be large.
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) return { status: 'sent', providerId: event.id, detail: `HTTP ${response.status}` };
    throw refusal('the webhook', response.status, response.status === 429 ? response.headers.get('retry-after') : undefined);
  },

  async erase() {
    return {
      destination: 'webhook',
      outcome: 'not erased there: the receiver of WEBHOOK_URL keeps its own copy of the events; ask its owner',
    };
  },
};

/** The event as receivers read it (docs/webhooks.md "Events"). */
function webhookBody(event: DestinationEvent) {
  const { lead } = event;
  const about = { reference: lead.reference, operation: lead.operation.id };
  if (event.type === 'lead.accepted') {
    return {
      type: event.type,
      timestamp: event.occurredAt.toISOString(),
      data: {
        ...about,
        locale: lead.locale,
        createdAt: lead.createdAt.toISOString(),
        payload: lead.payload,
        attribution: lead.attribution,
        otherLeads: lead.otherLeads.map((other) => ({
          reference: other.reference,
          operation: other.operation,
          createdAt: other.createdAt.toISOString(),
        })),
        // A priced request's quotation, as its answer gave it (docs/webhooks.md "Events").
        ...(lead.quotation ? { estimate: webhookEstimate(lead.quotation) } : {}),
      },
    };
  }
  const { booking } = event;
  return {
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: {
      ...about,
      booking: {
        id: booking.id,
        status: booking.status,
        sequence: booking.sequence,
        start: booking.start.toISOString(),
        end: booking.end.toISOString(),
        timeZone: booking.timeZone,
      },
    },
  };
}
