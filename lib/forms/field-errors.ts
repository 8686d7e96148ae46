import type { FieldIssue } from '@/lib/operations/field-issue';
import type { FormField } from '@/lib/operations/form-fields';

/** The kinds of message a form shows under a field; each is a key of `forms.errors`. */
export const ERROR_KINDS = [
  'missing',
  'missingChoice',
  'tooFewItems',
  'invalidEmail',
  'tooLong',
  'tooSmall',
  'tooLarge',
  'notWholeNumber',
  'invalid',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Which message a validation issue gets on a form, by the field's control. */
export function errorKindOf(field: FormField, issue: FieldIssue): ErrorKind {
  switch (issue.problem) {
    case 'missing':
    case 'too_short':
      if (field.control === 'checkboxes') return 'tooFewItems';
      return field.control === 'select' || field.control === 'yes-no' ? 'missingChoice' : 'missing';
    case 'too_few_items':
      return 'tooFewItems';
    case 'invalid_email':
      return 'invalidEmail';
    case 'too_long':
      return 'tooLong';
    case 'too_small':
      return 'tooSmall';
    case 'too_large':
      return 'tooLarge';
    case 'invalid_type':
      return field.control === 'number' ? 'notWholeNumber' : 'invalid';
    default:
      return 'invalid';
  }
}

/** The kinds a field can ever show, so a page sends only the messages it may need. */
export function possibleErrorKinds(field: FormField): ErrorKind[] {
  const kinds: ErrorKind[] = ['invalid'];
  if (field.required) kinds.push(field.control === 'select' || field.control === 'yes-no' ? 'missingChoice' : 'missing');
  if (field.control === 'checkboxes') kinds.push('tooFewItems');
  if (field.control === 'email') kinds.push('invalidEmail');
  if (field.maxLength !== undefined) kinds.push('tooLong');
  if (field.control === 'number') kinds.push('tooSmall', 'notWholeNumber');
  if (field.maximum !== undefined) kinds.push('tooLarge');
  return kinds;
}

/** The first issue of each field, by top-level field name (`sports.1` belongs to `sports`). */
export function firstIssueByField(issues: readonly FieldIssue[]): Map<string, FieldIssue> {
  const byField = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const name = issue.field.split('.')[0]!;
    if (!byField.has(name)) byField.set(name, issue);
  }
  return byField;
}
