import type { Translate } from '@/lib/i18n/messages';
import { describeFields, type FieldDescription } from '@/lib/operations/describe-fields';
import type { Operation } from '@/lib/operations/registry';
import { valueSetOf } from '@/lib/operations/value-sets';

export interface FieldLine {
  field: string;
  /** The value for display: enumerated choices translated, everything else as sent. */
  value: string;
}

/**
 * A lead's fields as labelled lines, in schema order. With `choicesOnly`, only fields whose values
 * come from the schema (enumerations, booleans, numbers) are kept: a message sent to an address
 * that a request supplied must not carry anyone's free text (docs/decisions.md "Confirmations repeat no free text").
 */
export function fieldLines(
  operation: Pick<Operation, 'schema'>,
  payload: Record<string, unknown>,
  t: Translate,
  { choicesOnly }: { choicesOnly: boolean },
): FieldLine[] {
  return describeFields(operation).flatMap((field) => {
    const value = payload[field.name];
    if (value === undefined) return [];
    if (choicesOnly && isFreeText(field)) return [];
    return [{ field: field.name, value: display(field, value, t) }];
  });
}

function isFreeText(field: FieldDescription): boolean {
  return (field.type === 'string' || field.type === 'email') && !field.values;
}

function display(field: FieldDescription, value: unknown, t: Translate): string {
  const valueSet = valueSetOf(field.name);
  if (field.type === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (!field.values) return String(value);
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => t(`values.${valueSet}.${String(item)}`)).join(', ');
}
