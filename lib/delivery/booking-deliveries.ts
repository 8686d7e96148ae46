import { emailRecipientOf } from '@/lib/mailbox/recipient';
import { getOperation } from '@/lib/operations/registry';
import type { BookingJob } from '@/lib/queue/delivery-queue';
import { findBooking } from '@/lib/scheduling/bookings';
import { bookingLinks } from '@/lib/scheduling/scheduling-links';
import { SITE } from '@/lib/site/site-content';
import { otherLeadsOfPerson } from '@/lib/destinations/other-leads';
import { replaceFollowUpByMeeting, restoreFollowUp } from './calendar/deliver-follow-up';
import { meetingEventId } from './calendar/meeting-event';
import { joinUrlOfMeeting, putMeetingEvent, type MeetingEventMade } from './calendar/meeting-link-of-event';
import { bookAgainUrl } from './book-again-url';
import { composeBookingEmail, composeBookingTeamNotice } from './compose-booking-emails';
import { deliverMeetingReminder } from './reminder/deliver-reminder';
import type { DeliveryContext } from './delivery-context';
import { toldWithRequest, TOLD_WITH_REQUEST } from './demo-team-notice';
import type { RecordDelivery } from './record-delivery';
import type { StoredLead } from './stored-lead';

/** How the deliveries table names one side effect of one change of one booking. */
export function bookingEffect(job: Pick<BookingJob, 'kind' | 'bookingId' | 'sequence'>): string {
  return `${job.kind}.${job.bookingId}.${job.sequence}`;
}

/**
 * One side effect of one change of a booking (lib/scheduling/book-meeting.ts enqueues them). The
 * event follows the booking as it is now, whichever change's job runs: its id is the booking's, so
 * a repeat changes nothing. An invitation of a change that a later one has overtaken is not sent
 * (the later one is); the team hears of every change.
 */
export async function deliverBookingChange(
  job: BookingJob,
  lead: StoredLead,
  context: DeliveryContext,
  record: RecordDelivery,
  idempotencyKey: string,
): Promise<void> {
  const { mail, calendar, settings, scheduling } = context;
  const booking = await findBooking(context.database, job.bookingId);
  if (!booking) return;
  const overtaken = booking.sequence > job.sequence;

  switch (job.kind) {
    case 'booking-reminder': {
      const delivery = { record, effect: bookingEffect(job), idempotencyKey, eventMade: eventMade(lead, context) };
      return deliverMeetingReminder(job, lead, booking, context, delivery);
    }
    case 'meeting-event': {
      if (overtaken) {
        await record({ status: 'skipped', provider: calendar.provider, detail: 'overtaken by a later change' });
        return;
      }
      if (booking.status === 'cancelled') {
        await calendar.remove(settings.calendarId, meetingEventId(booking));
        // The lead is still a lead: the team gets back the follow-up the meeting had replaced.
        await restoreFollowUp(lead, booking, context);
        await record({ status: 'sent', provider: calendar.provider, providerId: meetingEventId(booking), detail: 'deleted' });
        return;
      }
      const put = await putMeetingEvent(lead, booking, context);
      await replaceFollowUpByMeeting(lead, context);
      await record({ status: 'sent', provider: calendar.provider, providerId: put.id });
      return;
    }
    case 'booking-email': {
      const recipient = emailRecipientOf(getOperation(lead.operation), lead.payload);
      if (lead.confirmationHeld) {
        // A limit on mail held the confirmation back (decided at acceptance): it holds the
        // invitations too, or booking would be a way around it. The team's notice says so.
        await record({ status: 'skipped', provider: mail.provider, recipient: recipient.mailbox, detail: lead.confirmationHeld });
        return;
      }
      if (overtaken) {
        await record({ status: 'skipped', provider: mail.provider, recipient: recipient.mailbox, detail: 'overtaken by a later change' });
        return;
      }
      const links =
        booking.status === 'booked' && scheduling ? bookingLinks(settings.siteUrl, lead.locale, booking, scheduling.settings.secret) : null;
      const email = await composeBookingEmail(lead, booking, {
        from: settings.mailFrom,
        to: recipient.address,
        links,
        ...(booking.status === 'cancelled' ? { bookAgainUrl: bookAgainUrl(lead, booking, context) } : {}),
        meetingUrl: await joinUrlOfMeeting(booking, context, eventMade(lead, context)),
        siteHost: new URL(settings.siteUrl).host,
        organizer: { name: SITE.senderName, email: settings.teamEmail },
        // Booked with the request: this mail is the request's confirmation too (none other is queued).
        withRequest: job.withRequest === true && booking.sequence === 0,
      });
      const sent = await mail.send(email, idempotencyKey);
      await record({ status: 'sent', provider: mail.provider, providerId: sent.id, recipient: recipient.mailbox });
      return;
    }
    case 'booking-team-notice': {
      // One notice per demo: a change the lead's notification says goes in that mail only.
      if (await toldWithRequest(context.database, lead, job)) {
        await record({ status: 'skipped', provider: mail.provider, recipient: settings.teamEmail, detail: TOLD_WITH_REQUEST });
        return;
      }
      const email = await composeBookingTeamNotice(lead, booking, job.change, {
        from: settings.mailFrom,
        teamEmail: settings.teamEmail,
        timeZone: settings.timeZone,
        meetingUrl: await joinUrlOfMeeting(booking, context, eventMade(lead, context)),
        otherLeads: await otherLeadsOfPerson(context.database, lead),
      });
      const sent = await mail.send(email, idempotencyKey);
      await record({ status: 'sent', provider: mail.provider, providerId: sent.id, recipient: settings.teamEmail });
      return;
    }
  }
}

/** Whether the 'meeting-event' job of the booking's current change has run (its deliveries row). */
export function eventMade(lead: StoredLead, context: DeliveryContext): MeetingEventMade {
  return async (booking) => {
    const effect = bookingEffect({ kind: 'meeting-event', bookingId: booking.id, sequence: booking.sequence });
    const { rows } = await context.database.query('SELECT 1 FROM deliveries WHERE lead_id = $1 AND kind = $2', [lead.id, effect]);
    return rows.length > 0;
  };
}
