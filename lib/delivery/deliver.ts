import { emailRecipientOf } from '@/lib/mailbox/recipient';
import { getOperation } from '@/lib/operations/registry';
import type { DeliveryJob } from '@/lib/queue/delivery-queue';
import { withLeadLock } from '@/lib/store/lead-lock';
import { otherLeadsOfPerson } from '@/lib/destinations/other-leads';
import { deliverFollowUp } from './calendar/deliver-follow-up';
import { composeConfirmation, composeDeadLetterNotice, composeTeamNotification } from './compose-emails';
import { confirmationScheduling } from './confirmation-scheduling';
import { loadLead } from './stored-lead';
import { bookingEffect, deliverBookingChange, eventMade } from './booking-deliveries';
import { joinUrlOfMeeting } from './calendar/meeting-link-of-event';
import { latestBookingOfLead, toldBookingDetail } from './demo-team-notice';
import type { RecordDelivery } from './record-delivery';
import { liveBookingOfLead } from '@/lib/scheduling/bookings';
import type { DeliveryContext, JobAttempt } from './delivery-context';
import { deliverTeamDigest } from './team-digest';
import { deliverToDestination } from './destination-deliveries';
import { destinationEffect } from './destination-event';

/**
 * Performs one side effect of one lead, once. The `deliveries` table says what was done; the
 * provider's idempotency (Resend's key, the calendar event id) covers a crash between the provider
 * accepting and this record being written. Holds the lead's lock meanwhile: an erasure of the lead
 * waits for it, and deletes what it made.
 */
export async function deliver(job: DeliveryJob, context: DeliveryContext, attempt: JobAttempt = { first: false }): Promise<void> {
  await withLeadLock(context.database, job.leadId, () => deliverLocked(job, context, attempt));
}

async function deliverLocked(job: DeliveryJob, context: DeliveryContext, attempt: JobAttempt): Promise<void> {
  const { database, mail, calendar, settings } = context;
  // What the deliveries table and the provider's idempotency key call this side effect.
  const effect =
    job.kind === 'destination'
      ? destinationEffect(job)
      : 'bookingId' in job
        ? bookingEffect(job)
        : job.kind === 'dead-letter-notice'
          ? `dead-letter-notice.${job.failedKind}`
          : job.kind;
  const done = await database.query('SELECT 1 FROM deliveries WHERE lead_id = $1 AND kind = $2', [job.leadId, effect]);
  if (done.rows.length) return;

  const lead = await loadLead(database, job.leadId);
  // Erased (`leads:erase`, retention) after its job was fetched: nothing is left to do, and a retry
  // or a dead letter would only keep a job about the person.
  if (!lead) return;
  const idempotencyKey = `${lead.reference}.${effect}`;
  const record: RecordDelivery = (entry) =>
    database.query(
      `INSERT INTO deliveries (lead_id, kind, status, provider, provider_id, recipient, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (lead_id, kind) DO NOTHING`,
      [lead.id, effect, entry.status, entry.provider, entry.providerId ?? null, entry.recipient ?? null, entry.detail ?? null],
    );

  if (job.kind === 'destination') return deliverToDestination(job, lead, context, record, effect, attempt);
  if ('bookingId' in job) return deliverBookingChange(job, lead, context, record, idempotencyKey);
  switch (job.kind) {
    case 'confirmation-email': {
      // Recorded as the canonical mailbox, the one the caps counted this mail against.
      const recipient = emailRecipientOf(getOperation(lead.operation), lead.payload).mailbox;
      if (lead.confirmationHeld) {
        // Past a limit on mail (decided at acceptance): the lead stays and the team hears of it.
        await record({ status: 'skipped', provider: mail.provider, recipient, detail: lead.confirmationHeld });
        return;
      }
      const scheduling = await confirmationScheduling(lead, context);
      const sent = await mail.send(await composeConfirmation(lead, settings.mailFrom, scheduling), idempotencyKey);
      await record({ status: 'sent', provider: mail.provider, providerId: sent.id, recipient });
      return;
    }
    case 'team-notification': {
      if (lead.teamDigestSlot) return deliverTeamDigest(lead, lead.teamDigestSlot, context);
      // A demo booked by now: this is its one notice, saying the meeting (lib/delivery/demo-team-notice.ts).
      const booking = await latestBookingOfLead(database, lead.id);
      const live = booking?.status === 'booked' ? booking : undefined;
      const email = await composeTeamNotification(lead, {
        from: settings.mailFrom,
        teamEmail: settings.teamEmail,
        otherLeads: await otherLeadsOfPerson(database, lead),
        meeting: live && {
          booking: live,
          timeZone: settings.timeZone,
          meetingUrl: await joinUrlOfMeeting(live, context, eventMade(lead, context)),
        },
      });
      const sent = await mail.send(email, idempotencyKey);
      const detail = booking ? toldBookingDetail(booking) : undefined;
      await record({ status: 'sent', provider: mail.provider, providerId: sent.id, recipient: settings.teamEmail, detail });
      return;
    }
    case 'dead-letter-notice': {
      const email = await composeDeadLetterNotice(lead, job.failedKind, {
        from: settings.mailFrom,
        teamEmail: settings.teamEmail,
        otherLeads: await otherLeadsOfPerson(database, lead),
      });
      const sent = await mail.send(email, idempotencyKey);
      await record({ status: 'sent', provider: mail.provider, providerId: sent.id, recipient: settings.teamEmail });
      return;
    }
    case 'calendar-event': {
      if (lead.confirmationHeld === 'client-share') {
        // A client past its share of mail could otherwise fill the team's calendar instead.
        await record({ status: 'skipped', provider: calendar.provider, detail: lead.confirmationHeld });
        return;
      }
      if (await liveBookingOfLead(database, lead.id)) {
        // The person booked a meeting before the follow-up was made: the meeting is the team's event.
        await record({ status: 'skipped', provider: calendar.provider, detail: 'meeting booked' });
        return;
      }
      return deliverFollowUp(lead, context, record);
    }
  }
}
