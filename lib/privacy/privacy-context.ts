import type { CalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import type { Env } from '@/lib/settings/env';
import { getOperation, type DeliveryKind } from '@/lib/operations/registry';
import type { Database } from '@/lib/store/database';
import type { KeptLead } from './kept-leads';

/** Where things about a lead are kept: the store, the outboxes under DATA_DIR, the team calendar. */
export interface PrivacyContext {
  database: Database;
  dataDir: string;
  calendar: CalendarTransport;
  calendarId: string;
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

/** The privacy context of a server or a command: the delivery context's store and calendar. */
export function privacyContextOf(delivery: DeliveryContext, { DATA_DIR }: Pick<Env, 'DATA_DIR'>): PrivacyContext {
  return { database: delivery.database, dataDir: DATA_DIR, calendar: delivery.calendar, calendarId: delivery.settings.calendarId };
}
