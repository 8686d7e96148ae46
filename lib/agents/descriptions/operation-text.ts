import type { SuccessAnswer } from '@/lib/acceptance/success-answer';
import { ERROR_CODE_LIST, ERROR_CODES, type ErrorCode } from '@/lib/api/error-codes';
import { fieldDescription, fieldLabel, valueLabels } from '@/lib/i18n/field-copy';
import { english } from '@/lib/i18n/messages';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { operationDescription, operationTitle } from '@/lib/i18n/operation-copy';
import { describeConstraints, describeFields } from '@/lib/operations/describe-fields';
import { successMessage } from '@/lib/acceptance/success-message';
import { booksMeeting, operations, type DeliveryKind, type Operation, type RegisteredOperation } from '@/lib/operations/registry';
import { usageNotes, type UsageSettings } from '@/lib/agents/descriptions/usage-notes';
import { SITE, type ApiUsageNote } from '@/lib/site/site-content';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';
import { errorMeaning } from './error-meaning';
import { CONFIRM_TIME_FIRST, EXAMPLE_MEETING, SLOTS_COPY_VALUES } from './demo-booking-text';
import { estimateSentences } from './estimate-text';
import { estimateOf } from '@/lib/quotation/estimate-of';
import { quotationOfSubmission } from '@/lib/quotation/price-submission';

/**
 * The English sentences that the documents, the MCP tools and the WebMCP tools share about the
 * operations, built from the registry and the English messages. The documents for agents are in
 * English (an agent translates for the person it acts for); the pages are the localized surface.
 */

const EFFECTS = {
  'confirmation-email': 'emails a confirmation to the address given',
  'team-notification': 'notifies the sales team',
  'calendar-event': "books a follow-up in the team's calendar",
} as const satisfies Record<DeliveryKind, string>;

const listOf = (items: readonly string[], conjunction: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}` : (items[0] ?? '');

/** What an accepted submission causes, from the operation's deliveries. */
export function effectsOf(operation: Pick<Operation, 'deliveries'>): string {
  return `An accepted submission ${listOf(
    operation.deliveries.map((kind) => EFFECTS[kind]),
    'and',
  )}.`;
}

/** Every operation in one line: "Courtside: request a quote, contact the team, … or request a demo". */
export function capabilitiesLine(): string {
  return `${SITE.productName}: ${whatTheOperationsDo()}`;
}

/** Every operation, as what it lets one do: "request a quote, contact the team, … or request a demo". */
export function whatTheOperationsDo(): string {
  const titles = operations.map((operation) => {
    const title = operationTitle(operation);
    return title.charAt(0).toLowerCase() + title.slice(1);
  });
  return listOf(titles, 'or');
}

/**
 * The rule for an agent that sends on a person's behalf (the developers page's step, the documents,
 * the MCP tools): confirm the payload with the person before submitting.
 */
export const CONFIRM_FIRST = english('developers.flow.confirm');

/**
 * The same rule, kept by the page itself for the in-browser tools: the imperative tools ask in a
 * dialog, and a form tool only fills the form, which the person sends.
 */
export const CONFIRMED_ON_PAGE = english('developers.confirmedOnPage');

/**
 * What this API is not: no sandbox (every call is a real lead and real mail) and no booking API;
 * said in llms.txt, llms-full.txt, OpenAPI and on the developers page, from the same copy.
 */
export function ourTerms(): string {
  return `${english('developers.noSandbox')} ${english('developers.bookingApis', { email: SITE.publicEmail })}`;
}

/** The usage notes in English, with the figures the settings (this server's) enforce: those of `keys`, else all. */
export function usageNoteTexts(settings?: UsageSettings, keys?: ReadonlySet<ApiUsageNote>): string[] {
  return usageNotes(settings)
    .filter((note) => !keys || keys.has(note.key))
    .map((note) => english(`developers.retries.${note.key}`, note.values));
}

/** How a retry stays safe, on the JSON endpoints, and for how long a key keeps its answer. */
export function idempotencyNote(): string {
  const note = usageNotes().find((candidate) => candidate.key === 'idempotency');
  return english('developers.retries.idempotency', note?.values);
}

/** The limits on mail and input, for the MCP tools' descriptions (the same copy as the documents). */
export function limitNoteTexts(): string[] {
  return usageNotes()
    .filter((note) => LIMIT_NOTES.has(note.key))
    .map((note) => english(`developers.retries.${note.key}`, note.values));
}
const LIMIT_NOTES = new Set<ApiUsageNote>(['mailboxCaps', 'outboundCeiling', 'clientShare', 'inputLimits']);

/** The parts of an operation its descriptions read: besides its copy, what its answer may carry (a meeting, an estimate). */
type Described = Pick<RegisteredOperation, 'slug'>;

/** The description of an operation wherever an agent chooses it: its purpose, effects, the rule, what its answer may carry. */
export function operationSummary(operation: Described & Pick<RegisteredOperation, 'deliveries'>): string {
  return [
    operationDescription(operation),
    effectsOf(operation),
    CONFIRM_FIRST,
    ...meetingSentences(operation),
    ...estimateSentences(operation),
  ].join(' ');
}

/** The description of an in-browser tool: the operation's, what its answer may carry, and that the page asks the person. */
export function inBrowserToolDescription(operation: Described): string {
  return [operationDescription(operation), ...meetingSentences(operation), ...estimateSentences(operation), CONFIRMED_ON_PAGE].join(' ');
}

/** For an operation that books a meeting: that it can, where the free times are, and the rule on the time. */
function meetingSentences(operation: Pick<RegisteredOperation, 'slug'>): string[] {
  if (!booksMeeting(operation)) return [];
  return [english('scheduling.agents.intro'), english('scheduling.agents.steps.list', SLOTS_COPY_VALUES), CONFIRM_TIME_FIRST];
}

/**
 * One Markdown bullet per field, for the reference documents: name, label, type, required or not,
 * limits, what it asks, and its values with their labels (`padel` (Padel)).
 */
export function fieldReferenceLines(operation: Pick<Operation, 'slug' | 'schema'>): string[] {
  return describeFields(operation).map((field) => {
    const limits = describeConstraints({ ...field, values: undefined }, (key, values) => english(`developers.constraint.${key}`, values));
    const facts = [english(`developers.types.${field.type}`), field.required ? 'required' : 'optional', limits].filter(Boolean);
    const labels = valueLabels(field) ?? {};
    const values = field.values ? `; one of: ${field.values.map((value) => `\`${value}\` (${labels[value]})`).join(', ')}` : '';
    return `- \`${field.name}\`: ${fieldLabel(field.name)} (${facts.join(', ')})${values}. ${fieldDescription(operation, field.name)}.`;
  });
}

export { curlExample } from './curl-example';

/** The day the examples' quotation is made: the examples' own day (a fixed one, so the documents do not change daily). */
const EXAMPLE_QUOTATION_DAY = new Date(EXAMPLE_MEETING.start);

/**
 * What the endpoint answers to the operation's example (with a made-up reference): for a priced
 * operation while prices are on, with its estimate and the message that states it, calculated from
 * the price list the server quotes from (on the examples' day), so no figure is written by hand.
 */
export function exampleAnswer(
  operation: Pick<RegisteredOperation, 'id' | 'slug' | 'referencePrefix' | 'example' | 'deliveries'>,
): SuccessAnswer {
  const quotation = quotationOfSubmission(operation, operation.example, EXAMPLE_QUOTATION_DAY);
  return {
    success: true,
    message: successMessage(operation, DEFAULT_LOCALE, operation.example.name, false, undefined, quotation),
    reference: `${operation.referencePrefix}-7K2M9XQD`,
    ...(quotation ? { estimate: estimateOf(quotation, DEFAULT_LOCALE) } : {}),
  };
}

/**
 * The error codes an operation's endpoint can answer with: NOT_FOUND is for unknown paths (and the
 * slot list where scheduling is off), UNAUTHORIZED for the cron route, and the meeting codes only
 * where a request can book one.
 */
export function operationErrorCodes(operation: Pick<RegisteredOperation, 'slug'>): ErrorCode[] {
  const meeting = booksMeeting(operation);
  return ERROR_CODE_LIST.filter((code) => code !== 'NOT_FOUND' && code !== 'UNAUTHORIZED' && (meeting || !MEETING_ERROR_CODES.has(code)));
}
const MEETING_ERROR_CODES = new Set<ErrorCode>(['SLOT_UNAVAILABLE', 'SCHEDULING_UNAVAILABLE']);

/** One Markdown bullet per error code, from the one error table. */
export function errorLines(codes: readonly ErrorCode[] = ERROR_CODE_LIST): string[] {
  return codes.map((code) => `- \`${code}\` (HTTP ${ERROR_CODES[code].status}): ${errorMeaning(code)} ${ERROR_CODES[code].hint}`);
}

/** The same operation as a remote MCP tool, for agents that prefer MCP to HTTP. */
export function mcpToolNote(siteUrl: string, operation: Pick<Operation, 'id'>): string {
  return `The same operation is the tool \`${operation.id}\` of the MCP server at ${siteUrl}${DISCOVERY_PATHS.mcp} (streamable HTTP).`;
}
