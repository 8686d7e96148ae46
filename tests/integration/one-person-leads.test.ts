/**
 * The team sees a person, not only a lead (issue 27, item 5), on both stores, through acceptance,
 * the delivery worker and the real Google client against the fake Google: one person's quote,
 * brochure and demo (three spellings of one mailbox) reach the team as one person, each team
 * notification naming the earlier leads by reference, what they asked for and when; the quote's
 * and the demo's follow-ups end as ONE event naming both. Another person's lead books its own, a
 * follow-up whose slot has passed is not joined, a lead older than 30 days is not named. Erasing a
 * lead takes only its own lines out of a shared follow-up (the lead still in it keeps the event);
 * erasing the last one deletes it. Two leads of one person delivered at once book one event.
 */
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptSubmission } from '@/lib/acceptance/accept-submission';
import { createOutboxCalendarTransport } from '@/lib/delivery/calendar/calendar-transport';
import { followUpEventId } from '@/lib/delivery/calendar/follow-up-event';
import { deliver } from '@/lib/delivery/deliver';
import type { DeliveryContext } from '@/lib/delivery/delivery-context';
import { createDeliveryWorker, type DeliveryWorker } from '@/lib/delivery/delivery-worker';
import { english } from '@/lib/i18n/messages';
import { leadName } from '@/lib/i18n/operation-copy';
import { eraseLeads } from '@/lib/privacy/erase-leads';
import { leadsOfPerson } from '@/lib/privacy/kept-leads';
import { getOperation, type RegisteredOperation } from '@/lib/operations/registry';
import { createRateLimiter } from '@/lib/rate-limit/rate-limiter';
import type { Database } from '@/lib/store/database';
import { FAKE_TEAM_CALENDAR_ID, fakeGoogleCalendar, startFakeGoogle, type FakeGoogle } from '../helpers/fake-providers';
import { brochureOperation, longTextField } from '../helpers/operation-fixtures';
import { eventually, readOutbox, type CapturedEmail, type CapturedEvent } from '../helpers/outbox';
import { STORES } from '../helpers/stores';
import { openTestStore, type TestStore } from '../helpers/test-store';
import { closeAll } from '../helpers/close-all';
import { outboxDeliveryContext } from '../helpers/delivery-context';

const quote = getOperation('submitQuoteRequest');
const demo = getOperation('requestDemo');

interface Accepted {
  id: string;
  reference: string;
}

describe.each(STORES)('one person, several leads, on %s', (store) => {
  let stored: TestStore;
  let dataDir: string;
  let database: Database;
  let boss: PgBoss;
  let google: FakeGoogle;
  let context: DeliveryContext;
  let worker: DeliveryWorker;
  let client = 0;
  let rateLimiter: ReturnType<typeof createRateLimiter>;

  beforeAll(async () => {
    stored = await openTestStore(store, 'one-person', { retryLimit: 0 });
    ({ dataDir, database, boss } = stored);
    rateLimiter = createRateLimiter(null, stored.counters);
    google = await startFakeGoogle();
    context = outboxDeliveryContext(stored, fakeGoogleCalendar(google), { calendarId: FAKE_TEAM_CALENDAR_ID });
    worker = createDeliveryWorker(boss, context);
  }, 60_000);
  afterAll(() => closeAll(stored, google));

  /** Accepts a lead as the API does, each from a client (and network) of its own, so no share of mail holds it. */
  async function accept(operation: RegisteredOperation, email: string, name: string, text?: string): Promise<Accepted> {
    client += 1;
    const textField = longTextField(operation);
    const payload = operation.schema.parse({ ...operation.example, name, email, ...(text && textField ? { [textField]: text } : {}) });
    const services = { database, boss, rateLimiter };
    const { body } = await acceptSubmission(
      { operation, payload: payload as never, locale: 'en', clientAddress: `198.${client % 250}.${Math.floor(client / 250)}.7` },
      { services: async () => services },
    );
    const [row] = (await database.query<{ id: string }>('SELECT id FROM leads WHERE reference = $1', [body.reference])).rows;
    return { id: row!.id, reference: body.reference };
  }

  /** Runs every queued delivery, as the worker does. */
  async function deliverAll() {
    while ((await worker.drain()) > 0);
  }

  async function acceptAndDeliver(operation: RegisteredOperation, email: string, name: string, text?: string) {
    const lead = await accept(operation, email, name, text);
    await deliverAll();
    return lead;
  }

  const teamNotification = async (lead: Accepted) =>
    (await readOutbox<CapturedEmail>(dataDir, 'mail')).get(`${lead.reference}.team-notification`)!;
  const event = (eventId: string) =>
    google.accepted.get(`${FAKE_TEAM_CALENDAR_ID}/${eventId}`) as { summary: string; description: string } | undefined;
  const eventsNaming = (reference: string) =>
    [...google.accepted.values()].filter((candidate) => `${candidate.summary}\n${candidate.description}`.includes(reference));
  const calendarRow = async (lead: Accepted) =>
    (
      await database.query<{ status: string; provider_id: string | null; detail: string | null }>(
        `SELECT status, provider_id, detail FROM deliveries WHERE lead_id = $1 AND kind = 'calendar-event'`,
        [lead.id],
      )
    ).rows[0];
  const receivedAt = async (lead: Accepted) => {
    const [row] = (await database.query<{ created_at: Date | string }>('SELECT created_at FROM leads WHERE id = $1', [lead.id])).rows;
    return `${new Date(row!.created_at).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
  };
  const otherLeadLine = async (lead: Accepted, operation: RegisteredOperation) =>
    english('emails.team.otherLeads.item', { reference: lead.reference, operation: leadName(operation), date: await receivedAt(lead) });

  it("names the person's earlier leads in each team notification, and books ONE follow-up for the quote and the demo", async () => {
    const first = await acceptAndDeliver(quote, 'Ana.Personne@gmail.com', 'Ana Personne', 'Quote text of Ana');
    const second = await acceptAndDeliver(brochureOperation, 'anapersonne+brochure@gmail.com', 'Ana Personne');
    const third = await acceptAndDeliver(demo, 'ANA.PERSONNE@googlemail.com', 'Ana P.', 'Demo text of Ana');

    // A heading: the plain-text part writes it in capitals.
    const title = english('emails.team.otherLeads.title', { days: 30 }).toUpperCase();
    // The first lead of the person: nothing else to name.
    expect((await teamNotification(first)).text).not.toContain(title);
    const brochureMail = (await teamNotification(second)).text;
    expect(brochureMail).toContain(title);
    expect(brochureMail).toContain(await otherLeadLine(first, quote));
    const demoMail = await teamNotification(third);
    // Newest first: the brochure, then the quote.
    const brochureLine = await otherLeadLine(second, brochureOperation);
    const quoteLine = await otherLeadLine(first, quote);
    expect(demoMail.text).toContain(brochureLine);
    expect(demoMail.text).toContain(quoteLine);
    expect(demoMail.text.indexOf(brochureLine)).toBeLessThan(demoMail.text.indexOf(quoteLine));
    expect(demoMail.html).toContain(first.reference);
    // The lead itself is not among the person's other leads.
    expect(demoMail.text).not.toContain(`${third.reference}: ${leadName(demo)}, received`);

    // One event: the quote's, naming both leads, each with its own lines.
    const shared = event(followUpEventId(first))!;
    expect(shared.summary).toContain(first.reference);
    expect(shared.summary).toContain(third.reference);
    expect(shared.description).toContain('Quote text of Ana');
    expect(shared.description).toContain('Demo text of Ana');
    expect(event(followUpEventId(third))).toBeUndefined();
    expect(eventsNaming(third.reference)).toHaveLength(1);
    expect(await calendarRow(first)).toMatchObject({ status: 'sent', provider_id: followUpEventId(first), detail: null });
    expect(await calendarRow(third)).toMatchObject({
      status: 'skipped',
      provider_id: followUpEventId(first),
      detail: `joined ${first.reference}`,
    });

    // Another person's lead books its own, and its notification names nobody else's.
    const other = await acceptAndDeliver(demo, 'mira.autre@example.com', 'Mira Autre');
    expect(event(followUpEventId(other))!.summary).toContain(other.reference);
    expect(event(followUpEventId(other))!.summary).not.toContain(first.reference);
    expect(event(followUpEventId(first))!.summary).not.toContain(other.reference);
    expect((await teamNotification(other)).text).not.toContain(title);
    expect((await teamNotification(other)).html).not.toContain(first.reference);
  }, 120_000);

  it('does not join a follow-up whose slot has passed, and names no lead older than 30 days', async () => {
    const email = 'bruno.passe@example.com';
    const past = await acceptAndDeliver(quote, email, 'Bruno Passe', 'A quote of last week');
    const ancient = await acceptAndDeliver(brochureOperation, 'bruno.passe+old@example.com', 'Bruno Passe');
    // Its follow-up was a week ago (still within the days a slot can be ahead, so the slot decides).
    await database.query(`UPDATE leads SET created_at = now() - interval '8 days' WHERE id = $1`, [past.id]);
    await database.query(`UPDATE leads SET created_at = now() - interval '40 days' WHERE id = $1`, [ancient.id]);
    // Its event was then a week ago too: the event's own end is what says it has passed.
    const weekAgo = Date.now() - 7 * 24 * 3600_000;
    Object.assign(google.accepted.get(`${FAKE_TEAM_CALENDAR_ID}/${followUpEventId(past)}`), {
      start: { dateTime: new Date(weekAgo - 1800_000).toISOString() },
      end: { dateTime: new Date(weekAgo).toISOString() },
    });

    const fresh = await acceptAndDeliver(demo, email, 'Bruno Passe', 'A demo today');
    expect(await calendarRow(fresh)).toMatchObject({ status: 'sent', provider_id: followUpEventId(fresh), detail: null });
    expect(event(followUpEventId(fresh))!.summary).toContain(fresh.reference);
    expect(event(followUpEventId(past))!.summary).not.toContain(fresh.reference);
    const notification = (await teamNotification(fresh)).text;
    expect(notification).toContain(await otherLeadLine(past, quote));
    expect(notification).not.toContain(ancient.reference);
  }, 120_000);

  it('erasing the lead that booked a shared follow-up rewrites it for the lead still in it; erasing that one deletes it', async () => {
    const email = 'carla.efface@example.com';
    const owner = await acceptAndDeliver(quote, email, 'Carla Efface', 'Zqquote words');
    const joined = await acceptAndDeliver(demo, email, 'Carla Efface', 'Zqdemo words');
    const eventId = followUpEventId(owner);
    expect(event(eventId)!.description).toContain('Zqquote words');
    expect(event(eventId)!.description).toContain('Zqdemo words');

    const privacy = { database, dataDir, calendar: context.calendar, calendarId: FAKE_TEAM_CALENDAR_ID };
    const ownerOnly = (await leadsOfPerson(database, email)).filter((lead) => lead.id === owner.id);
    const first = await eraseLeads(privacy, ownerOnly);
    expect(first.failed).toEqual([]);
    expect(first.leads).toEqual([expect.objectContaining({ reference: owner.reference, calendarEvent: 'rewritten' })]);
    // The demo's follow-up is still in the calendar, at the same time, and nothing of the quote is.
    const kept = event(eventId)!;
    expect(kept.summary).toContain(joined.reference);
    expect(JSON.stringify(kept)).not.toContain(owner.reference);
    expect(JSON.stringify(kept)).not.toContain('Zqquote');
    expect(kept.description).toContain('Zqdemo words');

    const second = await eraseLeads(privacy, await leadsOfPerson(database, email));
    expect(second.leads).toEqual([expect.objectContaining({ reference: joined.reference, calendarEvent: 'deleted' })]);
    expect(event(eventId)).toBeUndefined();
    expect(eventsNaming(joined.reference)).toEqual([]);
    expect((await database.query('SELECT 1 FROM deliveries WHERE lead_id = ANY($1::uuid[])', [[owner.id, joined.id]])).rows).toEqual([]);
  }, 120_000);

  it('erasing the lead that joined takes only its lines out; erasing the person at once leaves no event', async () => {
    const email = 'dora.retire@example.com';
    const owner = await acceptAndDeliver(quote, email, 'Dora Retire', 'Zqowner words');
    const joined = await acceptAndDeliver(demo, email, 'Dora Retire', 'Zqjoined words');
    const privacy = { database, dataDir, calendar: context.calendar, calendarId: FAKE_TEAM_CALENDAR_ID };
    const erased = await eraseLeads(
      privacy,
      (await leadsOfPerson(database, email)).filter((lead) => lead.id === joined.id),
    );
    expect(erased.leads).toEqual([expect.objectContaining({ reference: joined.reference, calendarEvent: 'rewritten' })]);
    const kept = event(followUpEventId(owner))!;
    expect(kept.description).toContain('Zqowner words');
    expect(JSON.stringify(kept)).not.toContain('Zqjoined');
    expect(JSON.stringify(kept)).not.toContain(joined.reference);

    // A new lead of the person joins again; then the person asks for everything to go.
    const again = await acceptAndDeliver(demo, email, 'Dora Retire', 'Zqagain words');
    expect(event(followUpEventId(owner))!.summary).toContain(again.reference);
    const all = await eraseLeads(privacy, await leadsOfPerson(database, email));
    expect(all.failed).toEqual([]);
    expect(all.leads.map((lead) => lead.calendarEvent)).toEqual(['rewritten', 'deleted']);
    expect(event(followUpEventId(owner))).toBeUndefined();
    expect([...google.accepted.values()].filter((candidate) => JSON.stringify(candidate).includes('Zq' + 'again'))).toEqual([]);
  }, 120_000);

  it('books one follow-up for two leads of one person delivered at once', async () => {
    const email = 'eva.ensemble@example.com';
    const leads = [
      await accept(quote, email, 'Eva Ensemble', 'First at once'),
      await accept(demo, email, 'Eva Ensemble', 'Second at once'),
    ];
    const release = google.hold();
    const deliveries = leads.map((lead) =>
      deliver({ leadId: lead.id, reference: lead.reference, kind: 'calendar-event' }, context).then(
        () => 'done',
        (error: unknown) => error,
      ),
    );
    // One insert reached Google, which holds it; the other delivery waits for the person's lock.
    await eventually(async () => expect(google.waiting).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(google.waiting).toBe(1);
    release();
    expect(await Promise.all(deliveries)).toEqual(['done', 'done']);

    const rows = await Promise.all(leads.map(calendarRow));
    const booked = rows.filter((row) => row?.status === 'sent');
    expect(booked).toHaveLength(1);
    const eventId = booked[0]!.provider_id!;
    expect(rows.map((row) => row?.provider_id)).toEqual([eventId, eventId]);
    const shared = event(eventId)!;
    for (const lead of leads) expect(shared.summary).toContain(lead.reference);
    expect(leads.flatMap((lead) => eventsNaming(lead.reference))).toHaveLength(2);
    await deliverAll();
  }, 120_000);

  it('an erasure of the lead that booked the follow-up waits for a lead joining it, and leaves nothing of it behind', async () => {
    const email = 'gil.attente@example.com';
    const owner = await acceptAndDeliver(quote, email, 'Gil Attente', 'Zqwaiting owner');
    const joining = await accept(demo, email, 'Gil Attente', 'Zqwaiting joiner');
    const release = google.hold();
    // The join has read the event and the leads in it, and is writing them back, held at Google.
    const joined = deliver({ leadId: joining.id, reference: joining.reference, kind: 'calendar-event' }, context);
    await eventually(async () => expect(google.waiting).toBe(1));

    let erasureDone = false;
    const privacy = { database, dataDir, calendar: context.calendar, calendarId: FAKE_TEAM_CALENDAR_ID };
    const erasure = eraseLeads(
      privacy,
      (await leadsOfPerson(database, email)).filter((lead) => lead.id === owner.id),
    );
    void erasure.finally(() => (erasureDone = true));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Without the person's lock it would delete the event, and the join would then write it back, the erased lead in it.
    expect(erasureDone).toBe(false);
    release();
    await joined;
    const erased = await erasure;
    expect(erased.leads).toEqual([expect.objectContaining({ reference: owner.reference, calendarEvent: 'rewritten' })]);
    const kept = event(followUpEventId(owner))!;
    expect(kept.description).toContain('Zqwaiting joiner');
    expect(JSON.stringify(kept)).not.toContain('Zqwaiting owner');
    expect(JSON.stringify(kept)).not.toContain(owner.reference);
    await deliverAll();
  }, 120_000);

  it('a meeting booked by the lead that booked a shared follow-up takes it out; the other lead keeps the follow-up', async () => {
    const email = 'hana.rendezvous@example.com';
    const owner = await acceptAndDeliver(demo, email, 'Hana Rendezvous', 'Zqmeeting demo');
    const joined = await acceptAndDeliver(quote, email, 'Hana Rendezvous', 'Zqmeeting quote');
    const eventId = followUpEventId(owner);
    expect(event(eventId)!.summary).toContain(joined.reference);

    // The demo's person books a meeting: its booking's event replaces the demo's follow-up.
    const bookingId = randomUUID();
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    await database.query(
      `INSERT INTO bookings (id, lead_id, mailbox, starts_at, ends_at, time_zone) VALUES ($1, $2, $3, $4, $5, 'Europe/Lisbon')`,
      [bookingId, owner.id, 'hana.rendezvous@example.com', start, new Date(start.getTime() + 30 * 60_000)],
    );
    await deliver(
      { leadId: owner.id, reference: owner.reference, kind: 'meeting-event', bookingId, sequence: 0, change: 'booked' },
      context,
    );
    const kept = event(eventId)!;
    expect(kept.description).toContain('Zqmeeting quote');
    expect(JSON.stringify(kept)).not.toContain('Zqmeeting demo');
    expect(kept.summary).not.toContain(owner.reference);
    expect(await calendarRow(owner)).toMatchObject({ detail: 'left: meeting booked' });

    // Erasing the demo's lead deletes its meeting, and leaves the quote's follow-up, which is not the demo's any more.
    const privacy = { database, dataDir, calendar: context.calendar, calendarId: FAKE_TEAM_CALENDAR_ID };
    const erased = await eraseLeads(
      privacy,
      (await leadsOfPerson(database, email)).filter((lead) => lead.id === owner.id),
    );
    expect(erased.leads).toEqual([
      expect.objectContaining({ reference: owner.reference, calendarEvent: 'none', meetingEvents: ['deleted'] }),
    ]);
    expect(event(eventId)!.description).toContain('Zqmeeting quote');
  }, 120_000);

  it('a next lead joins the follow-up its person is still in after the lead that booked it was erased or booked a meeting', async () => {
    const privacy = { database, dataDir, calendar: context.calendar, calendarId: FAKE_TEAM_CALENDAR_ID };
    // Erased: the event stays for the lead that joined it, and the person's next lead joins it too.
    const email = 'kai.reste@example.com';
    const owner = await acceptAndDeliver(quote, email, 'Kai Reste', 'Zqstay owner');
    const joined = await acceptAndDeliver(demo, email, 'Kai Reste', 'Zqstay joined');
    const erased = await eraseLeads(
      privacy,
      (await leadsOfPerson(database, email)).filter((lead) => lead.id === owner.id),
    );
    expect(erased.leads).toEqual([expect.objectContaining({ reference: owner.reference, calendarEvent: 'rewritten' })]);
    const next = await acceptAndDeliver(quote, email, 'Kai Reste', 'Zqstay next');
    expect(await calendarRow(next)).toMatchObject({
      status: 'skipped',
      provider_id: followUpEventId(owner),
      detail: `joined ${joined.reference}`,
    });
    expect(event(followUpEventId(next))).toBeUndefined();
    expect(event(followUpEventId(owner))!.summary).toContain(next.reference);
    expect(event(followUpEventId(owner))!.summary).toContain(joined.reference);
    expect(eventsNaming(next.reference)).toHaveLength(1);

    // Left for a meeting: the same.
    const other = 'lia.reste@example.com';
    const booker = await acceptAndDeliver(demo, other, 'Lia Reste', 'Zqleft booker');
    const stays = await acceptAndDeliver(quote, other, 'Lia Reste', 'Zqleft stays');
    const bookingId = randomUUID();
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    await database.query(
      `INSERT INTO bookings (id, lead_id, mailbox, starts_at, ends_at, time_zone) VALUES ($1, $2, $3, $4, $5, 'Europe/Lisbon')`,
      [bookingId, booker.id, other, start, new Date(start.getTime() + 30 * 60_000)],
    );
    await deliver(
      { leadId: booker.id, reference: booker.reference, kind: 'meeting-event', bookingId, sequence: 0, change: 'booked' },
      context,
    );
    expect(await calendarRow(booker)).toMatchObject({ detail: 'left: meeting booked' });
    const after = await acceptAndDeliver(demo, other, 'Lia Reste', 'Zqleft after');
    expect(await calendarRow(after)).toMatchObject({ status: 'skipped', provider_id: followUpEventId(booker) });
    expect(event(followUpEventId(after))).toBeUndefined();
    expect(event(followUpEventId(booker))!.summary).toContain(after.reference);
    expect(event(followUpEventId(booker))!.summary).toContain(stays.reference);
    expect(event(followUpEventId(booker))!.summary).not.toContain(booker.reference);
  }, 120_000);

  it('keeps what the team gave the follow-up when a lead joins it, and joins none the team moved into the past', async () => {
    const email = 'ivo.equipe@example.com';
    const owner = await acceptAndDeliver(quote, email, 'Ivo Equipe');
    const key = `${FAKE_TEAM_CALENDAR_ID}/${followUpEventId(owner)}`;
    // Someone in the team invites a colleague and says where the call happens.
    Object.assign(google.accepted.get(key), { attendees: [{ email: 'closer@courtside.example' }], location: 'By phone' });
    const joined = await acceptAndDeliver(demo, email, 'Ivo Equipe');
    const shared = google.accepted.get(key);
    expect(shared.summary).toContain(joined.reference);
    expect(shared).toMatchObject({ attendees: [{ email: 'closer@courtside.example' }], location: 'By phone' });

    // The team moves it to an hour ago (it called already): the next lead books a follow-up of its own.
    const hourAgo = Date.now() - 3600_000;
    Object.assign(shared, {
      start: { dateTime: new Date(hourAgo - 1800_000).toISOString() },
      end: { dateTime: new Date(hourAgo).toISOString() },
    });
    const later = await acceptAndDeliver(quote, email, 'Ivo Equipe', 'A later question');
    expect(await calendarRow(later)).toMatchObject({ status: 'sent', provider_id: followUpEventId(later), detail: null });
    expect(google.accepted.get(key).summary).not.toContain(later.reference);
  }, 120_000);

  it('joins a follow-up the team moved later, past the slot the lead that booked it was given', async () => {
    const email = 'noa.decale@example.com';
    const owner = await acceptAndDeliver(quote, email, 'Noa Decale', 'Zqmoved owner');
    // The lead came four days ago (its own slot has passed), and the team moved its follow-up to the day after tomorrow.
    await database.query(`UPDATE leads SET created_at = now() - interval '4 days' WHERE id = $1`, [owner.id]);
    const later = Date.now() + 2 * 24 * 3600_000;
    Object.assign(google.accepted.get(`${FAKE_TEAM_CALENDAR_ID}/${followUpEventId(owner)}`), {
      start: { dateTime: new Date(later).toISOString() },
      end: { dateTime: new Date(later + 1800_000).toISOString() },
    });
    const next = await acceptAndDeliver(demo, email, 'Noa Decale', 'Zqmoved next');
    expect(await calendarRow(next)).toMatchObject({ status: 'skipped', provider_id: followUpEventId(owner) });
    expect(event(followUpEventId(owner))!.summary).toContain(next.reference);
    expect(event(followUpEventId(next))).toBeUndefined();
  }, 120_000);

  it('on the outbox calendar too: erasing the lead that booked the follow-up rewrites its file, erasing the last deletes it', async () => {
    const outbox: DeliveryContext = {
      ...context,
      calendar: createOutboxCalendarTransport(dataDir),
      settings: { ...context.settings, calendarId: 'primary' },
    };
    const email = 'jade.fichier@example.com';
    const owner = await accept(quote, email, 'Jade Fichier', 'Zqfile owner');
    await deliver({ leadId: owner.id, reference: owner.reference, kind: 'calendar-event' }, outbox);
    const joined = await accept(demo, email, 'Jade Fichier', 'Zqfile joined');
    await deliver({ leadId: joined.id, reference: joined.reference, kind: 'calendar-event' }, outbox);
    const file = async () => (await readOutbox<CapturedEvent>(dataDir, 'calendar')).get(followUpEventId(owner));
    expect((await file())!.requestBody.summary).toContain(joined.reference);
    expect(await calendarRow(joined)).toMatchObject({ status: 'skipped', provider_id: followUpEventId(owner) });

    const privacy = { database, dataDir, calendar: outbox.calendar, calendarId: 'primary' };
    const first = await eraseLeads(
      privacy,
      (await leadsOfPerson(database, email)).filter((lead) => lead.id === owner.id),
    );
    expect(first.leads).toEqual([expect.objectContaining({ reference: owner.reference, calendarEvent: 'rewritten' })]);
    expect(first.leads[0]!.outboxFiles).not.toContain(`calendar/${followUpEventId(owner)}.json`);
    const kept = (await file())!;
    expect(kept.requestBody.description).toContain('Zqfile joined');
    expect(JSON.stringify(kept)).not.toContain('Zqfile owner');

    const second = await eraseLeads(privacy, await leadsOfPerson(database, email));
    expect(second.leads).toEqual([expect.objectContaining({ reference: joined.reference, calendarEvent: 'deleted' })]);
    expect(await file()).toBeUndefined();
  }, 120_000);

  it('keeps an unrelated lead of another mailbox out of the person’s event, whatever its name', async () => {
    const person = await acceptAndDeliver(quote, `fabio.${randomUUID().slice(0, 8)}@example.com`, 'Fabio Same');
    const namesake = await acceptAndDeliver(demo, `fabio.${randomUUID().slice(0, 8)}@example.com`, 'Fabio Same');
    expect(await calendarRow(namesake)).toMatchObject({ status: 'sent', provider_id: followUpEventId(namesake) });
    expect(event(followUpEventId(person))!.summary).not.toContain(namesake.reference);
  }, 60_000);
});
