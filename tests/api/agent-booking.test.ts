/**
 * An agent booking a demo meeting through the documents' path, against a running production build,
 * on each store: list the free starts, book one with `preferredStart`, be refused the same start
 * from another mailbox (409 SLOT_UNAVAILABLE with the alternatives, nothing stored), book an
 * alternative, and retry the first request (the same answer, meeting included). Once over the JSON
 * API, once over /mcp with the official client (`listDemoSlots`, `requestDemo`, the 409 as a tool
 * error listing the alternatives). The store holds one lead and one meeting per mailbox.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, successResponseSchema } from '@/lib/api/response-schemas';
import { demoSlotsSchema } from '@/lib/scheduling/slot-list';
import { utcOffset } from '@/lib/scheduling/zone-wording';
import { bookingOperation } from '../helpers/operation-fixtures';
import { callApi, newClientAddress } from '../helpers/client';
import { SITE_URL } from '../helpers/documents';
import { expectErrorAnswer } from '../helpers/error-answer';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { RULES } from '../helpers/scheduling';

const SLOTS = '/api/scheduling/slots';

let uniqueCounter = 0;
const uniqueEmail = (label: string) => `${label}.${process.pid}.${++uniqueCounter}.${Date.now().toString(36)}@example.com`;

/**
 * "14:30" and "New York time (UTC-5)": how an English answer writes the time in the zone, the
 * zone by its city (here the zone's own name, as English spells it) and its offset, one way in every
 * language (lib/scheduling/zone-wording.ts, which needs no CLDR data).
 */
function wallClock(instant: string, timeZone: string) {
  const at = new Date(instant);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);
  return { time, zone: `${timeZone.split('/').at(-1)!.replaceAll('_', ' ')} time (${utcOffset(timeZone, at)})` };
}

const demoRequest = (email: string, start: string, timeZone: string) => ({
  ...bookingOperation.example,
  name: `Agent Booking ${uniqueCounter}`,
  email,
  timeZone,
  preferredStart: start,
});

const textOf = (result: { content: { type: string; text: string }[] }) => result.content.map((block) => block.text).join('\n');

describe.each(STORES)("an agent's booking on %s", (store) => {
  let server: TestServer;
  /** The mailboxes that booked, and the start each must hold. */
  const booked = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer(store, { SITE_URL });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('through the API: list → book → 409 with alternatives for another mailbox → book an alternative → the retry answers the same', async () => {
    const zone = 'America/New_York';
    const list = await callApi(server.url, `${SLOTS}?timeZone=${zone}&limit=5`, { method: 'GET' });
    expect(list.status, list.text).toBe(200);
    const { slots } = demoSlotsSchema.parse(list.body);
    expect(slots.length).toBe(5);
    const chosen = slots[0]!;

    // The person chose the first start; the agent confirmed it with them and books it.
    const first = demoRequest(uniqueEmail('api-first'), chosen.start, zone);
    const key = `agent-booking-${process.pid}-${++uniqueCounter}`;
    const answer = await callApi(server.url, bookingOperation.path, { body: first, headers: { 'Idempotency-Key': key } });
    expect(answer.status, answer.text).toBe(200);
    const body = successResponseSchema.parse(answer.body);
    expect(body.meeting).toEqual({ start: chosen.start, end: chosen.end, timeZone: zone, durationMinutes: RULES.meetingMinutes });
    const { time, zone: zoneName } = wallClock(chosen.start, zone);
    expect(body.message).toContain(time);
    expect(body.message).toContain(zoneName);
    booked.set(first.email, chosen.start);

    // Someone else, a moment later, for the same start: refused, with the next free starts, nothing stored.
    const second = demoRequest(uniqueEmail('api-second'), chosen.start, zone);
    const refused = await callApi(server.url, bookingOperation.path, { body: second });
    expectErrorAnswer(
      refused,
      'SLOT_UNAVAILABLE',
      /^This preferredStart is not free: .*Nothing was stored; error\.alternatives lists the next free starts\.$/,
      SITE_URL,
    );
    const { alternatives = [] } = errorResponseSchema.parse(refused.body).error;
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain(chosen.start);
    const freeNow = demoSlotsSchema
      .parse((await callApi(server.url, `${SLOTS}?limit=50`, { method: 'GET' })).body)
      .slots.map((slot) => slot.start);
    for (const alternative of alternatives) expect(freeNow).toContain(alternative);

    // The person picks an alternative; the agent sends the request again with it.
    const retried = await callApi(server.url, bookingOperation.path, { body: { ...second, preferredStart: alternatives[0] } });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body.meeting).toMatchObject({ start: alternatives[0], timeZone: zone });
    booked.set(second.email, alternatives[0]!);

    // The first request again, with its key: its first answer, meeting and all; nothing new.
    const replay = await callApi(server.url, bookingOperation.path, { body: first, headers: { 'Idempotency-Key': key } });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(answer.body);
  });

  it('through /mcp: listDemoSlots → requestDemo with preferredStart → the 409 as a tool error listing the alternatives → a retry', async () => {
    const client = new Client({ name: 'agent-booking-test', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { 'X-Forwarded-For': newClientAddress() } },
      }),
    );
    try {
      const { tools } = await client.listTools();
      const slotsTool = tools.find((tool) => tool.name === 'listDemoSlots');
      expect(slotsTool?.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      const demoTool = tools.find((tool) => tool.name === bookingOperation.id)!;
      expect(Object.keys(demoTool.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['timeZone', 'preferredStart']));

      const zone = 'Asia/Tokyo';
      const listed = (await client.callTool({ name: 'listDemoSlots', arguments: { timeZone: zone, limit: 3 } })) as any;
      expect(listed.isError ?? false, textOf(listed)).toBe(false);
      const { slots, timeZone } = demoSlotsSchema.parse(listed.structuredContent);
      expect(timeZone).toBe(zone);
      expect(slots).toHaveLength(3);
      // The times in words first, then the structured content serialized (2026-07-28 tools page).
      for (const slot of slots) expect(listed.content[0].text).toContain(slot.local);
      expect(listed.content[0].text).toMatch(/confirm the one they choose/);
      expect(listed.content).toHaveLength(2);
      expect(JSON.parse(listed.content[1].text)).toEqual(listed.structuredContent);

      // The local time as listed is a valid preferredStart: the same instant.
      const chosen = slots[0]!;
      const firstArgs = demoRequest(uniqueEmail('mcp-first'), chosen.local, zone);
      const first = (await client.callTool({ name: bookingOperation.id, arguments: firstArgs })) as any;
      expect(first.isError ?? false, textOf(first)).toBe(false);
      const answer = successResponseSchema.parse(first.structuredContent);
      expect(answer.meeting).toEqual({ start: chosen.start, end: chosen.end, timeZone: zone, durationMinutes: RULES.meetingMinutes });
      expect(textOf(first)).toContain(wallClock(chosen.start, zone).time);
      booked.set(firstArgs.email, chosen.start);

      const secondArgs = demoRequest(uniqueEmail('mcp-second'), chosen.start, zone);
      const refused = (await client.callTool({ name: bookingOperation.id, arguments: secondArgs })) as any;
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/^SLOT_UNAVAILABLE: This preferredStart is not free/);
      const details = errorResponseSchema.parse(JSON.parse(refused.content[1].text));
      const alternatives = details.error.alternatives ?? [];
      expect(alternatives.length).toBeGreaterThan(0);
      expect(alternatives).not.toContain(chosen.start);
      // The words a model reads first list them.
      for (const alternative of alternatives) expect(refused.content[0].text).toContain(alternative);

      const retried = (await client.callTool({
        name: bookingOperation.id,
        arguments: { ...secondArgs, preferredStart: alternatives[0] },
      })) as any;
      expect(retried.isError ?? false, textOf(retried)).toBe(false);
      expect(retried.structuredContent.meeting).toMatchObject({ start: alternatives[0], timeZone: zone });
      booked.set(secondArgs.email, alternatives[0]!);

      // The first call again (a retry within the window): the first reference and its meeting.
      const again = (await client.callTool({ name: bookingOperation.id, arguments: firstArgs })) as any;
      expect(again.structuredContent).toEqual(first.structuredContent);
    } finally {
      await client.close();
    }
  });

  it('the bad calls of a tool are tool errors that say what to fix', async () => {
    const client = new Client({ name: 'agent-booking-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
        requestInit: { headers: { 'X-Forwarded-For': newClientAddress() } },
      }),
    );
    try {
      const badZone = (await client.callTool({ name: 'listDemoSlots', arguments: { timeZone: 'Mars/Olympus' } })) as any;
      expect(badZone.isError).toBe(true);
      expect(textOf(badZone)).toMatch(/^VALIDATION_ERROR: Invalid or missing fields: timeZone\./);
      const unknown = (await client.callTool({ name: 'listDemoSlots', arguments: { zone: 'Europe/Madrid' } })) as any;
      expect(textOf(unknown)).toMatch(/^INVALID_INPUT: Unknown fields: zone\./);
      const badStart = (await client.callTool({
        name: bookingOperation.id,
        arguments: demoRequest(uniqueEmail('mcp-bad'), 'tomorrow at ten', 'Europe/Madrid'),
      })) as any;
      expect(badStart.isError).toBe(true);
      expect(textOf(badStart)).toMatch(/^VALIDATION_ERROR: Invalid or missing fields: preferredStart\./);
    } finally {
      await client.close();
    }
  });

  // Last: on PGlite, reading the store stops the server.
  it('stored one lead and one meeting per mailbox, at the start each booked: the refusals stored nothing', async () => {
    expect(booked.size).toBe(4);
    const rows = await server.inspect((query) =>
      query<{ email: string; leads: number | string; starts: (Date | string)[] }>(
        `SELECT l.payload->>'email' AS email, count(DISTINCT l.id) AS leads,
                array_agg(b.starts_at) FILTER (WHERE b.status = 'booked') AS starts
         FROM leads l LEFT JOIN bookings b ON b.lead_id = l.id
         WHERE l.payload->>'email' = ANY($1) GROUP BY l.payload->>'email'`,
        [[...booked.keys()]],
      ),
    );
    expect(
      Object.fromEntries(
        rows.map((row) => [
          row.email,
          { leads: Number(row.leads), starts: (row.starts ?? []).map((start) => new Date(start).toISOString()) },
        ]),
      ),
    ).toEqual(Object.fromEntries([...booked].map(([email, start]) => [email, { leads: 1, starts: [start] }])));
  });
});
