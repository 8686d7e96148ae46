/**
 * Local stand-ins for the team's tools (lib/destinations), driven by the real clients: a webhook
 * receiver that verifies every signature with the standardwebhooks library's own verifier, a Slack
 * incoming webhook, and the HubSpot endpoints the site calls. Each counts every call it accepted (a
 * repeat too) and takes the faults of fake-providers.ts by request number: a 500, a 429 with
 * Retry-After, an answer too late, the connection reset before or after it accepted.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { arrive, countAcceptance, injectFault, json, startFake, type Fault, type FakeOptions, type FakeProvider } from './fake-providers';

/** A secret in the form WEBHOOK_SECRET takes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface WebhookAttempt {
  id: string;
  timestamp: string;
  type: string;
  reference: string;
}

export interface FakeWebhookReceiver extends FakeProvider {
  secret: string;
  /** Every request whose signature verified (faulted ones too), in order: the ids of one event's attempts. */
  attempts: WebhookAttempt[];
  /** Requests refused with 401: a signature that did not verify, or none. */
  refused: number;
}

function headersOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
}

/**
 * A receiver at any path: verifies the signature first (401 otherwise), then takes the event,
 * counted under its `webhook-id` (`accepted` keeps the first body, `acceptedCount` every one).
 */
export async function startFakeWebhookReceiver(options: FakeOptions = {}, secret = newWebhookSecret()): Promise<FakeWebhookReceiver> {
  const verifier = new Webhook(secret);
  const fake = (await startFake(async (fake, request, response, body) => {
    const receiver = fake as FakeWebhookReceiver;
    if (request.method !== 'POST') return json(response, 405, { message: 'POST only' });
    let event: { type: string; data: { reference: string } };
    try {
      event = verifier.verify(body, headersOf(request)) as typeof event;
    } catch {
      receiver.refused += 1;
      return json(response, 401, { message: 'bad signature' });
    }
    if (!(await arrive(fake, request))) return;
    const id = String(request.headers['webhook-id']);
    receiver.attempts.push({
      id,
      timestamp: String(request.headers['webhook-timestamp']),
      type: event.type,
      reference: event.data.reference,
    });
    if (await injectFault(fake, response, id, () => countAcceptance(fake, id, event))) return;
    countAcceptance(fake, id, event);
    response.writeHead(204).end();
  }, options)) as FakeWebhookReceiver;
  fake.secret = secret;
  fake.attempts = [];
  fake.refused = 0;
  return fake;
}

/** The path of the fake's incoming webhook, as Slack's look. */
export const SLACK_HOOK_PATH = '/services/T0000TEST/B0000TEST/aaaaaaaaaaaaaaaaaaaaaaaa';

/**
 * Slack's incoming webhook: POST to its path answers `ok`; every message accepted is counted under
 * its `text` (the site's names the lead's reference). Another path answers 404 `no_service`.
 */
export function startFakeSlack(options: FakeOptions = {}): Promise<FakeProvider> {
  return startFake(async (fake, request, response, body) => {
    if (request.method !== 'POST' || request.url !== SLACK_HOOK_PATH) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('no_service');
      return;
    }
    if (!(await arrive(fake, request))) return;
    const message = JSON.parse(body) as { text: string };
    if (await injectFault(fake, response, message.text, () => countAcceptance(fake, message.text, message))) return;
    countAcceptance(fake, message.text, message);
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
  }, options);
}

export const FAKE_HUBSPOT_TOKEN = 'pat-eu1-test-0000-0000-000000000000';

interface HubSpotObject {
  id: string;
  properties: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

export interface FakeHubSpot extends FakeProvider {
  /** Contacts by id. */
  contacts: Map<string, HubSpotObject>;
  /** Notes by id, with the contact each is associated with. */
  notes: Map<string, HubSpotObject & { contactId: string }>;
  /** Addresses asked to be deleted by GDPR delete, in order. */
  purged: string[];
  /** Faults of the contact lookups (GET by email), by their number. */
  lookupFaults?: Record<number, Fault>;
  /** Note creations whose client went away before the fake's late answer ('timeout'): none was made. */
  abandoned: number;
  /** Calls listing a contact's notes (one a page of associations). */
  noteListings: number;
  /** Batch reads of notes. */
  noteReads: number;
  /** Note bodies (hs_note_body) the batch reads returned: what a client downloaded of the notes' text. */
  bodiesRead: number;
  /** A contact of the address (made if absent) with these notes, as earlier leads would have left them; its id. */
  seed(email: string, notes: Record<string, string>[]): string;
}

/**
 * HubSpot's CRM as the site uses it, with a bearer token check: contacts read by email or id,
 * created (409 for a known email), updated; a contact's notes listed through associations (v4,
 * paged), read in batches, created with their association; contacts purged by email (GDPR delete).
 * The faults of `faults` apply to note creations, numbered among them; `lookupFaults` to contact
 * lookups; `alwaysFail` to GDPR deletes (500 for a matching `{ objectId, idProperty }`). A note
 * creation's 'timeout' is a slow HubSpot that still does the work: after `slowMs` (16 s, past the
 * client's limit) it makes the note and answers, unless the client closed the connection meanwhile
 * (then nothing is made, counted in `abandoned`). `acceptedCount` counts note creations by the lead reference in their body: more than one
 * is a second note.
 */
export async function startFakeHubSpot(
  options: FakeOptions & { lookupFaults?: Record<number, Fault>; slowMs?: number } = {},
): Promise<FakeHubSpot> {
  let nextId = 1000;
  let noteCreations = 0;
  let lookups = 0;
  const now = () => new Date().toISOString();
  const make = (properties: Record<string, string>): HubSpotObject => {
    const time = now();
    return {
      id: String(nextId++),
      properties: { ...properties, hs_object_id: String(nextId - 1) },
      createdAt: time,
      updatedAt: time,
      archived: false,
    };
  };
  const error = (category: string, message: string) => ({ status: 'error', category, message, correlationId: 'fake-correlation-id' });

  const fake = (await startFake(async (fake, request, response, body) => {
    const hubspot = fake as FakeHubSpot;
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.headers.authorization !== `Bearer ${FAKE_HUBSPOT_TOKEN}`)
      return json(response, 401, error('INVALID_AUTHENTICATION', 'Authentication credentials not found.'));
    if (!(await arrive(fake, request))) return;
    const byEmail = (email: string) => [...hubspot.contacts.values()].find((contact) => contact.properties.email === email.toLowerCase());

    const contactPath = url.pathname.match(/^\/crm\/v3\/objects\/contacts\/([^/]+)$/);
    if (contactPath && contactPath[1] !== 'gdpr-delete' && request.method === 'GET') {
      lookups += 1;
      const given = decodeURIComponent(contactPath[1]!);
      if (await injectFault(fake, response, `lookup ${lookups}`, () => {}, { number: lookups, faults: hubspot.lookupFaults })) return;
      const contact = url.searchParams.get('idProperty') === 'email' ? byEmail(given) : hubspot.contacts.get(given);
      return contact ? json(response, 200, contact) : json(response, 404, error('OBJECT_NOT_FOUND', 'Object not found.'));
    }
    if (contactPath && request.method === 'PATCH') {
      const contact = hubspot.contacts.get(decodeURIComponent(contactPath[1]!));
      if (!contact) return json(response, 404, error('OBJECT_NOT_FOUND', 'Object not found.'));
      Object.assign(contact.properties, JSON.parse(body).properties);
      contact.updatedAt = now();
      return json(response, 200, contact);
    }
    if (url.pathname === '/crm/v3/objects/contacts' && request.method === 'POST') {
      const { properties } = JSON.parse(body) as { properties: Record<string, string> };
      const existing = byEmail(properties.email ?? '');
      if (existing) return json(response, 409, error('CONFLICT', `Contact already exists. Existing ID: ${existing.id}`));
      const contact = make({ ...properties, email: (properties.email ?? '').toLowerCase() });
      hubspot.contacts.set(contact.id, contact);
      return json(response, 201, contact);
    }
    if (url.pathname === '/crm/v3/objects/contacts/gdpr-delete' && request.method === 'POST') {
      const { objectId, idProperty } = JSON.parse(body) as { objectId: string; idProperty?: string };
      const contact = idProperty === 'email' ? byEmail(objectId) : hubspot.contacts.get(objectId);
      hubspot.purged.push(objectId);
      if (fake.options.alwaysFail?.({ objectId, idProperty })) return json(response, 500, error('INTERNAL_ERROR', 'Injected failure'));
      if (!contact) return json(response, 404, error('OBJECT_NOT_FOUND', 'Object not found.'));
      hubspot.contacts.delete(contact.id);
      for (const [id, note] of hubspot.notes) if (note.contactId === contact.id) hubspot.notes.delete(id);
      response.writeHead(204).end();
      return;
    }
    const associations = url.pathname.match(/^\/crm\/v4\/objects\/contacts\/([^/]+)\/associations\/notes$/);
    if (associations && request.method === 'GET') {
      const contactId = decodeURIComponent(associations[1]!);
      hubspot.noteListings += 1;
      const ids = [...hubspot.notes.values()].filter((note) => note.contactId === contactId).map((note) => note.id);
      const limit = Number(url.searchParams.get('limit') ?? 500);
      const start = Number(url.searchParams.get('after') ?? 0);
      const page = ids.slice(start, start + limit);
      const more = start + limit < ids.length;
      return json(response, 200, {
        results: page.map((id) => ({
          toObjectId: Number(id),
          associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 202, label: null }],
        })),
        ...(more ? { paging: { next: { after: String(start + limit), link: '' } } } : {}),
      });
    }
    if (url.pathname === '/crm/v3/objects/notes/batch/read' && request.method === 'POST') {
      const { inputs, properties: wanted = [] } = JSON.parse(body) as { inputs: { id: string }[]; properties?: string[] };
      if (inputs.length > 100) return json(response, 400, error('VALIDATION_ERROR', 'Too many inputs'));
      hubspot.noteReads += 1;
      // As HubSpot: the properties asked for, and the object's own dates and id.
      const shown = ['hs_object_id', 'hs_createdate', 'hs_lastmodifieddate', ...wanted];
      const results = inputs.flatMap(({ id }) => {
        const note = hubspot.notes.get(id);
        if (!note) return [];
        const properties = Object.fromEntries(Object.entries(note.properties).filter(([name]) => shown.includes(name)));
        if ('hs_note_body' in properties) hubspot.bodiesRead += 1;
        return [{ id: note.id, properties, createdAt: note.createdAt, updatedAt: note.updatedAt, archived: false }];
      });
      return json(response, 200, { status: 'COMPLETE', results, startedAt: now(), completedAt: now() });
    }
    if (url.pathname === '/crm/v3/objects/notes' && request.method === 'POST') {
      noteCreations += 1;
      const input = JSON.parse(body) as {
        properties: Record<string, string>;
        associations: { to: { id: string }; types: { associationCategory: string; associationTypeId: number }[] }[];
      };
      const association = input.associations?.[0];
      const contactId = association?.to.id ?? '';
      if (!hubspot.contacts.has(contactId) || association?.types[0]?.associationTypeId !== 202) {
        return json(response, 400, error('VALIDATION_ERROR', 'The note must be associated with a known contact (type 202)'));
      }
      const key = /\[([A-Z]-[A-Z0-9]+)\]/.exec(input.properties.hs_note_body ?? '')?.[1] ?? 'unknown';
      const note = { ...make(input.properties), contactId };
      const accept = () => {
        hubspot.notes.set(note.id, note);
        countAcceptance(fake, key, note);
      };
      if (fake.options.faults?.[noteCreations] === 'timeout') {
        fake.injected.push('timeout');
        let gone = false;
        response.on('close', () => (gone = !response.writableEnded));
        await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 16_000));
        if (gone || request.socket.destroyed) {
          hubspot.abandoned += 1;
          return;
        }
        accept();
        return json(response, 201, note);
      }
      if (await injectFault(fake, response, key, accept, { number: noteCreations, faults: fake.options.faults })) return;
      accept();
      return json(response, 201, note);
    }
    return json(response, 404, error('NOT_FOUND', `No route ${request.method} ${url.pathname}`));
  }, options)) as FakeHubSpot;
  fake.contacts = new Map();
  fake.notes = new Map();
  fake.purged = [];
  fake.lookupFaults = options.lookupFaults;
  fake.abandoned = 0;
  fake.noteListings = 0;
  fake.noteReads = 0;
  fake.bodiesRead = 0;
  fake.seed = (email, notes) => {
    const contact =
      [...fake.contacts.values()].find((known) => known.properties.email === email.toLowerCase()) ?? make({ email: email.toLowerCase() });
    fake.contacts.set(contact.id, contact);
    for (const properties of notes) {
      const note = { ...make(properties), contactId: contact.id };
      fake.notes.set(note.id, note);
    }
    return contact.id;
  };
  return fake;
}

/** The server environment that points the three destinations at their fakes. */
function destinationEnv(webhook: FakeWebhookReceiver, slack: FakeProvider, hubspot: FakeHubSpot): Record<string, string> {
  return {
    WEBHOOK_URL: `${webhook.url}/hooks/courtside`,
    WEBHOOK_SECRET: webhook.secret,
    SLACK_WEBHOOK_URL: `${slack.url}${SLACK_HOOK_PATH}`,
    HUBSPOT_ACCESS_TOKEN: FAKE_HUBSPOT_TOKEN,
    HUBSPOT_BASE_URL: hubspot.url,
  };
}

/** The three tools' fakes of one suite, the server environment that points at them, and one close. */
export interface FakeDestinations {
  webhook: FakeWebhookReceiver;
  slack: FakeProvider;
  hubspot: FakeHubSpot;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts the three fakes, each with its own faults (none by default). */
export async function startFakeDestinations(
  faults: { webhook?: FakeOptions; slack?: FakeOptions; hubspot?: Parameters<typeof startFakeHubSpot>[0] } = {},
): Promise<FakeDestinations> {
  const webhook = await startFakeWebhookReceiver(faults.webhook);
  const slack = await startFakeSlack(faults.slack);
  const hubspot = await startFakeHubSpot(faults.hubspot);
  return {
    webhook,
    slack,
    hubspot,
    env: destinationEnv(webhook, slack, hubspot),
    async close() {
      for (const fake of [webhook, slack, hubspot]) await fake.close();
    },
  };
}
