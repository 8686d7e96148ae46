import bookingRulesJson from '@/content/scheduling.json';
import { english } from '@/lib/i18n/messages';
import { loadBookingRules } from '@/lib/scheduling/booking-rules';
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

/** The shipped booking rules (content/scheduling.json): the meeting's length and the horizon the copy states. */
const SHIPPED_RULES = loadBookingRules(bookingRulesJson);

/** The figures the copy states, from the code and the rules that enforce them. */
export const SLOTS_COPY_VALUES = {
  path: DEMO_SLOTS.path,
  max: MAX_SLOTS_PER_ANSWER,
  default: DEFAULT_SLOTS_PER_ANSWER,
  seconds: CALENDAR_CACHE_MS / 1000,
  minutes: SHIPPED_RULES.meetingMinutes,
  days: SHIPPED_RULES.horizonDays,
};

/** What the slot list is and the rule: the endpoint's, the tools' description. */
export function slotsDescription(): string {
  return `${english('scheduling.agents.slotsDescription')} ${CONFIRM_TIME_FIRST}`;
}

export function demoBookingSteps(): string[] {
  return DEMO_BOOKING_STEPS.map((step) => english(`scheduling.agents.steps.${step}`, SLOTS_COPY_VALUES));
}

/** What a query parameter (a tool's argument) asks for. */
export function slotsParameterDescription(name: SlotsParameter): string {
  return english(`scheduling.agents.params.${name}`, SLOTS_COPY_VALUES);
}

/**
 * The booked meeting: how the invitation arrives, how long the meeting is, how it is joined, and that
 * moving or cancelling it is the person's, through their email.
 */
export function bookedMeetingNote(): string {
  return english('scheduling.agents.meeting', SLOTS_COPY_VALUES);
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
 * The whole of it as Markdown lines, for llms-full.txt and the demo request's skill: what it is, the
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
