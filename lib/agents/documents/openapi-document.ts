import { corsHeaders } from '@/lib/api/cors';
import { ERROR_CODES, type ErrorCode } from '@/lib/api/error-codes';
import { toErrorResponse } from '@/lib/api/errors';
import { MAX_BODY_BYTES } from '@/lib/api/read-json-body';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '@/lib/api/submit-request';
import { validationError } from '@/lib/api/validation-error';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { english } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { SITE } from '@/lib/site/site-content';
import { pageUrl } from '@/lib/site/site-pages';
import { API_TITLE, API_VERSION } from '@/lib/agents/descriptions/api-identity';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';
import { jsonDocument } from './document-response';
import { componentSchemas, requestSchemaName, successAnswerJsonSchema } from '@/lib/agents/descriptions/json-schemas';
import { schemaMembers } from '@/lib/agents/descriptions/schema-members';
import {
  capabilitiesLine,
  CONFIRM_FIRST,
  exampleAnswer,
  idempotencyNote,
  operationErrorCodes,
  operationSummary,
  ourTerms,
  usageNoteTexts,
} from '@/lib/agents/descriptions/operation-text';
import { errorMeaning } from '@/lib/agents/descriptions/error-meaning';
import { estimateSentences } from '@/lib/agents/descriptions/estimate-text';
import { CONFIRM_TIME_FIRST, meetingRequestExample } from '@/lib/agents/descriptions/demo-booking-text';
import { booksMeeting, sendsQuotation } from '@/lib/operations/registry';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { READ_METHODS } from '@/lib/api/cors';
import { SLOTS_CACHE_CONTROL } from '@/lib/api/demo-slots-endpoint';
import { bookedAnswerExample, demoSlotsPathItem, slotUnavailableExample } from './openapi-demo-slots';

/**
 * /openapi.json: OpenAPI 3.1.0 for the registry's operations, generated from the registry, the Zod
 * schemas (via lib/agents/descriptions/json-schemas.ts), the error table and the CORS headers the endpoints send.
 * Every status an endpoint can answer with is listed, each error status naming its codes.
 */

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The statuses of the error codes an operation's endpoint can answer with, ascending. */
const errorStatuses = (operation: RegisteredOperation) =>
  [...new Set(operationErrorCodes(operation).map((code) => ERROR_CODES[code].status))].sort((a, b) => a - b);

const codesWithStatus = (operation: RegisteredOperation, status: number) =>
  operationErrorCodes(operation).filter((code) => ERROR_CODES[code].status === status);

/** Headers that accompany answers of a status, beyond Content-Type and CORS. */
const STATUS_HEADERS: Partial<Record<number, string[]>> = {
  200: ['RateLimit', 'RateLimit-Policy', 'Idempotent-Replayed'],
  405: ['Allow'],
  429: ['RateLimit', 'RateLimit-Policy', 'Retry-After'],
  500: ['Retry-After'],
  503: ['Retry-After'],
};

/** The booked meeting's members, from the answer's schema: those always there, then the others. */
function meetingMembers(): string {
  const members = schemaMembers(successAnswerJsonSchema()).filter((member) => member.path.startsWith('meeting.'));
  const names = (required: boolean) =>
    members.filter((member) => member.required === required).map((member) => `\`${member.path.slice('meeting.'.length)}\``);
  const optional = names(false);
  return [names(true).join(', '), ...(optional.length ? [`and where it applies ${optional.join(', ')}`] : [])].join(' ');
}

export const openApiFile = (siteUrl: string) => jsonDocument(openApiDocument(siteUrl));

export function openApiDocument(siteUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: API_TITLE,
      version: API_VERSION,
      summary: capabilitiesLine(),
      description: [
        english('developers.intro', { product: SITE.productName }),
        `**${CONFIRM_FIRST}**`,
        `${english('scheduling.agents.intro')} **${CONFIRM_TIME_FIRST}** (see \`${DEMO_SLOTS.id}\`).`,
        ourTerms(),
        ...usageNoteTexts(),
      ].join('\n\n'),
      contact: { name: SITE.companyName, email: SITE.publicEmail, url: SITE.websiteUrl },
    },
    servers: [{ url: siteUrl }],
    externalDocs: { description: english('developers.metaTitle'), url: pageUrl(siteUrl, DEFAULT_LOCALE, '/developers') },
    // No credentials for the operations (docs/api.md "Authentication"); only /api/status's details take one.
    security: [],
    paths: {
      ...Object.fromEntries(operations.map((operation) => [operation.path, pathItem(operation, siteUrl)])),
      [DEMO_SLOTS.path]: demoSlotsPathItem(siteUrl),
      [DISCOVERY_PATHS.apiStatus]: statusPathItem(),
    },
    components: {
      schemas: componentSchemas(),
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: idempotencyNote(),
          // No example value: one key copied by every reader would collide (a new UUID per submission).
          schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
        },
      },
      headers: componentHeaders(),
      securitySchemes: {
        StatusToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The server's STATUS_TOKEN, held by the operator's monitor: shows the details of /api/status.",
        },
      },
    },
  };
}

function pathItem(operation: RegisteredOperation, siteUrl: string) {
  const meeting = booksMeeting(operation);
  const answer = exampleAnswer(operation);
  return {
    post: {
      operationId: operation.id,
      summary: operationTitle(operation),
      description: operationSummary(operation),
      parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }],
      requestBody: {
        required: true,
        description: `One JSON object of at most ${MAX_BODY_BYTES} bytes. Strings are trimmed; null or empty members count as absent; unknown members are refused.`,
        content: {
          'application/json': {
            schema: schemaRef(requestSchemaName(operation)),
            // The plain request first: a client that sends the first example books no meeting.
            examples: {
              [operation.slug]: { summary: operationTitle(operation), value: operation.example },
              ...(meeting
                ? { withMeeting: { summary: 'With the meeting time the person chose', value: meetingRequestExample(operation) } }
                : {}),
            },
          },
        },
      },
      responses: {
        '200': {
          description: [
            'Accepted: the lead is stored and its deliveries are queued. `reference` identifies it.',
            ...(meeting
              ? [
                  `With \`preferredStart\`, the meeting is booked in the same transaction and the answer carries \`meeting\`: ${meetingMembers()}, each described in SuccessResponse.`,
                ]
              : []),
            // A priced operation's: `estimate` (the same sentences as its description), and a retry's.
            ...estimateSentences(operation),
            ...(sendsQuotation(operation) ? ['A replayed retry answers the same estimate; a server without prices answers none.'] : []),
          ].join(' '),
          headers: responseHeaders(200),
          content: {
            'application/json': {
              schema: schemaRef('SuccessResponse'),
              ...(meeting
                ? {
                    examples: {
                      requested: { summary: 'Without preferredStart', value: answer },
                      booked: { summary: 'With preferredStart: the meeting is booked', value: bookedAnswerExample(operation, answer) },
                    },
                  }
                : { example: answer }),
            },
          },
        },
        ...Object.fromEntries(errorStatuses(operation).map((status) => [String(status), errorResponse(operation, status, siteUrl)])),
      },
    },
    options: {
      operationId: `${operation.id}Preflight`,
      summary: `CORS preflight for ${operation.path}`,
      description: 'Answers 204 with the CORS headers, so that browser clients may POST to the endpoint.',
      responses: {
        '204': {
          description: 'No content; the CORS headers allow POST from any origin.',
          headers: Object.fromEntries(Object.keys(corsHeaders()).map((name) => [name, headerRef(name)])),
        },
      },
    },
  };
}

/**
 * /api/status: for monitors and for a client deciding whether to submit now. Anyone gets
 * `ApiStatus`; the operator's monitor, with the StatusToken, `ApiStatusDetails`.
 */
function statusPathItem() {
  const content = {
    'application/json': { schema: { oneOf: [schemaRef('ApiStatus'), schemaRef('ApiStatusDetails')] } },
  };
  return {
    get: {
      operationId: 'getApiStatus',
      summary: 'Whether the API can accept submissions now',
      description:
        'Anyone gets `{ "status" }`: "ok" when the lead store answers, "unavailable" otherwise. With `Authorization: Bearer <STATUS_TOKEN>` (the operator\'s monitor) the answer also names the store, mail and calendar transports in use, the delivery queue (queued, retrying, dead-lettered, age of the oldest pending job) and whether the ceiling on mail to outside addresses is holding confirmations back; a missing or wrong token gets the public answer. No personal data; never cached.',
      // The token is optional: without it the answer is the public one.
      security: [{}, { StatusToken: [] }],
      responses: {
        '200': { description: 'The lead store answers: submissions are accepted.', content },
        '503': {
          description: 'The lead store does not answer: submissions would fail; retry after Retry-After.',
          headers: { 'Retry-After': headerRef('Retry-After') },
          content,
        },
      },
    },
  };
}

function errorResponse(operation: RegisteredOperation, status: number, siteUrl: string) {
  const codes = codesWithStatus(operation, status);
  const example =
    status === 400
      ? missingFieldsExample(operation, siteUrl)
      : status === 409 && codes.includes('SLOT_UNAVAILABLE')
        ? slotUnavailableExample(siteUrl)
        : undefined;
  return {
    description: codes.map((code) => `\`${code}\`: ${errorMeaning(code)}`).join(' '),
    headers: responseHeaders(status),
    content: {
      'application/json': {
        schema: schemaRef('ErrorResponse'),
        ...(example ? { example } : {}),
      },
    },
  };
}

/** What the endpoint really answers to an empty object: produced by the validation code itself. */
function missingFieldsExample(operation: RegisteredOperation, siteUrl: string) {
  const validation = validateSubmission(operation, {});
  if (validation.ok) throw new Error(`${operation.id} accepts an empty body`);
  return toErrorResponse(validationError(validation), siteUrl).body;
}

function responseHeaders(status: number) {
  const names = ['Access-Control-Allow-Origin', ...(STATUS_HEADERS[status] ?? [])];
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

const errorCodesWithHeader = (header: string) =>
  (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => STATUS_HEADERS[ERROR_CODES[code].status]?.includes(header));

function componentHeaders() {
  const cors = corsHeaders();
  const fixed = (value: string, description: string) => ({ description, schema: { type: 'string', const: value } });
  return {
    'Access-Control-Allow-Origin': fixed(cors['Access-Control-Allow-Origin']!, 'Any origin may call the endpoint.'),
    'Access-Control-Allow-Methods': fixed(cors['Access-Control-Allow-Methods']!, 'The methods the endpoint supports.'),
    'Access-Control-Allow-Headers': fixed(cors['Access-Control-Allow-Headers']!, 'The request headers a browser may send.'),
    'Access-Control-Expose-Headers': fixed(cors['Access-Control-Expose-Headers']!, 'The response headers a browser may read.'),
    'Access-Control-Max-Age': fixed(cors['Access-Control-Max-Age']!, 'Seconds a browser may cache the preflight.'),
    'Access-Control-Allow-Methods-Read': fixed(READ_METHODS, 'The methods the endpoint supports.'),
    Allow: fixed(cors['Access-Control-Allow-Methods']!, 'The methods the endpoint supports.'),
    'Allow-Read': fixed(READ_METHODS, 'The methods the endpoint supports.'),
    'Cache-Control': {
      description:
        'Whether the answer may be reused: no-cache, a cache asks again first (the server keeps a list itself only until a booking changes it).',
      schema: { type: 'string' },
      example: SLOTS_CACHE_CONTROL,
    },
    RateLimit: {
      description: 'IETF RateLimit header field: requests remaining (r) and seconds until the window resets (t).',
      schema: { type: 'string' },
      example: '"per-endpoint";r=9;t=60',
    },
    'RateLimit-Policy': {
      description: 'IETF RateLimit-Policy header field: requests (q) per window of seconds (w), per endpoint and client address.',
      schema: { type: 'string' },
      example: '"per-endpoint";q=10;w=60',
    },
    'Retry-After': {
      description: `Seconds to wait before retrying (with ${errorCodesWithHeader('Retry-After').join(', ')}, and with a 503 of /api/status).`,
      schema: { type: 'integer', minimum: 1 },
    },
    'Idempotent-Replayed': {
      description: 'Present when the answer replays an earlier request with the same Idempotency-Key.',
      schema: { type: 'string', const: 'true' },
    },
  };
}
