/**
 * Property test: thousands of random and mutated bodies per endpoint never produce a 5xx, every
 * 4xx body matches ErrorResponse, every 200 matches SuccessResponse, and no answer is larger than
 * 16 KiB. The generators include what an attacker sends: U+0000 and unpaired surrogates in text,
 * huge arrays, and deep nesting.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ANSWER_BYTES } from '@/lib/api/errors';
import { errorResponseSchema, successResponseSchema } from '@/lib/api/response-schemas';
import { operations } from '@/lib/operations/registry';
import { callApi } from '../helpers/client';
import { startServer, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

const RUNS_PER_ENDPOINT = Number(process.env.PROPERTY_RUNS ?? 1500);

/** Text with a character PostgreSQL cannot store: U+0000 or an unpaired surrogate. */
const unstorableText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'), fc.string({ maxLength: 20 }))
  .map((parts) => parts.join(''));

/** An array of hundreds to thousands of items of any kind (the body stays under 64 KiB). */
const hugeArray = fc.array(fc.oneof(fc.constant({}), fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null)), {
  minLength: 100,
  maxLength: 3_000,
});

/** Arrays nested hundreds of levels deep. */
const deepArray = fc.integer({ min: 50, max: 1_500 }).map((depth) => {
  let value: unknown[] = [];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
});

const hostileValue = fc.oneof(unstorableText, hugeArray, deepArray, fc.array(unstorableText, { maxLength: 8 }));

/** A valid body with a few members removed, replaced by arbitrary JSON, or added. */
function mutatedBody(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  return fc
    .record({
      // Each kind of mutation is absent half of the time, so that many bodies stay valid.
      drop: fc.oneof(fc.constant([]), fc.subarray(keys, { maxLength: 3 })),
      replace: fc.oneof(
        fc.constant({}),
        fc.dictionary(fc.constantFrom(...keys), fc.oneof(fc.jsonValue(), fc.string({ maxLength: 6000 }), hostileValue), { maxKeys: 3 }),
      ),
      add: fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { maxKeys: 2 })),
      name: fc.string({ minLength: 1, maxLength: 40 }),
    })
    .map(({ drop, replace, add, name }) => {
      const body: Record<string, unknown> = { ...example, name };
      for (const key of drop) delete body[key];
      return { ...body, ...replace, ...add };
    })
    .map((body) => JSON.stringify(body));
}

const rawBodies = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.jsonValue()).map((value) => JSON.stringify(value)),
  // Thousands of unknown members, some of them with unstorable names.
  fc
    .dictionary(fc.oneof(fc.string({ maxLength: 30 }), unstorableText), fc.integer(), { minKeys: 100, maxKeys: 2_000 })
    .map((value) => JSON.stringify(value)),
  // Nesting deeper than any recursive parser would survive, written as text.
  fc.integer({ min: 1_000, max: 30_000 }).map((depth) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`),
);

const idempotencyKeys = fc.option(fc.stringMatching(/^[\x21-\x7e]{0,260}$/), { freq: 4 });

describe.each(STORES)('random bodies on %s', (store) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(store, {
      RATE_LIMIT: '1000/60',
      EMAILS_PER_RECIPIENT_PER_DAY: '1000',
      BROCHURES_PER_RECIPIENT_PER_DAY: '1000',
    });
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  it.each(operations)(
    '$path never answers 5xx and always answers a well-formed body',
    async (operation) => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ arbitrary: mutatedBody(operation.example), weight: 3 }, { arbitrary: rawBodies, weight: 1 }),
          idempotencyKeys,
          async (rawBody, key) => {
            const answer = await callApi(server.url, operation.path, {
              rawBody,
              headers: key === null ? {} : { 'Idempotency-Key': key },
            });
            expect(answer.status, rawBody.slice(0, 300)).toBeLessThan(500);
            expect(Buffer.byteLength(answer.text, 'utf8'), rawBody.slice(0, 300)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
            if (answer.status === 200) {
              successResponseSchema.parse(answer.body);
              accepted += 1;
            } else {
              errorResponseSchema.parse(answer.body);
            }
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      );
      // The generator must reach the accepted path too, or the property says little about it.
      expect(accepted).toBeGreaterThan(RUNS_PER_ENDPOINT / 20);
    },
    300_000,
  );
});
