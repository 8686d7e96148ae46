/**
 * Every description of an answer comes from the one schema (issue 46): for each operation (and the
 * free-time list), every member of every answer its OpenAPI paths give, at every depth, has a
 * description in /openapi.json's component schemas, and llms-full.txt's "Answers" describes that
 * member in the same words, saying whether it is always there; it describes no member the answers do
 * not have. The MCP tools' output schemas carry the same descriptions. A member added to a Zod answer
 * schema fails here until it is described, once, for all of them.
 */
import { describe, expect, it } from 'vitest';
import { llmsFullText } from '@/lib/agents/documents/llms-full-text';
import { openApiDocument } from '@/lib/agents/documents/openapi-document';
import { mcpToolDefinitions } from '@/lib/agents/mcp/mcp-tools';
import { operations } from '@/lib/operations/registry';
import { DEMO_SLOTS } from '@/lib/scheduling/slot-list';
import { resolvedComponent } from '../helpers/schema-ref';

const SITE = 'https://courts.example';
const document = openApiDocument(SITE) as unknown as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, any> }>>;
  components: { schemas: Record<string, unknown> };
};
const full = llmsFullText(SITE);
const answersSection = full.slice(full.indexOf('\n## Answers\n'), full.indexOf('\n### Error codes\n'));

interface Member {
  path: string;
  required: boolean;
  description?: string;
}

/** Every member of an object schema, by dotted path, an array's items adding `[]` (`error.issues[].field`). */
function membersOf(schema: any, prefix = ''): Member[] {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<any>(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    let inner = property;
    let suffix = '';
    while (inner.type === 'array' && inner.items) {
      inner = inner.items;
      suffix += '[]';
    }
    return [
      { path, required: required.has(name), description: property.description },
      ...(inner.properties ? membersOf(inner, `${path}${suffix}.`) : []),
    ];
  });
}

/** The component names of the JSON answers an operation gives, from its responses in /openapi.json. */
function answerComponents(operationId: string): string[] {
  const operation = Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .find((candidate) => candidate.operationId === operationId);
  expect(operation, operationId).toBeDefined();
  const refs = Object.values(operation!.responses ?? {})
    .map((response) => response.content?.['application/json']?.schema?.$ref as string | undefined)
    .filter((ref): ref is string => ref !== undefined);
  return [...new Set(refs)];
}

const ANSWERING = [...operations.map((operation) => operation.id), DEMO_SLOTS.id];

describe.each(ANSWERING)("%s's answers", (operationId) => {
  const components = answerComponents(operationId);

  it('are a success and an error schema', () => {
    expect(components.length).toBeGreaterThanOrEqual(2);
    expect(components).toContain('#/components/schemas/ErrorResponse');
  });

  it.each(components)('%s: every member is described in the schema, and in llms-full.txt in the same words', (ref) => {
    const name = ref.split('/').at(-1)!;
    expect(answersSection).toMatch(new RegExp(`^### ${name}: HTTP [\\d, ]+ of .*\`${operationId}\``, 'm'));
    for (const member of membersOf(resolvedComponent(document, ref))) {
      expect(member.description, `${name} ${member.path}`).toBeTruthy();
      const line = answersSection.split('\n').find((candidate) => candidate.startsWith(`- \`${member.path}\` (`));
      expect(line, `${name} ${member.path}`).toBeDefined();
      expect(line!.endsWith(`: ${member.description}`), line).toBe(true);
      expect(line, line).toMatch(member.required ? /, always\): / : /, optional\): /);
    }
  });
});

describe("llms-full.txt's Answers", () => {
  it("names only members of the answers' schemas", () => {
    const refs = new Set(ANSWERING.flatMap(answerComponents));
    const paths = new Set([...refs].flatMap((ref) => membersOf(resolvedComponent(document, ref)).map((member) => member.path)));
    const described = [...answersSection.matchAll(/^- `([^`]+)` \(/gm)].map((match) => match[1]!);
    expect(described.length).toBeGreaterThan(20);
    for (const path of described) expect(paths, path).toContain(path);
  });

  it('describes the booked meeting in full: its length and join link too', () => {
    for (const path of ['meeting.start', 'meeting.end', 'meeting.timeZone', 'meeting.durationMinutes', 'meeting.joinUrl'])
      expect(answersSection).toContain(`- \`${path}\` (`);
  });

  it("and the MCP tools' output schemas carry the same descriptions as /openapi.json", () => {
    const tools = mcpToolDefinitions();
    for (const tool of tools) {
      const ref = tool.name === DEMO_SLOTS.id ? '#/components/schemas/DemoSlots' : '#/components/schemas/SuccessResponse';
      const expected = membersOf(resolvedComponent(document, ref)).map(({ path, description }) => [path, description]);
      expect(
        membersOf(tool.outputSchema).map(({ path, description }) => [path, description]),
        tool.name,
      ).toEqual(expected);
    }
  });
});
