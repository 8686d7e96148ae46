import { emailRecipientOf } from '@/lib/mailbox/recipient';
import { getOperation } from '@/lib/operations/registry';
import type { BookingJob } from '@/lib/queue/delivery-queue';
import { countBookingMail } from '@/lib/scheduling/booking-mail';
import type { Booking } from '@/lib/scheduling/bookings';
import { bookingLinks } from '@/lib/scheduling/scheduling-links';
import type { MeetingEventMade } from '../calendar/meeting-link-of-event';
import { joinUrlOfMeeting } from '../calendar/meeting-link-of-event';
import type { DeliveryContext } from '../delivery-context';
import type { RecordDelivery } from '../record-delivery';
import type { StoredLead } from '../stored-lead';
import { composeBookingReminder } from './compose-reminder';

/**
 * The reminder of a demo meeting, when its job comes due the day before (lib/scheduling/meeting-reminder.ts
 * enqueued it with the change). Sent only for the time it was enqueued for: a booking moved since
 * (a higher sequence; the move enqueued the new time's reminder), cancelled, or whose meeting has
 * begun (a job run late) records 'skipped'. Like the invitations, none for a request whose mail a
 * limit held back at acceptance: the reminder would be the person's first mail about it.
 *
 * Exactly once: deliver() holds the lead's lock and finds the deliveries row of this booking and
 * sequence, and Resend's idempotency key covers a crash between its answer and that row. The mail is
 * counted against the mailbox's cap and the client's share (booking_mails) when it is sent, in the
 * transaction that records it: counted once, on the day it goes, and never for a reminder that does
 * not. It is not refused by the cap: the person booked this meeting, and a no-show costs both sides.
 */
export async function deliverMeetingReminder(
  job: BookingJob,
  lead: StoredLead,
  booking: Booking,
  context: DeliveryContext,
  delivery: { record: RecordDelivery; effect: string; idempotencyKey: string; eventMade: MeetingEventMade },
  now = new Date(),
): Promise<void> {
  const { mail, settings, scheduling, database } = context;
  const recipient = emailRecipientOf(getOperation(lead.operation), lead.payload);
  const skip = (detail: string) => delivery.record({ status: 'skipped', provider: mail.provider, recipient: recipient.mailbox, detail });
  if (lead.confirmationHeld) return void (await skip(lead.confirmationHeld));
  if (booking.sequence !== job.sequence) return void (await skip('overtaken by a later change'));
  if (booking.status !== 'booked') return void (await skip(`meeting ${booking.status}`));
  if (booking.start.getTime() <= now.getTime()) return void (await skip('meeting started'));

  const email = await composeBookingReminder(lead, booking, {
    from: settings.mailFrom,
    to: recipient.address,
    // Without scheduling (SCHEDULING=off since the booking) no link can be signed: the time and the join link remain.
    links: scheduling ? bookingLinks(settings.siteUrl, lead.locale, booking, scheduling.settings.secret) : null,
    meetingUrl: await joinUrlOfMeeting(booking, context, delivery.eventMade),
  });
  const sent = await mail.send(email, delivery.idempotencyKey);
  await database.transaction(async (tx) => {
    const { rows } = await tx.query(
      `INSERT INTO deliveries (lead_id, kind, status, provider, provider_id, recipient)
       VALUES ($1, $2, 'sent', $3, $4, $5) ON CONFLICT (lead_id, kind) DO NOTHING RETURNING 1`,
      [lead.id, delivery.effect, mail.provider, sent.id, recipient.mailbox],
    );
    if (rows.length) await countBookingMail(tx, booking);
  });
}
