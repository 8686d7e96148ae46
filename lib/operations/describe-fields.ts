import { z } from 'zod';
import type { Operation } from './registry';

/** A field of an operation as the documents describe it, read from the schema's JSON Schema. */
export interface FieldDescription {
  name: string;
  required: boolean;
  type: 'string' | 'email' | 'boolean' | 'integer' | 'array';
  values?: string[];
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface JsonSchemaProperty {
  type?: string;
  format?: string;
  enum?: string[];
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchemaProperty;
}

/** The `developers.constraint` messages of one locale, which say a field's limits in words. */
export type ConstraintTranslate = (
  key: 'oneOf' | 'minItems' | 'maxItems' | 'maxLength' | 'minimum' | 'maximum',
  values: Record<string, string | number>,
) => string;

/** A field's limits in words (`one of: a, b; at most 200 characters`), for pages and documents. */
export function describeConstraints(field: FieldDescription, t: ConstraintTranslate): string {
  return [
    field.values && t('oneOf', { values: field.values.join(', ') }),
    field.minItems !== undefined && t('minItems', { count: field.minItems }),
    field.maxItems !== undefined && t('maxItems', { count: field.maxItems }),
    field.maxLength !== undefined && t('maxLength', { count: field.maxLength }),
    field.minimum !== undefined && t('minimum', { count: field.minimum }),
    field.maximum !== undefined && t('maximum', { count: field.maximum }),
  ]
    .filter(Boolean)
    .join('; ');
}

// Each schema is described once per process; emails and pages ask again and again.
const described = new WeakMap<object, FieldDescription[]>();

export function describeFields(operation: Pick<Operation, 'schema'>): FieldDescription[] {
  let fields = described.get(operation.schema);
  if (!fields) {
    fields = describeSchema(operation.schema);
    described.set(operation.schema, fields);
  }
  return fields;
}

function describeSchema(zodSchema: Operation['schema']): FieldDescription[] {
  const schema = z.toJSONSchema(zodSchema) as { properties: Record<string, JsonSchemaProperty>; required?: string[] };
  return Object.entries(schema.properties).map(([name, property]) => {
    const values = property.enum ?? property.items?.enum;
    const type = property.format === 'email' ? 'email' : (property.type as FieldDescription['type']);
    return {
      name,
      required: schema.required?.includes(name) ?? false,
      type,
      ...(values ? { values } : {}),
      ...(property.minItems !== undefined ? { minItems: property.minItems } : {}),
      ...(property.maxItems !== undefined ? { maxItems: property.maxItems } : {}),
      ...(property.maxLength !== undefined ? { maxLength: property.maxLength } : {}),
      ...(property.minimum !== undefined ? { minimum: property.minimum } : {}),
      // A whole number's own bound (z.int() is a safe integer) is no limit worth stating.
      ...(property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER ? { maximum: property.maximum } : {}),
    };
  });
}
