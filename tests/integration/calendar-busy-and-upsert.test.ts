/**
 * The calendar transport's busy times and upsert, for demo scheduling: the real Google client
 * against the fake Google (free/busy of several calendars, an unknown calendar, a moved and a
 * revived event, a move cut off after Google took it), and the embedded outbox in a temporary
 * folder (garbage files, a missing folder, a rewritten file read again).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BUSY_INTERVALS } from '@/lib/delivery/calendar/busy-intervals';
import {
  createGoogleCalendarTransport,
  createOutboxCalendarTransport,
  type CalendarTransport,
} from '@/lib/delivery/calendar/calendar-transport';
import { FAKE_TEAM_CALENDAR_ID, providerEnv, startFakeGoogle, type FakeGoogle } from '../helpers/fake-providers';

const TEAM = FAKE_TEAM_CALENDAR_ID;
const SALES = 'sales-room@group.calendar.google.com';
const DAY = '2031-03-10';
const at = (time: string) => new Date(`${DAY}T${time}:00.000Z`);
const period = (start: string, end: string) => ({ start: at(start).toISOString(), end: at(end).toISOString() });
const interval = (start: string, end: string) => ({ start: at(start), end: at(end) });

/** A meeting as the booking code would hand it over; ids are base32hex, as Google requires. */
function meeting(id: string, start: string, end: string, extra: object = {}) {
  return { id, summary: 'Demo', start: { dateTime: at(start).toISOString() }, end: { dateTime: at(end).toISOString() }, ...extra };
}

function googleTransport(google: FakeGoogle): CalendarTransport {
  // Only providerEnv's Google settings are read here: the key the fake's token exchange accepts.
  const env = providerEnv(google, google);
  return createGoogleCalendarTransport({
    serviceAccountEmail: env.GOOGLE_SERVICE_ACCOUNT_EMAIL!,
    privateKey: env.GOOGLE_SERVICE_ACCOUNT_KEY!.replaceAll('\\n', '\n'),
    baseUrl: google.url,
  });
}

/** The events the fake holds in a calendar, by id. */
function eventsIn(google: FakeGoogle, calendarId: string): Map<string, any> {
  return new Map(
    [...google.accepted]
      .filter(([key]) => key.startsWith(`${calendarId}/`))
      .map(([key, event]) => [key.slice(calendarId.length + 1), event]),
  );
}

describe('Google Calendar busy times and upsert (real client, fake Google)', () => {
  let google: FakeGoogle;
  let calendar: CalendarTransport;

  beforeAll(async () => {
    google = await startFakeGoogle({ busy: { [SALES]: [period('10:15', '11:00'), period('13:00', '13:30')] } });
    calendar = googleTransport(google);
  });
  afterAll(() => google?.close());
  afterEach(() => {
    google.options.failFreeBusy = false;
  });

  it("merges every calendar's busy times with the events the calendars hold, in the window only", async () => {
    google.busy.set(TEAM, [period('10:00', '10:30'), period('07:00', '08:00'), period('19:00', '20:00')]);
    await calendar.insert(TEAM, meeting('a0000001', '15:00', '15:30'));
    // Marked free, as an all-hands reminder may be: Google does not count it busy.
    await calendar.insert(TEAM, meeting('a0000002', '16:00', '17:00', { transparency: 'transparent' }));
    const calls = google.freeBusyCalls;

    const busy = await calendar.busy([TEAM, SALES], at('09:00'), at('18:00'));

    expect(busy).toEqual([interval('10:00', '11:00'), interval('13:00', '13:30'), interval('15:00', '15:30')]);
    expect(google.freeBusyCalls).toBe(calls + 1);

    // Busy times change while the fake runs, and a deleted event frees its time.
    google.busy.get(SALES)!.push(period('17:00', '17:45'));
    await calendar.remove(TEAM, 'a0000001');
    expect(await calendar.busy([TEAM, SALES], at('09:00'), at('18:00'))).toEqual([
      interval('10:00', '11:00'),
      interval('13:00', '13:30'),
      interval('17:00', '17:45'),
    ]);
  });

  it('throws, naming the calendar, when Google cannot read one of them, instead of counting it free', async () => {
    const unknown = 'nobody@group.calendar.google.com';
    await expect(calendar.busy([TEAM, unknown], at('09:00'), at('18:00'))).rejects.toThrow(
      `Google Calendar free/busy failed for calendar ${unknown}: notFound`,
    );
    google.options.failFreeBusy = true;
    await expect(calendar.busy([TEAM], at('09:00'), at('18:00'))).rejects.toThrow();
  });

  it('ignores times that do not parse, and cuts a huge answer with the rest of the window busy', async () => {
    const crowded = 'crowded@group.calendar.google.com';
    const minutes = Array.from({ length: MAX_BUSY_INTERVALS + 500 }, (_, index) => {
      const start = new Date(at('00:00').getTime() + index * 120_000);
      return { start: start.toISOString(), end: new Date(start.getTime() + 60_000).toISOString() };
    });
    const backwards = { start: at('01:30').toISOString(), end: at('01:00').toISOString() };
    google.busy.set(crowded, [{ start: 'soon', end: 'later' }, backwards, ...minutes]);
    const to = new Date(at('00:00').getTime() + 7 * 86_400_000);

    const busy = await calendar.busy([crowded], at('00:00'), to);

    expect(busy).toHaveLength(MAX_BUSY_INTERVALS);
    expect(busy[0]).toEqual({ start: at('00:00'), end: at('00:01') });
    // Everything after the last kept time counts as busy: no time Google called busy is offered.
    expect(busy.at(-1)).toEqual({ start: new Date(minutes[MAX_BUSY_INTERVALS - 1]!.start), end: to });
  });

  it('upsert inserts an event, then moves it: the calendar holds one event, at the new time', async () => {
    const id = 'b0000001';
    expect(await calendar.upsert(TEAM, meeting(id, '09:00', '09:30'))).toEqual({ id });
    expect(eventsIn(google, TEAM).get(id).start.dateTime).toBe(at('09:00').toISOString());

    expect(await calendar.upsert(TEAM, meeting(id, '14:00', '14:30', { summary: 'Demo, moved' }))).toEqual({ id });

    const held = [...eventsIn(google, TEAM).keys()].filter((key) => key === id);
    expect(held).toHaveLength(1);
    expect(await calendar.find(TEAM, id)).toMatchObject({ summary: 'Demo, moved', start: { dateTime: at('14:00').toISOString() } });
    const busy = await calendar.busy([TEAM], at('08:00'), at('15:00'));
    expect(busy).toContainEqual(interval('14:00', '14:30'));
    expect(busy).not.toContainEqual(interval('09:00', '09:30'));
  });

  it('upsert brings back an event that was removed (Google keeps its id, cancelled)', async () => {
    const id = 'b0000002';
    await calendar.insert(TEAM, meeting(id, '11:30', '12:00'));
    expect(await calendar.remove(TEAM, id)).toBe('deleted');
    expect(await calendar.find(TEAM, id)).toBeUndefined();
    // A plain insert cannot: the id is taken by the deleted event.
    await calendar.insert(TEAM, meeting(id, '12:00', '12:30'));
    expect(await calendar.find(TEAM, id)).toBeUndefined();

    await calendar.upsert(TEAM, meeting(id, '12:00', '12:30'));

    expect(await calendar.find(TEAM, id)).toMatchObject({ status: 'confirmed', start: { dateTime: at('12:00').toISOString() } });
    expect(await calendar.busy([TEAM], at('11:00'), at('13:00'))).toContainEqual(interval('12:00', '12:30'));
    expect(await calendar.remove(TEAM, id)).toBe('deleted');
  });

  it('the fake answers an update of an id never inserted with 404, as Google does', async () => {
    const response = await fetch(`${google.url}/calendar/v3/calendars/${encodeURIComponent(TEAM)}/events/c0000404`, {
      method: 'PUT',
      headers: { authorization: 'Bearer fake-token', 'content-type': 'application/json' },
      body: JSON.stringify(meeting('c0000404', '09:00', '09:30')),
    });
    expect(response.status).toBe(404);
    expect(eventsIn(google, TEAM).has('c0000404')).toBe(false);
  });
});

describe('Google Calendar upsert under faults', () => {
  let google: FakeGoogle;
  afterAll(() => google?.close());

  it('a move cut off after Google took it, sent again, leaves one event at the new time', async () => {
    // Request 1: the first insert. Request 2: the move's insert (409). Request 3: its update, reset.
    google = await startFakeGoogle({ faults: { 3: 'reset-after-accept' } });
    const calendar = googleTransport(google);
    const id = 'd0000001';
    await calendar.upsert(TEAM, meeting(id, '09:00', '09:30'));

    // The client may retry the update itself (a PUT is safe to repeat); if it gives up, so does the caller.
    await calendar.upsert(TEAM, meeting(id, '16:00', '16:30')).catch(() => calendar.upsert(TEAM, meeting(id, '16:00', '16:30')));

    expect(google.injected).toEqual(['reset-after-accept']);
    expect(google.resets.get(`${TEAM}/${id}`)).toBe(1);
    expect([...eventsIn(google, TEAM).keys()]).toEqual([id]);
    expect(await calendar.find(TEAM, id)).toMatchObject({ start: { dateTime: at('16:00').toISOString() } });
  });
});

describe('calendar outbox busy times and upsert', () => {
  let dataDir: string;
  let calendar: CalendarTransport;
  const folder = () => path.join(dataDir, 'calendar');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'calendar-busy-'));
    calendar = createOutboxCalendarTransport(dataDir);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('has no busy time while the folder does not exist', async () => {
    expect(await calendar.busy([TEAM], at('00:00'), at('23:59'))).toEqual([]);
  });

  it("counts every event file's time in the window, whatever calendar is asked, and skips files that are no event", async () => {
    await calendar.insert('primary', meeting('e0000001', '10:00', '10:30'));
    await calendar.insert('primary', meeting('e0000002', '10:30', '11:00'));
    await calendar.insert('primary', meeting('e0000003', '13:00', '13:30'));
    await calendar.insert('primary', meeting('e0000004', '21:00', '22:00'));
    await calendar.insert('primary', meeting('e0000005', '15:00', '16:00', { transparency: 'transparent' }));
    await writeFile(path.join(folder(), 'garbage.json'), '{"requestBody": {"start": ');
    await writeFile(path.join(folder(), 'null.json'), 'null');
    await writeFile(path.join(folder(), 'no-times.json'), JSON.stringify({ calendarId: 'primary', requestBody: { id: 'x' } }));
    await writeFile(
      path.join(folder(), 'not-a-time.json'),
      JSON.stringify({ requestBody: { start: { dateTime: 'tomorrow' }, end: { dateTime: at('12:00').toISOString() } } }),
    );
    await writeFile(
      path.join(folder(), 'backwards.json'),
      JSON.stringify({ requestBody: { start: { dateTime: at('12:00').toISOString() }, end: { dateTime: at('11:00').toISOString() } } }),
    );
    // A file still being written: renamed to .json once whole.
    await writeFile(path.join(folder(), 'e0000006.json.tmp'), JSON.stringify({ requestBody: meeting('e0000006', '14:00', '14:30') }));
    await mkdir(path.join(folder(), 'folder.json'));

    const busy = await calendar.busy(['anything'], at('09:00'), at('18:00'));

    expect(busy).toEqual([interval('10:00', '11:00'), interval('13:00', '13:30')]);
  });

  it('upsert rewrites the file, and the next busy times read the new time (a file of the same size)', async () => {
    expect(await calendar.busy([], at('09:00'), at('18:00'))).toContainEqual(interval('13:00', '13:30'));

    expect(await calendar.upsert('primary', meeting('e0000003', '16:00', '16:30'))).toEqual({ id: 'e0000003' });

    expect(await calendar.find('primary', 'e0000003')).toMatchObject({ start: { dateTime: at('16:00').toISOString() } });
    expect(await calendar.busy([], at('09:00'), at('18:00'))).toEqual([interval('10:00', '11:00'), interval('16:00', '16:30')]);
    expect(await calendar.remove('primary', 'e0000003')).toBe('deleted');
    expect(await calendar.busy([], at('09:00'), at('18:00'))).toEqual([interval('10:00', '11:00')]);
  });

  it('reads a folder of thousands of events', async () => {
    const many = 3_000;
    await Promise.all(
      Array.from({ length: many }, (_, index) => {
        const start = new Date(Date.UTC(2031, 3, 1) + index * 3_600_000);
        const event = {
          id: `f${String(index).padStart(7, '0')}`,
          start: { dateTime: start.toISOString() },
          end: { dateTime: new Date(start.getTime() + 1_800_000).toISOString() },
        };
        return writeFile(path.join(folder(), `${event.id}.json`), JSON.stringify({ calendarId: 'primary', requestBody: event }));
      }),
    );
    const window = [new Date(Date.UTC(2031, 3, 1)), new Date(Date.UTC(2031, 3, 1) + 100 * 3_600_000)] as const;

    const first = await calendar.busy([], ...window);
    const again = await calendar.busy([], ...window);

    expect(first).toHaveLength(100);
    expect(again).toEqual(first);
  });
});
