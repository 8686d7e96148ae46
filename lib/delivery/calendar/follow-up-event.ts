import { createHash } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';
import { teamText } from '@/lib/abuse/team-text';
import { english } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { recipientOf } from '@/lib/mailbox/recipient';
import { getOperation, type Operation } from '@/lib/operations/registry';
import { leadFieldLines } from '../lead-fields';
import type { StoredLead } from '../stored-lead';
import { followUpSlot } from './follow-up-slot';

/**
 * The event id is derived from the lead, so a retried insert can never create a second event
 * (Google answers 409 for a known id). Lowercase hex is valid base32hex ([a-v0-9], 5-1024 chars).
 */
export function followUpEventId(lead: Pick<StoredLead, 'id'>): string {
  return createHash('sha256').update(`follow-up:${lead.id}`).digest('hex');
}

/** Request text on one line, as the team reads it: for the summary, which Google shows as plain text. */
const oneLine = (text: string) => teamText(text).replace(/\n+/g, ' ').trim();

/**
 * Google Calendar shows an event's description as HTML (links and tags from the API are rendered),
 * so every character that HTML reads as markup is escaped: a demo's message arrives as the text
 * the sender typed, never as a link.
 */
export function htmlEscaped(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** What the team promised, in the registry's hours (followUpWithinHours); nothing when it promised nothing. */
function promisedFollowUp(operation: Pick<Operation, 'id' | 'followUpWithinHours'>): string[] {
  const hours = operation.followUpWithinHours;
  return hours === undefined ? [] : [`Promised: a follow-up within ${hours} ${hours === 1 ? 'hour' : 'hours'}.`];
}

/**
 * What the team's events say of a lead, for a salesperson: the summary's "name (club)", and the
 * description's request, promise, number to dial and fields.
 */
export function leadEventText(lead: StoredLead): { who: string; title: string; lines: string[] } {
  const operation = getOperation(lead.operation);
  const club = typeof lead.payload.clubName === 'string' ? ` (${oneLine(lead.payload.clubName)})` : '';
  const fields = leadFieldLines(operation, lead.payload, english, { choicesOnly: false }).map(
    (line) => `${line.label}: ${teamText(line.value)}`,
  );
  const title = operationTitle(operation);
  const recipient = recipientOf(operation, lead.payload);
  return {
    who: `${oneLine(lead.payload.name)}${club}`,
    title,
    lines: [
      `${title} ${lead.reference}, received ${lead.createdAt.toISOString()}.`,
      ...promisedFollowUp(operation),
      // The number to dial, first, as the person typed it (cleaned like all request text).
      ...(recipient.channel === 'phone' ? [`Asked to be called: ${oneLine(recipient.given)}.`] : []),
      '',
      ...fields,
    ],
  };
}

/** The team's follow-up event for a quote or demo request, described for a salesperson. */
export function followUpEvent(lead: StoredLead, timeZone: string): calendar_v3.Schema$Event & { id: string } {
  const { start, end } = followUpSlot(lead.createdAt, timeZone);
  return followUpEventFor([lead], {
    id: followUpEventId(lead),
    start: { dateTime: start.toISOString(), timeZone },
    end: { dateTime: end.toISOString(), timeZone },
  });
}

/**
 * One follow-up for several leads of one person (lib/delivery/calendar/shared-follow-up.ts), at the
 * event's time: the summary names every reference, the description each lead's lines in turn;
 * `more` leads beyond those given are counted, not described, so that a flood of requests from one
 * mailbox cannot grow the event without end.
 */
export function followUpEventFor(
  leads: readonly StoredLead[],
  event: { id: string; start: calendar_v3.Schema$EventDateTime; end: calendar_v3.Schema$EventDateTime },
  more = 0,
): calendar_v3.Schema$Event & { id: string } {
  const texts = leads.map((lead) => ({ reference: lead.reference, ...leadEventText(lead) }));
  const [first] = texts;
  if (!first) throw new Error('A follow-up event is about one lead at least');
  const references = texts.map((text) => text.reference).join(', ') + (more ? ` and ${more} more` : '');
  const titles = [...new Set(texts.map((text) => text.title.toLowerCase()))].join(' and ');
  const lines =
    texts.length === 1 && !more
      ? first.lines
      : [
          `One follow-up for ${texts.length + more} requests from this person: ${references}.`,
          ...texts.flatMap((text) => ['', '———', ...text.lines]),
        ];
  return {
    id: event.id,
    summary: `Follow up ${references}: ${first.who}, ${titles}`,
    description: htmlEscaped(lines.join('\n')),
    start: event.start,
    end: event.end,
  };
}
