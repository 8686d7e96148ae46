import type { FormField } from '@/lib/operations/form-fields';
import { withoutRuledOutFields } from './field-conditions';

/**
 * Turns a submitted form into the JSON body the API would receive, so that the browser and the
 * server action validate exactly what an agent would POST. Only the operation's own fields are read
 * (the honeypot and framework fields are left out), and the hidden ones its script fills
 * (`browserFilled`, e.g. the browser's `timeZone`), as text; validation decides what is missing or wrong.
 * A field the form's own answers rule out (a club's status once it is open) is left out (./field-conditions.ts).
 */
export function payloadFromFormData(
  fields: readonly FormField[],
  formData: FormData,
  browserFilled: readonly string[] = [],
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const name of browserFilled) {
    const value = formData.get(name);
    if (typeof value === 'string' && value.trim() !== '') payload[name] = value;
  }
  for (const field of fields) {
    if (field.control === 'checkboxes') {
      const chosen = formData.getAll(field.name).filter((value): value is string => typeof value === 'string');
      if (chosen.length > 0 || field.required) payload[field.name] = chosen;
      continue;
    }
    const value = formData.get(field.name);
    if (typeof value !== 'string' || value.trim() === '') continue;
    payload[field.name] = convert(field, value);
  }
  return withoutRuledOutFields(payload);
}

/** Form values are strings; the schema wants booleans and whole numbers where the API does. */
function convert(field: FormField, value: string): unknown {
  if (field.control === 'yes-no') return value === 'true' ? true : value === 'false' ? false : value;
  if (field.control === 'number') {
    const number = Number(value);
    return Number.isFinite(number) && value.trim() !== '' ? number : value;
  }
  return value;
}

/** The values to show again in the form after a refused submission (no JavaScript, or a server error). */
export function echoedValues(fields: readonly FormField[], formData: FormData): Record<string, string | string[]> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.control === 'checkboxes' ? formData.getAll(field.name).map(String) : String(formData.get(field.name) ?? ''),
    ]),
  );
}
