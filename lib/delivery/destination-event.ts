import { createHash } from 'node:crypto';
import { ATTRIBUTION_KEYS } from '@/lib/attribution/attribution';
import { teamText } from '@/lib/abuse/team-text';
import type { BookingFacts, DestinationEvent, LeadFacts } from '@/lib/destinations/destination';
import { otherLeadsOfPerson } from '@/lib/destinations/other-leads';
import { english } from '@/lib/i18n/messages';
import { leadName, leadNameOfId } from '@/lib/i18n/operation-copy';
import { recipientOf } from '@/lib/mailbox/recipient';
import { booksMeeting, followsUpWithinWorkingDay, getOperation } from '@/lib/operations/registry';
import type { DestinationJob } from '@/lib/queue/delivery-queue';
import { liveBookingOfLead, type Booking } from '@/lib/scheduling/bookings';
import { meetingTimeLabel } from '@/lib/scheduling/zone-label';
import type { Sql } from '@/lib/store/database';
import { oneLine } from './email-content/email-content';
import { everyField } from './email-content/team-mail';
import { receivedAt } from '@/lib/destinations/other-leads-lines';
import type { StoredLead } from './stored-lead';

/** How the deliveries table names one event of a lead for one destination (and the webhook-id's source). */
export function destinationEffect(job: Pick<DestinationJob, 'destination' | 'event' | 'bookingId' | 'sequence'>): string {
  const booking = job.bookingId === undefined ? '' : `.${job.bookingId}.${job.sequence}`;
  return `destination.${job.destination}.${job.event}${booking}`;
}

/**
 * The event's id, the same on every attempt: `msg_` and the start of a SHA-256 of the lead's id
 * and the effect's name, so that it says nothing about the lead and no two events share one.
 */
export function eventId(leadId: string, effect: string): string {
  return `msg_${createHash('sha256').update(`${leadId}.${effect}`).digest('hex').slice(0, 32)}`;
}

/**
 * The lead as the team's tools get it: the team notification's content in English (its facts, every
 * field labelled, the origin), the person's other recent leads, and the raw payload and attribution
 * for the webhook. Request text is read as the team reads it (teamText).
 */
export async function leadFacts(sql: Sql, lead: StoredLead, teamTimeZone = 'UTC'): Promise<LeadFacts> {
  const operation = getOperation(lead.operation);
  const t = english;
  const recipient = recipientOf(operation, lead.payload);
  // A demo booked with its request (or before this ran): the team prepares the meeting, and makes no follow-up.
  const meeting = booksMeeting(operation) ? await liveBookingOfLead(sql, lead.id) : undefined;
  const facts = [
    t('emails.team.reference', { reference: lead.reference }),
    t('emails.team.received', { date: receivedAt(lead) }),
    t('emails.team.language', { locale: lead.locale }),
    ...(meeting
      ? [t('emails.team.meetingBooked', { time: meetingTimeLabel(meeting.start, 'en', teamTimeZone) })]
      : followsUpWithinWorkingDay(operation)
        ? [t('emails.team.followUp')]
        : []),
    ...(lead.confirmationHeld ? [t(`emails.team.confirmationHeld.${lead.confirmationHeld}`)] : []),
  ];
  const origin = ATTRIBUTION_KEYS.flatMap((key) => {
    const value = lead.attribution?.[key];
    return value === undefined ? [] : [{ label: t(`emails.team.origin.${key}`), value: teamText(value) }];
  });
  return {
    reference: lead.reference,
    operation: { id: operation.id, name: leadName(operation, t) },
    locale: lead.locale,
    createdAt: lead.createdAt,
    payload: lead.payload,
    attribution: lead.attribution,
    name: teamText(lead.payload.name),
    contact:
      recipient.channel === 'email'
        ? { channel: 'email', address: recipient.address }
        : { channel: 'phone', number: teamText(oneLine(recipient.given)) },
    facts,
    fields: everyField(lead, t),
    origin,
    otherLeads: (await otherLeadsOfPerson(sql, { id: lead.id })).map((other) => ({
      ...other,
      operationName: leadNameOfId(other.operation, t),
    })),
    quotation: lead.quotation,
  };
}

function bookingFacts(booking: Booking): BookingFacts {
  return {
    id: booking.id,
    status: booking.status,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    timeZone: booking.timeZone,
  };
}

/** The event of a job: the lead's acceptance at its time, or a booking's change at the time it was made. */
export function destinationEvent(
  job: DestinationJob,
  leadId: string,
  effect: string,
  lead: LeadFacts,
  booking?: Booking,
): DestinationEvent {
  const id = eventId(leadId, effect);
  if (job.event === 'lead.accepted') return { type: 'lead.accepted', id, occurredAt: lead.createdAt, lead };
  if (!booking) throw new Error(`A ${job.event} event needs its booking`);
  return { type: job.event, id, occurredAt: booking.changedAt ?? lead.createdAt, lead, booking: bookingFacts(booking) };
}
