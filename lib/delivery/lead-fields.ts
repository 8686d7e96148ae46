import { displayValue, fieldLabel } from '@/lib/i18n/field-copy';
import type { Translate } from '@/lib/i18n/messages';
import { describeFields, type FieldDescription } from '@/lib/operations/describe-fields';
import type { Operation } from '@/lib/operations/registry';

export interface LeadFieldLine {
  field: string;
  /** The field's label in the translator's language. */
  label: string;
  /** The value for display: enumerated choices translated, everything else as sent. */
  value: string;
}

/**
 * A lead's fields as labelled lines, in schema order. With `choicesOnly`, only fields whose values
 * the schema lists (enumerations, yes/no) are kept, shown by their labels: a message sent to an
 * address that a request supplied must not carry anyone's free text, nor a number they chose
 * (`numberOfLocations: 18005550199` reads as a phone number) (docs/decisions.md "Confirmations
 * repeat no free text").
 */
export function leadFieldLines(
  operation: Pick<Operation, 'schema'>,
  payload: Record<string, unknown>,
  t: Translate,
  { choicesOnly }: { choicesOnly: boolean },
): LeadFieldLine[] {
  return describeFields(operation).flatMap((field) => {
    const value = payload[field.name];
    if (value === undefined) return [];
    if (choicesOnly && !isChoice(field)) return [];
    return [{ field: field.name, label: fieldLabel(field.name, t), value: displayValue(field, value, t) }];
  });
}

/** A field whose every value has a label of ours: an enumeration (or a list of one), or yes/no. */
export function isChoice(field: FieldDescription): boolean {
  return field.type === 'boolean' || field.values !== undefined;
}
