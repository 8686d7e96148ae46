/**
 * The members of a JSON Schema object, at every depth, by dotted path (`meeting.joinUrl`; an
 * array's items add `[]`: `error.issues[].field`): what the answers' descriptions are keyed by and
 * what llms-full.txt lists, so that a member added to a schema is described everywhere or nowhere.
 */

export type JsonSchema = Record<string, unknown>;

export interface SchemaMember {
  path: string;
  schema: JsonSchema;
  /** Always present whenever the object holding it is. */
  required: boolean;
}

/** Resolves a `$ref` (OpenAPI's `#/components/schemas/<name>`); undefined leaves it unresolved. */
export type RefResolver = (ref: string) => JsonSchema | undefined;

const noRefs: RefResolver = () => undefined;

/** A component reference resolver over a set of component schemas. */
export function componentResolver(components: Record<string, JsonSchema>): RefResolver {
  return (ref) => components[ref.replace('#/components/schemas/', '')];
}

/** The object schema a member's values take, looking through `$ref` and arrays; undefined when not an object. */
function objectOf(schema: JsonSchema, resolve: RefResolver): { schema: JsonSchema; suffix: string } | undefined {
  const target = typeof schema.$ref === 'string' ? resolve(schema.$ref) : schema;
  if (!target) return undefined;
  if (target.type === 'array' && target.items && typeof target.items === 'object') {
    const items = objectOf(target.items as JsonSchema, resolve);
    return items && { schema: items.schema, suffix: `[]${items.suffix}` };
  }
  return target.properties ? { schema: target, suffix: '' } : undefined;
}

/** Every member of an object schema, parents before their members, in the schema's order. */
export function schemaMembers(schema: JsonSchema, resolve: RefResolver = noRefs, prefix = ''): SchemaMember[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    const inner = objectOf(property, resolve);
    return [
      { path, schema: property, required: required.has(name) },
      ...(inner ? schemaMembers(inner.schema, resolve, `${path}${inner.suffix}.`) : []),
    ];
  });
}

/**
 * The schema with the `description` of each of its members (at every depth, not through a `$ref`,
 * whose target is described on its own). Throws when a member has no description or a description
 * names no member: a new answer field must be described before any document can be generated.
 */
export function withMemberDescriptions(schema: JsonSchema, descriptions: Readonly<Record<string, string>>): JsonSchema {
  const paths = new Set(schemaMembers(schema).map((member) => member.path));
  const unknown = Object.keys(descriptions).filter((path) => !paths.has(path));
  if (unknown.length) throw new Error(`Descriptions of members the schema does not have: ${unknown.join(', ')}`);
  return describe(schema, descriptions, '');
}

function describe(schema: JsonSchema, descriptions: Readonly<Record<string, string>>, prefix: string): JsonSchema {
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    return { ...schema, items: describe(schema.items as JsonSchema, descriptions, `${prefix}[]`) };
  }
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  const dot = prefix ? `${prefix}.` : '';
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => {
        const path = `${dot}${name}`;
        const description = descriptions[path];
        if (!description) throw new Error(`The answer member ${path} has no description`);
        return [name, { description, ...describe(property, descriptions, path) }];
      }),
    ),
  };
}
