/**
 * The delivery code's context for suites that run it in their own process: mail to the embedded
 * outbox under the store's data folder, the calendar the suite gives (a fake Google's, or the
 * outbox's), and the team's settings a test server would have.
 */
import type { CalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import type { DeliveryContext, DeliverySettings } from '@/lib/delivery/delivery-context';
import { createOutboxMailTransport } from '@/lib/delivery/outbox-mail-transport';
import type { TestStore } from './test-store';

export function outboxDeliveryContext(
  stored: Pick<TestStore, 'database' | 'dataDir'>,
  calendar: CalendarTransport,
  settings: Partial<DeliverySettings> = {},
): DeliveryContext {
  return {
    database: stored.database,
    mail: createOutboxMailTransport(stored.dataDir),
    calendar,
    settings: {
      mailFrom: 'Courtside <hello@courtside.example>',
      teamEmail: 'sales@courtside.example',
      calendarId: 'primary',
      timeZone: 'Europe/Lisbon',
      siteUrl: 'http://localhost:3000',
      ...settings,
    },
  };
}
