import { IncomingWebhook, IncomingWebhookHTTPError, type IncomingWebhookSendArguments } from '@slack/webhook';
import { teamText } from '@/lib/abuse/team-text';
import { otherLeadsSection } from './other-leads-lines';
import { quotationSection } from './quotation-lines';
import { english } from '@/lib/i18n/messages';
import type { Env } from '@/lib/settings/env';
import { DESTINATION_TIMEOUT_MS, DestinationError, refusal, type Destination, type DestinationEvent } from './destination';

/**
 * Slack (SLACK_WEBHOOK_URL, an incoming webhook): one Block Kit message per lead, in English, with
 * what the team notification shows. Every piece of lead text is `plain_text` (no mrkdwn, so no bold,
 * links or quotes made from it), its `&`, `<` and `>` escaped as Slack requires (so `<!channel>`,
 * `<@U…>` and `<https://…|…>` stay text), its control and bidi characters removed (teamText).
 *
 * Slack's webhooks take no idempotency key: the queue records the message once Slack said `ok`; a
 * connection lost after Slack accepted and before its answer cannot be told from one lost before,
 * and is sent again (docs/webhooks.md "Slack").
 */
export const slack: Destination = {
  name: 'slack',
  configured: (env: Env) => Boolean(env.SLACK_WEBHOOK_URL),
  events: ['lead.accepted'],

  async deliver(event, { env }) {
    // No retries of its own (the queue retries), and a limit on each call.
    let retryAfter: string | null = null;
    const client = new IncomingWebhook(env.SLACK_WEBHOOK_URL!, {
      timeout: DESTINATION_TIMEOUT_MS,
      retryConfig: { retries: 0 },
      // The client's errors keep the status, not the headers: Retry-After is read here.
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        retryAfter = response.headers.get('retry-after');
        return response;
      },
    });
    try {
      await client.send(slackMessage(event));
    } catch (error) {
      if (error instanceof IncomingWebhookHTTPError) {
        throw refusal('Slack', error.statusCode, error.statusCode === 429 ? retryAfter : undefined);
      }
      throw new DestinationError(
        `Slack could not be reached (timeout, connection failed or reset after ${DESTINATION_TIMEOUT_MS} ms at most)`,
      );
    }
    return { status: 'sent' };
  },

  async erase() {
    return { destination: 'slack', outcome: "not erased there: the lead's Slack messages stay in the channel; delete them in Slack" };
  },
};

/** Slack's own escaping of its three control characters; nothing else is decoded (docs/webhooks.md "Slack"). */
function slackEscape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Lead text as a Slack text object: what the team reads (teamText), escaped, plain, within Slack's limit. */
function plain(text: string, max = 3_000) {
  const chars = Array.from(teamText(text));
  // Cut before escaping, so that no escape is cut in half; Slack counts the escaped text.
  for (let keep = chars.length; ; keep = Math.floor(keep * 0.9)) {
    const escaped = slackEscape(chars.slice(0, keep).join('')) + (keep < chars.length ? '…' : '');
    if (escaped.length <= max) return { type: 'plain_text' as const, text: escaped || ' ', emoji: false };
  }
}

/** Slack allows 50 blocks a message; a lead's fields are far fewer, the rest are cut. */
const MAX_BLOCKS = 50;

/** The message: a header, the fields, a priced request's quotation, where it came from, the person's other leads, the facts. */
function slackMessage(event: DestinationEvent): IncomingWebhookSendArguments {
  const { lead } = event;
  const contact = lead.contact.channel === 'email' ? `Email: ${lead.contact.address}` : `Phone: ${lead.contact.number}`;
  const blocks: NonNullable<IncomingWebhookSendArguments['blocks']> = [
    { type: 'header', text: plain(`New ${lead.operation.name}: ${lead.reference}`.replace(/\s+/g, ' '), 150) },
    { type: 'section', text: plain(`From: ${lead.name}\n${contact}`) },
    ...lead.fields.map((line) => ({ type: 'section' as const, text: plain(`${line.label}: ${line.value}`) })),
  ];
  if (lead.quotation) {
    const quotation = quotationSection(lead.quotation);
    blocks.push({ type: 'section', text: plain([quotation.title, ...quotation.lines].join('\n')) });
  }
  if (lead.origin.length) {
    blocks.push({
      type: 'section',
      text: plain(['Where the lead came from', ...lead.origin.map((row) => `${row.label}: ${row.value}`)].join('\n')),
    });
  }
  // The person's other leads as the team's mail names them (its copy, in English).
  const others = otherLeadsSection(lead.otherLeads, english);
  if (others) blocks.push({ type: 'section', text: plain([others.title, ...others.items].join('\n')) });
  const context = { type: 'context' as const, elements: lead.facts.slice(0, 10).map((fact) => plain(fact, 2_000)) };
  return {
    // The notification's text: no lead text in it, so nothing in it is parsed.
    text: `New ${lead.operation.name} ${lead.reference}`,
    blocks: [...blocks.slice(0, MAX_BLOCKS - 1), ...(context.elements.length ? [context] : [])],
    unfurl_links: false,
    unfurl_media: false,
  };
}
