import { booksMeeting, operations } from '@/lib/operations/registry';
import { estimateMemberDescriptions } from './estimate-text';
import { withMemberDescriptions, type JsonSchema } from './schema-members';

/**
 * What each member of the answers means, in the documents' English, by its path in the answer
 * (schema-members.ts). The Zod schemas carry no copy (docs/decisions.md "Schemas carry no human
 * text"), so the JSON Schemas converted from them get it here, once: OpenAPI's components, the MCP
 * tools' outputSchema and llms-full.txt's "Answers" all read the schemas described by this table,
 * and a member without a line here stops every one of them from being generated.
 */

const codes = (ids: readonly string[]) => ids.map((id) => `\`${id}\``).join(', ');
const booking = () => codes(operations.filter(booksMeeting).map((operation) => operation.id));
const letters = () => operations.map((operation) => operation.referencePrefix).join(', ');

const SUCCESS = (): Record<string, string> => ({
  success: 'Always true: the request was accepted and stored.',
  message: "What happens next, in the request's language, addressed to the person: pass it on to them.",
  reference: `Identifies the request: the operation's letter (${letters()}), a dash and 8 characters, e.g. Q-7K2M9XQD. The person quotes it when writing to the team; a retry answers the same one.`,
  meeting: `The demo meeting booked with the request: only the answer of ${booking()} sent with \`preferredStart\` carries it.`,
  'meeting.start': 'The booked start, in UTC (RFC 3339).',
  'meeting.end': 'The booked end, in UTC (RFC 3339).',
  'meeting.timeZone':
    "The IANA zone the message names the time in: the request's `timeZone`, else the usual zone of the request's language.",
  'meeting.durationMinutes': "The meeting's length in minutes.",
  'meeting.joinUrl': 'The https link to join the video meeting, where it is known at booking; otherwise it comes with the invitation.',
  ...estimateMemberDescriptions(),
});

const ERROR = (): Record<string, string> => ({
  error: 'What went wrong and how to fix it.',
  'error.code': 'The kind of problem, as a code for a program to act on (each code is listed with its HTTP status, meaning and fix).',
  'error.message': 'The problem in English, naming the fields at fault (and only those); it never repeats a submitted value.',
  'error.hint': 'How to fix the request.',
  'error.docs': "The link to the code's section of the developers page.",
  'error.issues': "Each field's problem in machine terms, for the errors of a request's fields.",
  'error.moreIssues': 'How many more field problems there were beyond those listed in `issues`.',
  'error.alternatives': 'With `SLOT_UNAVAILABLE`: the next free meeting starts (UTC) to offer the person instead; may be empty.',
});

const FIELD_ISSUE = (): Record<string, string> => ({
  field: 'The dotted path of the member at fault, e.g. `email` or `sports.1`.',
  problem: 'What is wrong with it, as a code.',
  expected: 'With `invalid_type`: the type the field takes.',
  allowed: 'With `invalid_value`: the values the field takes.',
  minimum: 'With `too_short`, `too_few_items` or `too_small`: the least length, count or value allowed.',
  maximum: 'With `too_long`, `too_many_items` or `too_large`: the most length, count or value allowed.',
});

const DEMO_SLOT_LIST = (): Record<string, string> => ({
  timeZone: "The IANA zone each `local` time is in: the one asked for, else the team's.",
  meetingMinutes: "A meeting's length in minutes.",
  slots: 'The free starts, soonest first, at most the `limit` asked for; empty when none is free.',
  'slots[].start': 'The start, in UTC (RFC 3339): send it as `preferredStart`, exactly as listed.',
  'slots[].end': 'The end, in UTC (RFC 3339).',
  'slots[].local':
    "The start as the person's clocks show it, with the zone's offset then, e.g. 2026-12-01T10:00:00+01:00: show the person this one.",
});

/** The described answers, by their OpenAPI component names. */
export const ANSWER_DESCRIPTIONS = {
  SuccessResponse: SUCCESS,
  ErrorResponse: ERROR,
  FieldIssue: FIELD_ISSUE,
  DemoSlots: DEMO_SLOT_LIST,
} as const satisfies Record<string, () => Record<string, string>>;

export type AnswerName = keyof typeof ANSWER_DESCRIPTIONS;

export const isAnswerName = (name: string): name is AnswerName => Object.hasOwn(ANSWER_DESCRIPTIONS, name);

/** An answer's JSON Schema with every member described (throws for a member the table lacks). */
export function describedAnswer(name: AnswerName, schema: JsonSchema): JsonSchema {
  return withMemberDescriptions(schema, ANSWER_DESCRIPTIONS[name]());
}
