import { z } from 'zod';
import {
  apiStatusDetailsSchema,
  apiStatusSchema,
  errorResponseSchema,
  fieldIssueSchema,
  successResponseSchema,
} from '@/lib/api/response-schemas';
import { fieldDescription } from '@/lib/i18n/field-copy';
import { operations, type Operation } from '@/lib/operations/registry';
import { sportValueSchema } from '@/lib/operations/schemas';
import { demoSlotsSchema } from '@/lib/scheduling/slot-list';
import { describedAnswer, isAnswerName } from './answer-descriptions';

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

/** The answer to an accepted submission, every member described: the MCP tools' outputSchema. */
export function successAnswerJsonSchema(): JsonSchema {
  return describedAnswer('SuccessResponse', standaloneJsonSchema(successResponseSchema, 'output'));
}

/** The free demo starts, every member described: the `listDemoSlots` tool's outputSchema. */
export function demoSlotsJsonSchema(): JsonSchema {
  return describedAnswer('DemoSlots', standaloneJsonSchema(demoSlotsSchema, 'output'));
}

/**
 * An operation's request body for an agent choosing arguments (MCP and WebMCP tools, the server
 * card): the schema the endpoint enforces, each field described by the same English copy the
 * form's tool parameters carry (`forms.paramDescriptions`).
 */
export function operationInputSchema(operation: Pick<Operation, 'slug' | 'schema'>): JsonSchema {
  return withFieldDescriptions(operation, standaloneJsonSchema(operation.schema));
}

/** The schema with a `description` on every property; the schemas themselves carry no copy. */
function withFieldDescriptions(operation: Pick<Operation, 'slug'>, schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  const described = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, { description: fieldDescription(operation, name), ...property }]),
  );
  return { ...schema, properties: described };
}

/**
 * The component schemas of the OpenAPI document: each operation's request body, SportValue, the two
 * answers, the two shapes of the status and the free demo slots, referring to one another as
 * `#/components/schemas/<name>`; the answers with every member described (answer-descriptions.ts).
 */
export function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  registry.add(sportValueSchema, { id: 'SportValue' });
  for (const operation of operations) registry.add(operation.schema, { id: requestSchemaName(operation) });
  registry.add(successResponseSchema, { id: 'SuccessResponse' });
  registry.add(fieldIssueSchema, { id: 'FieldIssue' });
  registry.add(errorResponseSchema, { id: 'ErrorResponse' });
  registry.add(apiStatusSchema, { id: 'ApiStatus' });
  registry.add(apiStatusDetailsSchema, { id: 'ApiStatusDetails' });
  registry.add(demoSlotsSchema, { id: 'DemoSlots' });
  const { schemas } = z.toJSONSchema(registry, { io: 'input', uri: (id) => `#/components/schemas/${id}` });
  const requestOf = new Map(operations.map((operation) => [requestSchemaName(operation), operation]));
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const operation = requestOf.get(name);
      const component = embeddable(schema as JsonSchema);
      if (isAnswerName(name)) return [name, describedAnswer(name, component)];
      return [name, operation ? withFieldDescriptions(operation, component) : component];
    }),
  );
}
