import type { FieldDescription } from '@/lib/operations/describe-fields';
import type { Operation } from '@/lib/operations/registry';
import { valueSetOf } from '@/lib/operations/value-sets';
import type { Locale } from './locales';
import { english, messageAt, messageKey, type Translate } from './messages';

/**
 * The copy of a request field, in one place for every surface (forms, emails, the confirmation
 * dialog, the documents and tools for agents): its label, what it asks, and the labels of its
 * values. A field's values are labelled only where the operation's schema enumerates them, so the
 * free-text `clubStatus` of a brochure request is shown as written, while the quote request's
 * `clubStatus` (an enumeration) is shown by its label.
 */

/** `clubName` → "Club name". Field names come from the schemas as plain strings: see messageKey. */
export function fieldLabel(name: string, t: Translate = english): string {
  return t(messageKey(`fields.${name}`));
}

/**
 * What a field asks for, as the form's tool parameters and the JSON Schemas for agents describe
 * it: `forms.paramDescriptions.<field>`, unless the operation words it its own way in
 * `operations.<slug>.page.paramDescriptions.<field>` (the brochure request's email is where the PDF
 * goes). Plain text, read from the messages as written.
 */
export function fieldDescription(operation: Pick<Operation, 'slug'>, name: string, locale: Locale = 'en'): string {
  const description =
    messageAt(locale, `operations.${operation.slug}.page.paramDescriptions.${name}`) ??
    messageAt(locale, `forms.paramDescriptions.${name}`);
  if (description === undefined) throw new Error(`messages/${locale}.json has no forms.paramDescriptions.${name}`);
  return description;
}

/**
 * The labels of a field's enumerated values (`padel` → "Padel"), or undefined for a free-text
 * field. The values are a schema's, plain strings to the compiler: see messageKey.
 */
export function valueLabels(
  field: { name: string; values?: readonly string[] },
  t: Translate = english,
): Record<string, string> | undefined {
  if (!field.values) return undefined;
  const valueSet = valueSetOf(field.name);
  return Object.fromEntries(field.values.map((value) => [value, t(messageKey(`values.${valueSet}.${value}`))]));
}

/** A submitted value for people to read: yes/no, enumerated values by their labels, the rest as sent. */
export function displayValue(field: FieldDescription, value: unknown, t: Translate = english): string {
  if (field.type === 'boolean') return t(value ? 'values.yes' : 'values.no');
  const labels = valueLabels(field, t);
  if (!labels) return String(value);
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => labels[String(item)] ?? String(item)).join(', ');
}
