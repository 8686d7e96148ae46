import { slotUnavailable } from '@/lib/acceptance/accept-submission';
import { successMessage } from '@/lib/acceptance/success-message';
import { answerMeeting, type SuccessAnswer } from '@/lib/acceptance/success-answer';
import { corsHeaders, READ_METHODS } from '@/lib/api/cors';
import { SLOTS_ERROR_CODES } from '@/lib/api/demo-slots-request';
import { ERROR_CODES, type ErrorCode } from '@/lib/api/error-codes';
import { toErrorResponse } from '@/lib/api/errors';
import { refusalError } from '@/lib/api/refusal-error';
import { validationError } from '@/lib/api/validation-error';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { RegisteredOperation } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { meetingEnd } from '@/lib/scheduling/scheduling';
import { DEMO_SLOTS, SLOTS_PARAMETERS, slotsQuerySchema, type SlotsParameter } from '@/lib/scheduling/slot-list';
import { standaloneJsonSchema } from '@/lib/agents/descriptions/json-schemas';
import { errorMeaning } from '@/lib/agents/descriptions/error-meaning';
import {
  demoBookingNotes,
  demoBookingSteps,
  EXAMPLE_MEETING,
  exampleFromDay,
  exampleSlots,
  SLOTS_TITLE,
  slotsDescription,
  slotsParameterDescription,
} from '@/lib/agents/descriptions/demo-booking-text';

/**
 * The demo meeting in /openapi.json: the path GET /api/scheduling/slots, and what the demo request
 * gains with it (an example that books, the answer with its `meeting`, the 409 with `alternatives`).
 */

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers of the slot list's answers by status, beyond Content-Type and CORS. */
const SLOTS_STATUS_HEADERS: Partial<Record<number, string[]>> = {
  200: ['Cache-Control', 'RateLimit', 'RateLimit-Policy'],
  405: ['Allow'],
  429: ['RateLimit', 'RateLimit-Policy', 'Retry-After'],
  500: ['Retry-After'],
  503: ['Retry-After'],
};

export function demoSlotsPathItem(siteUrl: string) {
  const statuses = [...new Set(SLOTS_ERROR_CODES.map((code) => ERROR_CODES[code].status))].sort((a, b) => a - b);
  return {
    get: {
      operationId: DEMO_SLOTS.id,
      summary: SLOTS_TITLE,
      description: [
        slotsDescription(),
        demoBookingSteps()
          .map((step, index) => `${index + 1}. ${step}`)
          .join('\n'),
        ...demoBookingNotes(),
      ].join('\n\n'),
      parameters: SLOTS_PARAMETERS.map((name) => ({
        name,
        in: 'query',
        required: false,
        description: slotsParameterDescription(name),
        schema: querySchema(name),
        example: parameterExample(name),
      })),
      responses: {
        '200': {
          description:
            'The next free starts, soonest first (an empty list when none is free within the horizon). Free times only: no busy time is shown.',
          headers: slotsHeaders(200),
          content: { 'application/json': { schema: schemaRef('DemoSlots'), example: exampleSlots() } },
        },
        ...Object.fromEntries(statuses.map((status) => [String(status), slotsError(status, siteUrl)])),
      },
    },
    options: {
      operationId: `${DEMO_SLOTS.id}Preflight`,
      summary: `CORS preflight for ${DEMO_SLOTS.path}`,
      description: 'Answers 204 with the CORS headers, so that browser clients may GET the list.',
      responses: {
        '204': {
          description: 'No content; the CORS headers allow GET from any origin.',
          headers: Object.fromEntries(
            Object.keys(corsHeaders(READ_METHODS)).map((name) => [
              name,
              name === 'Access-Control-Allow-Methods' ? headerRef('Access-Control-Allow-Methods-Read') : headerRef(name),
            ]),
          ),
        },
      },
    },
  };
}

/** The parameters of the documents' example call: the example meeting's zone and day, three starts. */
function parameterExample(name: SlotsParameter): string | number {
  return { timeZone: EXAMPLE_MEETING.timeZone, from: exampleFromDay(), limit: 3 }[name];
}

/** A query parameter's schema: the member of the query schema the endpoint validates with (`from` with its pattern). */
function querySchema(name: SlotsParameter) {
  const { properties } = standaloneJsonSchema(slotsQuerySchema) as { properties: Record<string, object> };
  return properties[name];
}

function slotsHeaders(status: number) {
  const names = ['Access-Control-Allow-Origin', ...(SLOTS_STATUS_HEADERS[status] ?? [])];
  return Object.fromEntries(names.map((name) => [name, headerRef(name === 'Allow' ? 'Allow-Read' : name)]));
}

function slotsError(status: number, siteUrl: string) {
  const codes = SLOTS_ERROR_CODES.filter((code: ErrorCode) => ERROR_CODES[code].status === status);
  const meaning = status === 404 ? `\`NOT_FOUND\`: demo scheduling is off on this site.` : undefined;
  return {
    description: meaning ?? codes.map((code) => `\`${code}\`: ${errorMeaning(code)}`).join(' '),
    headers: slotsHeaders(status),
    content: {
      'application/json': {
        schema: schemaRef('ErrorResponse'),
        ...(status === 400 ? { example: badZoneExample(siteUrl) } : {}),
      },
    },
  };
}

/** What the endpoint answers to `?timeZone=Mars/Olympus`: produced by the validation code itself. */
function badZoneExample(siteUrl: string) {
  const validation = validateSubmission({ schema: slotsQuerySchema }, { timeZone: 'Mars/Olympus' });
  if (validation.ok) throw new Error('Mars/Olympus passed as a time zone');
  return toErrorResponse(validationError(validation), siteUrl).body;
}

/** The answer to meetingRequestExample: the message names the time, and `meeting` gives it. */
export function bookedAnswerExample(operation: RegisteredOperation, unbooked: SuccessAnswer): SuccessAnswer {
  const start = new Date(EXAMPLE_MEETING.start);
  const end = meetingEnd(start, { meetingMinutes: exampleSlots().meetingMinutes });
  return {
    ...unbooked,
    message: successMessage(operation, DEFAULT_LOCALE, operation.example.name, false, { start, timeZone: EXAMPLE_MEETING.timeZone }),
    meeting: answerMeeting({ start, end, timeZone: EXAMPLE_MEETING.timeZone }, undefined),
  };
}

/** What a taken preferredStart is answered with: produced by the acceptance's own refusal. */
export function slotUnavailableExample(siteUrl: string) {
  const alternatives = exampleSlots()
    .slots.slice(1)
    .map((slot) => new Date(slot.start));
  const refusal = slotUnavailable({ booked: false, reason: 'slot-unavailable', alternatives }, null);
  return toErrorResponse(refusalError(refusal), siteUrl).body;
}
