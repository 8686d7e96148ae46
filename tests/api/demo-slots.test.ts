/**
 * GET /api/scheduling/slots against a running production build, on each store, with the real
 * Google client reading free/busy from the fake Google (tests/helpers/fake-providers.ts): the
 * answer's shape and zone, its caching and CORS, the rate limit per client, what a bad query gets,
 * a calendar that cannot be read (503, and the same for a booking), and the promise that matters:
 * a busy time of the team's calendar is never offered, and a slot booked through the API is gone at
 * once. And with SCHEDULING=off, a 404 that says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bookingRulesJson from '@/content/scheduling.json';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
import { demoSlotsSchema, type DemoSlots } from '@/lib/scheduling/slot-list';
import { errorResponseSchema } from '@/lib/api/response-schemas';
import { bookingOperation } from '../helpers/operation-fixtures';
import { callApi, newClientAddress, type ApiAnswer } from '../helpers/client';
import { SITE_URL } from '../helpers/documents';
import { expectErrorAnswer } from '../helpers/error-answer';
import {
  FAKE_TEAM_CALENDAR_ID,
  providerEnv,
  startFakeGoogle,
  startFakeResend,
  type FakeGoogle,
  type FakeProvider,
} from '../helpers/fake-providers';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { closeAll } from '../helpers/close-all';

const SLOTS = '/api/scheduling/slots';
const RULES = loadBookingRules(bookingRulesJson);
const HOUR = 3_600_000;
const TEAM_ZONE = 'Europe/Madrid';
const RATE_LIMIT = 4;

let uniqueCounter = 0;
const uniqueEmail = (label: string) => `${label}.${process.pid}.${++uniqueCounter}.${Date.now().toString(36)}@example.com`;

const getSlots = (baseUrl: string, query = '', headers: Record<string, string> = {}) =>
  callApi(baseUrl, `${SLOTS}${query}`, { method: 'GET', headers });

function slotsOf(answer: ApiAnswer): DemoSlots {
  expect(answer.status, answer.text).toBe(200);
  return demoSlotsSchema.parse(answer.body);
}

/** The zone's offset at an instant as RFC 3339 writes it (`+01:00`, `-05:00`, `+00:00`), from Intl. */
function offsetIn(zone: string, instant: Date): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** A demo request that books `start`, from its own mailbox. */
const booking = (start: string, label: string) => ({
  ...bookingOperation.example,
  name: `Slots ${label} ${uniqueCounter}`,
  email: uniqueEmail(label),
  timeZone: TEAM_ZONE,
  preferredStart: start,
});

describe.each(STORES)('GET /api/scheduling/slots on %s', (store) => {
  let server: TestServer;
  let resend: FakeProvider;
  let google: FakeGoogle;
  /** The team's calendar is busy from now for three days, and for a day after that. */
  const now = Date.now();
  const busy = [
    { start: new Date(now), end: new Date(now + 72 * HOUR) },
    { start: new Date(now + 96 * HOUR), end: new Date(now + 120 * HOUR) },
  ];

  beforeAll(async () => {
    resend = await startFakeResend();
    google = await startFakeGoogle({
      busy: { [FAKE_TEAM_CALENDAR_ID]: busy.map(({ start, end }) => ({ start: start.toISOString(), end: end.toISOString() })) },
    });
    server = await startServer(store, {
      ...providerEnv(resend, google),
      SITE_URL,
      TEAM_TIMEZONE: TEAM_ZONE,
      RATE_LIMIT: `${RATE_LIMIT}/60`,
    });
  });
  afterAll(() => closeAll(server, resend, google));

  // First: the calendar has not been read yet, so nothing cached hides the failure.
  it("answers 503 SCHEDULING_UNAVAILABLE with Retry-After while the team's calendar cannot be read; a booking gets the same and stores nothing", async () => {
    google.options.failFreeBusy = true;
    try {
      const answer = await getSlots(server.url, '?limit=3');
      expectErrorAnswer(
        answer,
        'SCHEDULING_UNAVAILABLE',
        "The team's calendar cannot be read right now, so no free times can be listed.",
        SITE_URL,
      );
      expect(answer.headers.get('retry-after')).toBe('10');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.text).not.toMatch(/\bat [\w.<>]+ \(|Error:|googleapis/);

      const refused = await callApi(server.url, bookingOperation.path, {
        body: booking(new Date(now + 200 * HOUR).toISOString(), 'outage'),
      });
      expectErrorAnswer(refused, 'SCHEDULING_UNAVAILABLE', /preferredStart cannot be checked\. Nothing was stored\.$/, SITE_URL);
      expect(refused.headers.get('retry-after')).toBe('10');
      expect(google.freeBusyCalls).toBeGreaterThanOrEqual(2);
      // Said as an outage, not logged as a fault of ours.
      expect(server.logLines().filter((line) => line.component === 'scheduling').length).toBeGreaterThanOrEqual(2);
      expect(server.logLines().some((line) => line.message.startsWith('unexpected error'))).toBe(false);
    } finally {
      google.options.failFreeBusy = false;
    }
  });

  it('answers the free starts in the zone asked for: start and end in UTC, local with its offset, soonest first', async () => {
    const answer = await getSlots(server.url, '?timeZone=America/New_York&limit=7');
    const slots = slotsOf(answer);
    expect(slots.timeZone).toBe('America/New_York');
    expect(slots.meetingMinutes).toBe(RULES.meetingMinutes);
    expect(slots.slots).toHaveLength(7);
    const starts = slots.slots.map((slot) => Date.parse(slot.start));
    expect(starts).toEqual([...new Set(starts)].sort((a, b) => a - b));
    for (const slot of slots.slots) {
      expect(slot.start).toMatch(/Z$/);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(RULES.meetingMinutes * 60_000);
      expect(Date.parse(slot.local)).toBe(Date.parse(slot.start));
      expect(slot.local.slice(-6)).toBe(offsetIn('America/New_York', new Date(slot.start)));
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + RULES.minimumNoticeHours * HOUR - 60_000);
    }
    // Free times only: the answer has nothing else to show.
    expect(Object.keys(answer.body).sort()).toEqual(['meetingMinutes', 'slots', 'timeZone']);
    // Asked again each time: the server keeps its lists only until a booking changes them.
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('ratelimit-policy')).toBe(`"per-endpoint";q=${RATE_LIMIT};w=60`);
  });

  it("answers in the team's zone without one, 20 starts by default, and settles a zone's case", async () => {
    const plain = slotsOf(await getSlots(server.url));
    expect(plain.timeZone).toBe(TEAM_ZONE);
    expect(plain.slots).toHaveLength(20);
    for (const slot of plain.slots) expect(slot.local.slice(-6)).toBe(offsetIn(TEAM_ZONE, new Date(slot.start)));
    const lowerCase = slotsOf(await getSlots(server.url, '?timeZone=asia/kolkata&limit=2'));
    expect(lowerCase.timeZone).toBe('Asia/Kolkata');
    expect(lowerCase.slots[0]!.local).toMatch(/\+05:30$/);
    expect(lowerCase.slots.map((slot) => slot.start)).toEqual(plain.slots.slice(0, 2).map((slot) => slot.start));
  });

  it("never offers a busy time of the team's calendar (Google free/busy), nor one within the buffer around it", async () => {
    const callsBefore = google.freeBusyCalls;
    const { slots } = slotsOf(await getSlots(server.url, '?limit=50'));
    expect(slots).toHaveLength(50);
    expect(google.freeBusyCalls - callsBefore).toBeLessThanOrEqual(1);
    expect(google.freeBusyCalls).toBeGreaterThanOrEqual(1);
    const buffer = RULES.bufferMinutes * 60_000;
    for (const slot of slots) {
      const [from, to] = [Date.parse(slot.start) - buffer, Date.parse(slot.end) + buffer];
      for (const interval of busy) expect(from >= interval.end.getTime() || to <= interval.start.getTime(), slot.start).toBe(true);
    }
    // Without the calendar the first three days (which always hold working hours) would be offered.
    expect(Date.parse(slots[0]!.start)).toBeGreaterThanOrEqual(busy[0]!.end.getTime() + buffer);
    expect(slots.some((slot) => Date.parse(slot.start) > busy[1]!.end.getTime())).toBe(true);
  });

  it('no longer offers a slot booked through the API, at once (the calendar and the list were kept)', async () => {
    await getSlots(server.url, '?limit=50');
    const kept = await getSlots(server.url, '?limit=50');
    // Kept from the request before: not counted, so no RateLimit field (lib/api/demo-slots-request.ts).
    expect(kept.headers.get('ratelimit')).toBeNull();
    const before = slotsOf(kept);
    const chosen = before.slots[0]!;
    const booked = await callApi(server.url, bookingOperation.path, { body: booking(chosen.start, 'gone') });
    expect(booked.status, booked.text).toBe(200);
    expect(booked.body.meeting).toMatchObject({ start: chosen.start, end: chosen.end, timeZone: TEAM_ZONE });
    const calls = google.freeBusyCalls;
    const answer = await getSlots(server.url, '?limit=50');
    expect(answer.headers.get('ratelimit')).toMatch(/^"per-endpoint";r=\d+;t=\d+$/);
    const after = slotsOf(answer);
    expect(after.slots.map((slot) => slot.start)).not.toContain(chosen.start);
    // The rest is still offered, apart from the buffer around the new meeting.
    const buffer = RULES.bufferMinutes * 60_000;
    const clear = before.slots.filter(
      (slot) => Date.parse(slot.start) >= Date.parse(chosen.end) + buffer || Date.parse(slot.end) + buffer <= Date.parse(chosen.start),
    );
    for (const slot of clear.slice(0, 10)) expect(after.slots.map((free) => free.start)).toContain(slot.start);
    expect(google.freeBusyCalls).toBe(calls);
  });

  it('refuses a bad time zone, a bad limit, a repeated or an unknown parameter with 400 naming it, uncached', async () => {
    const cases: [string, 'VALIDATION_ERROR' | 'INVALID_INPUT', string, string][] = [
      ['?timeZone=Mars/Olympus', 'VALIDATION_ERROR', 'Invalid or missing fields: timeZone.', 'invalid_value'],
      ['?timeZone=%2B01:00', 'VALIDATION_ERROR', 'Invalid or missing fields: timeZone.', 'invalid_value'],
      [`?timeZone=${'A'.repeat(65)}`, 'VALIDATION_ERROR', 'Invalid or missing fields: timeZone.', 'too_long'],
      ['?limit=0', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'too_small'],
      ['?limit=51', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'too_large'],
      ['?limit=ten', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'invalid_type'],
      // Digits only: what a number parser would read is not a limit.
      ['?limit=0x10', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'invalid_type'],
      ['?limit=1e1', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'invalid_type'],
      ['?limit=%2B5', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'invalid_type'],
      ['?limit=5.0', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'invalid_type'],
      ['?limit=%20%205', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'invalid_type'],
      ['?from=2026-02-30', 'VALIDATION_ERROR', 'Invalid or missing fields: from.', 'invalid_value'],
      ['?from=next%20tuesday', 'VALIDATION_ERROR', 'Invalid or missing fields: from.', 'invalid_value'],
      ['?limit=2&limit=3', 'VALIDATION_ERROR', 'Invalid or missing fields: limit.', 'invalid_type'],
      ['?timezone=Europe/Madrid', 'INVALID_INPUT', 'Unknown fields: timezone.', 'unknown_field'],
    ];
    for (const [query, code, message, problem] of cases) {
      const answer = await getSlots(server.url, query);
      expectErrorAnswer(answer, code, message, SITE_URL);
      const field = message.split(': ')[1]!.slice(0, -1);
      expect(answer.body.error.issues, query).toContainEqual(expect.objectContaining({ field, problem }));
      expect(answer.body.error.issues.every((issue: { field: string }) => issue.field === field)).toBe(true);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
    // A thousand unknown parameters: one bounded answer.
    const many = await getSlots(server.url, `?${Array.from({ length: 1000 }, (_, index) => `p${index}=1`).join('&')}`);
    expect(many.status).toBe(400);
    expect(many.body.error.issues).toHaveLength(20);
    expect(many.text.length).toBeLessThan(16 * 1024);
  });

  it("starts the list on the day `from` names, in the person's zone: one request for the days they want", async () => {
    const zone = 'America/New_York';
    const all = slotsOf(await getSlots(server.url, `?timeZone=${zone}&limit=50`)).slots;
    // A day with free times, not the first one: the list from it skips the days before.
    const day = all[20]!.local.slice(0, 10);
    const expected = all.filter((slot) => slot.local.slice(0, 10) >= day).slice(0, 5);
    expect(expected[0]!.start).not.toBe(all[0]!.start);
    const fromDay = slotsOf(await getSlots(server.url, `?timeZone=${zone}&from=${day}&limit=5`));
    expect(fromDay.timeZone).toBe(zone);
    expect(fromDay.slots).toEqual(expected);
    for (const slot of fromDay.slots) expect(slot.local.slice(0, 10) >= day).toBe(true);
    // Without timeZone the day is the team's, as the answer's local times are.
    const teamDay = slotsOf(await getSlots(server.url, `?from=${day}&limit=1`));
    expect(teamDay.timeZone).toBe(TEAM_ZONE);
    expect(teamDay.slots[0]!.local.slice(0, 10) >= day).toBe(true);
  });

  it("refuses a `from` day before today or past the horizon in the person's zone with 400 naming `from` and the days it may be", async () => {
    const zone = 'Pacific/Kiritimati'; // UTC+14: its today is often the team's tomorrow
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const dayAfter = (date: string, days: number) =>
      new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
    const last = dayAfter(today, RULES.horizonDays);
    expect(slotsOf(await getSlots(server.url, `?timeZone=${zone}&from=${today}&limit=1`)).timeZone).toBe(zone);
    expect(slotsOf(await getSlots(server.url, `?timeZone=${zone}&from=${last}&limit=1`)).timeZone).toBe(zone);
    for (const [from, problem] of [
      [dayAfter(today, -1), 'too_small'],
      [dayAfter(last, 1), 'too_large'],
      ['1999-01-01', 'too_small'],
    ] as const) {
      const answer = await getSlots(server.url, `?timeZone=${zone}&from=${from}`);
      expectErrorAnswer(
        answer,
        'VALIDATION_ERROR',
        `Invalid or missing fields: from. It must be a day from ${today} to ${last} (today to the booking horizon, in ${zone}).`,
        SITE_URL,
      );
      expect(answer.body.error.issues).toEqual([{ field: 'from', problem }]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers the preflight and HEAD, and other methods with 405 and Allow', async () => {
    const preflight = await fetch(`${server.url}${SLOTS}`, { method: 'OPTIONS', headers: { Origin: 'https://agent.example' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const head = await fetch(`${server.url}${SLOTS}?limit=1`, { method: 'HEAD', headers: { 'X-Forwarded-For': newClientAddress() } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await callApi(server.url, SLOTS, { body: {} });
    expectErrorAnswer(post, 'METHOD_NOT_ALLOWED', /POST is not allowed/, SITE_URL);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(post.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('limits each client: past the limit, 429 RATE_LIMITED with Retry-After and the RateLimit fields; others still get their list', async () => {
    await awaitFreshRateLimitWindow(60);
    const headers = { 'X-Forwarded-For': newClientAddress() };
    // Lists no request of this suite has asked for: each is computed afresh, so each is counted.
    const fresh = (call: number) => `?timeZone=Asia/Tokyo&limit=${40 + call}`;
    for (let call = 1; call <= RATE_LIMIT; call += 1) {
      const answer = await getSlots(server.url, fresh(call), headers);
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^"per-endpoint";r=${RATE_LIMIT - call};t=\\d+$`));
    }
    const limited = await getSlots(server.url, fresh(RATE_LIMIT + 1), headers);
    expectErrorAnswer(
      limited,
      'RATE_LIMITED',
      `Rate limit exceeded: at most ${RATE_LIMIT} requests per 60 seconds to ${SLOTS} from one client address.`,
      SITE_URL,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(limited.headers.get('ratelimit')).toMatch(/^"per-endpoint";r=0;t=\d+$/);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    // A bad query is answered before the limit is counted; another client is not limited.
    expect((await getSlots(server.url, '?limit=0', headers)).status).toBe(400);
    expect((await getSlots(server.url, '?limit=1')).status).toBe(200);
    // A list the server keeps from a moment ago costs what a refusal costs: answered uncounted, past the limit too.
    const kept = await getSlots(server.url, fresh(RATE_LIMIT), headers);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.headers.get('ratelimit')).toBeNull();
    expect(kept.headers.get('ratelimit-policy')).toBeNull();
  });
});

describe('GET /api/scheduling/slots with SCHEDULING=off', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer('pglite', { SITE_URL, SCHEDULING: 'off' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 NOT_FOUND saying that scheduling is off, whatever the query', async () => {
    for (const query of ['', '?timeZone=Europe/Paris', '?limit=0']) {
      const answer = await getSlots(server.url, query);
      expectErrorAnswer(answer, 'NOT_FOUND', /^Demo scheduling is off on this site: .*without preferredStart/, SITE_URL);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('leaves the demo request as it was: 200 without preferredStart, 409 SLOT_UNAVAILABLE without alternatives with it', async () => {
    const plain = await callApi(server.url, bookingOperation.path, { body: { ...bookingOperation.example, email: uniqueEmail('off') } });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.meeting).toBeUndefined();
    const withStart = await callApi(server.url, bookingOperation.path, {
      body: booking(new Date(Date.now() + 48 * HOUR).toISOString(), 'off-start'),
    });
    expectErrorAnswer(withStart, 'SLOT_UNAVAILABLE', /scheduling is off/, SITE_URL);
    expect(errorResponseSchema.parse(withStart.body).error.alternatives).toEqual([]);
  });
});
