import type { calendar_v3 } from '@googleapis/calendar';
import type { Sql } from '@/lib/store/database';
import { loadLeads, type StoredLead } from '../stored-lead';
import type { CalendarTransport } from './calendar-transport';
import { endedBy } from './event-end';
import { followUpEventFor, followUpEventId } from './follow-up-event';

/**
 * One person, one follow-up (issue 27, "The team sees a person"): a lead that would book a
 * follow-up while another lead of the same mailbox has one still ahead joins that event instead,
 * and a lead that leaves an event (erased, or replaced by a booked meeting) takes only its own
 * lines out of it. The deliveries table says who is in which event: a lead's 'calendar-event'
 * row names the event in provider_id, 'sent' for the lead that booked it, 'skipped' with detail
 * `joined <reference>` for each lead that joined it. Callers hold the person's lock
 * (lib/store/lead-lock.ts withPersonLock) around all of it.
 */

/** The calendar the team's follow-ups are in. */
export interface FollowUpCalendar {
  calendar: CalendarTransport;
  calendarId: string;
}

/** The detail of a joined lead's 'calendar-event' row: `joined <reference of the lead that booked it>`. */
export const joinedDetail = (reference: string) => `joined ${reference}`;
/** The detail a booked meeting gives the 'calendar-event' row of the lead it took out of its follow-up. */
export const LEFT_FOR_MEETING = 'left: meeting booked';

/**
 * The most leads an event names; those beyond are counted, so a flood from one mailbox cannot grow it
 * without end (the description's length has its own bound, DESCRIPTION_BUDGET in follow-up-event.ts).
 */
const MAX_DESCRIBED = 10;

/**
 * The rows (alias `d`) that put a lead in the event their provider_id names; with `provider`, in
 * this calendar only: an event of another transport (the outbox's, before Google was configured) is
 * not in it.
 */
const inEvent = (provider?: string) =>
  `d.kind = 'calendar-event'${provider ? ` AND d.provider = ${provider}` : ''} AND d.provider_id IS NOT NULL
   AND ((d.status = 'sent' AND d.detail IS NULL) OR (d.status = 'skipped' AND d.detail LIKE 'joined %'))`;

/** The leads in an event but `except`, oldest first: the first MAX_DESCRIBED, and how many more. */
async function leadsInEvent(
  sql: Sql,
  provider: string,
  person: { id: string; mailbox: string },
  eventId: string,
): Promise<{ leads: StoredLead[]; more: number }> {
  // Every lead in an event has the mailbox of the lead that booked it: that bounds the search.
  const { rows } = await sql.query<{ lead_id: string; total: number | string }>(
    `SELECT d.lead_id, count(*) OVER () AS total FROM leads l JOIN deliveries d ON d.lead_id = l.id
     WHERE l.mailbox = $1 AND l.id <> $2 AND d.provider_id = $3 AND ${inEvent('$4')}
     ORDER BY l.created_at, l.reference LIMIT $5`,
    [person.mailbox, person.id, eventId, provider, MAX_DESCRIBED],
  );
  const leads = await loadLeads(
    sql,
    rows.map((row) => row.lead_id),
  );
  return { leads, more: Math.max(0, Number(rows[0]?.total ?? 0) - leads.length) };
}

/** An open follow-up of the person: the event, and the reference of the lead that booked it. */
export interface OpenFollowUp {
  eventId: string;
  reference: string;
  event: calendar_v3.Schema$Event;
}

/** The most recent events of the person a new lead looks at: one is open at a time (a new lead joins it), so a few bound the calendar reads. */
const EVENTS_LOOKED_AT = 3;

/**
 * The person's follow-up a new lead of theirs joins instead of booking another: an event another
 * lead of the same mailbox is in (the one that booked it, or one that joined it: the booking lead
 * may have been erased or left it for a meeting since), which the calendar still holds and which
 * has not ended by the event's own time (the team may have moved it, deleted it, or a booked
 * meeting may have replaced it: a new lead then books its own). Newest events first.
 */
export async function openFollowUpOfPerson(
  sql: Sql,
  target: FollowUpCalendar & { timeZone: string },
  lead: Pick<StoredLead, 'id' | 'mailbox'>,
  now = new Date(),
): Promise<OpenFollowUp | undefined> {
  if (!lead.mailbox) return undefined;
  // One row per event, newest first: the reference of its earliest lead still in it (the one `joined` names).
  const { rows } = await sql.query<{ reference: string; provider_id: string }>(
    `SELECT provider_id, reference FROM (
       SELECT DISTINCT ON (d.provider_id) d.provider_id, l.reference, max(l.created_at) OVER (PARTITION BY d.provider_id) AS newest
       FROM leads l JOIN deliveries d ON d.lead_id = l.id
       WHERE l.mailbox = $1 AND l.id <> $2 AND ${inEvent('$3')}
       ORDER BY d.provider_id, l.created_at, l.reference
     ) events ORDER BY newest DESC LIMIT $4`,
    [lead.mailbox, lead.id, target.calendar.provider, EVENTS_LOOKED_AT],
  );
  for (const row of rows) {
    const event = await target.calendar.find(target.calendarId, row.provider_id);
    if (event?.start && event.end && !endedBy(event.end, target.timeZone, now))
      return { eventId: row.provider_id, reference: row.reference, event };
  }
  return undefined;
}

/**
 * Puts the leads in the event as the calendar holds it: at its time, which the team may have moved,
 * with the guests, place, colour and reminders the team may have given it (an update replaces the
 * whole event).
 */
async function writeEvent(
  target: FollowUpCalendar,
  id: string,
  held: calendar_v3.Schema$Event,
  leads: readonly StoredLead[],
  more: number,
) {
  const event = followUpEventFor(leads, { id, start: held.start!, end: held.end! }, more);
  const kept = Object.fromEntries(
    TEAM_FIELDS.flatMap((field) => (held[field] === undefined || held[field] === null ? [] : [[field, held[field]]])),
  );
  await target.calendar.upsert(target.calendarId, { ...event, ...kept });
}

/** What the team may set on a follow-up that a rewrite of its leads keeps. */
const TEAM_FIELDS = ['attendees', 'location', 'colorId', 'reminders'] as const satisfies readonly (keyof calendar_v3.Schema$Event)[];

/**
 * Adds the lead to the open follow-up: the event then names every lead in it, this one among them.
 * Repeating it (a retry after a crash before the lead's row was written) writes the same event.
 */
export async function joinFollowUp(sql: Sql, target: FollowUpCalendar, open: OpenFollowUp, lead: StoredLead & { mailbox: string }) {
  const { leads, more } = await leadsInEvent(sql, target.calendar.provider, lead, open.eventId);
  const described = leads.length < MAX_DESCRIBED ? [...leads, lead].sort(byArrival) : leads;
  const counted = leads.length < MAX_DESCRIBED ? more : more + 1;
  await writeEvent(target, open.eventId, open.event, described, counted);
}

const byArrival = (a: StoredLead, b: StoredLead) => a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference);

/**
 * What taking a lead out of the team's follow-ups did:
 * - `alone`: the lead is in no event with another lead; its own follow-up, if any, is its alone to delete;
 * - `shared`: it was in an event with other leads (`rewritten` without it), or the last one left
 *   in an event another lead booked (`deleted`, or `absent` when the calendar no longer had it);
 * - `left`: it left its own follow-up before (for a meeting), which other leads are still in.
 */
export type FollowUpExit =
  { kind: 'alone' } | { kind: 'shared'; eventId: string; outcome: 'rewritten' | 'deleted' | 'absent' } | { kind: 'left'; eventId: string };

/**
 * Takes the lead out of the follow-up it is in: the other leads in it keep the event, which no
 * longer names this one; when none is left, the event goes. Deleting the lead's own follow-up when
 * it was alone in it is the caller's (as it was before events were shared).
 */
export async function leaveFollowUp(
  sql: Sql,
  target: FollowUpCalendar,
  lead: { id: string; mailbox: string | null },
): Promise<FollowUpExit> {
  if (!lead.mailbox) return { kind: 'alone' };
  const person = { id: lead.id, mailbox: lead.mailbox };
  const ownEventId = followUpEventId(lead);
  const { rows } = await sql.query<{ provider_id: string }>(
    `SELECT d.provider_id FROM deliveries d WHERE d.lead_id = $1 AND ${inEvent('$2')}`,
    [lead.id, target.calendar.provider],
  );
  const eventId = rows[0]?.provider_id;
  if (!eventId) {
    const { leads } = await leadsInEvent(sql, target.calendar.provider, person, ownEventId);
    return leads.length ? { kind: 'left', eventId: ownEventId } : { kind: 'alone' };
  }
  const { leads, more } = await leadsInEvent(sql, target.calendar.provider, person, eventId);
  if (!leads.length) {
    if (eventId === ownEventId) return { kind: 'alone' };
    return { kind: 'shared', eventId, outcome: await target.calendar.remove(target.calendarId, eventId) };
  }
  const event = await target.calendar.find(target.calendarId, eventId);
  if (!event?.start || !event.end) return { kind: 'shared', eventId, outcome: 'absent' };
  await writeEvent(target, eventId, event, leads, more);
  return { kind: 'shared', eventId, outcome: 'rewritten' };
}

/** Marks the lead's follow-up row as left for its meeting: no later join or rewrite names it again. */
export async function markLeftForMeeting(sql: Sql, leadId: string): Promise<void> {
  await sql.query(
    // Whichever calendar the row names: the lead leaves every follow-up it was in.
    `UPDATE deliveries d SET detail = $2 WHERE d.lead_id = $1 AND ${inEvent()}`,
    [leadId, LEFT_FOR_MEETING],
  );
}

/**
 * Puts the lead back in a follow-up (its own, `sent`, or the person's open one it joined, `skipped`
 * with `joined <reference>`) after a cancelled meeting: the row its first follow-up wrote, or the
 * one it never had (booked with its request), now says where it is, so that a later meeting, an
 * erasure or another lead of the person finds it there.
 */
export async function recordFollowUpBack(
  sql: Sql,
  lead: { id: string },
  entry: { provider: string; eventId: string; joined?: string },
): Promise<void> {
  const [status, detail] = entry.joined ? ['skipped', joinedDetail(entry.joined)] : ['sent', null];
  await sql.query(
    `INSERT INTO deliveries (lead_id, kind, status, provider, provider_id, detail) VALUES ($1, 'calendar-event', $2, $3, $4, $5)
     ON CONFLICT (lead_id, kind) DO UPDATE SET status = $2, provider = $3, provider_id = $4, detail = $5, delivered_at = now()`,
    [lead.id, status, entry.provider, entry.eventId, detail],
  );
}

/**
 * The follow-up event that holds the lead's lines, for the privacy export: the one it is in; its own
 * when it has no record of one (an insert may have gone through unrecorded); none once a meeting
 * took it out of its follow-up.
 */
export async function followUpEventIdOf(sql: Sql, provider: string, lead: { id: string }): Promise<string | undefined> {
  const { rows } = await sql.query<{ provider_id: string | null; in_event: boolean; detail: string | null }>(
    `SELECT d.provider_id, (${inEvent('$2')}) AS in_event, d.detail FROM deliveries d
     WHERE d.lead_id = $1 AND d.kind = 'calendar-event'`,
    [lead.id, provider],
  );
  const row = rows[0];
  if (row?.in_event && row.provider_id) return row.provider_id;
  return row?.detail === LEFT_FOR_MEETING ? undefined : followUpEventId(lead);
}
