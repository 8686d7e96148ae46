import path from 'node:path';
import { leaveFollowUp, type FollowUpExit } from '@/lib/delivery/calendar/shared-follow-up';
import { withLeadLock, withPersonLock, withTeamDigestLock } from '@/lib/store/lead-lock';
import type { KeptLead } from './kept-leads';
import { deleteLeadJobs, deleteLeadRows, type DeletedRows } from './lead-records';
import { outboxFilesOf, removeOutboxFiles } from './outbox-files';
import { bookingsWithEventsOf, calendarEventIdOf, type PrivacyContext } from './privacy-context';

/** What an erasure deleted, lead by lead (references only: the person's details are gone). */
export interface Erasure {
  leads: {
    reference: string;
    operation: string;
    receivedAt: string;
    outboxFiles: string[];
    /**
     * Its follow-up: `rewritten` when other leads of the person are in it too, which keep it
     * without this lead's lines (lib/delivery/calendar/shared-follow-up.ts).
     */
    calendarEvent: 'deleted' | 'absent' | 'none' | 'rewritten';
    /** The meeting of each of its demo bookings, in the Google calendar (the outbox's are among `outboxFiles`). */
    meetingEvents: ('deleted' | 'absent')[];
  }[];
  /** Leads kept whole because something about them could not be deleted: erase them again later. */
  failed: { reference: string; operation: string; receivedAt: string; error: string }[];
  rows: DeletedRows;
}

const NO_ROWS: DeletedRows = { leads: 0, bookings: 0, deliveries: 0, jobs: 0, idempotentAnswers: 0 };

function addRows(a: DeletedRows, b: DeletedRows): DeletedRows {
  return {
    leads: a.leads + b.leads,
    bookings: a.bookings + b.bookings,
    deliveries: a.deliveries + b.deliveries,
    jobs: a.jobs + b.jobs,
    idempotentAnswers: a.idempotentAnswers + b.idempotentAnswers,
  };
}

/**
 * Deletes everything kept about the leads. First their jobs, so that no delivery of them starts
 * meanwhile; then lead by lead, holding the lead's lock (a delivery under way finishes first, so
 * its event or outbox file is there to be deleted): the calendar events (its follow-up and its
 * bookings' meetings), the outbox files, and the rows last, so that when the calendar cannot be reached the lead is kept whole, reported in
 * `failed`, and erased on the next attempt.
 */
export async function eraseLeads(context: PrivacyContext, leads: readonly KeptLead[]): Promise<Erasure> {
  const erased: Erasure = { leads: [], failed: [], rows: NO_ROWS };
  if (!leads.length) return erased;

  erased.rows = {
    ...NO_ROWS,
    jobs: await deleteLeadJobs(
      context.database,
      leads.map((lead) => lead.id),
    ),
  };
  for (const lead of leads) {
    const about = { reference: lead.reference, operation: lead.operation, receivedAt: lead.createdAt.toISOString() };
    try {
      const { rows, ...outcome } = await withLeadLock(context.database, lead.id, () => eraseLead(context, lead));
      erased.leads.push({ ...about, ...outcome });
      erased.rows = addRows(erased.rows, rows);
    } catch (error) {
      erased.failed.push({ ...about, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return erased;
}

async function eraseLead(context: PrivacyContext, lead: KeptLead) {
  const { rows } = await context.database.query<{ mailbox: string | null }>('SELECT mailbox FROM leads WHERE id = $1', [lead.id]);
  const mailbox = rows[0]?.mailbox ?? null;
  // The person's lock too: a lead of theirs delivered meanwhile must not join (and so write back)
  // the follow-up this lead is being taken out of.
  return mailbox
    ? withPersonLock(context.database, mailbox, () => eraseLeadLocked(context, lead, mailbox))
    : eraseLeadLocked(context, lead, null);
}

async function eraseLeadLocked(context: PrivacyContext, lead: KeptLead, mailbox: string | null) {
  const { database, dataDir, calendar, calendarId } = context;
  const { calendarEvent, keptEventId } = await eraseFollowUp(
    context,
    lead,
    await leaveFollowUp(database, context, { id: lead.id, mailbox }),
  );
  // Read under the lead's lock, which a booking's delivery holds too: a meeting made meanwhile is here.
  const meetingEventIds = (await bookingsWithEventsOf(database, lead)).map((booking) => booking.eventId);
  const meetingEvents: Erasure['leads'][number]['meetingEvents'] = [];
  // The Google calendar's; the outbox's are files, deleted with the others below.
  if (calendar.provider === 'google-calendar') {
    for (const id of meetingEventIds) meetingEvents.push(await calendar.remove(calendarId, id));
  }
  // Looked for now, under the locks: a delivery that was under way, or a digest that lists the
  // lead, may have written one; and no digest lists the lead once its rows are gone.
  return withTeamDigestLock(database, async () => {
    const found = (await outboxFilesOf(dataDir, [{ ...lead, eventIds: meetingEventIds }])).get(lead.id) ?? [];
    // The outbox's file of a follow-up other leads keep is theirs now (rewritten without this lead).
    const outboxFiles = found.filter((file) => file !== path.join('calendar', `${keptEventId}.json`));
    await removeOutboxFiles(dataDir, outboxFiles);
    const rows = await database.transaction((tx) => deleteLeadRows(tx, [lead]));
    return { outboxFiles, calendarEvent, meetingEvents, rows };
  });
}

/**
 * The lead's follow-up, once the lead has left it: its own, when it was alone in it, is deleted
 * (from Google here; the outbox's is a file, found with the others); one other leads are still in
 * stays, theirs.
 */
async function eraseFollowUp(
  context: PrivacyContext,
  lead: KeptLead,
  exit: FollowUpExit,
): Promise<{ calendarEvent: Erasure['leads'][number]['calendarEvent']; keptEventId?: string }> {
  if (exit.kind === 'left') return { calendarEvent: 'none', keptEventId: exit.eventId };
  if (exit.kind === 'shared')
    return { calendarEvent: exit.outcome, ...(exit.outcome === 'rewritten' ? { keptEventId: exit.eventId } : {}) };
  const eventId = calendarEventIdOf(context, lead);
  return { calendarEvent: eventId ? await context.calendar.remove(context.calendarId, eventId) : 'none' };
}
