/**
 * /openapi.json against a running production build, on each store: it passes two independent
 * OpenAPI validators, and it agrees with the runtime in both directions. Every example validates
 * against the runtime schema; every required field, enumeration, minimum and limit the document
 * states is enforced by the endpoint (a violating body gets 400 naming the field) and nothing more
 * is (a body at each documented boundary is accepted); every constraint of the Zod schema appears
 * in the document.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ERROR_CODE_LIST } from '@/lib/api/error-codes';
import { errorResponseSchema, successResponseSchema } from '@/lib/api/response-schemas';
import { booksMeeting, operations, sendsQuotation, type RegisteredOperation } from '@/lib/operations/registry';
import { EXAMPLE_MEETING } from '@/lib/agents/descriptions/demo-booking-text';
import { estimateSchema } from '@/lib/quotation/estimate';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { quotationSummary } from '@/lib/quotation/quotation-copy';
import { expectedQuotation, pricedOperation } from '../helpers/expected-estimate';
import { demoSlotsSchema, slotsQuerySchema } from '@/lib/scheduling/slot-list';
import { fieldDescription } from '@/lib/i18n/field-copy';
import { english } from '@/lib/i18n/messages';
import { SITE } from '@/lib/site/site-content';
import { validateSubmission } from '@/lib/operations/validate';
import { courtBandOf } from '@/lib/operations/court-bands';
import { IDEMPOTENCY_KEY_LIFETIME_HOURS } from '@/lib/store/leads';
import { callApi } from '../helpers/client';
import { fetchDocument, SITE_URL } from '../helpers/documents';
import { startServer, TEST_STATUS_TOKEN, type TestServer } from '../helpers/server';
import { STORES } from '../helpers/stores';

/** Every status an endpoint can answer a POST with (docs/api.md "Errors"); 503 where a request can book a meeting. */
const POST_STATUSES = ['200', '400', '405', '409', '413', '422', '429', '500'];
const postStatuses = (operation: RegisteredOperation) => (booksMeeting(operation) ? [...POST_STATUSES, '503'] : POST_STATUSES);

/** Every status GET /api/scheduling/slots can answer with (docs/api.md "Demo meetings"). */
const SLOTS_STATUSES = ['200', '400', '404', '405', '429', '500', '503'];

/**
 * Rules a JSON Schema keyword cannot state (a Zod refine), which the field's description must say
 * in words; with a value that keeps the rule and one that breaks it, for the rows below.
 */
const RULES_IN_WORDS: Record<string, { described: RegExp; valid: unknown; invalid: unknown }> = {
  timeZone: { described: /IANA time zone/, valid: 'America/Argentina/Buenos_Aires', invalid: 'Mars/Olympus' },
};

/** Zod's names of string formats, as JSON Schema writes them. */
const JSON_FORMAT: Record<string, string> = { email: 'email', datetime: 'date-time' };

/**
 * Fields whose valid value books a meeting: a boundary of theirs passes validation and is then
 * refused with 409 SLOT_UNAVAILABLE (a start far beyond the horizon is never free).
 */
const MEETING_FIELDS = new Set(['preferredStart']);

type JsonSchema = {
  description?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
};

/** The answers a media type shows: its `example`, or each of its `examples`. */
function examplesOf(media: { example?: unknown; examples?: Record<string, { value: unknown }> }): unknown[] {
  return media.examples
    ? Object.values(media.examples).map((example) => example.value)
    : media.example === undefined
      ? []
      : [media.example];
}

let uniqueCounter = 0;
const unique = () => `${process.pid}-${++uniqueCounter}-${Date.now().toString(36)}`;

/** The constraints a dereferenced request schema states, one string each (`sports.minItems=1`). */
function documentConstraints(schema: JsonSchema): string[] {
  const constraints = [`additionalProperties=${schema.additionalProperties}`, ...(schema.required ?? []).map((name) => `${name}.required`)];
  // `description` is copy for agents (what the field asks), not a constraint.
  const known = [
    'description',
    'type',
    'format',
    'pattern',
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'minItems',
    'maxItems',
    'enum',
    'items',
  ];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // A keyword this walk does not read would be a constraint the comparison cannot see.
    expect(
      Object.keys(property).filter((key) => !known.includes(key)),
      name,
    ).toEqual([]);
    for (const key of ['type', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
      if (property[key] !== undefined) constraints.push(`${name}.${key}=${property[key]}`);
    }
    if (property.enum) constraints.push(`${name}.enum=${property.enum.join(',')}`);
    if (RULES_IN_WORDS[name]?.described.test(property.description ?? '')) constraints.push(`${name}.rule=in its description`);
    if (property.items?.type) constraints.push(`${name}.items.type=${property.items.type}`);
    if (property.items?.enum) constraints.push(`${name}.items.enum=${property.items.enum.join(',')}`);
  }
  return constraints.sort();
}

/** The Zod checks zodConstraints reads into document constraints; any other fails the test. */
const KNOWN_CHECKS = new Set(['min_length', 'max_length', 'greater_than', 'less_than', 'string_format']);

/**
 * The constraints a Zod object enforces, read from Zod's own definitions (not from its JSON Schema
 * conversion, which is what the document is made with): the oracle for "nothing is missing".
 */
function zodConstraints(object: z.ZodObject): string[] {
  const def = (schema: unknown) => (schema as { _zod: { def: Record<string, any> } })._zod.def;
  const constraints = [`additionalProperties=${def(object).catchall && def(def(object).catchall).type === 'never' ? false : undefined}`];
  for (const [name, field] of Object.entries(object.shape)) {
    let schema = def(field);
    if (schema.type === 'optional') schema = def(schema.innerType);
    else constraints.push(`${name}.required`);
    const checks = (schema.checks ?? []).map((check: unknown) => def(check));
    const check = (kind: string) => checks.find((candidate: { check: string }) => candidate.check === kind);
    // A rule this reading does not know (a refine, a pattern) would be enforced and go unseen here,
    // unless the field's description states it (RULES_IN_WORDS).
    for (const { check: kind } of checks as { check: string }[]) {
      if (kind === 'custom' && RULES_IN_WORDS[name]) constraints.push(`${name}.rule=in its description`);
      else if (!KNOWN_CHECKS.has(kind)) throw new Error(`${name}: a "${kind}" check; teach this test what the document must say for it`);
    }
    switch (schema.type) {
      case 'string':
        constraints.push(`${name}.type=string`);
        if (schema.format)
          constraints.push(`${name}.format=${JSON_FORMAT[schema.format] ?? schema.format}`, `${name}.pattern=${schema.pattern.source}`);
        if (check('min_length')) constraints.push(`${name}.minLength=${check('min_length').minimum}`);
        if (check('max_length')) constraints.push(`${name}.maxLength=${check('max_length').maximum}`);
        break;
      case 'number': {
        // z.int() is a safe integer: its own bounds, narrowed by min().
        const safe = schema.format === 'safeint';
        constraints.push(`${name}.type=${safe ? 'integer' : 'number'}`);
        const minimum = Math.max(safe ? Number.MIN_SAFE_INTEGER : -Infinity, check('greater_than')?.value ?? -Infinity);
        const maximum = Math.min(safe ? Number.MAX_SAFE_INTEGER : Infinity, check('less_than')?.value ?? Infinity);
        if (Number.isFinite(minimum)) constraints.push(`${name}.minimum=${minimum}`);
        if (Number.isFinite(maximum)) constraints.push(`${name}.maximum=${maximum}`);
        break;
      }
      case 'boolean':
        constraints.push(`${name}.type=boolean`);
        break;
      case 'enum':
        constraints.push(`${name}.type=string`, `${name}.enum=${Object.values(schema.entries).join(',')}`);
        break;
      case 'array': {
        constraints.push(`${name}.type=array`);
        if (check('min_length')) constraints.push(`${name}.minItems=${check('min_length').minimum}`);
        if (check('max_length')) constraints.push(`${name}.maxItems=${check('max_length').maximum}`);
        const element = def(schema.element);
        if (element.type === 'enum')
          constraints.push(`${name}.items.type=string`, `${name}.items.enum=${Object.values(element.entries).join(',')}`);
        break;
      }
      default:
        throw new Error(`${name}: a ${schema.type} field; teach this test its constraints`);
    }
  }
  return constraints.sort();
}

/**
 * A string of exactly `length` characters, shaped like an address when the field is an email, like
 * an instant (far beyond any booking horizon, its fraction of a second long) when it is a date-time.
 */
function stringOf(length: number, property: JsonSchema, tag: string): string {
  if (property.format === 'date-time') return `2099-01-01T10:00:00.${'0'.repeat(length - 21)}Z`;
  if (property.format !== 'email') return `${tag}-`.padEnd(length, 'x').slice(0, length);
  const domain = '@example.com';
  return `${tag.replace(/[^a-z0-9]/gi, '')}`.padEnd(length - domain.length, 'x') + domain;
}

interface Row {
  name: string;
  field: string;
  value: unknown;
  /** When the member is left out instead of given `value`. */
  omit?: boolean;
}

/** Bodies that break one thing the document states: each must be refused with 400 naming the field. */
function violations(schema: JsonSchema): Row[] {
  const rows: Row[] = (schema.required ?? []).map((field) => ({ name: `without required ${field}`, field, value: undefined, omit: true }));
  rows.push({ name: 'with a member the document does not define', field: 'nickname', value: 'Ana' });
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const enumeration = property.enum ?? property.items?.enum;
    if (enumeration) {
      const outside = 'not-a-listed-value';
      rows.push({ name: `${field} outside its enumeration`, field, value: property.type === 'array' ? [outside] : outside });
    }
    if (property.minItems !== undefined) rows.push({ name: `${field} with fewer than ${property.minItems} items`, field, value: [] });
    if (property.maxItems !== undefined) {
      const items = [...(property.items?.enum ?? []), ...Array.from({ length: property.maxItems + 1 }, (_, i) => `extra-${i}`)];
      rows.push({
        name: `${field} with more than ${property.maxItems} different items`,
        field,
        value: items.slice(0, property.maxItems + 1),
      });
    }
    if (property.maxLength !== undefined) {
      rows.push({ name: `${field} longer than ${property.maxLength}`, field, value: stringOf(property.maxLength + 1, property, 'long') });
    }
    if (property.minimum !== undefined) rows.push({ name: `${field} below ${property.minimum}`, field, value: property.minimum - 1 });
    if (property.maximum !== undefined) rows.push({ name: `${field} above ${property.maximum}`, field, value: property.maximum + 1 });
    if (property.type === 'integer') rows.push({ name: `${field} not a whole number`, field, value: 1.5 });
    if (property.format === 'email') rows.push({ name: `${field} not an address with a dotted domain`, field, value: 'ana@example' });
    if (property.format === 'date-time') rows.push({ name: `${field} not an RFC 3339 instant`, field, value: 'tomorrow at ten' });
    if (property.format === 'date-time') rows.push({ name: `${field} without its offset`, field, value: '2099-01-01T10:00:00' });
    const rule = RULES_IN_WORDS[field];
    if (rule) rows.push({ name: `${field} breaking the rule its description states`, field, value: rule.invalid });
    const wrongType = property.type === 'string' ? 42 : property.type === 'array' ? 'padel' : 'yes';
    rows.push({ name: `${field} of the wrong type`, field, value: wrongType });
  }
  return rows;
}

/** Bodies at each boundary the document allows: each must be accepted. */
function boundaries(schema: JsonSchema): Row[] {
  const rows: Row[] = [];
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    if (property.enum) for (const value of property.enum) rows.push({ name: `${field} = ${value}`, field, value });
    if (property.items?.enum) rows.push({ name: `${field} with every listed value`, field, value: property.items.enum });
    if (property.minItems !== undefined && property.items?.enum) {
      rows.push({
        name: `${field} with exactly ${property.minItems} items`,
        field,
        value: property.items.enum.slice(0, property.minItems),
      });
    }
    const rule = RULES_IN_WORDS[field];
    if (rule) rows.push({ name: `${field} keeping the rule its description states`, field, value: rule.valid });
    else if (property.maxLength !== undefined) {
      rows.push({
        name: `${field} of exactly ${property.maxLength} characters`,
        field,
        value: stringOf(property.maxLength, property, unique()),
      });
    }
    if (property.minimum !== undefined) rows.push({ name: `${field} = ${property.minimum}`, field, value: property.minimum });
    if (property.maximum !== undefined) rows.push({ name: `${field} = ${property.maximum}`, field, value: property.maximum });
  }
  const optional = Object.keys(schema.properties ?? {}).filter((field) => !schema.required?.includes(field));
  rows.push({ name: 'with only the required fields', field: '', value: optional, omit: true });
  return rows;
}

describe.each(STORES)('/openapi.json on %s', (store) => {
  let server: TestServer;
  let document: any;
  let dereferenced: any;

  beforeAll(async () => {
    server = await startServer(store, { SITE_URL, EMAILS_PER_RECIPIENT_PER_DAY: '1000', BROCHURES_PER_RECIPIENT_PER_DAY: '1000' });
    document = JSON.parse((await fetchDocument(server.url, '/openapi.json')).text);
    dereferenced = await SwaggerParser.dereference(structuredClone(document));
  });
  afterAll(async () => {
    if (server) await server.close();
  });

  const requestSchema = (operation: RegisteredOperation): JsonSchema =>
    dereferenced.paths[operation.path].post.requestBody.content['application/json'].schema;

  describe('the document', () => {
    it('is valid OpenAPI 3.1 for @seriousme/openapi-schema-validator', async () => {
      const validator = new Validator();
      const result = await validator.validate(structuredClone(document));
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');
    });

    it('is valid for @apidevtools/swagger-parser', async () => {
      await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    });

    it('is OpenAPI 3.1.0, interface version 1.0.0, served from SITE_URL', () => {
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.version).toBe('1.0.0');
      expect(document.servers).toEqual([{ url: SITE_URL }]);
    });

    it('has exactly the POST operations of the registry, with their operationIds (docs/api.md "Operations"), and their preflights, the demo slots and the status', () => {
      expect(Object.keys(document.paths)).toEqual([
        ...operations.map((operation) => operation.path),
        '/api/scheduling/slots',
        '/api/status',
      ]);
      expect(Object.keys(document.paths['/api/status'])).toEqual(['get']);
      for (const operation of operations) {
        expect(Object.keys(document.paths[operation.path]).sort()).toEqual(['options', 'post']);
        expect(document.paths[operation.path].post.operationId).toBe(operation.id);
        expect(Object.keys(document.paths[operation.path].options.responses)).toEqual(['204']);
      }
    });

    it('lists every status an endpoint can answer with, pointing at SuccessResponse and ErrorResponse', () => {
      for (const operation of operations) {
        const { responses } = document.paths[operation.path].post;
        expect(Object.keys(responses).sort()).toEqual(postStatuses(operation));
        expect(responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/SuccessResponse' });
        for (const status of postStatuses(operation).slice(1)) {
          expect(responses[status].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
        }
      }
      expect(dereferenced.components.schemas.ErrorResponse.properties.error.properties.code.enum).toEqual(ERROR_CODE_LIST);
      expect(dereferenced.components.schemas.ErrorResponse.properties.error.required).toEqual(['code', 'message', 'hint', 'docs']);
    });

    it('declares the optional Idempotency-Key header on every operation, with how long a key keeps its answer', () => {
      for (const operation of operations) {
        expect(dereferenced.paths[operation.path].post.parameters).toContainEqual(
          expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
        );
      }
      // The store's own lifetime (lib/store/leads.ts), not a figure written twice.
      expect(document.components.parameters.IdempotencyKey.description).toContain(
        `keeps its first answer for ${IDEMPOTENCY_KEY_LIFETIME_HOURS} hours`,
      );
    });

    it('has request examples valid for the runtime schema and for its own schema', () => {
      const ajv = new Ajv2020({ strict: false });
      addFormats.default(ajv);
      for (const operation of operations) {
        const { examples } = document.paths[operation.path].post.requestBody.content['application/json'];
        expect(Object.keys(examples).length).toBeGreaterThan(0);
        for (const { value } of Object.values(examples) as { value: Record<string, unknown> }[]) {
          expect(validateSubmission(operation, value)).toMatchObject({ ok: true });
          expect(ajv.validate(requestSchema(operation), value), JSON.stringify(ajv.errors)).toBe(true);
        }
      }
    });

    it('has answer examples valid for the runtime answer schemas', () => {
      for (const operation of operations) {
        const { responses } = document.paths[operation.path].post;
        const answers = examplesOf(responses['200'].content['application/json']);
        expect(answers.length).toBeGreaterThan(0);
        for (const answer of answers) expect(successResponseSchema.safeParse(answer).success).toBe(true);
        expect(errorResponseSchema.safeParse(responses['400'].content['application/json'].example).success).toBe(true);
      }
    });

    it('shows the demo request booking a meeting: the request with preferredStart, the 200 with its meeting, the 409 with alternatives', () => {
      for (const operation of operations.filter(booksMeeting)) {
        const { requestBody, responses } = document.paths[operation.path].post;
        // The first request example books nothing: without preferredStart the request is as it was.
        const requests = Object.values<{ value: Record<string, unknown> }>(requestBody.content['application/json'].examples);
        expect(requests[0]!.value.preferredStart).toBeUndefined();
        const withMeeting = requests.find(({ value }) => value.preferredStart !== undefined)!.value;
        expect(validateSubmission(operation, withMeeting)).toMatchObject({ ok: true });
        const booked = examplesOf(responses['200'].content['application/json']).map((answer) => successResponseSchema.parse(answer));
        expect(booked.find((answer) => answer.meeting)?.meeting).toMatchObject({
          start: new Date(withMeeting.preferredStart as string).toISOString(),
          timeZone: withMeeting.timeZone,
        });
        const taken = errorResponseSchema.parse(responses['409'].content['application/json'].example);
        expect(taken.error.code).toBe('SLOT_UNAVAILABLE');
        expect(taken.error.alternatives?.length).toBeGreaterThan(0);
        expect(responses['409'].description).toContain('`SLOT_UNAVAILABLE`');
        expect(responses['503'].description).toContain('`SCHEDULING_UNAVAILABLE`');
        expect(dereferenced.components.schemas.ErrorResponse.properties.error.properties.alternatives).toMatchObject({ type: 'array' });
        expect(dereferenced.components.schemas.SuccessResponse.properties.meeting).toMatchObject({ type: 'object' });
      }
      // No other operation claims to book or to read the calendar.
      for (const operation of operations.filter((candidate) => !booksMeeting(candidate))) {
        expect(document.paths[operation.path].post.responses['503']).toBeUndefined();
      }
    });

    it("shows the priced operation's estimate: SuccessResponse describes it member by member, the quote's 200 shows the calculation's", () => {
      const estimate = dereferenced.components.schemas.SuccessResponse.properties.estimate;
      expect(dereferenced.components.schemas.SuccessResponse.required ?? []).not.toContain('estimate');
      expect(estimate.required).toEqual(Object.keys(estimateSchema.shape));
      expect(estimate.description).toMatch(/only the answer of `submitQuoteRequest` carries it, and only when prices are on/);
      expect(estimate.description).toMatch(/confirms it within one working day/);
      expect(estimate.description).not.toMatch(/\bhours\b/);
      expect(estimate.description).toMatch(/exact decimal strings in the currency's major unit/);
      for (const [name, member] of Object.entries<any>(estimate.properties)) expect(member.description, name).toBeTruthy();
      for (const amount of ['monthly', 'setUp', 'firstYear'])
        expect(estimate.properties[amount].description).toMatch(/exact decimal string/);
      expect(estimate.properties.assumptions.items.required).toEqual(['field', 'assumed', 'text']);

      const priced = pricedOperation(operations);
      const { responses, description } = document.paths[priced.path].post;
      expect(description).toContain('When prices are on, the answer also carries `estimate`');
      expect(responses['200'].description).toContain('`estimate`');
      // The example answer's estimate is the calculation's, for the registry's example on the examples' day.
      const [answer] = examplesOf(responses['200'].content['application/json']) as any[];
      const quotation = expectedQuotation(priced, priced.example, new Date(EXAMPLE_MEETING.start));
      expect(answer.estimate).toEqual(estimateOf(quotation, 'en'));
      expect(answer.message).toContain(quotationSummary(quotation, 'en'));
      for (const operation of operations.filter((candidate) => !sendsQuotation(candidate))) {
        const { responses: others, description: theirs } = document.paths[operation.path].post;
        expect(JSON.stringify(others['200']), operation.id).not.toContain('estimate');
        expect(theirs, operation.id).not.toContain('estimate');
      }
    });

    it('describes GET /api/scheduling/slots: its query parameters from the schema the endpoint validates, every status, its answer', async () => {
      const slots = dereferenced.paths['/api/scheduling/slots'];
      expect(Object.keys(slots).sort()).toEqual(['get', 'options']);
      expect(slots.get.operationId).toBe('listDemoSlots');
      expect(slots.get.description).toContain(english('scheduling.agents.rule'));
      const parameters = Object.fromEntries(slots.get.parameters.map((parameter: any) => [parameter.name, parameter]));
      expect(Object.keys(parameters)).toEqual(Object.keys(slotsQuerySchema.shape));
      for (const parameter of Object.values<any>(parameters)) expect(parameter).toMatchObject({ in: 'query', required: false });
      expect(parameters.limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 50, default: 20 });
      expect(parameters.timeZone.description).toMatch(/IANA time zone/);
      // The first day to list: a calendar date, its pattern stated, bounded by the horizon in words.
      expect(parameters.from.schema).toMatchObject({ type: 'string', format: 'date', pattern: expect.any(String) });
      expect(parameters.from.description).toMatch(/YYYY-MM-DD in the person's zone.*booking horizon's last day \(14 days ahead\)/);
      expect(parameters.from.example).toMatch(new RegExp(parameters.from.schema.pattern));
      expect(Object.keys(slots.get.responses).sort()).toEqual(SLOTS_STATUSES);
      expect(errorResponseSchema.parse(slots.get.responses['400'].content['application/json'].example).error.code).toBe('VALIDATION_ERROR');

      // The example, and the live answer, fit the runtime schema and the document's own.
      const ajv = new Ajv2020({ strict: false });
      addFormats.default(ajv);
      const { schema, example } = slots.get.responses['200'].content['application/json'];
      expect(demoSlotsSchema.safeParse(example).success).toBe(true);
      expect(ajv.validate(schema, example), JSON.stringify(ajv.errors)).toBe(true);
      const live = await callApi(server.url, '/api/scheduling/slots?timeZone=Europe/Lisbon&limit=2', { method: 'GET' });
      expect(live.status, live.text).toBe(200);
      expect(ajv.validate(schema, live.body), JSON.stringify(ajv.errors)).toBe(true);
      expect(live.headers.get('cache-control')).toBe(slots.get.responses['200'].headers['Cache-Control'].example);
    });

    it.each(operations)('states exactly the constraints the Zod schema of $id enforces', (operation) => {
      expect(documentConstraints(requestSchema(operation))).toEqual(zodConstraints(operation.schema));
    });

    it.each(operations)('describes every field of $id with the copy the form uses', (operation) => {
      const properties = requestSchema(operation).properties ?? {};
      for (const [name, property] of Object.entries(properties)) expect(property.description, name).toBe(fieldDescription(operation, name));
    });

    it('describes /api/status as anyone and the holder of the optional StatusToken see it, as the server answers', async () => {
      const { get } = dereferenced.paths['/api/status'];
      expect(get.security).toEqual([{}, { StatusToken: [] }]);
      expect(document.components.securitySchemes).toEqual({ StatusToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
      // The public shape is `status` and nothing else; the details shape extends it.
      expect(dereferenced.components.schemas.ApiStatus).toMatchObject({ required: ['status'], additionalProperties: false });
      expect(Object.keys(dereferenced.components.schemas.ApiStatus.properties)).toEqual(['status']);
      const [publicShape, detailsShape] = get.responses['200'].content['application/json'].schema.oneOf;
      const ajv = new Ajv2020({ strict: false });
      const anyone = JSON.parse((await fetchDocument(server.url, '/api/status')).text);
      const monitor = JSON.parse(
        (await fetchDocument(server.url, '/api/status', { headers: { Authorization: `Bearer ${TEST_STATUS_TOKEN}` } })).text,
      );
      expect(ajv.validate(publicShape, anyone), JSON.stringify(ajv.errors)).toBe(true);
      expect(ajv.validate(detailsShape, anyone)).toBe(false);
      expect(ajv.validate(detailsShape, monitor), JSON.stringify(ajv.errors)).toBe(true);
      expect(ajv.validate(publicShape, monitor)).toBe(false);
    });

    it('says there is no sandbox and where booking APIs are arranged', () => {
      expect(document.info.description).toContain(english('developers.noSandbox'));
      expect(document.info.description).toContain(SITE.publicEmail);
    });
  });

  describe.each(operations)('$path enforces what the document states', (operation) => {
    const post = (body: Record<string, unknown>) => callApi(server.url, operation.path, { body });
    const bodyWith = (row: Row) => {
      const body: Record<string, unknown> = { ...operation.example, name: `Agreement ${unique()}` };
      if (row.omit) for (const field of Array.isArray(row.value) ? row.value : [row.field]) delete body[field];
      else body[row.field] = row.value;
      // An exact number of courts is documented as lying in the band sent with it: a boundary count goes with its band.
      if (!row.omit && row.field === 'courtCount' && typeof row.value === 'number') body.numberOfCourts = courtBandOf(row.value);
      return body;
    };

    it('for every violation: 400, naming the field', async () => {
      const rows = violations(requestSchema(operation));
      expect(rows.length).toBeGreaterThan(5);
      for (const row of rows) {
        const answer = await post(bodyWith(row));
        expect(answer.status, `${row.name}: ${JSON.stringify(answer.body)}`).toBe(400);
        expect(errorResponseSchema.safeParse(answer.body).success).toBe(true);
        const fields = answer.body.error.issues.map((issue: { field: string }) => issue.field.split('.')[0]);
        expect(fields, row.name).toContain(row.field);
        expect(answer.body.error.message, row.name).toContain(row.field);
      }
    });

    it('at every documented boundary: 200', async () => {
      const rows = boundaries(requestSchema(operation));
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) {
        const answer = await post(bodyWith(row));
        if (MEETING_FIELDS.has(row.field)) {
          // Valid, so checked against the calendar: no start in 2099 is offered.
          expect(answer.status, `${row.name}: ${JSON.stringify(answer.body)}`).toBe(409);
          expect(answer.body.error.code).toBe('SLOT_UNAVAILABLE');
          continue;
        }
        expect(answer.status, `${row.name}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect(successResponseSchema.safeParse(answer.body).success).toBe(true);
      }
    });

    it('and treats an empty optional string as absent, as the request body description says', async () => {
      const description: string = document.paths[operation.path].post.requestBody.description;
      expect(description).toMatch(/null or empty members count as absent/);
      const optionalString = Object.entries(requestSchema(operation).properties!).find(
        ([field, property]) => property.type === 'string' && !requestSchema(operation).required!.includes(field),
      )![0];
      expect((await post(bodyWith({ name: 'empty', field: optionalString, value: '  ' }))).status).toBe(200);
    });
  });

  describe('/api/scheduling/slots enforces the parameters the document states', () => {
    const get = (query: Record<string, string>) =>
      callApi(server.url, `/api/scheduling/slots?${new URLSearchParams(query)}`, { method: 'GET' });
    const parameter = (name: string) =>
      dereferenced.paths['/api/scheduling/slots'].get.parameters.find((candidate: { name: string }) => candidate.name === name);

    it('refuses each violation with 400 naming the parameter, and answers each boundary', async () => {
      const limit = parameter('limit').schema;
      const zone = parameter('timeZone').schema;
      const violations: [string, string][] = [
        ['limit', String(limit.minimum - 1)],
        ['limit', String(limit.maximum + 1)],
        ['limit', '1.5'],
        ['limit', '0x10'],
        ['from', '2026-13-01'],
        ['from', '2026-2-1'],
        ['timeZone', 'Z'.repeat(zone.maxLength + 1)],
        ['timeZone', String(RULES_IN_WORDS.timeZone!.invalid)],
        ['nickname', 'Ana'],
      ];
      const from = new RegExp(parameter('from').schema.pattern);
      for (const [name, value] of violations) {
        // The document's pattern refuses the same days the endpoint does.
        if (name === 'from') expect(from.test(value), value).toBe(false);
        const answer = await get({ [name]: value });
        expect(answer.status, `${name}=${value}`).toBe(400);
        expect(answer.body.error.message).toContain(name);
      }
      for (const value of [limit.minimum, limit.maximum, limit.default]) {
        const answer = await get({ limit: String(value) });
        expect(answer.status, `limit=${value}`).toBe(200);
        // As many as asked for, while the horizon holds them.
        expect(answer.body.slots.length).toBeLessThanOrEqual(value);
      }
      expect((await get({ timeZone: String(RULES_IN_WORDS.timeZone!.valid) })).body.timeZone).toBe(RULES_IN_WORDS.timeZone!.valid);
    });
  });
});
