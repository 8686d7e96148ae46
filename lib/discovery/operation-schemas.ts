import { z } from 'zod';
import { apiStatusSchema, errorResponseSchema, fieldIssueSchema, successResponseSchema } from '@/lib/api/response-schemas';
import { operations, type Operation } from '@/lib/operations/registry';
import { sportValueSchema } from '@/lib/operations/schemas';

/**
 * The JSON Schemas of the documents, converted from the Zod schemas the endpoints enforce (Zod 4's
 * `z.toJSONSchema`), so that a document can never promise a field, value or limit the API does not
 * apply. Request bodies are converted as input (`io: 'input'`): what a client sends.
 */

export type JsonSchema = Record<string, unknown>;

/** The contract's names of the request bodies (docs/api.md "Request bodies"): QuoteRequest, ContactRequest, BrochureRequest, DemoRequest. */
export function requestSchemaName(operation: Pick<Operation, 'slug'>): string {
  return `${operation.slug.charAt(0).toUpperCase()}${operation.slug.slice(1)}Request`;
}

/** Documents embed the schemas, so the dialect and identifier of a standalone schema go. */
function embeddable(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'));
}

const selfContained = new WeakMap<object, JsonSchema>();

/** A schema with nothing to resolve, for MCP tool definitions and the server card. */
export function standaloneJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  let converted = selfContained.get(schema);
  if (!converted) {
    converted = embeddable(z.toJSONSchema(schema, { io }) as JsonSchema);
    selfContained.set(schema, converted);
  }
  return converted;
}

/**
 * The component schemas of the OpenAPI document: the four request bodies, SportValue, the two
 * answers and the status, referring to one another as `#/components/schemas/<name>`.
 */
export function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  registry.add(sportValueSchema, { id: 'SportValue' });
  for (const operation of operations) registry.add(operation.schema, { id: requestSchemaName(operation) });
  registry.add(successResponseSchema, { id: 'SuccessResponse' });
  registry.add(fieldIssueSchema, { id: 'FieldIssue' });
  registry.add(errorResponseSchema, { id: 'ErrorResponse' });
  registry.add(apiStatusSchema, { id: 'ApiStatus' });
  const { schemas } = z.toJSONSchema(registry, { io: 'input', uri: (id) => `#/components/schemas/${id}` });
  return Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, embeddable(schema as JsonSchema)]));
}
