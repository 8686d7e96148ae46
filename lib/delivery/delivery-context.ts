import type { Env } from '@/lib/settings/env';
import { SITE } from '@/lib/site/site-content';
import type { Scheduling } from '@/lib/scheduling/scheduling';
import type { Database } from '@/lib/store/database';
import { createGoogleCalendarTransport, createOutboxCalendarTransport } from './calendar/calendar-transport';
import type { CalendarTransport } from './calendar/calendar-transport';
import type { MailTransport } from './outgoing-email';
import { createOutboxMailTransport } from './outbox-mail-transport';
import { createResendMailTransport } from './resend-mail-transport';

/** What every delivery runs with: the store, the two providers and the operator's settings. */
export interface DeliverySettings {
  mailFrom: string;
  teamEmail: string;
  calendarId: string;
  timeZone: string;
  /** SITE_URL: the links in mails point here. */
  siteUrl: string;
}

/** Which attempt of its job a delivery is (the worker knows; any other caller passes nothing: not the first). */
export interface JobAttempt {
  /** No earlier attempt of the job can have reached the provider. */
  first: boolean;
}

export interface DeliveryContext {
  database: Database;
  mail: MailTransport;
  calendar: CalendarTransport;
  settings: DeliverySettings;
  /** Demo scheduling, absent with SCHEDULING=off (lib/runtime adds it: it needs the calendar above). */
  scheduling?: Scheduling;
  /** The settings the team's tools are delivered with (lib/destinations); without them, their jobs are skipped. */
  env?: Env;
}

/**
 * The real providers where they are configured, the embedded outboxes under DATA_DIR otherwise.
 * Both run the same code above them. (lib/settings/env.ts refuses half-configured providers.)
 */
export function createDeliveryContext(database: Database, env: Env): DeliveryContext {
  const mail = env.RESEND_API_KEY
    ? createResendMailTransport(env.RESEND_API_KEY, env.RESEND_BASE_URL, database)
    : createOutboxMailTransport(env.DATA_DIR);
  const google =
    env.GOOGLE_SERVICE_ACCOUNT_EMAIL && env.GOOGLE_SERVICE_ACCOUNT_KEY && env.GOOGLE_CALENDAR_ID
      ? createGoogleCalendarTransport({
          serviceAccountEmail: env.GOOGLE_SERVICE_ACCOUNT_EMAIL,
          privateKey: env.GOOGLE_SERVICE_ACCOUNT_KEY,
          baseUrl: env.GOOGLE_API_BASE_URL,
        })
      : undefined;
  return {
    database,
    mail,
    calendar: google ?? createOutboxCalendarTransport(env.DATA_DIR),
    env,
    settings: {
      mailFrom: env.MAIL_FROM ?? `${SITE.senderName} <${SITE.publicEmail}>`,
      teamEmail: env.TEAM_EMAIL ?? SITE.publicEmail,
      calendarId: env.GOOGLE_CALENDAR_ID ?? 'primary',
      timeZone: env.TEAM_TIMEZONE,
      siteUrl: env.SITE_URL,
    },
  };
}
