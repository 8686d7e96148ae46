import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Client } from '@hubspot/api-client';
import type { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes/models/AssociationSpec';
import type { Env } from '@/lib/settings/env';
import { DestinationError, refusal, type Destination, type DestinationContext, type LeadFacts } from './destination';
import { htmlEscaped } from '@/lib/abuse/team-text';
import { otherLeadsSection } from './other-leads-lines';
import { quotationSection } from './quotation-lines';
import { english } from '@/lib/i18n/messages';

/**
 * HubSpot (HUBSPOT_ACCESS_TOKEN, the official @hubspot/api-client): the person's contact, found
 * by email or created, and a note with the lead's fields, first touch and reference associated with
 * it. A first attempt (context.firstAttempt) creates the note without looking: nothing came before
 * it. A retry looks first, so that one after an attempt whose answer was lost finds its note and
 * adds none; it looks at a bounded, cheap slice, since anyone can add notes to a contact by
 * submitting leads with its address: the ids of the contact's notes (through its associations,
 * which HubSpot answers from the record itself, rather than the search API, whose index lags writes
 * by seconds), the hs_timestamp of the newest RECENT_NOTES of them only, and the body only of those
 * whose hs_timestamp is the lead's createdAt (the note's own).
 *
 * An existing contact is not overwritten (the sales team may own it): only an empty name is filled.
 * HubSpot's own source fields (hs_analytics_source…) are read-only through the API; the first touch
 * is in each lead's note, and a new contact gets hs_lead_status NEW and lifecyclestage lead
 * (docs/webhooks.md "HubSpot").
 */
export const hubspot: Destination = {
  name: 'hubspot',
  configured: (env: Env) => Boolean(env.HUBSPOT_ACCESS_TOKEN),
  events: ['lead.accepted'],

  async deliver(event, context) {
    if (event.type !== 'lead.accepted') return { status: 'skipped', detail: 'HubSpot takes leads, not booking changes' };
    const { lead } = event;
    // Contacts are found again by email; an operation that calls the person gives none.
    if (lead.contact.channel !== 'email') return { status: 'skipped', detail: 'no email address to find the contact by' };
    const api = await hubspotApi(context);
    const contactId = await upsertContact(api, lead, lead.contact.address);
    const existing = context.firstAttempt ? undefined : await findNote(api, contactId, lead);
    if (existing) return { status: 'sent', providerId: `contact ${contactId}, note ${existing}`, detail: 'the note was already there' };
    const note = await api.call('creating the note', (client) =>
      client.crm.objects.notes.basicApi.create({
        properties: { hs_timestamp: lead.createdAt.toISOString(), hs_note_body: noteBody(lead) },
        associations: [
          {
            to: { id: contactId },
            types: [{ associationCategory: HUBSPOT_DEFINED, associationTypeId: NOTE_TO_CONTACT }],
          },
        ],
      }),
    );
    return { status: 'sent', providerId: `contact ${contactId}, note ${note.id}` };
  },

  async erase(addresses, context) {
    if (context.env.HUBSPOT_ERASE !== 'on') {
      return {
        destination: 'hubspot',
        outcome:
          'not asked: HUBSPOT_ERASE is off (the sales team may own this contact in its CRM); delete the contact in HubSpot if it should go too',
      };
    }
    const api = await hubspotApi(context);
    const outcomes: string[] = [];
    const failedAddresses: string[] = [];
    // Every address is asked, a failure or not: the leads that named the others are already erased,
    // so a rerun would not know them.
    for (const address of addresses) {
      try {
        await api.call("HubSpot's GDPR delete", (client) => client.crm.contacts.basicApi.purge({ objectId: address, idProperty: 'email' }));
        outcomes.push(`${address}: deleted (GDPR delete)`);
      } catch (error) {
        if (error instanceof HubSpotRefusal && error.status === 404) outcomes.push(`${address}: no such contact`);
        else {
          outcomes.push(`${address}: GDPR delete failed: ${(error as Error).message}`);
          failedAddresses.push(address);
        }
      }
    }
    const outcome = outcomes.join('; ') || 'no email address to ask about';
    return failedAddresses.length
      ? { destination: 'hubspot', outcome, failed: true, failedAddresses }
      : { destination: 'hubspot', outcome };
  },
};

/** HubSpot's association type of a note to a contact (HUBSPOT_DEFINED). */
const NOTE_TO_CONTACT = 202;
// The client's enum is a runtime value of the lazily loaded package; its string is the same.
const HUBSPOT_DEFINED = 'HUBSPOT_DEFINED' as AssociationSpecAssociationCategoryEnum;
/** Pages of a contact's note ids listed by a retry (500 ids a page, no bodies). */
const MAX_NOTE_PAGES = 20;
/**
 * The newest notes of the contact whose hs_timestamp a retry reads. HubSpot's ids grow with
 * creation, and the note of an earlier attempt of the job was made minutes before (the queue's
 * retry delay): more notes than this for one person in between would take as many accepted leads.
 */
const RECENT_NOTES = 200;
/** HubSpot's batch read takes 100 ids. */
const BATCH = 100;
/** hs_note_body holds 65,536 characters; the fields are cut well before. */
const MAX_VALUE_LENGTH = 4_000;

class HubSpotRefusal extends DestinationError {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface HubSpotApi {
  /** One call, bounded in time; a refusal becomes a HubSpotRefusal naming the step, never HubSpot's body (it may quote the lead). */
  call<T>(what: string, work: (client: Client) => Promise<T>): Promise<T>;
}

async function hubspotApi({ env, withTimeout }: DestinationContext): Promise<HubSpotApi> {
  // Loaded only where HubSpot is configured: the client is large.
  const { Client: HubSpotClient } = await import('@hubspot/api-client');
  const basePath = env.HUBSPOT_BASE_URL?.replace(/\/+$/, '');
  const secure = new URL(basePath ?? 'https://api.hubapi.com').protocol === 'https:';
  // Each call gets its own agent, destroyed when the call ends: a call that timed out has its
  // socket closed, so HubSpot cannot finish a note after the retry looked and found none. The client
  // takes no AbortSignal (its fetch gets none); with an agent it sends through node:http instead.
  let agent: HttpAgent | undefined;
  const client = new HubSpotClient({
    accessToken: env.HUBSPOT_ACCESS_TOKEN,
    basePath,
    // The queue retries, on its schedule, with the job's record of what was done.
    numberOfApiCallRetries: 0,
    middleware: [
      {
        pre: (request) => {
          (request as { setAgent(agent: HttpAgent | undefined): void }).setAgent(agent);
          return request;
        },
        post: (response) => response,
      },
    ],
  });
  return {
    async call(what, work) {
      const own = secure ? new HttpsAgent({ keepAlive: false }) : new HttpAgent({ keepAlive: false });
      agent = own;
      try {
        return await withTimeout(work(client), `HubSpot (${what})`);
      } catch (error) {
        const status = (error as { code?: unknown }).code;
        if (typeof status === 'number' && status >= 100) {
          const headers = (error as { headers?: Record<string, string> }).headers ?? {};
          throw new HubSpotRefusal(
            refusal(`HubSpot (${what})`, status, status === 429 ? headers['retry-after'] : undefined).message,
            status,
          );
        }
        if (error instanceof Error && error.message.includes('did not answer within')) throw new DestinationError(error.message);
        // node:http's own failure (refused, reset, DNS: ECONNRESET, ECONNREFUSED, ENOTFOUND…); anything
        // else is named by its kind only, its message may quote the lead.
        const unreachable = typeof status === 'string' && /^E[A-Z_]+$/.test(status);
        throw new DestinationError(
          unreachable
            ? `HubSpot (${what}) could not be reached (connection failed or reset)`
            : `HubSpot (${what}) failed: ${error instanceof Error ? error.name : 'not an error'}`,
        );
      } finally {
        // Closes the call's socket: after a timeout, HubSpot sees the client gone mid-request.
        own.destroy();
        if (agent === own) agent = undefined;
      }
    },
  };
}

/** The contact of the address: found by email, or created; an existing one only gets a name it lacks. */
async function upsertContact(api: HubSpotApi, lead: LeadFacts, email: string): Promise<string> {
  const properties = ['email', 'firstname', 'lastname'];
  const find = async () => {
    try {
      return await api.call('finding the contact', (client) =>
        client.crm.contacts.basicApi.getById(email, properties, undefined, undefined, false, 'email'),
      );
    } catch (error) {
      if (error instanceof HubSpotRefusal && error.status === 404) return undefined;
      throw error;
    }
  };
  const name = lead.name.replace(/\s+/g, ' ').trim().slice(0, 200);
  const found = await find();
  if (found) {
    if (name && !found.properties.firstname && !found.properties.lastname) {
      await api.call('naming the contact', (client) => client.crm.contacts.basicApi.update(found.id, { properties: { firstname: name } }));
    }
    return found.id;
  }
  try {
    const created = await api.call('creating the contact', (client) =>
      client.crm.contacts.basicApi.create({
        // The whole name as the first name: HubSpot shows first and last together, and no split is right for every name.
        properties: { email, firstname: name, hs_lead_status: 'NEW', lifecyclestage: 'lead' },
        associations: [],
      }),
    );
    return created.id;
  } catch (error) {
    // Made meanwhile (another lead of the person, or an attempt whose answer was lost): it is there now.
    if (error instanceof HubSpotRefusal && error.status === 409) {
      const made = await find();
      if (made) return made.id;
    }
    throw error;
  }
}

/**
 * The id of the contact's note of this lead, if an earlier attempt made it: among the newest
 * RECENT_NOTES, by hs_timestamp (the lead's createdAt, to the second), then by the marker in the
 * body of those alone.
 */
async function findNote(api: HubSpotApi, contactId: string, lead: LeadFacts): Promise<string | undefined> {
  const ids: string[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_NOTE_PAGES; page++) {
    const associated = await api.call("listing the contact's notes", (client) =>
      client.crm.associations.v4.basicApi.getPage('contacts', contactId, 'notes', after, 500),
    );
    ids.push(...associated.results.map((result) => String(result.toObjectId)));
    after = associated.paging?.next?.after;
    if (!after) break;
  }
  const recent = ids.sort((a, b) => Number(b) - Number(a)).slice(0, RECENT_NOTES);
  const second = Math.floor(lead.createdAt.getTime() / 1000);
  const sameTime: string[] = [];
  for (let start = 0; start < recent.length; start += BATCH) {
    const inputs = recent.slice(start, start + BATCH).map((id) => ({ id }));
    const notes = await api.call('reading the notes', (client) =>
      client.crm.objects.notes.batchApi.read({ inputs, properties: ['hs_timestamp'], propertiesWithHistory: [] }),
    );
    for (const note of notes.results) {
      const time = Date.parse(note.properties.hs_timestamp ?? '');
      if (Math.floor(time / 1000) === second) sameTime.push(note.id);
    }
  }
  const marker = noteMarker(lead.reference);
  for (let start = 0; start < sameTime.length; start += BATCH) {
    const inputs = sameTime.slice(start, start + BATCH).map((id) => ({ id }));
    const notes = await api.call('reading the notes', (client) =>
      client.crm.objects.notes.batchApi.read({ inputs, properties: ['hs_note_body'], propertiesWithHistory: [] }),
    );
    const note = notes.results.find((candidate) => candidate.properties.hs_note_body?.includes(marker));
    if (note) return note.id;
  }
  return undefined;
}

/** How a lead's note names it: its reference in brackets, which no other line of any note has (other leads are listed bare). */
export function noteMarker(reference: string): string {
  return `[${reference}]`;
}

const html = (text: string) => htmlEscaped(Array.from(text).slice(0, MAX_VALUE_LENGTH).join('')).replaceAll('\n', '<br>');

/** The note: HubSpot shows hs_note_body as HTML, so every piece of lead text is escaped. */
export function noteBody(lead: LeadFacts): string {
  const section = (title: string, lines: string[]) =>
    lines.length ? `<p><strong>${html(title)}</strong><br>${lines.map(html).join('<br>')}</p>` : '';
  const contact = lead.contact.channel === 'email' ? `Email: ${lead.contact.address}` : `Phone: ${lead.contact.number}`;
  const others = otherLeadsSection(lead.otherLeads, english);
  const quotation = lead.quotation && quotationSection(lead.quotation);
  return [
    `<p><strong>${html(`New ${lead.operation.name} ${noteMarker(lead.reference)}`)}</strong><br>${html(`From: ${lead.name}`)}<br>${html(contact)}</p>`,
    section(
      'Submitted fields',
      lead.fields.map((line) => `${line.label}: ${line.value}`),
    ),
    // A priced request's quotation: the figures the person was given.
    ...(quotation ? [section(quotation.title, quotation.lines)] : []),
    section(
      'Where the lead came from (first touch)',
      lead.origin.map((row) => `${row.label}: ${row.value}`),
    ),
    // The person's other leads as the team's mail names them (its copy, in English).
    ...(others ? [section(others.title, others.items)] : []),
    section('About the lead', lead.facts),
  ].join('');
}
