import path from 'node:path';
import { auth, calendar, type calendar_v3 } from '@googleapis/calendar';
import { withTimeout } from '../with-timeout';
import { writeJsonFile } from '../write-json-file';

export interface CalendarTransport {
  readonly provider: 'google-calendar' | 'outbox';
  /** Inserts the event once: inserting a known event id again changes nothing. */
  insert(calendarId: string, event: calendar_v3.Schema$Event & { id: string }): Promise<{ id: string }>;
}

const GOOGLE_TIMEOUT_MS = 15_000;
const GOOGLE_TOKEN_HOST = 'https://oauth2.googleapis.com';

/** The embedded default: `DATA_DIR/calendar/<event id>.json` holds the events.insert request. */
export function createOutboxCalendarTransport(dataDir: string): CalendarTransport {
  const folder = path.join(dataDir, 'calendar');
  return {
    provider: 'outbox',
    async insert(calendarId, event) {
      await writeJsonFile(path.join(folder, `${event.id}.json`), { calendarId, requestBody: event });
      return { id: event.id };
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
  const client = calendar({ version: 'v3', auth: jwt, ...(settings.baseUrl ? { rootUrl: `${settings.baseUrl.replace(/\/+$/, '')}/` } : {}) });

  return {
    provider: 'google-calendar',
    async insert(calendarId, event) {
      try {
        const response = await withTimeout(
          client.events.insert({ calendarId, requestBody: event }),
          GOOGLE_TIMEOUT_MS,
          'Google Calendar',
        );
        return { id: response.data.id ?? event.id };
      } catch (error) {
        // 409: an event with this id exists, so an earlier attempt got through.
        if ((error as { status?: number }).status === 409) return { id: event.id };
        throw error;
      }
    },
  };
}
