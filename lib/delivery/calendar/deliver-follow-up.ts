import { withPersonLock } from '@/lib/store/lead-lock';
import type { RecordDelivery } from '../record-delivery';
import type { DeliveryContext } from '../delivery-context';
import type { StoredLead } from '../stored-lead';
import { liveBookingOfLead, type Booking } from '@/lib/scheduling/bookings';
import { followUpEventId } from './follow-up-event';
import { placeFollowUp } from './place-follow-up';
import {
  joinedDetail,
  joinFollowUp,
  leaveFollowUp,
  markLeftForMeeting,
  openFollowUpOfPerson,
  recordFollowUpBack,
} from './shared-follow-up';

/**
 * Books the lead's follow-up, or, when another lead of the same person has one still ahead, adds
 * the lead to that event (its row then says `joined <reference>` and names the event). Under the
 * person's lock: two leads of one person delivered at once, on any instance, book one event.
 */
export async function deliverFollowUp(lead: StoredLead, context: DeliveryContext, record: RecordDelivery): Promise<void> {
  const { database, calendar, settings } = context;
  const target = { calendar, calendarId: settings.calendarId, timeZone: settings.timeZone };
  const { mailbox } = lead;
  const work = async () => {
    // A lead known by a phone number only has no other lead found by mailbox: it books its own.
    const open = await openFollowUpOfPerson(database, target, lead);
    if (open && mailbox) {
      await joinFollowUp(database, target, open, { ...lead, mailbox });
      await record({ status: 'skipped', provider: calendar.provider, providerId: open.eventId, detail: joinedDetail(open.reference) });
      return;
    }
    // In the team's free time within one working day of the request (place-follow-up.ts).
    const inserted = await placeFollowUp(lead, lead.createdAt, context, 'insert');
    await record({ status: 'sent', provider: calendar.provider, providerId: inserted.id });
  };
  await (mailbox ? withPersonLock(database, mailbox, work) : work());
}

/**
 * A booked meeting replaces the lead's follow-up: one event for the team, at the time agreed. A
 * follow-up the lead shares with the person's other leads stays theirs, without this lead's lines.
 */
export async function replaceFollowUpByMeeting(lead: StoredLead, context: DeliveryContext): Promise<void> {
  const { database, calendar, settings } = context;
  const leave = async () => {
    const exit = await leaveFollowUp(database, { calendar, calendarId: settings.calendarId }, lead);
    if (exit.kind === 'alone') await calendar.remove(settings.calendarId, followUpEventId(lead));
    await markLeftForMeeting(database, lead.id);
  };
  await (lead.mailbox ? withPersonLock(database, lead.mailbox, leave) : leave());
}

/**
 * A cancelled meeting gives the team back the follow-up it had replaced: the lead is still a lead.
 * It joins the person's open follow-up, or gets its own again at the first free working slot
 * within one working day of the cancellation (the booking's last change), under its own event id,
 * put whatever the calendar held (Google keeps a deleted event's id): once, however often this
 * runs (a retry finds the event the first attempt put, and leaves it there). Nothing when the lead is booked again, or when its client is past its share (as for its
 * first follow-up, lib/delivery/deliver.ts).
 */
export async function restoreFollowUp(lead: StoredLead, booking: Booking, context: DeliveryContext): Promise<void> {
  const { database, calendar, settings } = context;
  if (lead.confirmationHeld === 'client-share') return;
  const target = { calendar, calendarId: settings.calendarId, timeZone: settings.timeZone };
  const { mailbox } = lead;
  const work = async () => {
    if (await liveBookingOfLead(database, lead.id)) return;
    const open = await openFollowUpOfPerson(database, target, lead);
    if (open && mailbox) {
      await joinFollowUp(database, target, open, { ...lead, mailbox });
      await recordFollowUpBack(database, lead, { provider: calendar.provider, eventId: open.eventId, joined: open.reference });
      return;
    }
    const event = await placeFollowUp(lead, booking.changedAt ?? new Date(), context, 'upsert');
    await recordFollowUpBack(database, lead, { provider: calendar.provider, eventId: event.id });
  };
  await (mailbox ? withPersonLock(database, mailbox, work) : work());
}
