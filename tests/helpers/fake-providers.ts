/**
 * Local stand-ins for Resend and Google, driven by the real SDKs (RESEND_BASE_URL and
 * GOOGLE_API_BASE_URL point at them), with faults injected by request number: a 500, a 429 with
 * retry-after, an answer too late for the client's timeout, or the connection reset after the
 * message or event was accepted. A test can also hold the provider (requests wait until it lets
 * them go), make Google fail every delete or every free/busy query, set the busy times Google's
 * free/busy reports, and read when each send reached Resend.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createGoogleCalendarTransport, type CalendarTransport } from '@/lib/delivery/calendar/calendar-transport';

/**
 * 'reset-before-accept' cuts the connection before anything is done (nothing to repeat);
 * 'reset-after-accept' after the provider accepted (the client cannot tell the two apart).
 */
export type Fault = 'error-500' | 'rate-limited-429' | 'timeout' | 'reset-before-accept' | 'reset-after-accept';

export interface FakeOptions {
  /** Fault for the n-th request (1-based) to the main resource. */
  faults?: Record<number, Fault>;
  /** A predicate on the request body that makes every matching request fail with 500. */
  alwaysFail?: (body: any) => boolean;
  /** Delay before every answer, in ms. */
  delayMs?: number;
  /** Google: every events.delete answers 503 (the calendar is down for erasure). */
  failDeletes?: boolean;
  /** Google: every freebusy.query answers 503 (the team's availability cannot be read). */
  failFreeBusy?: boolean;
  /** Google: busy times (RFC 3339) by calendar id, besides the calendars' events; see `FakeGoogle.busy`. */
  busy?: Record<string, BusyTime[]>;
  /**
   * Google: whether the account may make a Meet (conferenceData): 'allowed' as with domain-wide
   * delegation; 'forbidden' (the default) as for a plain service account, a 403
   * forbiddenForServiceAccounts to any insert or update that asks for one.
   */
  meet?: 'allowed' | 'forbidden';
}

interface BusyTime {
  start: string;
  end: string;
}

export interface FakeProvider {
  url: string;
  requests: number;
  /**
   * Accepted items by their idempotency key (Resend) or `<calendar id>/<event id>` (Google: an
   * event is found only in its own calendar).
   */
  accepted: Map<string, any>;
  /** How often each key was accepted as new: every value must be 1. */
  /**
   * Every call the provider accepted for a key, replays of a known key included (Resend answers
   * them with the first result, Google with 409): more than 1 + `resets` means the client sent
   * again what it had been told was done.
   */
  acceptedCount: Map<string, number>;
  /** Calls per key that were accepted and then cut off before the answer ('reset-after-accept'). */
  resets: Map<string, number>;
  /** The faults injected so far, in order. */
  injected: Fault[];
  /** When each request to the main resource arrived (ms since the epoch), in order: shows the client's pace. */
  arrivals: number[];
  /** Requests to the main resource waiting for `hold`'s release. */
  waiting: number;
  /** Holds every later request to the main resource until the returned function is called (a slow provider). */
  hold(): () => void;
  options: FakeOptions;
  close(): Promise<void>;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Each fake's current hold, if any (see `hold`). */
const gates = new WeakMap<FakeProvider, () => Promise<void> | undefined>();

export async function startFake(
  handle: (fake: FakeProvider, request: IncomingMessage, response: ServerResponse, body: string) => Promise<void>,
  options: FakeOptions,
  port = 0,
): Promise<FakeProvider> {
  const fake = {
    requests: 0,
    accepted: new Map(),
    acceptedCount: new Map(),
    resets: new Map(),
    injected: [],
    arrivals: [],
    waiting: 0,
    options,
  } as unknown as FakeProvider;
  let gate: Promise<void> | undefined;
  fake.hold = () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    return () => {
      gate = undefined;
      release();
    };
  };
  gates.set(fake, () => gate);
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (fake.options.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.options.delayMs));
    // A client that went away while the request waited (a killed server) gets nothing done: a test
    // of redelivery must not pass on what the dead process sent.
    if (request.socket.destroyed) return;
    await handle(fake, request, response, body).catch((error) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/**
 * Counts a request to the main resource, notes when it arrived, and waits while the provider is
 * held. False when the client went away meanwhile (it gets nothing done).
 */
export async function arrive(fake: FakeProvider, request: IncomingMessage): Promise<boolean> {
  fake.requests += 1;
  fake.arrivals.push(Date.now());
  const gate = gates.get(fake)?.();
  if (gate) {
    fake.waiting += 1;
    await gate;
    fake.waiting -= 1;
  }
  return !request.socket.destroyed;
}

/**
 * Applies the fault planned for this request; returns true when the request is answered. Faults
 * are numbered by the fake's requests, or by a count of the caller's (one kind of call of several).
 */
export async function injectFault(
  fake: FakeProvider,
  response: ServerResponse,
  key: string,
  accept: () => void,
  numbered: { number: number; faults?: Record<number, Fault> } = { number: fake.requests, faults: fake.options.faults },
): Promise<boolean> {
  const fault = numbered.faults?.[numbered.number];
  if (fault) fake.injected.push(fault);
  switch (fault) {
    case 'error-500':
      json(response, 500, { name: 'internal_server_error', message: 'Injected failure', statusCode: 500 });
      return true;
    case 'rate-limited-429':
      json(response, 429, { name: 'rate_limit_exceeded', message: 'Too many requests', statusCode: 429 }, { 'retry-after': '1' });
      return true;
    case 'timeout':
      // Longer than the client's timeout; the client gives up and retries later.
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      json(response, 500, { message: 'too late' });
      return true;
    case 'reset-before-accept':
      response.socket?.destroy();
      return true;
    case 'reset-after-accept':
      accept();
      fake.resets.set(key, (fake.resets.get(key) ?? 0) + 1);
      response.socket?.destroy();
      return true;
    default:
      return false;
  }
}

export function countAcceptance(fake: FakeProvider, key: string, item: unknown) {
  if (!fake.accepted.has(key)) fake.accepted.set(key, item);
  fake.acceptedCount.set(key, (fake.acceptedCount.get(key) ?? 0) + 1);
}

/** POST /emails with Resend's idempotency: a known key answers the first result and sends nothing. */
export function startFakeResend(options: FakeOptions = {}, port = 0): Promise<FakeProvider> {
  const ids = new Map<string, { id: string; body: string }>();
  return startFake(
    async (fake, request, response, body) => {
      if (request.method !== 'POST' || request.url !== '/emails') return json(response, 404, { message: 'not found' });
      if (!(await arrive(fake, request))) return;
      const key = String(request.headers['idempotency-key'] ?? '');
      const accept = () => {
        if (!ids.has(key)) ids.set(key, { id: `email-${ids.size + 1}`, body });
        countAcceptance(fake, key, JSON.parse(body));
      };
      if (fake.options.alwaysFail?.(JSON.parse(body)))
        return json(response, 500, { name: 'application_error', message: `Always failing: cannot deliver to ${JSON.parse(body).to}` });
      if (await injectFault(fake, response, key, accept)) return;
      const known = ids.get(key);
      if (known && known.body !== body) {
        return json(response, 409, { name: 'invalid_idempotent_request', message: 'Same key, different payload', statusCode: 409 });
      }
      accept();
      json(response, 200, { id: ids.get(key)!.id });
    },
    options,
    port,
  );
}

/** The calendar providerEnv configures: a calendar the fake Google knows from the start. */
export const FAKE_TEAM_CALENDAR_ID = 'team@group.calendar.google.com';

export interface FakeGoogle extends FakeProvider {
  /**
   * The busy times free/busy reports for each calendar besides its events, by calendar id; a test
   * may change it while the server runs. The calendars free/busy knows are these keys (the team's
   * calendar from the start) and every calendar holding an event; any other answers `notFound`.
   */
  busy: Map<string, BusyTime[]>;
  /** freebusy.query requests answered (a failure with `failFreeBusy` too). */
  freeBusyCalls: number;
  /** The Meets made, by the createRequest's requestId: one per id, however often it is asked for. */
  meets: Map<string, string>;
  /** Requests refused 403 forbiddenForServiceAccounts because they asked for a Meet. */
  meetRefusals: number;
}

/**
 * The token exchange, events.insert, events.get, events.update, events.delete and freebusy.query,
 * as Google answers them, each calendar holding its own events: a known event id answers 409 on
 * insert (a deleted one too), a deleted event reads as `cancelled` and answers 410 to a second
 * delete, an unknown one (or one in another calendar) 404. An update replaces a known event (a
 * deleted one comes back), counted as an acceptance of its key like an insert, and answers 404 for
 * an id never inserted; the faults by request number count inserts and updates alike. Free/busy
 * reports `busy` and every event (not deleted, not cancelled, not 'transparent'), and `notFound` for
 * a calendar it does not know. With `failDeletes`, a delete answers 503; with `failFreeBusy`, a
 * free/busy query does.
 */
export async function startFakeGoogle(options: FakeOptions = {}): Promise<FakeGoogle> {
  const deleted = new Set<string>();
  const busy = new Map<string, BusyTime[]>([[FAKE_TEAM_CALENDAR_ID, []], ...Object.entries(options.busy ?? {})]);
  const fake = (await startFake(async (fake, request, response, body) => {
    const pathname = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'POST' && pathname === '/token') {
      return json(response, 200, { access_token: 'fake-token', token_type: 'Bearer', expires_in: 3600 });
    }
    if (request.method === 'POST' && pathname === '/calendar/v3/freeBusy') {
      if (request.headers.authorization !== 'Bearer fake-token') return json(response, 401, { error: { code: 401 } });
      return answerFreeBusy(fake as FakeGoogle, response, body, deleted);
    }
    const match = pathname.match(/^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/);
    if (!match) return json(response, 404, { error: { code: 404, message: 'not found' } });
    if (request.headers.authorization !== 'Bearer fake-token') return json(response, 401, { error: { code: 401 } });
    const calendarId = decodeURIComponent(match[1]!);
    const eventId = match[2] && decodeURIComponent(match[2]);
    const key = `${calendarId}/${eventId}`;
    if (eventId && request.method === 'GET') {
      if (fake.accepted.has(key)) return json(response, 200, fake.accepted.get(key));
      if (deleted.has(key)) return json(response, 200, { id: eventId, status: 'cancelled' });
      return json(response, 404, { error: { code: 404, message: 'Not Found' } });
    }
    if (eventId && request.method === 'DELETE') {
      if (fake.options.failDeletes) return json(response, 503, { error: { code: 503, message: 'Backend Error' } });
      if (deleted.has(key)) return json(response, 410, { error: { code: 410, message: 'Resource has been deleted' } });
      if (!fake.accepted.delete(key)) return json(response, 404, { error: { code: 404, message: 'Not Found' } });
      deleted.add(key);
      response.writeHead(204).end();
      return;
    }
    const conference = conferenceOf(fake as FakeGoogle, request, body);
    if (conference === 'forbidden') {
      (fake as FakeGoogle).meetRefusals++;
      return json(response, 403, {
        error: {
          code: 403,
          message: 'Service accounts cannot create Meet conferences without Domain-Wide Delegation of Authority.',
          errors: [{ domain: 'calendar', reason: 'forbiddenForServiceAccounts' }],
        },
      });
    }
    if (eventId && request.method === 'PUT') {
      if (!(await arrive(fake, request))) return;
      // The path names the event; an id in the body does not move it.
      const { keepsConference, ...written } = conference;
      const held = fake.accepted.get(key);
      const kept = keepsConference && held ? { conferenceData: held.conferenceData, hangoutLink: held.hangoutLink } : {};
      const event = { ...JSON.parse(body), id: eventId, calendarId, ...written, ...kept };
      const accept = () => {
        fake.accepted.set(key, event);
        fake.acceptedCount.set(key, (fake.acceptedCount.get(key) ?? 0) + 1);
        deleted.delete(key);
      };
      if (!fake.accepted.has(key) && !deleted.has(key)) return json(response, 404, { error: { code: 404, message: 'Not Found' } });
      if (await injectFault(fake, response, key, accept)) return;
      accept();
      return json(response, 200, event);
    }
    if (request.method !== 'POST' || eventId) return json(response, 404, { error: { code: 404, message: 'not found' } });
    if (!(await arrive(fake, request))) return;
    const event = { ...JSON.parse(body), calendarId, ...conference, keepsConference: undefined };
    const eventKey = `${calendarId}/${event.id}`;
    const accept = () => countAcceptance(fake, eventKey, event);
    if (await injectFault(fake, response, eventKey, accept)) return;
    if (fake.accepted.has(eventKey) || deleted.has(eventKey)) {
      // A replay of a known event: accepted as done, and counted, but never a second event.
      if (fake.accepted.has(eventKey)) accept();
      return json(response, 409, { error: { code: 409, message: 'The requested identifier already exists.' } });
    }
    accept();
    json(response, 200, event);
  }, options)) as FakeGoogle;
  fake.busy = busy;
  fake.freeBusyCalls = 0;
  fake.meets = new Map();
  fake.meetRefusals = 0;
  return fake;
}

/**
 * What Google does with an event's conferenceData: without `conferenceDataVersion=1` it is ignored
 * (an update keeps the event's conference); with it, a createRequest makes a Meet or is refused (a
 * requestId used before is ignored: no Meet), a conference already made is kept as given, and none
 * given means none (an update that names none removes it).
 */
function conferenceOf(fake: FakeGoogle, request: IncomingMessage, body: string): 'forbidden' | Record<string, unknown> {
  if (request.method !== 'POST' && request.method !== 'PUT') return {};
  const version = new URL(request.url ?? '/', 'http://fake').searchParams.get('conferenceDataVersion');
  let given: any;
  try {
    given = JSON.parse(body)?.conferenceData;
  } catch {
    return {};
  }
  if (version !== '1') return { conferenceData: undefined, hangoutLink: undefined, keepsConference: true };
  if (!given) return { conferenceData: undefined, hangoutLink: undefined };
  if (given.conferenceId) return { conferenceData: given, hangoutLink: `https://meet.google.com/${given.conferenceId}` };
  const requestId = given.createRequest?.requestId;
  if (typeof requestId !== 'string') return { conferenceData: undefined, hangoutLink: undefined };
  if (fake.options.meet !== 'allowed') return 'forbidden';
  // Google: "If an ID provided is the same as for the previous request, the request is ignored":
  // no second Meet, and none for this write either.
  if (fake.meets.has(requestId)) return { conferenceData: undefined, hangoutLink: undefined };
  const letters = createHash('sha256').update(requestId).digest('hex').replace(/[0-9]/g, '').padEnd(10, 'x');
  const conferenceId = `${letters.slice(0, 3)}-${letters.slice(3, 7)}-${letters.slice(7, 10)}`;
  fake.meets.set(requestId, conferenceId);
  const hangoutLink = `https://meet.google.com/${conferenceId}`;
  return {
    hangoutLink,
    conferenceData: {
      conferenceId,
      conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
      entryPoints: [{ entryPointType: 'video', uri: hangoutLink }],
      createRequest: { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' }, status: { statusCode: 'success' } },
    },
  };
}

/** Google's freebusy.query answer: each calendar's busy times in the window, or its `notFound`. */
function answerFreeBusy(fake: FakeGoogle, response: ServerResponse, body: string, deleted: ReadonlySet<string>) {
  fake.freeBusyCalls += 1;
  if (fake.options.failFreeBusy) return json(response, 503, { error: { code: 503, message: 'Backend Error' } });
  const { timeMin, timeMax, items } = JSON.parse(body) as { timeMin?: string; timeMax?: string; items?: { id: string }[] };
  if (!timeMin || !timeMax) return json(response, 400, { error: { code: 400, message: `Missing ${timeMin ? 'timeMax' : 'timeMin'}.` } });
  const [from, to] = [Date.parse(timeMin), Date.parse(timeMax)];
  const events = [...fake.accepted.entries()].map(([key, event]) => ({ calendarId: key.slice(0, key.lastIndexOf('/')), event }));
  const calendars: Record<string, { busy: BusyTime[]; errors?: { domain: string; reason: string }[] }> = {};
  for (const { id } of items ?? []) {
    const known =
      fake.busy.has(id) || events.some((event) => event.calendarId === id) || [...deleted].some((key) => key.startsWith(`${id}/`));
    if (!known) {
      calendars[id] = { busy: [], errors: [{ domain: 'global', reason: 'notFound' }] };
      continue;
    }
    const eventTimes = events
      .filter(({ calendarId, event }) => calendarId === id && event.status !== 'cancelled' && event.transparency !== 'transparent')
      // Events with a date and time only: the site makes no all-day event.
      .flatMap(({ event }) =>
        event.start?.dateTime && event.end?.dateTime ? [{ start: event.start.dateTime, end: event.end.dateTime }] : [],
      );
    calendars[id] = {
      busy: [...(fake.busy.get(id) ?? []), ...eventTimes]
        // Outside the window only when both ends say so: a time that does not parse reaches the client.
        .filter(({ start, end }) => !(Date.parse(start) >= to || Date.parse(end) <= from))
        .sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
    };
  }
  json(response, 200, { kind: 'calendar#freeBusy', timeMin, timeMax, calendars });
}

/** A service-account key for the fake Google: the real client signs its token request with it. */
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const SERVICE_ACCOUNT_EMAIL = 'bot@courtside-test.iam.gserviceaccount.com';
const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** The server environment that points both real clients at the fakes. */
/** The real Google Calendar client, signed in with the service account the fake's token exchange accepts. */
export function fakeGoogleCalendar(google: FakeProvider): CalendarTransport {
  return createGoogleCalendarTransport({ serviceAccountEmail: SERVICE_ACCOUNT_EMAIL, privateKey: PEM, baseUrl: google.url });
}

export function providerEnv(resend: FakeProvider, google: FakeProvider): Record<string, string> {
  return {
    RESEND_API_KEY: 're_test_key',
    RESEND_BASE_URL: resend.url,
    MAIL_FROM: 'Courtside <hello@courtside.example>',
    TEAM_EMAIL: 'sales@courtside.example',
    GOOGLE_SERVICE_ACCOUNT_EMAIL: SERVICE_ACCOUNT_EMAIL,
    // Escaped newlines, as hosts often store multi-line secrets.
    GOOGLE_SERVICE_ACCOUNT_KEY: PEM.replaceAll('\n', '\\n'),
    GOOGLE_CALENDAR_ID: FAKE_TEAM_CALENDAR_ID,
    GOOGLE_API_BASE_URL: google.url,
    DELIVERY_RETRY_DELAY_SECONDS: '1',
    EMAILS_PER_RECIPIENT_PER_DAY: '1000',
    BROCHURES_PER_RECIPIENT_PER_DAY: '1000',
  };
}
