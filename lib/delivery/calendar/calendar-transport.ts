import { readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { auth, calendar, type calendar_v3 } from '@googleapis/calendar';
import { withTimeout } from '../with-timeout';
import { writeJsonFile } from '../write-json-file';
import { mergedBusy, parsedInterval, type BusyInterval } from './busy-intervals';
import { createOutboxBusyReader } from './outbox-calendar-busy';

export type { BusyInterval } from './busy-intervals';

export interface CalendarTransport {
  readonly provider: 'google-calendar' | 'outbox';
  /** Inserts the event once: inserting a known event id again changes nothing. */
  insert(calendarId: string, event: calendar_v3.Schema$Event & { id: string }): Promise<{ id: string }>;
  /** The event as the calendar holds it, or undefined when it is not there (or was deleted). */
  find(calendarId: string, eventId: string): Promise<calendar_v3.Schema$Event | undefined>;
  /** Deletes the event; one that is not there (never made, or deleted before) is not an error. */
  remove(calendarId: string, eventId: string): Promise<'deleted' | 'absent'>;
  /**
   * Puts the event with this id into the calendar whatever it held (nothing, an older version, a
   * deleted one): a booked meeting that moves keeps its event id and gets the new time.
   */
  upsert(calendarId: string, event: calendar_v3.Schema$Event & { id: string }): Promise<{ id: string }>;
  /**
   * The times the calendars are busy that overlap [from, to), in time order, overlapping ones joined
   * (at most MAX_BUSY_INTERVALS). Throws when a calendar's busy times cannot be read: a calendar
   * counted free by mistake would offer the team's taken times.
   */
  busy(calendarIds: readonly string[], from: Date, to: Date): Promise<BusyInterval[]>;
}

/** A file or an event that is not there: the outcome asked for, not a failure. */
function isAbsent(error: unknown): boolean {
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === 'ENOENT' || status === 404 || status === 410;
}

const GOOGLE_TIMEOUT_MS = 15_000;
const GOOGLE_TOKEN_HOST = 'https://oauth2.googleapis.com';
/** freebusy.query answers for at most 50 calendars (calendarExpansionMax). */
const FREEBUSY_MAX_CALENDARS = 50;

/** The embedded default: `DATA_DIR/calendar/<event id>.json` holds the events.insert request. */
export function createOutboxCalendarTransport(dataDir: string): CalendarTransport {
  const folder = path.join(/*turbopackIgnore: true*/ dataDir, 'calendar');
  const outboxBusy = createOutboxBusyReader(folder);
  const write = async (calendarId: string, event: calendar_v3.Schema$Event & { id: string }) => {
    await writeJsonFile(path.join(/*turbopackIgnore: true*/ folder, `${event.id}.json`), { calendarId, requestBody: event });
    return { id: event.id };
  };
  return {
    provider: 'outbox',
    insert: write,
    // One file per event id: writing it again is the update.
    upsert: write,
    // The outbox is one calendar, whichever ids the caller names.
    busy: async (_calendarIds, from, to) => (from < to ? outboxBusy(from, to) : []),
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
    // Events to write the team's meetings; free/busy to read when the team is taken.
    scopes: ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.freebusy'],
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
    async upsert(calendarId, event) {
      // Google reads and writes conferenceData (a Meet) only when asked to, with version 1.
      const conference = event.conferenceData ? { conferenceDataVersion: 1 } : {};
      try {
        const response = await withTimeout(
          client.events.insert({ calendarId, requestBody: event, ...conference }),
          GOOGLE_TIMEOUT_MS,
          'Google Calendar',
        );
        return { id: response.data.id ?? event.id };
      } catch (error) {
        if ((error as { status?: number }).status !== 409) throw error;
      }
      // 409: the id is taken, by this event or by a deleted one (Google keeps it, cancelled). An
      // update replaces the whole event, and 'confirmed' brings a cancelled one back.
      const requestBody = { ...event, status: 'confirmed' };
      if (event.conferenceData) {
        // A Meet the event has already keeps its link through a move: an update naming none would
        // remove it (version 1 writes conferenceData as given).
        const held = await withTimeout(client.events.get({ calendarId, eventId: event.id }), GOOGLE_TIMEOUT_MS, 'Google Calendar');
        if (held.data.conferenceData?.conferenceId) requestBody.conferenceData = held.data.conferenceData;
      }
      const response = await withTimeout(
        client.events.update({ calendarId, eventId: event.id, requestBody, ...conference }),
        GOOGLE_TIMEOUT_MS,
        'Google Calendar',
      );
      return { id: response.data.id ?? event.id };
    },
    async busy(calendarIds, from, to) {
      if (calendarIds.length === 0 || from >= to) return [];
      if (calendarIds.length > FREEBUSY_MAX_CALENDARS) {
        throw new Error(`Google Calendar free/busy reads at most ${FREEBUSY_MAX_CALENDARS} calendars, not ${calendarIds.length}`);
      }
      const response = await withTimeout(
        client.freebusy.query({
          requestBody: { timeMin: from.toISOString(), timeMax: to.toISOString(), items: calendarIds.map((id) => ({ id })) },
        }),
        GOOGLE_TIMEOUT_MS,
        'Google Calendar',
      );
      return busyOfFreeBusyAnswer(response.data, calendarIds, from, to);
    },
  };
}

/**
 * The busy times of every calendar asked for. Google reports a calendar it could not read (not
 * found, not shared with the account, an internal error) in that calendar's `errors` and with no
 * busy times: that, or a calendar missing from the answer, fails the whole answer rather than count
 * as free. The error names the calendar (the operator's setting) and Google's reason, nothing else.
 */
function busyOfFreeBusyAnswer(
  answer: calendar_v3.Schema$FreeBusyResponse,
  calendarIds: readonly string[],
  from: Date,
  to: Date,
): BusyInterval[] {
  const intervals: BusyInterval[] = [];
  for (const id of new Set(calendarIds)) {
    const calendar = Object.hasOwn(answer.calendars ?? {}, id) ? answer.calendars![id] : undefined;
    if (!calendar) throw new Error(`Google Calendar free/busy did not answer for calendar ${id}`);
    if (calendar.errors?.length) {
      const reasons = calendar.errors
        .slice(0, 3)
        .map((error) => String(error.reason ?? 'unknown').slice(0, 64))
        .join(', ');
      throw new Error(`Google Calendar free/busy failed for calendar ${id}: ${reasons}`);
    }
    for (const period of calendar.busy ?? []) {
      const interval = parsedInterval(period.start, period.end);
      if (interval) intervals.push(interval);
    }
  }
  return mergedBusy(intervals, from, to);
}
