/**
 * Each destination (lib/destinations) through its real client library against its fake, without a
 * server: what a delivery sends, how each refusal and fault surfaces (a message to retry with, no
 * lead data in it), and what a retry does. The whole path (queue, worker, store, restarts) is
 * tests/integration/destinations.test.ts and tests/durability/destinations-sigkill.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { DestinationContext, DestinationEvent, LeadFacts } from '@/lib/destinations/destination';
import { hubspot } from '@/lib/destinations/hubspot';
import { slack } from '@/lib/destinations/slack';
import { webhook } from '@/lib/destinations/webhook';
import { withTimeout } from '@/lib/delivery/with-timeout';
import { destinationFailureMessage } from '@/lib/privacy/destination-records';
import { loadEnv, type Env } from '@/lib/settings/env';
import { startFakeDestinations, startFakeHubSpot, type FakeDestinations } from '../helpers/fake-destinations';
import { closeAll } from '../helpers/close-all';
import pricingJson from '@/content/pricing.json';
import { calculateQuotation } from '@/lib/quotation/calculate';
import { estimateSchema } from '@/lib/quotation/estimate';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { formatMoney } from '@/lib/quotation/money';
import { loadPriceList } from '@/lib/quotation/price-list';
import { quotationFigures } from '@/lib/quotation/quotation-copy';

const HOSTILE_NAME = 'Ann <!channel> \u202Efdp.exe <@U024BE7LH> *bold* <https://evil.example|click>';

function leadFacts(reference: string, overrides: Partial<LeadFacts> = {}): LeadFacts {
  return {
    reference,
    operation: { id: 'submitQuoteRequest', name: 'quote request' },
    locale: 'en',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    payload: { name: 'Ann Example', email: 'ann@example.com', clubName: 'Padel & Co <Madrid>' },
    attribution: { utm_source: 'newsletter', landing_path: '/en/pricing' },
    name: 'Ann Example',
    contact: { channel: 'email', address: 'ann@example.com' },
    facts: [`Reference: ${reference}`, 'Received: 2026-11-20 10:00 UTC', 'Language of the lead: en'],
    fields: [
      { field: 'name', label: 'Name', value: 'Ann Example' },
      { field: 'clubName', label: 'Club name', value: 'Padel & Co <Madrid>' },
    ],
    origin: [{ label: 'Campaign source (utm_source)', value: 'newsletter' }],
    otherLeads: [
      {
        reference: 'B-00000001',
        operation: 'submitBrochureRequest',
        operationName: 'brochure request',
        createdAt: new Date('2026-11-19T09:00:00Z'),
      },
    ],
    quotation: null,
    ...overrides,
  };
}

const accepted = (reference: string, overrides: Partial<LeadFacts> = {}): DestinationEvent => ({
  type: 'lead.accepted',
  id: `msg_${reference.replace('-', '').toLowerCase()}`,
  occurredAt: new Date('2026-11-20T10:00:00Z'),
  lead: leadFacts(reference, overrides),
});

describe('the destinations against their fakes', () => {
  let tools: FakeDestinations;
  let context: DestinationContext;

  beforeAll(async () => {
    tools = await startFakeDestinations({
      webhook: { faults: { 3: 'error-500', 4: 'rate-limited-429', 5: 'reset-before-accept', 6: 'timeout' } },
      slack: { faults: { 2: 'error-500', 3: 'rate-limited-429', 4: 'reset-before-accept' } },
      hubspot: { faults: { 2: 'reset-after-accept', 3: 'rate-limited-429' } },
    });
    const env: Env = loadEnv({ ...tools.env, HUBSPOT_ERASE: 'on' });
    context = { env, withTimeout: (work, what) => withTimeout(work, 10_000, what) };
  });
  afterAll(() => closeAll(tools));

  it('signs a webhook the receiver verifies with the library, and a tampered body is refused', async () => {
    const event = accepted('Q-0000000A');
    await expect(webhook.deliver(event, context)).resolves.toMatchObject({ status: 'sent', providerId: event.id });
    expect(tools.webhook.acceptedCount.get(event.id)).toBe(1);
    expect(tools.webhook.accepted.get(event.id)).toEqual({
      type: 'lead.accepted',
      timestamp: '2026-11-20T10:00:00.000Z',
      data: {
        reference: 'Q-0000000A',
        operation: 'submitQuoteRequest',
        locale: 'en',
        createdAt: '2026-11-20T10:00:00.000Z',
        payload: { name: 'Ann Example', email: 'ann@example.com', clubName: 'Padel & Co <Madrid>' },
        attribution: { utm_source: 'newsletter', landing_path: '/en/pricing' },
        otherLeads: [{ reference: 'B-00000001', operation: 'submitBrochureRequest', createdAt: '2026-11-19T09:00:00.000Z' }],
      },
    });
    expect(tools.webhook.refused).toBe(0);

    // The same signature over another body: the receiver's verifier refuses it.
    const body = JSON.stringify({ type: 'lead.accepted', timestamp: new Date().toISOString(), data: { reference: 'Q-0000000B' } });
    const timestamp = new Date();
    const signature = new Webhook(tools.webhook.secret).sign('msg_tampered', timestamp, body);
    const headers = {
      'Content-Type': 'application/json',
      'webhook-id': 'msg_tampered',
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const tampered = await fetch(tools.webhook.url, { method: 'POST', headers, body: body.replace('Q-0000000B', 'Q-0000000C') });
    expect(tampered.status).toBe(401);
    expect(tools.webhook.refused).toBe(1);
    const requests = tools.webhook.requests;
    // The untouched body passes: the refusal was the tampering.
    expect((await fetch(tools.webhook.url, { method: 'POST', headers, body })).status).toBe(204);
    expect(tools.webhook.requests).toBe(requests + 1);
  });

  it('fails on a 500, a 429 (noting Retry-After), a reset and a hang, and sends the same webhook-id each time', async () => {
    const event = accepted('Q-0000000D');
    await expect(webhook.deliver(event, context)).rejects.toThrow('the webhook answered 500');
    await expect(webhook.deliver(event, context)).rejects.toThrow(/the webhook answered 429; it asked to wait 1 s/);
    await expect(webhook.deliver(event, context)).rejects.toThrow('the webhook could not be reached');
    const started = Date.now();
    await expect(webhook.deliver(event, context)).rejects.toThrow('the webhook did not answer within 10000 ms');
    expect(Date.now() - started).toBeLessThan(14_000);
    await expect(webhook.deliver(event, context)).resolves.toMatchObject({ status: 'sent' });
    const attempts = tools.webhook.attempts.filter((attempt) => attempt.reference === 'Q-0000000D');
    expect(attempts).toHaveLength(5);
    expect(new Set(attempts.map((attempt) => attempt.id))).toEqual(new Set([event.id]));
    expect(tools.webhook.acceptedCount.get(event.id)).toBe(1);
  }, 30_000);

  it('posts one Slack message in which no lead text is a mention, a link or formatting', async () => {
    const event = accepted('Q-0000000E', {
      name: HOSTILE_NAME,
      fields: [
        { field: 'name', label: 'Name', value: HOSTILE_NAME },
        { field: 'clubName', label: 'Club name', value: 'Padel & Co <Madrid>' },
      ],
    });
    await expect(slack.deliver(event, context)).resolves.toMatchObject({ status: 'sent' });
    const message = tools.slack.accepted.get('New quote request Q-0000000E');
    expect(message.unfurl_links).toBe(false);
    expect(message.unfurl_media).toBe(false);
    const texts: { type: string; text: string }[] = message.blocks.flatMap((block: any) =>
      block.text ? [block.text] : (block.elements ?? []),
    );
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      // Plain text: Slack applies no mrkdwn; escaped: no `<…>` is left to parse as a mention or a link.
      expect(text.type).toBe('plain_text');
      expect(text.text).not.toMatch(/[<>\u202E]/);
    }
    const all = JSON.stringify(message);
    expect(all).toContain('Ann &lt;!channel&gt; fdp.exe &lt;@U024BE7LH&gt; *bold* &lt;https://evil.example|click&gt;');
    expect(all).toContain('Padel &amp; Co &lt;Madrid&gt;');
    expect(all).toContain('B-00000001: brochure request, received 2026-11-19 09:00 UTC');
    expect(message.text).toBe('New quote request Q-0000000E');
  });

  it('turns Slack refusals and resets into retries, with no message sent twice', async () => {
    const event = accepted('Q-0000000F');
    await expect(slack.deliver(event, context)).rejects.toThrow('Slack answered 500');
    await expect(slack.deliver(event, context)).rejects.toThrow(/Slack answered 429; it asked to wait 1 s/);
    await expect(slack.deliver(event, context)).rejects.toThrow('Slack could not be reached');
    await expect(slack.deliver(event, context)).resolves.toMatchObject({ status: 'sent' });
    expect(tools.slack.acceptedCount.get('New quote request Q-0000000F')).toBe(1);
  });

  it('upserts the HubSpot contact and adds one note, found again after a reset so a retry adds none', async () => {
    const first = accepted('Q-00000010', { name: 'Ann <b>Example</b>' });
    await expect(hubspot.deliver(first, context)).resolves.toMatchObject({ status: 'sent' });
    const [contact] = [...tools.hubspot.contacts.values()];
    expect(contact!.properties).toMatchObject({
      email: 'ann@example.com',
      firstname: 'Ann <b>Example</b>',
      hs_lead_status: 'NEW',
      lifecyclestage: 'lead',
    });
    const [note] = [...tools.hubspot.notes.values()];
    expect(note!.contactId).toBe(contact!.id);
    expect(note!.properties.hs_note_body).toContain('[Q-00000010]');
    expect(note!.properties.hs_note_body).toContain('Padel &amp; Co &lt;Madrid&gt;');
    expect(note!.properties.hs_note_body).toContain('Campaign source (utm_source): newsletter');
    expect(note!.properties.hs_note_body).toContain('B-00000001');

    // The second note's creation is accepted and its answer cut: the retry finds it by its reference.
    const second = accepted('Q-00000011');
    await expect(hubspot.deliver(second, context)).rejects.toThrow('HubSpot (creating the note) could not be reached');
    await expect(hubspot.deliver(second, context)).resolves.toMatchObject({ status: 'sent', detail: 'the note was already there' });
    expect(tools.hubspot.acceptedCount.get('Q-00000011')).toBe(1);
    expect(tools.hubspot.resets.get('Q-00000011')).toBe(1);
    // One contact for both leads of the person, the name kept as it was.
    expect(tools.hubspot.contacts.size).toBe(1);

    const third = accepted('Q-00000012');
    await expect(hubspot.deliver(third, context)).rejects.toThrow(/HubSpot \(creating the note\) answered 429; it asked to wait 1 s/);
    await expect(hubspot.deliver(third, context)).resolves.toMatchObject({ status: 'sent' });
    expect(
      [...tools.hubspot.notes.values()].map((stored) => /\[(Q-[0-9A-Z]+)\]/.exec(stored.properties.hs_note_body!)?.[1]).sort(),
    ).toEqual(['Q-00000010', 'Q-00000011', 'Q-00000012']);
  });

  it("creates a first attempt's note without reading the contact's notes, and a retry reads a bounded slice", async () => {
    // One victim's contact with many notes (anyone can submit leads with its address); the note's
    // creation is accepted and its answer cut.
    const crm = await startFakeHubSpot({ faults: { 1: 'reset-after-accept' } });
    try {
      const own = { ...context, env: { ...context.env, HUBSPOT_BASE_URL: crm.url } };
      const event = accepted('Q-00000020', { contact: { channel: 'email', address: 'victim@example.com' } });
      const at = event.lead.createdAt.toISOString();
      crm.seed('victim@example.com', [
        ...Array.from({ length: 1_200 }, (_, index) => ({
          hs_timestamp: new Date(Date.parse('2026-11-01T00:00:00Z') + index * 60_000).toISOString(),
          hs_note_body: `<p>New brochure request [B-${String(index).padStart(8, '0')}]</p>${'x'.repeat(2_000)}`,
        })),
        // Other leads of the same second: their bodies are read, and are not the lead's.
        { hs_timestamp: at, hs_note_body: '<p>New quote request [Q-10000001]</p>' },
        { hs_timestamp: at, hs_note_body: '<p>New quote request [Q-10000002]</p>' },
      ]);

      await expect(hubspot.deliver(event, { ...own, firstAttempt: true })).rejects.toThrow(
        'HubSpot (creating the note) could not be reached',
      );
      expect(crm.noteListings).toBe(0);
      expect(crm.noteReads).toBe(0);

      // The retry: ids in 3 pages, the hs_timestamp of the newest 200 (2 reads), the bodies of the 3 notes of that second (1 read).
      await expect(hubspot.deliver(event, own)).resolves.toMatchObject({ status: 'sent', detail: 'the note was already there' });
      expect(crm.noteListings).toBe(3);
      expect(crm.noteReads).toBe(3);
      expect(crm.bodiesRead).toBe(3);
      expect(crm.acceptedCount.get('Q-00000020')).toBe(1);
      expect([...crm.notes.values()].filter((note) => note.properties.hs_note_body!.includes('[Q-00000020]'))).toHaveLength(1);
    } finally {
      await crm.close();
    }
  });

  it('closes the connection of a HubSpot call that timed out, so a slow note creation is not made after the retry', async () => {
    const crm = await startFakeHubSpot({ faults: { 1: 'timeout' }, slowMs: 1_500 });
    try {
      const quick = {
        ...context,
        env: { ...context.env, HUBSPOT_BASE_URL: crm.url },
        withTimeout: <T>(work: Promise<T>, what: string) => withTimeout(work, 300, what),
      };
      const event = accepted('Q-00000021', { contact: { channel: 'email', address: 'slow@example.com' } });
      await expect(hubspot.deliver(event, { ...quick, firstAttempt: true })).rejects.toThrow(
        'HubSpot (creating the note) did not answer within 300 ms',
      );
      // The retry looks, finds nothing, and makes the note; the slow creation then finds its client gone.
      await expect(hubspot.deliver(event, quick)).resolves.toMatchObject({ status: 'sent' });
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(crm.injected).toEqual(['timeout']);
      expect(crm.abandoned).toBe(1);
      expect(crm.acceptedCount.get('Q-00000021')).toBe(1);
      expect(crm.notes.size).toBe(1);
    } finally {
      await crm.close();
    }
  });

  it('skips a lead without an email address in HubSpot', async () => {
    const event = accepted('K-00000013', { contact: { channel: 'phone', number: '+351 912 345 678' } });
    await expect(hubspot.deliver(event, context)).resolves.toEqual({
      status: 'skipped',
      detail: 'no email address to find the contact by',
    });
  });

  it("asks HubSpot's GDPR delete only with HUBSPOT_ERASE=on, and says so either way", async () => {
    const off = await hubspot.erase(['ann@example.com'], { ...context, env: { ...context.env, HUBSPOT_ERASE: 'off' } });
    expect(off.outcome).toMatch(/^not asked: HUBSPOT_ERASE is off/);
    expect(tools.hubspot.purged).toEqual([]);
    const on = await hubspot.erase(['ann@example.com', 'nobody@example.com'], context);
    expect(on).toEqual({ destination: 'hubspot', outcome: 'ann@example.com: deleted (GDPR delete); nobody@example.com: no such contact' });
    expect(tools.hubspot.purged).toEqual(['ann@example.com', 'nobody@example.com']);
    expect(tools.hubspot.contacts.size).toBe(0);
  });

  it("asks HubSpot's GDPR delete for every address though one fails, and names the failed ones to run again with", async () => {
    const crm = await startFakeHubSpot({ alwaysFail: (body: { objectId: string }) => body.objectId === 'Bea+quote@example.com' });
    try {
      crm.seed('bea@example.com', []);
      crm.seed('bea+quote@example.com', []);
      crm.seed('b.e.a@example.com', []);
      const own = { ...context, env: { ...context.env, HUBSPOT_BASE_URL: crm.url } };
      const erased = await hubspot.erase(['bea@example.com', 'Bea+quote@example.com', 'b.e.a@example.com'], own);
      expect(crm.purged).toEqual(['bea@example.com', 'Bea+quote@example.com', 'b.e.a@example.com']);
      expect(erased).toEqual({
        destination: 'hubspot',
        outcome:
          "bea@example.com: deleted (GDPR delete); Bea+quote@example.com: GDPR delete failed: HubSpot (HubSpot's GDPR delete) answered 500; b.e.a@example.com: deleted (GDPR delete)",
        failed: true,
        failedAddresses: ['Bea+quote@example.com'],
      });
      expect([...crm.contacts.values()].map((contact) => contact.properties.email)).toEqual(['bea+quote@example.com']);

      const message = destinationFailureMessage([{ destination: 'webhook', outcome: 'not erased there' }, erased]);
      expect(message).toContain('The erasure failed at hubspot for 1 address(es)');
      expect(message).toContain('run the command again with each of these addresses');
      expect(message).toContain('npm run leads:erase -- Bea+quote@example.com');
      expect(destinationFailureMessage([{ destination: 'hubspot', outcome: 'bea@example.com: deleted (GDPR delete)' }])).toBeUndefined();
    } finally {
      await crm.close();
    }
  });

  it('refuses a wrong HubSpot token without quoting HubSpot', async () => {
    const wrong = { ...context, env: { ...context.env, HUBSPOT_ACCESS_TOKEN: 'pat-eu1-wrong-token-0000' } };
    await expect(hubspot.deliver(accepted('Q-00000014'), wrong)).rejects.toThrow(/^HubSpot \(finding the contact\) answered 401$/);
  });
});

describe("a priced lead's quotation in the team's tools", () => {
  let tools: FakeDestinations;
  let context: DestinationContext;
  // The shipped price list, a request with a band and no locations: figures and an assumption.
  const quotation = calculateQuotation(
    { numberOfCourts: '4-8', features: ['payments'] },
    loadPriceList(pricingJson),
    new Date('2026-11-20T10:00:00Z'),
  );
  const figures = quotationFigures(quotation, 'en');
  const quote = accepted('Q-00000030', { quotation });
  const contactLead = accepted('C-00000031', { operation: { id: 'submitContact', name: 'contact request' } });

  beforeAll(async () => {
    tools = await startFakeDestinations();
    context = { env: loadEnv(tools.env), withTimeout: (work, what) => withTimeout(work, 10_000, what) };
  });
  afterAll(() => closeAll(tools));

  it('gives the webhook the estimate the answer carried (in English), and a lead without a quotation none', async () => {
    await webhook.deliver(quote, context);
    await webhook.deliver(contactLead, context);
    const data = tools.webhook.accepted.get(quote.id).data;
    expect(data.estimate).toEqual(estimateOf(quotation, 'en'));
    expect(estimateSchema.parse(data.estimate)).toMatchObject({ currency: 'EUR', from: true });
    expect(data.estimate.assumptions.map((assumption: { field: string }) => assumption.field)).toEqual([
      'numberOfCourts',
      'numberOfLocations',
    ]);
    expect(tools.webhook.accepted.get(contactLead.id).data).not.toHaveProperty('estimate');
  });

  it('shows the monthly, set-up and first-year figures and whether they include VAT in the Slack message and the HubSpot note, and none for a lead without one', async () => {
    await slack.deliver(quote, context);
    await slack.deliver(contactLead, context);
    const line = `Monthly: ${figures.monthly} · Set-up: ${figures.setUp} · First year (yearly term): ${figures.firstYear} · excl. VAT`;
    // The figures of the calculation, as the person's answer gives them (from €… while an answer was assumed).
    expect(figures.monthly).toBe(`from ${formatMoney(quotation.monthly, quotation, 'en')}`);
    const texts = (message: any): string[] =>
      message.blocks.flatMap((block: any) => (block.text ? [block.text.text] : (block.elements ?? []).map((e: any) => e.text)));
    const quoteTexts = texts(tools.slack.accepted.get('New quote request Q-00000030')).join('\n');
    expect(quoteTexts).toContain(`Indicative quotation\n${line}\nValid until ${figures.validUntil}`);
    expect(quoteTexts).toContain('Assumes one location, as no number of locations was given');
    expect(texts(tools.slack.accepted.get('New contact request C-00000031')).join('\n')).not.toContain('Indicative quotation');

    await hubspot.deliver(quote, context);
    await hubspot.deliver(
      { ...contactLead, lead: { ...contactLead.lead, contact: { channel: 'email', address: 'cy@example.com' } } },
      context,
    );
    const notes = [...tools.hubspot.notes.values()].map((note) => note.properties.hs_note_body!);
    const quoteNote = notes.find((body) => body.includes('[Q-00000030]'))!;
    expect(quoteNote).toContain(`<strong>Indicative quotation</strong><br>${line}<br>Valid until ${figures.validUntil}`);
    expect(notes.find((body) => body.includes('[C-00000031]'))).not.toContain('Indicative quotation');
  });
});
