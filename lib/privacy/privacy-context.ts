import type { CalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { meetingEventId } from '@/lib/delivery/calendar/meeting-event';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import type { Env } from '@/lib/settings/env';
import { getOperation, type DeliveryKind } from '@/lib/operations/registry';
import { bookingsOfLead, type Booking } from '@/lib/scheduling/bookings';
import type { Database, Sql } from '@/lib/store/database';
import type { KeptLead } from './kept-leads';

/** Where things about a lead are kept: the store, the outboxes under DATA_DIR, the team calendar. */
export interface PrivacyContext {
  database: Database;
  dataDir: string;
  calendar: CalendarTransport;
  calendarId: string;
  /** The settings of the team's tools (lib/destinations): the erasure tells each configured one, or says why not. */
  env?: Env;
}

/**
 * The id of the lead's follow-up event in the team calendar, when its operation makes one and the
 * calendar is Google's (the outbox's event is a file, found with the other outbox files).
 */
export function calendarEventIdOf(context: PrivacyContext, lead: KeptLead): string | undefined {
  if (context.calendar.provider !== 'google-calendar') return undefined;
  return (getOperation(lead.operation).deliveries as readonly DeliveryKind[]).includes('calendar-event')
    ? followUpEventId(lead)
    : undefined;
}

/**
 * The lead's demo bookings (cancelled and past ones too: each may have left its meeting in the team
 * calendar), each with its meeting's event id. Read where they are deleted or exported: a booking
 * made meanwhile is found.
 */
export async function bookingsWithEventsOf(sql: Sql, lead: Pick<KeptLead, 'id'>): Promise<(Booking & { eventId: string })[]> {
  return (await bookingsOfLead(sql, lead.id)).map((booking) => ({ ...booking, eventId: meetingEventId(booking) }));
}

/** The privacy context of a server or a command: the delivery context's store and calendar. */
export function privacyContextOf(delivery: DeliveryContext, { DATA_DIR }: Pick<Env, 'DATA_DIR'>): PrivacyContext {
  return {
    database: delivery.database,
    dataDir: DATA_DIR,
    calendar: delivery.calendar,
    calendarId: delivery.settings.calendarId,
    env: delivery.env,
  };
}
