import { z } from 'zod';
import type { Translate } from '@/lib/i18n/messages';
import type { Operation } from '@/lib/operations/registry';

export interface FieldLine {
  field: string;
  /** The value for display: enumerated choices translated, everything else as sent. */
  value: string;
}


/**
 * A lead's fields as labelled lines, in schema order. With `choicesOnly`, only fields whose values
 * come from the schema (enumerations, booleans, numbers) are kept: a message sent to an address
 * that a request supplied must not carry anyone's free text (DESIGN.md "Deliveries").
 */
export function fieldLines(
  operation: Pick<Operation, 'schema'>,
  payload: Record<string, unknown>,
  t: Translate,
  { choicesOnly }: { choicesOnly: boolean },
): FieldLine[] {
  return Object.entries(operation.schema.shape).flatMap(([field, schema]) => {
    const value = payload[field];
    if (value === undefined) return [];
    const kind = valueKind(schema as z.ZodType);
    if (choicesOnly && kind === 'text') return [];
    return [{ field, value: display(field, value, kind, t) }];
  });
}

type ValueKind = 'choice' | 'choices' | 'boolean' | 'number' | 'text';

function valueKind(schema: z.ZodType): ValueKind {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodEnum) return 'choice';
  if (inner instanceof z.ZodArray && inner.element instanceof z.ZodEnum) return 'choices';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  if (inner instanceof z.ZodNumber) return 'number';
  return 'text';
}

function display(field: string, value: unknown, kind: ValueKind, t: Translate): string {
  // `interests` share the labels of `sports`.
  const valueSet = field === 'interests' ? 'sports' : field;
  switch (kind) {
    case 'choice':
      return t(`values.${valueSet}.${String(value)}`);
    case 'choices':
      return (value as string[]).map((item) => t(`values.${valueSet}.${item}`)).join(', ');
    case 'boolean':
      return t(value ? 'values.yes' : 'values.no');
    default:
      return String(value);
  }
}
