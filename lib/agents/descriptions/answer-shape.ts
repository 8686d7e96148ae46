import type { z } from 'zod';
import { standaloneJsonSchema } from './json-schemas';
import type { JsonSchema } from './schema-members';

/**
 * An answer's shape in one line, for llms.txt: its members that are always there, nested, with their
 * constant values (`{"success": true, "message": "…", …}`), then the members that only sometimes are.
 * Read from the answer's schema, so llms.txt names no member the API does not answer with.
 */
export function answerShape(schema: z.ZodType): string {
  const json = standaloneJsonSchema(schema, 'output');
  const optional = optionalMembers(json);
  return `\`${always(json)}\`${optional.length ? ` (with ${optional.map((name) => `\`${name}\``).join(', ')} where they apply)` : ''}`;
}

function propertiesOf(schema: JsonSchema): [string, JsonSchema][] {
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
}

const requiredOf = (schema: JsonSchema) => new Set((schema.required ?? []) as string[]);

/** The members always there, as JSON with a placeholder for each value that is not fixed. */
function always(schema: JsonSchema): string {
  const required = requiredOf(schema);
  const members = propertiesOf(schema)
    .filter(([name]) => required.has(name))
    .map(([name, property]) => {
      const value = property.const !== undefined ? JSON.stringify(property.const) : property.properties ? always(property) : '"…"';
      return `"${name}": ${value}`;
    });
  return `{${members.join(', ')}}`;
}

/** The members that only some answers carry, at any depth under members always there (`issues` of `error`). */
function optionalMembers(schema: JsonSchema): string[] {
  const required = requiredOf(schema);
  return propertiesOf(schema).flatMap(([name, property]) =>
    required.has(name) ? (property.properties ? optionalMembers(property) : []) : [name],
  );
}
