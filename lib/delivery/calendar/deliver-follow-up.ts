import { withPersonLock } from '@/lib/store/lead-lock';
import type { RecordDelivery } from '../record-delivery';
import type { DeliveryContext } from '../delivery-context';
import type { StoredLead } from '../stored-lead';
import { followUpEvent, followUpEventId } from './follow-up-event';
import { joinedDetail, joinFollowUp, leaveFollowUp, markLeftForMeeting, openFollowUpOfPerson } from './shared-follow-up';

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
    const inserted = await calendar.insert(settings.calendarId, followUpEvent(lead, settings.timeZone));
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
