import { withLeadLock, withTeamDigestLock } from '@/lib/store/lead-lock';
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
    calendarEvent: 'deleted' | 'absent' | 'none';
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
  const { database, dataDir, calendar, calendarId } = context;
  const eventId = calendarEventIdOf(context, lead);
  const calendarEvent: Erasure['leads'][number]['calendarEvent'] = eventId ? await calendar.remove(calendarId, eventId) : 'none';
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
    const outboxFiles = (await outboxFilesOf(dataDir, [{ ...lead, meetingEventIds }])).get(lead.id) ?? [];
    await removeOutboxFiles(dataDir, outboxFiles);
    const rows = await database.transaction((tx) => deleteLeadRows(tx, [lead]));
    return { outboxFiles, calendarEvent, meetingEvents, rows };
  });
}
