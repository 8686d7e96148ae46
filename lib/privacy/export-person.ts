import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '@/lib/store/database';
import { leadsOfPerson, personNamed, type KeptLead } from './kept-leads';
import { readLeadRecords } from './lead-records';
import { followUpEventIdOf } from '@/lib/delivery/calendar/shared-follow-up';
import { quotationAttachment } from '@/lib/delivery/quotation-attachment';
import { loadLead } from '@/lib/delivery/stored-lead';
import { destinationsOfLead } from './destination-records';
import { outboxFilesOf } from './outbox-files';
import { bookingsWithEventsOf, calendarEventIdOf, type PrivacyContext } from './privacy-context';

/** Whom a privacy command's output is about: the address as given, or the number to dial. */
export function personOf(person: string): { email: string } | { phone: string } {
  const recipient = personNamed(person);
  return recipient.channel === 'email' ? { email: person } : { phone: recipient.number };
}

/**
 * Everything kept about the person who uses `person` (an email address or a phone number), as one
 * JSON-ready object: each lead's row, the rows kept with it, the team's tools it went to (webhook,
 * Slack, HubSpot), its demo bookings with their meetings, its outbox files' contents, its events
 * in the team calendar, and the quotation PDF it was sent.
 */
export async function exportPerson(context: PrivacyContext, person: string) {
  const leads = await Promise.all(
    (await leadsOfPerson(context.database, person)).map(async (lead) => ({
      ...lead,
      bookings: await bookingsWithEventsOf(context.database, lead),
      followUpEventId: await followUpEventIdOf(context.database, context.calendar.provider, lead),
    })),
  );
  const files = await outboxFilesOf(
    context.dataDir,
    leads.map((lead) => ({
      ...lead,
      // A follow-up it joined holds its lines too (lib/delivery/calendar/shared-follow-up.ts).
      eventIds: [...lead.bookings.map((booking) => booking.eventId), ...(lead.followUpEventId ? [lead.followUpEventId] : [])],
    })),
  );
  return {
    ...personOf(person),
    exportedAt: new Date().toISOString(),
    leads: await Promise.all(
      leads.map(async (lead) => ({
        ...(await leadRow(context.database, lead)),
        ...(await readLeadRecords(context.database, lead)),
        destinations: await destinationsOfLead(context.database, lead),
        bookings: await Promise.all(lead.bookings.map((booking) => bookingOf(context, booking))),
        outboxFiles: await Promise.all((files.get(lead.id) ?? []).map((file) => outboxFile(context.dataDir, file))),
        calendarEvent: await calendarEvent(context, lead, lead.followUpEventId),
        quotationPdf: await quotationPdf(context.database, lead),
      })),
    ),
  };
}

/**
 * A demo booking as the person would read it (the time, the zone they chose, where it stands, how
 * often it changed), with its meeting as the Google calendar holds it (the outbox's is among the
 * outbox files).
 */
async function bookingOf(context: PrivacyContext, booking: Awaited<ReturnType<typeof bookingsWithEventsOf>>[number]) {
  const google = context.calendar.provider === 'google-calendar';
  return {
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    timeZone: booking.timeZone,
    status: booking.status,
    sequence: booking.sequence,
    calendarEvent: google
      ? {
          calendarId: context.calendarId,
          id: booking.eventId,
          event: (await context.calendar.find(context.calendarId, booking.eventId)) ?? null,
        }
      : null,
  };
}

async function leadRow(sql: Sql, lead: KeptLead) {
  const { rows } = await sql.query(
    `SELECT reference, operation, payload, locale, client_address, mailbox, phone, confirmation_held, idempotency_key, attribution, quotation, created_at
     FROM leads WHERE id = $1`,
    [lead.id],
  );
  return rows[0];
}

/** A file's JSON, attachments named and sized rather than copied (the brochure is not personal). */
async function outboxFile(dataDir: string, file: string) {
  const content = JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ dataDir, file), 'utf8')) as {
    attachments?: { filename: string; content: string }[];
  };
  const attachments = content.attachments?.map(({ filename, content: base64 }) => ({
    filename,
    bytes: Buffer.byteLength(base64, 'base64'),
  }));
  return { file, content: attachments ? { ...content, attachments } : content };
}

/**
 * The quotation PDF of a priced lead, as the person received it: personal (their name, their
 * figures), unlike the brochure, so copied whole, made again from the stored quotation (the same
 * bytes, lib/delivery/quotation-attachment.ts); null for a lead without one.
 */
async function quotationPdf(sql: Sql, lead: KeptLead) {
  const stored = await loadLead(sql, lead.id);
  const attachment = stored && (await quotationAttachment(stored));
  return attachment ? { filename: attachment.filename, contentBase64: attachment.content.toString('base64') } : null;
}

/** The follow-up that holds the lead's lines (its own, or one it joined) as the Google calendar holds it. */
async function calendarEvent(context: PrivacyContext, lead: KeptLead, eventId: string | undefined) {
  if (!eventId || !calendarEventIdOf(context, lead)) return null;
  return { calendarId: context.calendarId, id: eventId, event: (await context.calendar.find(context.calendarId, eventId)) ?? null };
}
