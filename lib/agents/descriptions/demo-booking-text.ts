import bookingRulesJson from '@/content/scheduling.json';
import { english } from '@/lib/i18n/messages';
import { loadBookingRules, type BookingRules } from '@/lib/scheduling/booking-rules';
import { CALENDAR_CACHE_MS } from '@/lib/scheduling/scheduling';
import {
  DEFAULT_SLOTS_PER_ANSWER,
  DEMO_SLOTS,
  demoSlots,
  MAX_SLOTS_PER_ANSWER,
  SLOTS_PARAMETERS,
  type DemoSlots,
  type SlotsParameter,
} from '@/lib/scheduling/slot-list';
import type { Operation } from '@/lib/operations/registry';
import { DISCOVERY_PATHS } from './discovery-paths';
import { curlExample } from './curl-example';

/**
 * How an agent books the demo meeting (docs/api.md "Demo meetings"), in the English the documents
 * share: the developers page's copy (`scheduling.agents`), with the figures the code enforces. Every
 * document that describes the demo request carries the same steps and the same rule.
 */

/** List, show, confirm with the person, book, and on 409 offer the alternatives: in this order. */
export const DEMO_BOOKING_STEPS = ['list', 'show', 'confirm', 'book', 'retry'] as const;

/** The step that is the rule, emphasized wherever the steps are listed. */
export const CONFIRM_STEP = 'confirm' satisfies (typeof DEMO_BOOKING_STEPS)[number];

/** The rule, said on its own as well: the agent confirms the time with the person first. */
export const CONFIRM_TIME_FIRST = english('scheduling.agents.rule');

export const SLOTS_TITLE = english('scheduling.agents.slotsTitle');

/** The booking rules the server runs with (content/scheduling.json, read as lib/runtime reads it). */
export const SHIPPED_RULES = loadBookingRules(bookingRulesJson);

/** The figures the copy states, from the code and the rules that enforce them. */
export function slotsCopyValues(rules: Pick<BookingRules, 'meetingMinutes' | 'horizonDays'>) {
  return {
    path: DEMO_SLOTS.path,
    max: MAX_SLOTS_PER_ANSWER,
    default: DEFAULT_SLOTS_PER_ANSWER,
    seconds: CALENDAR_CACHE_MS / 1000,
    minutes: rules.meetingMinutes,
    days: rules.horizonDays,
  };
}

export type SlotsCopyValues = ReturnType<typeof slotsCopyValues>;

/** The figures of the shipped rules. */
export const SLOTS_COPY_VALUES = slotsCopyValues(SHIPPED_RULES);

/** What the slot list is and the rule: the endpoint's, the tools' description. */
export function slotsDescription(): string {
  return `${english('scheduling.agents.slotsDescription')} ${CONFIRM_TIME_FIRST}`;
}

export function demoBookingSteps(values: SlotsCopyValues = SLOTS_COPY_VALUES): string[] {
  return DEMO_BOOKING_STEPS.map((step) => english(`scheduling.agents.steps.${step}`, values));
}

/** What a query parameter (a tool's argument) asks for. */
export function slotsParameterDescription(name: SlotsParameter, values: SlotsCopyValues = SLOTS_COPY_VALUES): string {
  return english(`scheduling.agents.params.${name}`, values);
}

/**
 * How to find the free times in a part of a day the person names, in their zone: one list from that
 * day (the `from` parameter's own example, made a method), then a filter on each slot's local time.
 */
export function partOfDayText(values: SlotsCopyValues = SLOTS_COPY_VALUES): string {
  return (
    `For a part of a day the person names (“Tuesday afternoon”, in their zone): list with from set to that day and limit ${values.max}, ` +
    'then keep the slots whose local time is on that day and in that part of it. If none is, the team is not free then ' +
    "(its working hours above, read in the person's zone): say so, and offer the nearest times listed."
  );
}

/**
 * The booked meeting: how the invitation arrives, how long the meeting is, how it is joined, and that
 * moving or cancelling it is the person's, through their email.
 */
export function bookedMeetingNote(values: SlotsCopyValues = SLOTS_COPY_VALUES): string {
  return english('scheduling.agents.meeting', values);
}

/** The booked meeting; without preferredStart nothing changes; the list's age; a site with scheduling off. */
export function demoBookingNotes(): string[] {
  return [
    bookedMeetingNote(),
    english('scheduling.agents.withoutStart'),
    english('scheduling.agents.fresh', SLOTS_COPY_VALUES),
    english('scheduling.agents.off', SLOTS_COPY_VALUES),
  ];
}

/** The same list as MCP and WebMCP tools. */
export function demoSlotsToolsNote(siteUrl: string): string {
  return english('scheduling.agents.tools', { tool: DEMO_SLOTS.id, mcp: `${siteUrl}${DISCOVERY_PATHS.mcp}` });
}

/** An example start the documents use throughout (a Tuesday morning in Madrid), and its zone. */
export const EXAMPLE_MEETING = { start: '2026-12-01T09:00:00Z', timeZone: 'Europe/Madrid' } as const;

/** The day of the example start in the person's zone: the `from` that lists it first. */
export function exampleFromDay(): string {
  return exampleSlots().slots[0]!.local.slice(0, 10);
}

/** What GET /api/scheduling/slots answers, for the documents: three starts from EXAMPLE_MEETING, on the rules' grid. */
export function exampleSlots(): DemoSlots {
  const rules = SHIPPED_RULES;
  const first = Date.parse(EXAMPLE_MEETING.start);
  const starts = [0, 1, 2].map((index) => new Date(first + index * rules.slotStepMinutes * 60_000));
  return demoSlots(starts, rules, EXAMPLE_MEETING.timeZone);
}

/** The demo request's example with the meeting agreed: the documents' example start, in the person's zone. */
export function meetingRequestExample(operation: Pick<Operation, 'example'>): Record<string, unknown> {
  return { ...operation.example, timeZone: EXAMPLE_MEETING.timeZone, preferredStart: EXAMPLE_MEETING.start };
}

/**
 * What llms-full.txt adds to llms.txt's steps, rule, parameters and booked meeting (which it does not
 * repeat): the notes on a request without a time, the list's age, a site with scheduling off and the
 * tools; what the list is; a call, its answer, and the booking request in full.
 */
export function demoBookingReference(siteUrl: string, operation: Pick<Operation, 'path' | 'example'>): string[] {
  return [
    ...demoBookingNotes()
      .filter((note) => note !== bookedMeetingNote())
      .map((note) => `- ${note}`),
    `- ${demoSlotsToolsNote(siteUrl)}`,
    '',
    `\`GET ${siteUrl}${DEMO_SLOTS.path}\` (operationId \`${DEMO_SLOTS.id}\`): ${english('scheduling.agents.slotsDescription')}`,
    '',
    ...exampleCallLines(siteUrl, operation),
  ];
}

/** The list asked for from the example's day, its answer, and the booking of its first start. */
function exampleCallLines(siteUrl: string, operation: Pick<Operation, 'path' | 'example'>): string[] {
  return [
    '```bash',
    `curl '${siteUrl}${DEMO_SLOTS.path}?timeZone=${EXAMPLE_MEETING.timeZone}&from=${exampleFromDay()}&limit=3'`,
    '```',
    '',
    english('scheduling.agents.answer'),
    '',
    '```json',
    JSON.stringify(exampleSlots(), null, 2),
    '```',
    '',
    `Booking the start the person chose (${EXAMPLE_MEETING.start}, shown to them as ${exampleSlots().slots[0]!.local}):`,
    '',
    '```bash',
    curlExample(siteUrl, { path: operation.path, example: meetingRequestExample(operation) }),
    '```',
  ];
}

/**
 * The whole of it as Markdown lines, for the demo request's skill: what it is, the
 * steps (the rule in bold), the notes, the parameters, a curl call and its answer, and the booking
 * request.
 */
export function demoBookingMarkdown(siteUrl: string, operation: Pick<Operation, 'path' | 'example'>): string[] {
  return [
    english('scheduling.agents.intro'),
    '',
    ...demoBookingSteps().map((text, index) => `${index + 1}. ${DEMO_BOOKING_STEPS[index] === CONFIRM_STEP ? `**${text}**` : text}`),
    '',
    `**${CONFIRM_TIME_FIRST}**`,
    '',
    ...demoBookingNotes().map((note) => `- ${note}`),
    `- ${demoSlotsToolsNote(siteUrl)}`,
    '',
    `\`GET ${siteUrl}${DEMO_SLOTS.path}\` (operationId \`${DEMO_SLOTS.id}\`): ${slotsDescription()}`,
    '',
    `${english('scheduling.agents.parametersTitle')}:`,
    '',
    ...SLOTS_PARAMETERS.map((name) => `- \`${name}\` (optional): ${slotsParameterDescription(name)}`),
    '',
    ...exampleCallLines(siteUrl, operation),
  ];
}
