/**
 * The public lead API against a running production build, on each store (tests/helpers/stores.ts).
 * Each table row asserts the whole answer; every answer is checked for CORS and no-store. Of the
 * field-rule rows only a sample is sent (tests/api/field-rule-sample.ts says which and why); every
 * row runs as a unit test against the same validation and error mapping (tests/unit/field-rules.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@/lib/api/error-codes';
import { successResponseSchema } from '@/lib/api/response-schemas';
import { followsUpWithinWorkingDay, operations, type RegisteredOperation } from '@/lib/operations/registry';
import { callApi, type ApiAnswer } from '../helpers/client';
import { expectErrorAnswer, expectFieldRowError } from '../helpers/error-answer';
import { exampleBody, followUpOperation, localeOperation, operationThat, plainOperation } from '../helpers/operation-fixtures';
import { awaitFreshRateLimitWindow } from '../helpers/rate-limit-window';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';
import { httpSample } from './field-rule-sample';
import { FIELD_ROWS } from './field-rules';

const SITE_URL = 'https://courts.example';
/** The parser's own message quotes the body; the answer gives at most a position. */
const NOT_JSON_WITHOUT_ECHO = /^The request body is not valid JSON( \(syntax error at character \d+\))?\.$/;
const METHODS_NOT_ALLOWED = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'];
let uniqueCounter = 0;
const unique = (label: string) => `${label} ${process.pid}-${++uniqueCounter}`;
const SAMPLED_ROWS = Object.fromEntries(Object.entries(FIELD_ROWS).map(([id, rows]) => [id, httpSample(rows)]));
const SAMPLED_VALID_ROWS = Object.values(SAMPLED_ROWS)
  .flat()
  .filter((row) => row.expect.status === 200).length;

function expectCorsAndNoStore(answer: ApiAnswer) {
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  expect(answer.headers.get('cache-control')).toBe('no-store');
}

function expectError(answer: ApiAnswer, code: ErrorCode, message: string | RegExp) {
  expectCorsAndNoStore(answer);
  expectErrorAnswer(answer, code, message, SITE_URL);
}

function expectAccepted(answer: ApiAnswer, operation: RegisteredOperation) {
  expectCorsAndNoStore(answer);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(successResponseSchema.parse(answer.body).reference.startsWith(operation.referencePrefix)).toBe(true);
}

describe.each(STORES)('public lead API on %s', (store) => {
  let server: TestServer;
  /** Every lead acknowledged with a new reference, checked against the store at the end. */
  const acknowledged: { reference: string; operation: RegisteredOperation; name: string }[] = [];

  beforeAll(async () => {
    server = await startServer(store, {
      SITE_URL,
      RATE_LIMIT: '5/60',
      EMAILS_PER_RECIPIENT_PER_DAY: '1000',
      BROCHURES_PER_RECIPIENT_PER_DAY: '1000',
    });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  const post = async (operation: RegisteredOperation, body: unknown, headers: Record<string, string> = {}) =>
    callApi(server.url, operation.path, { body, headers });

  describe.each(operations)('$path field rules', (operation) => {
    it.each(SAMPLED_ROWS[operation.id]!)('$name', async ({ body, expect: expected }) => {
      const sent = expected.status === 200 ? { ...body, name: unique(String(body.name ?? 'Ana')).slice(-200) } : body;
      const answer = await post(operation, sent);
      if (expected.status === 200) {
        expectAccepted(answer, operation);
        acknowledged.push({ reference: answer.body.reference, operation, name: String(sent.name) });
        return;
      }
      expectCorsAndNoStore(answer);
      expectFieldRowError(answer, expected, SITE_URL);
    });

    it('accepts the registry example and says what happens next', async () => {
      // In English (exampleBody sets the example's own locale to en), whose words the check reads.
      const answer = await post(operation, exampleBody(operation, { name: unique('Example') }));
      expectAccepted(answer, operation);
      // The answer's copy words the operation's own promise: within one working day, never a number of hours.
      if (followsUpWithinWorkingDay(operation)) expect(answer.body.message).toContain('within one working day');
      expect(answer.body.message).not.toMatch(/\b24 hours\b/);
      acknowledged.push({ reference: answer.body.reference, operation, name: '' });
    });

    it('answers OPTIONS with 204 and the CORS preflight headers', async () => {
      const answer = await callApi(server.url, operation.path, { method: 'OPTIONS' });
      expect(answer.status).toBe(204);
      expect(answer.body).toBeNull();
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(answer.headers.get('access-control-allow-headers')).toMatch(/Content-Type, Idempotency-Key, Accept-Language/);
      expect(Number(answer.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    });

    it.each(METHODS_NOT_ALLOWED)('answers %s with 405 METHOD_NOT_ALLOWED and Allow', async (method) => {
      const answer = await callApi(server.url, operation.path, { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
      expectCorsAndNoStore(answer);
      if (method !== 'HEAD')
        expectError(
          answer,
          'METHOD_NOT_ALLOWED',
          `The method ${method} is not allowed on ${operation.path}; the allowed methods are POST, OPTIONS.`,
        );
    });
  });

  describe('the body', () => {
    const contact = plainOperation;
    const rows: { name: string; rawBody: string; code: ErrorCode; message: string | RegExp }[] = [
      { name: 'empty', rawBody: '', code: 'INVALID_JSON', message: 'The request body is empty; send a JSON object.' },
      { name: 'whitespace only', rawBody: ' \n ', code: 'INVALID_JSON', message: 'The request body is empty; send a JSON object.' },
      { name: 'not JSON', rawBody: 'name=Ana', code: 'INVALID_JSON', message: NOT_JSON_WITHOUT_ECHO },
      { name: 'truncated JSON', rawBody: '{"name": "Ana"', code: 'INVALID_JSON', message: NOT_JSON_WITHOUT_ECHO },
      { name: 'an array', rawBody: '[{"name":"Ana"}]', code: 'BAD_REQUEST', message: 'The request body is an array; send a JSON object.' },
      { name: 'null', rawBody: 'null', code: 'BAD_REQUEST', message: 'The request body is null; send a JSON object.' },
      { name: 'a string', rawBody: '"hello"', code: 'BAD_REQUEST', message: 'The request body is a string; send a JSON object.' },
      { name: 'a number', rawBody: '42', code: 'BAD_REQUEST', message: 'The request body is a number; send a JSON object.' },
    ];
    it.each(rows)('$name → $code', async ({ rawBody, code, message }) => {
      expectError(await callApi(server.url, contact.path, { rawBody }), code, message);
    });

    it('is parsed as JSON whatever the Content-Type says', async () => {
      const answer = await callApi(server.url, contact.path, {
        rawBody: JSON.stringify(exampleBody(contact, { name: unique('Plain'), email: 'plain@example.com' })),
        headers: { 'Content-Type': 'text/plain' },
      });
      expectAccepted(answer, contact);
    });

    it('over 64 KiB is refused with 413 (declared length)', async () => {
      const answer = await post(contact, exampleBody(contact, { name: 'x'.repeat(70_000), email: 'big@example.com' }));
      expectError(answer, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 65536 bytes (64 KiB).');
    });

    it('over 64 KiB is refused with 413 (streamed without a length)', async () => {
      const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const response = await fetch(`${server.url}${contact.path}`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'Content-Type': 'application/json' },
      } as RequestInit);
      expect(response.status).toBe(413);
      expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('of exactly 64 KiB is read', async () => {
      const body = exampleBody(contact, { name: unique('Edge'), email: 'edge@example.com' });
      const raw = JSON.stringify(body);
      const answer = await callApi(server.url, contact.path, { rawBody: raw + ' '.repeat(64 * 1024 - raw.length) });
      expectAccepted(answer, contact);
    });
  });

  describe('unknown paths under /api/', () => {
    it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s answers 404 NOT_FOUND', async (method) => {
      const answer = await callApi(server.url, '/api/leads/latest', { method, body: method === 'GET' ? undefined : {} });
      expectError(answer, 'NOT_FOUND', 'No endpoint exists at /api/leads/latest.');
    });
    it('covers /api/ itself and a near miss', async () => {
      expectError(await callApi(server.url, '/api/', { method: 'GET' }), 'NOT_FOUND', /No endpoint exists at \/api/);
      expectError(await callApi(server.url, '/api/scheduling', { body: {} }), 'NOT_FOUND', 'No endpoint exists at /api/scheduling.');
    });
  });

  it('has no mail viewer in production unless MAIL_VIEWER=on', async () => {
    expect((await fetch(`${server.url}/dev/mail`)).status).toBe(404);
  });

  describe('the language of the answer', () => {
    const withLocale = localeOperation;
    const withoutLocale = plainOperation;
    it.each([
      { name: 'body locale pt-BR', locale: 'pt-BR', acceptLanguage: 'de', expected: /^Agradecemos/ },
      { name: 'body locale wins over Accept-Language', locale: 'fr', acceptLanguage: 'es', expected: /^Merci/ },
      {
        name: 'unknown body locale falls back to Accept-Language',
        locale: 'xx',
        acceptLanguage: 'de-DE,de;q=0.9',
        expected: /^Vielen Dank/,
      },
      { name: 'no locale, no header: English', locale: undefined, acceptLanguage: undefined, expected: /^Thank you/ },
    ])(`${withLocale.slug}: $name`, async ({ locale, acceptLanguage, expected }) => {
      const answer = await post(
        withLocale,
        exampleBody(withLocale, { name: unique('Lang'), email: 'lang@example.com', locale }),
        acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
      );
      expectAccepted(answer, withLocale);
      expect(answer.body.message).toMatch(expected);
    });
    it.each([
      { header: 'fr;q=0.5, es;q=0.9', expected: /^Gracias/ },
      { header: 'ja, pt-PT;q=0.8', expected: /^Agradecemos/ },
      { header: 'ja', expected: /^Thank you/ },
    ])(`${withoutLocale.slug}: Accept-Language $header`, async ({ header, expected }) => {
      const answer = await post(withoutLocale, exampleBody(withoutLocale, { name: unique('Lang'), email: 'lang@example.com' }), {
        'Accept-Language': header,
      });
      expect(answer.body.message).toMatch(expected);
    });
  });

  describe('idempotency', () => {
    // A retried lead that books a follow-up would cost the team a second calendar event.
    const keyed = followUpOperation;
    const elsewhere = operationThat('other than the keyed one', (operation) => operation !== keyed);
    const keyedBody = () => exampleBody(keyed, { name: unique('Key'), email: 'key@example.com' });

    it.each([
      { name: 'empty', key: '' },
      { name: '256 characters', key: 'k'.repeat(256) },
    ])('a key that is $name is refused', async ({ key }) => {
      const answer = await post(keyed, keyedBody(), { 'Idempotency-Key': key });
      expectError(answer, 'INVALID_IDEMPOTENCY_KEY', `The Idempotency-Key header must be 1 to 255 characters long (got ${key.length}).`);
    });

    it('a key of 255 characters is accepted', async () => {
      const answer = await post(keyed, keyedBody(), { 'Idempotency-Key': `${crypto.randomUUID()}${'k'.repeat(219)}` });
      expectAccepted(answer, keyed);
      acknowledged.push({ reference: answer.body.reference, operation: keyed, name: '' });
    });

    it('the same key and body replay the first answer, creating nothing', async () => {
      const key = crypto.randomUUID();
      const body = keyedBody();
      const first = await post(keyed, body, { 'Idempotency-Key': key });
      expectAccepted(first, keyed);
      acknowledged.push({ reference: first.body.reference, operation: keyed, name: String(body.name) });
      // Member order and surrounding spaces do not make a different body.
      const reordered = { ...Object.fromEntries(Object.entries(body).reverse()), name: ` ${String(body.name)} ` };
      const again = await post(keyed, reordered, { 'Idempotency-Key': key, 'Accept-Language': 'de' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(first.headers.get('idempotent-replayed')).toBeNull();
    });

    it('the same key with another body is refused with 422', async () => {
      const key = crypto.randomUUID();
      const first = await post(keyed, keyedBody(), { 'Idempotency-Key': key });
      expectAccepted(first, keyed);
      acknowledged.push({ reference: first.body.reference, operation: keyed, name: '' });
      const other = await post(keyed, keyedBody(), { 'Idempotency-Key': key });
      expectError(
        other,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used for a different request (another endpoint or body).',
      );
      const otherEndpoint = await post(elsewhere, exampleBody(elsewhere, { name: 'x', email: 'x@example.com' }), {
        'Idempotency-Key': key,
      });
      expectError(otherEndpoint, 'IDEMPOTENCY_KEY_REUSED', /already used/);
    });

    it.skipIf(store === 'pglite')('a key whose first request is still in progress gets 409', async () => {
      // PostgreSQL only: the embedded store runs one transaction at a time, so a second request
      // with the same key waits for the first and is answered with its replay instead.
      const key = crypto.randomUUID();
      await server.inspect(async (query) => {
        await query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`idempotency:${key}`]);
        const answer = await post(keyed, keyedBody(), { 'Idempotency-Key': key });
        await query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`idempotency:${key}`]);
        expectError(answer, 'IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed.');
      });
    });
  });

  describe('the 10-minute retry window', () => {
    const listed = operationThat('takes a list', (operation) => Object.values(operation.example).some(Array.isArray));

    it('answers the same body again with the first reference, and a new lead after 10 minutes', async () => {
      const name = unique('Window');
      const body = exampleBody(listed, { name, email: 'window@example.com' });
      const first = await post(listed, body);
      expectAccepted(first, listed);
      acknowledged.push({ reference: first.body.reference, operation: listed, name });

      // The same request as a retrying client may send it: spaces around text, a list item repeated.
      const [list, items] = Object.entries(body).find((entry): entry is [string, string[]] => Array.isArray(entry[1]))!;
      const retry = await post(listed, { ...body, [list]: [` ${items[0]}`, ...items.slice(1), items[0]], name: `  ${name}` });
      expect(retry.status).toBe(200);
      expect(retry.body.reference).toBe(first.body.reference);

      await server.inspect((query) =>
        query(`UPDATE leads SET created_at = created_at - interval '601 seconds' WHERE reference = $1`, [first.body.reference]),
      );
      const later = await post(listed, body);
      expectAccepted(later, listed);
      expect(later.body.reference).not.toBe(first.body.reference);
      acknowledged.push({ reference: later.body.reference, operation: listed, name });
    });
  });

  describe('rate limits (RATE_LIMIT=5/60)', () => {
    const plain = plainOperation;
    const other = operationThat('other than the limited one', (operation) => operation !== plain);

    it('allow 5 requests per endpoint and address, then answer 429 with Retry-After and RateLimit fields', async () => {
      const address = `192.0.2.${(process.pid % 200) + 1}`;
      const headers = { 'X-Forwarded-For': address };
      const bodies = Array.from({ length: 6 }, () => exampleBody(plain, { name: unique('Limit'), email: 'limit@example.com' }));
      await awaitFreshRateLimitWindow(60);
      for (const [index, body] of bodies.slice(0, 5).entries()) {
        const answer = await post(plain, body, headers);
        expectAccepted(answer, plain);
        acknowledged.push({ reference: answer.body.reference, operation: plain, name: String(body.name) });
        expect(answer.headers.get('ratelimit-policy')).toBe('"per-endpoint";q=5;w=60');
        expect(answer.headers.get('ratelimit')).toMatch(new RegExp(`^"per-endpoint";r=${4 - index};t=\\d+$`));
      }
      const limited = await post(plain, bodies[5], headers);
      expectError(
        limited,
        'RATE_LIMITED',
        `Rate limit exceeded: at most 5 requests per 60 seconds to ${plain.path} from one client address.`,
      );
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers.get('ratelimit')).toBe(`"per-endpoint";r=0;t=${retryAfter}`);
      expect(limited.headers.get('access-control-expose-headers')).toMatch(/RateLimit, RateLimit-Policy, Retry-After/);

      // A retry of an accepted body is answered before the limit and does not count against it.
      const replay = await post(plain, bodies[0], headers);
      expect(replay.status).toBe(200);
      expect(replay.body.reference).toBe(acknowledged.at(-5)!.reference);
      // Another endpoint has its own budget; another address too.
      expectAccepted(await post(other, exampleBody(other, { name: unique('Other'), email: 'o@example.com' }), headers), other);
      expectAccepted(await post(plain, bodies[5]), plain);
    });
  });

  describe('failures of the store', () => {
    // Each case stops and starts the server twice to break and mend its store (server.inspect):
    // on the embedded store, under a loaded CI machine, that alone can pass the default timeout.
    const RESTARTS_TIMEOUT_MS = 240_000;
    // The lead with the most delivery jobs to write.
    const followUp = followUpOperation;

    it.each([
      { name: 'the lead table cannot be written', table: 'leads', renamed: 'leads_unavailable' },
      { name: 'the job queue cannot be written', table: 'pgboss.job_common', renamed: 'job_unavailable' },
    ])(
      'answer 500 INTERNAL_ERROR with Retry-After, leak nothing and keep nothing when $name',
      async ({ table, renamed }) => {
        const schema = table.includes('.') ? `${table.split('.')[0]}.` : '';
        await server.inspect((query) => query(`ALTER TABLE ${table} RENAME TO ${renamed}`));
        const name = unique('Broken');
        try {
          const answer = await post(followUp, exampleBody(followUp, { name, email: 'broken@example.com' }));
          expectError(answer, 'INTERNAL_ERROR', 'The server failed to process the request. Nothing was stored; please retry.');
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(JSON.stringify(answer.body)).not.toMatch(/relation|leads|pgboss|job|stack|at /i);
        } finally {
          await server.inspect((query) => query(`ALTER TABLE ${schema}${renamed} RENAME TO ${table.split('.').at(-1)}`));
        }
        const stored = await server.inspect((query) => query(`SELECT 1 FROM leads WHERE payload->>'name' = $1`, [name]));
        expect(stored).toHaveLength(0);
        const recovered = await post(followUp, exampleBody(followUp, { name, email: 'broken@example.com' }));
        expectAccepted(recovered, followUp);
        acknowledged.push({ reference: recovered.body.reference, operation: followUp, name });
      },
      RESTARTS_TIMEOUT_MS,
    );
  });

  it('stored every acknowledged lead once, trimmed, with one delivery job per side effect', async () => {
    const rows = await server.inspect(async (query) => {
      const leads = await query<{ reference: string; operation: string; payload: { name: string; email: string } }>(
        'SELECT reference, operation, payload FROM leads',
      );
      const jobs = await query<{ reference: string; kind: string; retry_limit: number; dead_letter: string }>(
        `SELECT data->>'reference' AS reference, data->>'kind' AS kind, retry_limit, dead_letter
         FROM pgboss.job WHERE name = 'deliveries'`,
      );
      return { leads, jobs };
    });
    // Not a vacuous check: at least every sampled valid row and each operation's example were stored.
    expect(acknowledged.length).toBeGreaterThanOrEqual(SAMPLED_VALID_ROWS + operations.length);
    const byReference = new Map(rows.leads.map((lead) => [lead.reference, lead]));
    expect(byReference.size).toBe(rows.leads.length);
    for (const { reference, operation, name } of acknowledged) {
      const lead = byReference.get(reference);
      expect(lead, reference).toBeDefined();
      expect(lead!.operation).toBe(operation.id);
      if (name) expect(lead!.payload.name).toBe(name.trim());
      expect(lead!.payload.email).toBe(lead!.payload.email.trim());
      const kinds = rows.jobs.filter((job) => job.reference === reference).map((job) => job.kind);
      expect(kinds.sort()).toEqual([...operation.deliveries].sort());
    }
    // Replays created nothing: each name has as many leads as acknowledgements.
    for (const name of new Set(acknowledged.map((entry) => entry.name).filter(Boolean))) {
      const expected = acknowledged.filter((entry) => entry.name === name).length;
      expect(
        rows.leads.filter((lead) => lead.payload.name === name.trim()),
        name,
      ).toHaveLength(expected);
    }
    expect(rows.jobs.every((job) => job.retry_limit === 16 && job.dead_letter === 'deliveries-dead-letter')).toBe(true);
  });
});
