import { createHash } from 'node:crypto';
import type { calendar_v3 } from '@googleapis/calendar';
import { translatorFor } from '@/lib/i18n/messages';
import { getOperation } from '@/lib/operations/registry';
import { fieldLines } from '../lead-fields';
import type { StoredLead } from '../stored-lead';
import { followUpSlot } from './follow-up-slot';

/**
 * The event id is derived from the lead, so a retried insert can never create a second event
 * (Google answers 409 for a known id). Lowercase hex is valid base32hex ([a-v0-9], 5-1024 chars).
 */
export function followUpEventId(lead: Pick<StoredLead, 'id'>): string {
  return createHash('sha256').update(`follow-up:${lead.id}`).digest('hex');
}

/** The team's follow-up event for a quote or demo request, described for a salesperson. */
export function followUpEvent(lead: StoredLead, timeZone: string): calendar_v3.Schema$Event & { id: string } {
  const operation = getOperation(lead.operation);
  const t = translatorFor('en');
  const club = typeof lead.payload.clubName === 'string' ? ` (${lead.payload.clubName})` : '';
  const { start, end } = followUpSlot(lead.createdAt, timeZone);
  const fields = fieldLines(operation, lead.payload, t, { choicesOnly: false }).map(
    (line) => `${t(`fields.${line.field}`)}: ${line.value}`,
  );
  return {
    id: followUpEventId(lead),
    summary: `Follow up ${lead.reference}: ${lead.payload.name}${club}, ${operation.title.toLowerCase()}`,
    description: [
      `${operation.title} ${lead.reference}, received ${lead.createdAt.toISOString()}.`,
      'Promised: a follow-up within 24 hours.',
      '',
      ...fields,
    ].join('\n'),
    start: { dateTime: start.toISOString(), timeZone },
    end: { dateTime: end.toISOString(), timeZone },
  };
}
