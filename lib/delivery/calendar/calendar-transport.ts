import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { auth, calendar, type calendar_v3 } from '@googleapis/calendar';
import { withTimeout } from '../with-timeout';
import { writeJsonFile } from '../write-json-file';

export interface CalendarTransport {
  readonly provider: 'google-calendar' | 'outbox';
  /** Inserts the event once: inserting a known event id again changes nothing. */
  insert(calendarId: string, event: calendar_v3.Schema$Event & { id: string }): Promise<{ id: string }>;
  /** The event as the calendar holds it, or undefined when it is not there (or was deleted). */
  find(calendarId: string, eventId: string): Promise<calendar_v3.Schema$Event | undefined>;
  /** Deletes the event; one that is not there (never made, or deleted before) is not an error. */
  remove(calendarId: string, eventId: string): Promise<'deleted' | 'absent'>;
}

/** A file or an event that is not there: the outcome asked for, not a failure. */
function isAbsent(error: unknown): boolean {
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === 'ENOENT' || status === 404 || status === 410;
}

const GOOGLE_TIMEOUT_MS = 15_000;
const GOOGLE_TOKEN_HOST = 'https://oauth2.googleapis.com';

/** The embedded default: `DATA_DIR/calendar/<event id>.json` holds the events.insert request. */
export function createOutboxCalendarTransport(dataDir: string): CalendarTransport {
  const folder = path.join(/*turbopackIgnore: true*/ dataDir, 'calendar');
  return {
    provider: 'outbox',
    async insert(calendarId, event) {
      await writeJsonFile(path.join(/*turbopackIgnore: true*/ folder, `${event.id}.json`), { calendarId, requestBody: event });
      return { id: event.id };
    },
    async find(_calendarId, eventId) {
      const file = await readFile(path.join(/*turbopackIgnore: true*/ folder, `${eventId}.json`), 'utf8').catch((error: unknown) => {
        if (isAbsent(error)) return undefined;
        throw error;
      });
      return file === undefined ? undefined : (JSON.parse(file) as { requestBody: calendar_v3.Schema$Event }).requestBody;
    },
    async remove(_calendarId, eventId) {
      return unlink(path.join(/*turbopackIgnore: true*/ folder, `${eventId}.json`)).then(
        () => 'deleted' as const,
        (error: unknown) => {
          if (isAbsent(error)) return 'absent' as const;
          throw error;
        },
      );
    },
  };
}

/**
 * Google Calendar with a service account. `baseUrl` (GOOGLE_API_BASE_URL) replaces the root of
 * the Google APIs, the token exchange included, so tests and proxies can stand in for Google.
 */
export function createGoogleCalendarTransport(settings: {
  serviceAccountEmail: string;
  privateKey: string;
  baseUrl?: string;
}): CalendarTransport {
  const jwt = new auth.JWT({
    email: settings.serviceAccountEmail,
    key: settings.privateKey,
    scopes: ['https://www.googleapis.com/auth/calendar.events'],
  });
  if (settings.baseUrl) {
    const base = settings.baseUrl.replace(/\/+$/, '');
    // The token URL is fixed inside the library; rewrite it on its way out.
    jwt.transporter.interceptors.request.add({
      resolved: async (config) => {
        const url = String(config.url);
        if (url.startsWith(GOOGLE_TOKEN_HOST)) config.url = new URL(base + url.slice(GOOGLE_TOKEN_HOST.length));
        return config;
      },
    });
  }
  const client = calendar({
    version: 'v3',
    auth: jwt,
    ...(settings.baseUrl ? { rootUrl: `${settings.baseUrl.replace(/\/+$/, '')}/` } : {}),
  });

  return {
    provider: 'google-calendar',
    async insert(calendarId, event) {
      try {
        const response = await withTimeout(client.events.insert({ calendarId, requestBody: event }), GOOGLE_TIMEOUT_MS, 'Google Calendar');
        return { id: response.data.id ?? event.id };
      } catch (error) {
        // 409: an event with this id exists, so an earlier attempt got through.
        if ((error as { status?: number }).status === 409) return { id: event.id };
        throw error;
      }
    },
    async find(calendarId, eventId) {
      try {
        const response = await withTimeout(client.events.get({ calendarId, eventId }), GOOGLE_TIMEOUT_MS, 'Google Calendar');
        // A deleted event stays readable by its id, marked cancelled.
        return response.data.status === 'cancelled' ? undefined : response.data;
      } catch (error) {
        if (isAbsent(error)) return undefined;
        throw error;
      }
    },
    async remove(calendarId, eventId) {
      try {
        await withTimeout(client.events.delete({ calendarId, eventId }), GOOGLE_TIMEOUT_MS, 'Google Calendar');
        return 'deleted';
      } catch (error) {
        // 410 Gone: deleted before; 404: never made (the lead's event had not been created yet).
        if (isAbsent(error)) return 'absent';
        throw error;
      }
    },
  };
}
