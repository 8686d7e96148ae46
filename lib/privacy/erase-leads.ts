import type { KeptLead } from './kept-leads';
import { deleteLeadJobs, deleteLeadRows, type DeletedRows } from './lead-records';
import { outboxFilesOf, removeOutboxFiles } from './outbox-files';
import { calendarEventIdOf, type PrivacyContext } from './privacy-context';

/** What an erasure deleted, lead by lead (references only: the person's details are gone). */
export interface Erasure {
  leads: {
    reference: string;
    operation: string;
    receivedAt: string;
    outboxFiles: string[];
    calendarEvent: 'deleted' | 'absent' | 'none';
  }[];
  rows: DeletedRows;
}

/**
 * Deletes everything kept about the leads. First their jobs, so that no delivery runs meanwhile;
 * then what lives outside the store (calendar events, outbox files); the rows last, so that when
 * the calendar cannot be reached the leads are still there to be erased on the next attempt.
 */
export async function eraseLeads(context: PrivacyContext, leads: readonly KeptLead[]): Promise<Erasure> {
  const { database, dataDir, calendar, calendarId } = context;
  const erased: Erasure = { leads: [], rows: { leads: 0, deliveries: 0, jobs: 0, idempotentAnswers: 0 } };
  if (!leads.length) return erased;

  erased.rows.jobs = await deleteLeadJobs(
    database,
    leads.map((lead) => lead.id),
  );
  const files = await outboxFilesOf(dataDir, leads);
  for (const lead of leads) {
    const eventId = calendarEventIdOf(context, lead);
    const calendarEvent = eventId ? await calendar.remove(calendarId, eventId) : 'none';
    const outboxFiles = files.get(lead.id) ?? [];
    await removeOutboxFiles(dataDir, outboxFiles);
    erased.leads.push({
      reference: lead.reference,
      operation: lead.operation,
      receivedAt: lead.createdAt.toISOString(),
      outboxFiles,
      calendarEvent,
    });
  }
  const rows = await database.transaction((tx) => deleteLeadRows(tx, leads));
  erased.rows = { ...rows, jobs: erased.rows.jobs + rows.jobs };
  return erased;
}
