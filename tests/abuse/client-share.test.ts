/**
 * One client must not use up the mail for everyone (docs/decisions.md "Each client's share
 * of the ceiling"): tried as an attacker would against a production build, on
 * each store. One address sends as many leads as the rate limit lets it, to as many domains; the
 * honest visitors right after still get their mail. And when leads arrive faster than a person
 * reads, the team gets digests instead of one mail each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { callApi, newClientAddress } from '../helpers/client';
import { brochureOperation, causes, exampleBody, followUpOperation, longTextField, plainOperation } from '../helpers/operation-fixtures';
import { eventually, readOutbox, type CapturedEmail, type CapturedEvent } from '../helpers/outbox';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';
import { startServer, type TestServer } from '../helpers/server';
import { statusDetails } from '../helpers/status';
import { STORES } from '../helpers/stores';
import { confirmationPromise, leadsWithEvents, settledMail, withBrochure } from './support';

const brochure = brochureOperation;
/** A lead that mails a confirmation and nothing more. */
const contact = plainOperation;
const english = translatorFor('en');
/** Whether an answer promises its operation's mail, in English (every body below asks for it). */
const promisesMail = (answer: { body: { message: string } }) =>
  operations.some((operation) => answer.body.message.includes(confirmationPromise(operation)));

/** The production default of RATE_LIMIT and of the client's share; the ceiling at 40 an hour. */
const LIMITS = { RATE_LIMIT: '10/60', OUTBOUND_MAIL_LIMIT: '40/3600', OUTBOUND_MAIL_PER_CLIENT: '5/3600' };
const SHARE = 5;

const heldFor = async (server: TestServer, reason: string) =>
  server.inspect((query) => query<{ reference: string }>('SELECT reference FROM leads WHERE confirmation_held = $1', [reason]));

describe.each(STORES)("each client's share of the mail on %s", (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { ...LIMITS, TEAM_DIGEST_AFTER: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('one address that sends 10 leads to every endpoint leaves the ceiling to the others', async () => {
    const attacker = '198.51.100.23';
    const attack = [];
    for (const operation of operations) {
      for (let i = 0; i < 10; i++) {
        const body = exampleBody(operation, { email: `victim-${operation.slug}-${i}@domain-${operation.slug}-${i}.example` });
        attack.push(await callApi(server.url, operation.path, { body, headers: { 'X-Forwarded-For': attacker } }));
      }
    }
    // The rate limit (10 a minute per endpoint) lets every one of them in: the share is what holds.
    expect(attack.map((answer) => answer.status)).toEqual(attack.map(() => 200));
    const promised = attack.filter(promisesMail);
    expect(promised).toHaveLength(SHARE);

    // Three honest visitors, each from a network of its own, right after.
    const honest = [];
    for (let i = 0; i < 3; i++) {
      const body = exampleBody(brochure, { email: `reader-${i}@example.org` });
      honest.push(await callApi(server.url, brochure.path, { body, headers: { 'X-Forwarded-For': `192.0.2${i}.7` } }));
    }
    expect(honest.map(promisesMail)).toEqual([true, true, true]);

    const attackReferences = attack.map((answer) => answer.body.reference as string);
    const honestReferences = honest.map((answer) => answer.body.reference as string);
    const mail = await settledMail(server, [...attackReferences, ...honestReferences]);
    // Every honest visitor got the brochure, as a PDF.
    for (const reference of honestReferences) {
      const confirmation = mail.get(`${reference}.confirmation-email`);
      expect(confirmation, reference).toBeDefined();
      expect(withBrochure([confirmation!])).toHaveLength(1);
      expect(confirmation!.attachments![0]!.filename).toMatch(/\.pdf$/);
    }
    // The attacker's addresses got exactly its share; every lead is kept and the team told of it.
    const mailedStrangers = attackReferences.filter((reference) => mail.has(`${reference}.confirmation-email`));
    expect(mailedStrangers).toHaveLength(SHARE);
    const held = english('emails.team.confirmationHeld.client-share');
    const toldHeld = attackReferences.filter((reference) => mail.get(`${reference}.team-notification`)!.text.includes(held));
    expect(toldHeld).toHaveLength(attackReferences.length - SHARE);
    expect((await heldFor(server, 'client-share')).length).toBe(attackReferences.length - SHARE);

    // No calendar event for a lead past the share: only those within it made one.
    const withEvents = await leadsWithEvents(server, attackReferences);
    const withCalendarEvents = operations.filter((operation) => causes(operation, 'calendar-event'));
    const askingForEvents = attackReferences.filter((reference) =>
      withCalendarEvents.some((operation) => reference.startsWith(`${operation.referencePrefix}-`)),
    );
    expect(withEvents.sort()).toEqual(askingForEvents.filter((reference) => mailedStrangers.includes(reference)).sort());
    expect(askingForEvents.length - withEvents.length).toBeGreaterThan(10);
  });
});

describe.each(STORES)('the share of a network, and concurrent requests, on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    // No rate limit: its counters would make one client's requests wait for one another already.
    server = await startServer(store, {
      ...LIMITS,
      RATE_LIMIT: 'off',
      OUTBOUND_MAIL_LIMIT: 'off',
      TEAM_DIGEST_AFTER: 'off',
      EMAILS_PER_RECIPIENT_PER_DAY: '2',
    });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it("counts one client's concurrent requests one after another: exactly its share is mailed", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callApi(server.url, contact.path, {
          body: exampleBody(contact, { email: `rush-${i}@example.com` }),
          headers: { 'X-Forwarded-For': '198.18.7.7' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.filter(promisesMail)).toHaveLength(SHARE);
  });

  it('gives a client that names one mailbox again and again no more calendar events than its share', async () => {
    const followUp = followUpOperation;
    const references: string[] = [];
    for (let i = 0; i < 8; i++) {
      // One mailbox, a new name each time (an identical body would be a retry of the first).
      const body = exampleBody(followUp, { email: 'same.target@example.org', name: `Target ${i}` });
      const answer = await callApi(server.url, followUp.path, { body, headers: { 'X-Forwarded-For': '198.18.3.3' } });
      expect(answer.status).toBe(200);
      references.push(answer.body.reference);
    }
    // One person, one follow-up: one lead within the share booked it (the first to be delivered),
    // the others within the share joined it; those past the share are in no event at all.
    const booked = await leadsWithEvents(server, references);
    expect(booked).toHaveLength(1);
    expect(references.slice(0, SHARE)).toContain(booked[0]);
    const inCalendar = await server.inspect((query) =>
      query<{ reference: string; status: string; detail: string | null }>(
        `SELECT l.reference, d.status, d.detail FROM deliveries d JOIN leads l ON l.id = d.lead_id
         WHERE d.kind = 'calendar-event' AND l.reference = ANY($1::text[]) ORDER BY l.created_at`,
        [references],
      ),
    );
    expect(inCalendar.filter((row) => row.status === 'sent' || row.detail?.startsWith('joined ')).map((row) => row.reference)).toEqual(
      references.slice(0, SHARE),
    );
    const [event, ...others] = [...(await readOutbox<CapturedEvent>(server.dataDir, 'calendar')).values()].filter((candidate) =>
      candidate.requestBody.summary.includes(booked[0]!),
    );
    expect(others).toEqual([]);
    for (const reference of references)
      expect(event!.requestBody.summary.includes(reference), reference).toBe(references.indexOf(reference) < SHARE);

    // The mailbox's cap (2 here) holds the third to fifth; they count against the share all the same.
    const held = await server.inspect((query) =>
      query<{ confirmation_held: string | null }>(
        'SELECT confirmation_held FROM leads WHERE reference = ANY($1::text[]) ORDER BY created_at',
        [references],
      ),
    );
    expect(held.map((row) => row.confirmation_held)).toEqual([
      null,
      null,
      ...Array(3).fill('mailbox-cap'),
      ...Array(3).fill('client-share'),
    ]);
  }, 120_000);

  it('counts a /24 as four clients: the fifth address of one network is held', async () => {
    const answers = [];
    for (let host = 1; host <= 5; host++) {
      for (let i = 0; i < SHARE; i++) {
        const body = exampleBody(contact, { email: `neighbour-${host}-${i}@example.net` });
        answers.push(await callApi(server.url, contact.path, { body, headers: { 'X-Forwarded-For': `203.0.113.${host}` } }));
      }
    }
    const promised = answers.map(promisesMail);
    expect(promised.filter(Boolean)).toHaveLength(4 * SHARE);
    expect(promised.slice(4 * SHARE)).toEqual(Array(SHARE).fill(false));
  });

  it('counts an IPv6 /48 as four clients too, whatever /64 each address is in', async () => {
    const answers = [];
    for (let subnet = 1; subnet <= 5; subnet++) {
      for (let i = 0; i < SHARE; i++) {
        const body = exampleBody(contact, { email: `v6-${subnet}-${i}@example.net` });
        answers.push(await callApi(server.url, contact.path, { body, headers: { 'X-Forwarded-For': `2001:db8:77:${subnet}::9` } }));
      }
    }
    const promised = answers.map(promisesMail);
    expect(promised.filter(Boolean)).toHaveLength(4 * SHARE);
  });
});

describe.each(STORES)('the network rate limit on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { ...LIMITS, OUTBOUND_MAIL_LIMIT: 'off', TEAM_DIGEST_AFTER: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it("limits the requests of a network to four clients' worth, and says so", async () => {
    const statuses: number[] = [];
    let refusal: { error: { message: string } } | undefined;
    await awaitFreshRateLimitWindow(60);
    for (let host = 1; host <= 5; host++) {
      for (let i = 0; i < 10; i++) {
        const body = exampleBody(contact, { email: `crowd-${host}-${i}@example.com` });
        const answer = await callApi(server.url, contact.path, { body, headers: { 'X-Forwarded-For': `198.18.9.${host}` } });
        statuses.push(answer.status);
        if (answer.status === 429) refusal ??= answer.body;
      }
    }
    expect(statuses.slice(0, 40)).toEqual(Array(40).fill(200));
    expect(statuses.slice(40)).toEqual(Array(10).fill(429));
    expect(refusal!.error.message).toContain('at most 40 requests per 60 seconds');
    expect(refusal!.error.message).toContain('from one network');
  });
});

describe.each(STORES)('the team digest on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, { TEAM_DIGEST_AFTER: '3/3600', TEAM_DIGEST_INTERVAL_SECONDS: '4' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('past the threshold, lists each further lead in exactly one digest instead of a mail of its own, and /api/status says so', async () => {
    expect((await statusDetails(server.url)).body.teamDigest).toBe(false);
    const references: string[] = [];
    for (let i = 0; i < 9; i++) {
      const body = exampleBody(contact, { name: `Person ${i}`, email: `person-${i}@example.com` });
      const answer = await callApi(server.url, contact.path, { body, headers: { 'X-Forwarded-For': newClientAddress() } });
      expect(answer.status).toBe(200);
      references.push(answer.body.reference);
    }
    const [alone, digested] = [references.slice(0, 3), references.slice(3)];
    expect((await statusDetails(server.url)).body.teamDigest).toBe(true);

    const digests = await eventually(async () => {
      const mail = await readOutbox<CapturedEmail>(server.dataDir, 'mail');
      const found = [...mail].filter(([key]) => key.startsWith('team-digest.')).map(([, message]) => message);
      for (const reference of digested)
        expect(
          found.some((digest) => digest.text.includes(reference)),
          reference,
        ).toBe(true);
      return found;
    }, 60_000);
    const mail = await readOutbox<CapturedEmail>(server.dataDir, 'mail');
    // The first three had mails of their own; the others none.
    for (const reference of alone) expect(mail.has(`${reference}.team-notification`), reference).toBe(true);
    for (const reference of digested) expect(mail.has(`${reference}.team-notification`), reference).toBe(false);
    // Each lead in exactly one digest; six leads in a few mails, not six.
    for (const reference of digested) expect(digests.filter((digest) => digest.text.includes(reference))).toHaveLength(1);
    expect(digests.length).toBeLessThan(digested.length);
    for (const digest of digests) expect(digest.subject).toMatch(/^\d+ new leads? \(digest\)$/);
    // Every field of each lead, as its own notification would show it.
    const freeText = (contact.example as Record<string, unknown>)[longTextField(contact)!];
    expect(freeText).toEqual(expect.any(String));
    expect(digests.some((digest) => digest.text.includes(freeText as string))).toBe(true);

    const recorded = await server.inspect((query) =>
      query<{ reference: string; detail: string | null }>(
        `SELECT l.reference, d.detail FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.kind = 'team-notification'`,
      ),
    );
    expect(new Map(recorded.map((row) => [row.reference, row.detail]))).toEqual(
      new Map([...alone.map((reference) => [reference, null] as const), ...digested.map((reference) => [reference, 'digest'] as const)]),
    );
  });
});
