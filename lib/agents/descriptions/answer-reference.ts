import { componentResolver, schemaMembers, type JsonSchema, type SchemaMember } from './schema-members';
import { isAnswerName, type AnswerName } from './answer-descriptions';

/**
 * llms-full.txt's "Answers": every member of each answer the endpoints give, with its type, whether
 * it is always there, and its description, read from the OpenAPI document's own paths and component
 * schemas (described by answer-descriptions.ts), so the reference cannot leave out a member the API
 * answers with, or describe one it does not.
 */

/** The little of an OpenAPI document this reads. */
export interface AnswerSource {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface Answer {
  name: AnswerName;
  operationIds: string[];
  statuses: number[];
}

/** The answers of the given operations, by component, in the order the document first gives them. */
export function answersOf(document: AnswerSource, operationIds: readonly string[]): Answer[] {
  const answers = new Map<AnswerName, { operationIds: Set<string>; statuses: Set<number> }>();
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { operationId?: string; responses?: Record<string, ResponseObject> }[]) {
      if (!operation.operationId || !operationIds.includes(operation.operationId)) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const name = referencedName(response);
        if (!name) continue;
        const answer = answers.get(name) ?? { operationIds: new Set(), statuses: new Set() };
        answer.operationIds.add(operation.operationId);
        answer.statuses.add(Number(status));
        answers.set(name, answer);
      }
    }
  }
  return [...answers].map(([name, answer]) => ({
    name,
    operationIds: [...answer.operationIds],
    statuses: [...answer.statuses].sort((a, b) => a - b),
  }));
}

type ResponseObject = { content?: Record<string, { schema?: { $ref?: string } }> };

function referencedName(response: ResponseObject): AnswerName | undefined {
  const name = response.content?.['application/json']?.schema?.$ref?.replace('#/components/schemas/', '');
  return name && isAnswerName(name) ? name : undefined;
}

/** Every member of an answer, looking through its references (an error's `issues` are FieldIssues). */
export function answerMembers(document: AnswerSource, name: AnswerName): SchemaMember[] {
  return schemaMembers(document.components.schemas[name]!, componentResolver(document.components.schemas));
}

/** The Markdown of the answers: a heading per answer saying who gives it, then a line per member. */
export function answerReferenceLines(document: AnswerSource, operationIds: readonly string[]): string[] {
  return answersOf(document, operationIds).flatMap((answer) => [
    `### ${answer.name}: HTTP ${answer.statuses.join(', ')} of ${answer.operationIds.map((id) => `\`${id}\``).join(', ')}`,
    '',
    ...answerMembers(document, answer.name).map(memberLine),
    '',
  ]);
}

/** `- \`meeting.durationMinutes\` (whole number, always): The meeting's length in minutes.` */
export function memberLine(member: SchemaMember): string {
  return `- \`${member.path}\` (${typeWords(member.schema)}, ${member.required ? 'always' : 'optional'}): ${String(member.schema.description)}`;
}

const SIMPLE_TYPES: Record<string, string> = {
  string: 'text',
  integer: 'whole number',
  number: 'number',
  boolean: 'true or false',
  object: 'object',
  null: 'null',
};

/** Beyond this many values an enumeration is named by its description (the error codes are listed below it). */
const MAX_VALUES_SHOWN = 12;

/** A member's type in words: `date-time`, `list of 3 at most`, `one of: \`missing\`, …`. */
function typeWords(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length <= MAX_VALUES_SHOWN) {
    return `one of: ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeWords).join(' or ');
  if (Array.isArray(schema.type)) return schema.type.map((type: string) => SIMPLE_TYPES[type] ?? type).join(' or ');
  if (schema.type === 'array') {
    const most = typeof schema.maxItems === 'number' ? `, at most ${schema.maxItems}` : '';
    return `list${most}`;
  }
  if (schema.type === 'string' && typeof schema.format === 'string') return FORMATS[schema.format] ?? schema.format;
  if (typeof schema.$ref === 'string') return 'object';
  return SIMPLE_TYPES[String(schema.type)] ?? 'value';
}

const FORMATS: Record<string, string> = { 'date-time': 'date and time', date: 'date', uri: 'URL' };
