import { createHash } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';
import { htmlEscaped, teamText } from '@/lib/abuse/team-text';
import { english } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { recipientOf } from '@/lib/mailbox/recipient';
import { followsUpWithinWorkingDay, getOperation } from '@/lib/operations/registry';
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

/** What the team must do, as the team notification says it (followUpWithinWorkingDay); nothing when nothing was promised. */
function promisedFollowUp(operation: object): string[] {
  return followsUpWithinWorkingDay(operation) ? [english('emails.team.followUp')] : [];
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

/**
 * The team's follow-up event for a quote or demo request, described for a salesperson, at its first
 * candidate slot: the delivery puts it in the team's free time instead (place-follow-up.ts).
 */
export function followUpEvent(lead: StoredLead, timeZone: string): calendar_v3.Schema$Event & { id: string } {
  const { start, end } = followUpSlot(lead.createdAt, timeZone);
  return followUpEventFor([lead], {
    id: followUpEventId(lead),
    start: { dateTime: start.toISOString(), timeZone },
    end: { dateTime: end.toISOString(), timeZone },
  });
}

/**
 * The most characters an event's description holds, as sent (escaped for HTML). Google documents no
 * limit but refuses events with very large descriptions, and its calendar shows only about 8,192
 * characters of one: 8,000 keeps every event Google takes within what a salesperson is shown, where
 * one quote's request text alone (5,000 characters, each `&` five once escaped) could exceed it.
 */
export const DESCRIPTION_BUDGET = 8_000;

/** What ends a lead's lines that the description's budget cut short. */
const CUT = '\n… (cut short: the team notification has it all)';

/**
 * One follow-up for several leads of one person (lib/delivery/calendar/shared-follow-up.ts), at the
 * event's time: the summary names every reference, the description each lead's lines in turn;
 * `more` leads beyond those given are counted, not described, so that a flood of requests from one
 * mailbox cannot grow the event without end. The description stays within DESCRIPTION_BUDGET: the
 * leads are described in full, in turn, while they fit; the first that does not is cut short; the
 * rest get one line each (reference, request, received).
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
  const description =
    texts.length === 1 && !more
      ? withinBudget('', [{ full: htmlEscaped(first.lines.join('\n')), brief: htmlEscaped(first.lines[0]!) }])
      : withinBudget(
          htmlEscaped(`One follow-up for ${texts.length + more} requests from this person: ${references}.`),
          texts.map((text) => ({
            full: htmlEscaped(['', '', '———', ...text.lines].join('\n')),
            brief: htmlEscaped(['', '', '———', text.lines[0]!].join('\n')),
          })),
        );
  return {
    id: event.id,
    summary: `Follow up ${references}: ${first.who}, ${titles}`,
    description,
    start: event.start,
    end: event.end,
  };
}

/**
 * The heading, then each lead in full while it fits in DESCRIPTION_BUDGET with one line kept for
 * each lead after it; the first that does not fit is cut short, the rest are one line each. The
 * parts come escaped: a cut never ends inside an entity.
 */
function withinBudget(heading: string, parts: readonly { full: string; brief: string }[]): string {
  let used = heading.length + parts.reduce((sum, part) => sum + part.brief.length, 0);
  let room = true;
  const described = parts.map((part) => {
    if (!room) return part.brief;
    if (used - part.brief.length + part.full.length <= DESCRIPTION_BUDGET) {
      used += part.full.length - part.brief.length;
      return part.full;
    }
    room = false;
    const cut = cutAt(part.full, DESCRIPTION_BUDGET - used + part.brief.length - CUT.length);
    if (cut.length <= part.brief.length) return part.brief;
    used += cut.length + CUT.length - part.brief.length;
    return cut + CUT;
  });
  return [heading, ...described].join('');
}

/** The text's first `length` characters at most, never ending inside an HTML entity (`&amp;`, `&#39;`). */
function cutAt(text: string, length: number): string {
  if (length <= 0) return '';
  const cut = text.slice(0, length);
  const entity = cut.lastIndexOf('&');
  return entity >= 0 && !cut.includes(';', entity) ? cut.slice(0, entity) : cut;
}
