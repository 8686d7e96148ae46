import { english } from '@/lib/i18n/messages';
import { describeConstraints, describeFields, type FieldDescription } from '@/lib/operations/describe-fields';
import type { Operation } from '@/lib/operations/registry';

/**
 * An operation's request in the fewest words that still let an agent send it right the first time
 * (llms.txt): each required field with its type, limits and allowed values; the optional fields by
 * name, with their values where they have a fixed set; and the smallest valid body.
 */

const code = (text: string | number) => `\`${text}\``;

const constraintWords = (key: Parameters<Parameters<typeof describeConstraints>[1]>[0], values: Record<string, string | number>) =>
  english(`developers.constraint.${key}`, values);

/** `sports` (list, at least 1 item, at most 6 different items, of: `padel`, `tennis`, …). */
function requiredField(field: FieldDescription): string {
  const limits = describeConstraints({ ...field, values: undefined }, constraintWords);
  return `${code(field.name)} (${[english(`developers.types.${field.type}`), limits, allowedValues(field)].filter(Boolean).join(', ')})`;
}

/** `timeline` (one of: `asap`, …), `hasClub` (true or false), `phone`: what cannot be guessed from the name. */
function optionalField(field: FieldDescription): string {
  const values = allowedValues(field);
  const kind = values ?? (field.type === 'string' || field.type === 'email' ? '' : english(`developers.types.${field.type}`));
  return kind ? `${code(field.name)} (${kind})` : code(field.name);
}

function allowedValues(field: FieldDescription): string | undefined {
  if (!field.values) return undefined;
  return `${field.type === 'array' ? 'each' : ''} ${english('developers.constraint.oneOf', { values: field.values.map(code).join(', ') })}`.trim();
}

export function requiredFieldsLine(operation: Pick<Operation, 'schema'>): string {
  return `Required: ${describeFields(operation)
    .filter((field) => field.required)
    .map(requiredField)
    .join('; ')}.`;
}

export function optionalFieldsLine(operation: Pick<Operation, 'schema'>): string {
  return `Optional: ${describeFields(operation)
    .filter((field) => !field.required)
    .map(optionalField)
    .join(', ')}.`;
}

/** The operation's documented example cut down to its required fields: a complete, valid body. */
export function smallestExample(operation: Pick<Operation, 'schema' | 'example'>): Record<string, unknown> {
  const required = new Set(
    describeFields(operation)
      .filter((field) => field.required)
      .map((field) => field.name),
  );
  return Object.fromEntries(Object.entries(operation.example).filter(([name]) => required.has(name)));
}
