/**
 * Hostile input against a production build, on each store (docs/decisions.md "On the open internet"): one
 * IPv6 /64 posing as many clients behind a spoofed X-Forwarded-For, bodies built to make the
 * answer huge, text PostgreSQL cannot store, a store failure whose error quotes the lead, and /mcp
 * driven from a foreign origin.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { callApi } from '../helpers/client';
import { postFormWithoutJavaScript } from '../helpers/form-post';
import { exampleBody, formFields, formPagePath, longTextField, operationWithFields, plainOperation } from '../helpers/operation-fixtures';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const SITE_URL = 'https://courts.example';
/** A lead that mails a confirmation and nothing more. */
const contact = plainOperation;
/** The request with the most lists and choices: the largest answers come from its errors. */
const quote = operationWithFields('sports', 'features', 'numberOfCourts', 'timeline');

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The contract's numbers (docs/decisions.md "Small answers"), written out rather than imported: the
 * code's own constants changed together with what they bound would still pass a test that reads them.
 */
const MAX_ANSWER_BYTES = 16 * 1024;
const MAX_ISSUES_PER_ANSWER = 20;

/**
 * A member name as long as an answer repeats one (64 characters, then cut) made of characters JSON
 * writes as six bytes each (`\u0001`…`\u0007`): 64 of them are the largest field an issue and the
 * message can name.
 */
const widestMemberName = (i: number) =>
  String(i).padStart(3, '0') + Array.from({ length: 80 }, (_, j) => String.fromCharCode(1 + (j % 7))).join('');
const widestUnknownMembers = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [widestMemberName(i), i]));

async function postRaw(server: TestServer, path: string, rawBody: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: rawBody,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

describe.each(STORES)('hostile input on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    // Two proxies in front (say a CDN and a load balancer): the client is the second entry from the right.
    server = await startServer(store, { SITE_URL, RATE_LIMIT: '10/60', TRUSTED_PROXY_HOPS: '2', OUTBOUND_MAIL_LIMIT: 'off' });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it('counts 30 addresses of one IPv6 /64 as one client, whatever the client puts before the proxies', async () => {
    const prefix = `2001:db8:${(process.pid & 0xffff).toString(16)}:${store === 'postgres' ? 'a' : 'b'}`;
    await awaitFreshRateLimitWindow(60, 30);
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const address = i % 3 === 0 ? `[${prefix}::${i.toString(16)}]:443` : `${prefix}:${i.toString(16)}::${(i * 7).toString(16)}`;
      const forwarded = `198.51.100.${i}, ${address}, 10.0.0.1`;
      const body = exampleBody(contact, { name: `Sixty Four ${i}`, email: `sixty-four-${i}@example.com` });
      statuses.push((await callApi(server.url, contact.path, { body, headers: { 'X-Forwarded-For': forwarded } })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    // Another /64 is another client.
    const neighbour = await callApi(server.url, contact.path, {
      body: exampleBody(contact, { name: 'Neighbour', email: 'neighbour@example.com' }),
      headers: { 'X-Forwarded-For': `198.51.100.1, ${prefix.replace(/[ab]$/, 'c')}::1, 10.0.0.1` },
    });
    expect(neighbour.status).toBe(200);
  });

  it.each([
    ['a 36 KB body whose features hold thousands of {}', () => JSON.stringify({ ...quote.example, features: Array(12_000).fill({}) })],
    [
      'thousands of distinct unknown sports',
      () => JSON.stringify({ ...quote.example, sports: Array.from({ length: 5_000 }, (_, i) => `s${i}`) }),
    ],
    [
      'thousands of unknown members with long names',
      () => JSON.stringify(Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`${i}${'k'.repeat(90)}`, i]))),
    ],
    [
      'a name nested 20,000 arrays deep',
      () => `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)},"email":"a@example.com","sports":["padel"]}`,
    ],
    [
      'invalid items of every kind',
      () => JSON.stringify({ ...quote.example, features: Array.from({ length: 3_000 }, (_, i) => (i % 2 ? i : `f${i}`)) }),
    ],
  ])('answers %s with a small 400', async (_label, makeBody) => {
    const rawBody = makeBody();
    expect(bytesOf(rawBody)).toBeLessThanOrEqual(64 * 1024);
    const answer = await postRaw(server, quote.path, rawBody);
    expect(answer.status).toBe(400);
    expect(bytesOf(answer.text)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(answer.body.error.issues.length).toBeLessThanOrEqual(MAX_ISSUES_PER_ANSWER);
  });

  it.each([
    ['100 unknown members with the widest names, beside a valid quote', 12, () => ({ ...quote.example, ...widestUnknownMembers(100) })],
    ['100 unknown members with the widest names, alone', 12, () => widestUnknownMembers(100)],
    [
      'the widest names, and every list full of values outside its set',
      8,
      () => ({
        ...quote.example,
        ...widestUnknownMembers(20),
        sports: Array.from({ length: 6 }, (_, i) => `not-a-sport-${i}`),
        features: Array.from({ length: 10 }, (_, i) => `not-a-feature-${i}`),
        numberOfCourts: 'many',
        timeline: 'someday',
      }),
    ],
  ])('answers %s within 16 KiB (over %i KiB), listing 20 issues and counting the rest', async (_label, atLeastKiB, makeBody) => {
    const body = makeBody();
    const rawBody = JSON.stringify(body);
    expect(bytesOf(rawBody)).toBeLessThanOrEqual(64 * 1024);
    const answer = await postRaw(server, quote.path, rawBody);
    expect(answer.status).toBe(400);
    expect(bytesOf(answer.text)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    // Near the cap, not far below it: these are the largest answers the endpoint gives.
    expect(bytesOf(answer.text)).toBeGreaterThan(atLeastKiB * 1024);
    expect(answer.body.error.issues).toHaveLength(MAX_ISSUES_PER_ANSWER);
    expect(MAX_ISSUES_PER_ANSWER + answer.body.error.moreIssues).toBeGreaterThan(MAX_ISSUES_PER_ANSWER);
  });

  it('refuses U+0000 and unpaired surrogates in every text field of every operation, and echoes and logs none of it', async () => {
    const markers: string[] = [];
    for (const operation of operations) {
      const textFields = Object.entries(operation.example)
        .filter(([, value]) => typeof value === 'string')
        .map(([field]) => field);
      for (const field of textFields) {
        for (const poison of ['\u0000', '\ud800', '\udfff']) {
          const marker = `Poison${randomUUID().slice(0, 8)}`;
          markers.push(marker);
          // JSON.stringify writes a lone surrogate as the escape \udXXX, as an attacker's client would.
          const value = field === 'email' ? `${marker}${poison}@example.com` : `${marker} ${poison}`;
          const answer = await postRaw(server, operation.path, JSON.stringify({ ...operation.example, [field]: value }));
          expect(answer.status, `${operation.id}.${field}`).toBe(400);
          expect(answer.body.error.code).toBe('VALIDATION_ERROR');
          expect(answer.body.error.issues).toContainEqual({ field, problem: 'invalid_characters' });
          expect(answer.text).not.toContain(marker);
        }
      }
    }
    for (const marker of markers) expect(server.output()).not.toContain(marker);
  });

  it('refuses /mcp to a browser on another origin (DNS rebinding), and serves its own origin and non-browsers', async () => {
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'origin-test', version: '1.0.0' } },
    });
    const post = (origin?: string) =>
      fetch(`${server.url}/mcp`, {
        method: 'POST',
        body: initialize,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          ...(origin ? { Origin: origin } : {}),
        },
      });
    for (const origin of ['https://evil.example', server.url, 'null']) {
      const refused = await post(origin);
      expect(refused.status, origin).toBe(403);
      expect((await refused.json()).error.message).toMatch(/^Forbidden/);
    }
    const preflight = await fetch(`${server.url}/mcp`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(preflight.status).toBe(403);
    expect((await post(SITE_URL)).status).toBe(200);
    expect((await post()).status).toBe(200);
  });

  // Last: it makes the store refuse every lead.
  it('logs a store failure with the operation and reference but none of the lead, on the API and the forms', async () => {
    await server.inspect(async (query) => {
      // A store whose error message and detail quote the row, as constraint and trigger errors can.
      await query(`CREATE FUNCTION refuse_leads() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused lead %', NEW.payload USING DETAIL = NEW.payload::text; END $$`);
      await query('CREATE TRIGGER refuse_leads BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse_leads()');
    });
    const marker = `Secret${randomUUID().slice(0, 8)}`;
    const text = longTextField(contact);
    const answer = await callApi(server.url, contact.path, {
      body: exampleBody(contact, { name: `${marker} Name`, email: `${marker.toLowerCase()}@example.com`, ...(text && { [text]: marker }) }),
    });
    expect(answer.status).toBe(500);
    expect(answer.body.error.code).toBe('INTERNAL_ERROR');
    const form = await postFormWithoutJavaScript(
      `${server.url}${formPagePath(contact)}`,
      formFields(
        exampleBody(contact, {
          name: `${marker} Form`,
          email: `form-${marker.toLowerCase()}@example.com`,
          ...(text && { [text]: marker }),
        }),
      ),
    );
    expect(form.html).toContain(translatorFor('en')('forms.errors.unavailable', { email: SITE.publicEmail }).slice(0, 40));

    const failures = server.logLines().filter((line) => line.message.startsWith('unexpected error'));
    for (const component of ['api', 'forms']) {
      expect(failures).toContainEqual(
        expect.objectContaining({
          level: 'error',
          component,
          operation: contact.id,
          reference: expect.stringMatching(new RegExp(`^${contact.referencePrefix}-[0-9A-Z]{8}$`)),
          error: expect.stringMatching(/^database error SQLSTATE P0001/),
        }),
      );
    }
    expect(server.output().toLowerCase()).not.toContain(marker.toLowerCase());
  });
});
