import { z } from 'zod';
import type { FieldIssue } from './field-issue';
import { normalizeInput } from './normalize';
import type { Operation } from './registry';

export type { FieldIssue } from './field-issue';

/**
 * The kind of problem every issue of a failed validation shares, or `mixed` when they differ. The
 * callers choose what to make of it (the API picks its error code from it), so validation knows
 * nothing of HTTP.
 */
export type FailureKind = 'missing' | 'unknown_field' | 'invalid_email' | 'mixed';

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; kind: FailureKind; fields: string[]; issues: FieldIssue[] };

/** Normalizes and validates a body against an operation's schema, and classifies the outcome. */
export function validateSubmission<Checked extends Pick<Operation, 'schema'>>(
  operation: Checked,
  body: Record<string, unknown>,
): ValidationResult<z.output<Checked['schema']>> {
  const input = normalizeInput(body);
  // Typed as the caller's own schema, so that the data keeps its fields' types.
  const schema: Checked['schema'] = operation.schema;
  const result = z.safeParse(schema, input);
  const unstorable = unstorableTextIssues(input);
  if (result.success && !unstorable.length) return { ok: true, data: result.data };

  const schemaIssues = result.success ? [] : result.error.issues.flatMap((issue) => toFieldIssues(issue, input));
  const issues = [...withoutItemsOfOverlongLists(schemaIssues), ...unstorable];
  const fields = [...new Set(issues.map((issue) => issue.field.split('.')[0]!))];
  return { ok: false, kind: kindOf(issues), fields, issues };
}

/**
 * U+0000 and unpaired surrogates: JSON allows them, but PostgreSQL stores neither in text or jsonb,
 * so a string carrying one would fail the store on every retry (docs/notes.md "PostgreSQL text"). They are refused here,
 * as the client's problem, before anything is stored (docs/decisions.md "A 500 is only for what a retry
 * can fix").
 */
const UNSTORABLE_CHARACTER = /\0|\p{Cs}/u; // with the u flag, \p{Cs} matches only unpaired surrogates

function unstorableTextIssues(input: Record<string, unknown>): FieldIssue[] {
  return Object.entries(input).flatMap(([field, value]): FieldIssue[] => {
    const strings = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : typeof value === 'string' ? [value] : [];
    return strings.some((text) => UNSTORABLE_CHARACTER.test(text)) ? [{ field: memberLabel(field), problem: 'invalid_characters' }] : [];
  });
}

/** A list over its maximum size is one issue, not one more for each of its thousands of items. */
function withoutItemsOfOverlongLists(issues: FieldIssue[]): FieldIssue[] {
  const overlong = new Set(issues.filter((issue) => issue.problem === 'too_many_items').map((issue) => issue.field));
  if (!overlong.size) return issues;
  return issues.filter((issue) => !overlong.has(issue.field.split('.')[0]!) || issue.problem === 'too_many_items');
}

/** The kinds that have a name of their own when they are the only problem; anything else is `mixed`. */
function kindOf(issues: FieldIssue[]): FailureKind {
  const kinds = new Set(issues.map((issue) => issue.problem));
  const [only] = kinds;
  return kinds.size === 1 && (only === 'missing' || only === 'unknown_field' || only === 'invalid_email') ? only : 'mixed';
}

/** The longest member name an answer repeats; longer (unknown) names are cut, so answers stay small. */
const MAX_MEMBER_LABEL_LENGTH = 64;

/** A member name as it appears in messages; an empty name is shown as `""` so it stays visible. */
function memberLabel(segment: PropertyKey): string {
  const characters = [...String(segment)];
  if (!characters.length) return '""';
  return characters.length > MAX_MEMBER_LABEL_LENGTH ? `${characters.slice(0, MAX_MEMBER_LABEL_LENGTH).join('')}…` : characters.join('');
}

function toFieldIssues(issue: z.core.$ZodIssue, input: Record<string, unknown>): FieldIssue[] {
  const field = issue.path.map(memberLabel).join('.');
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ field: [field, memberLabel(key)].filter(Boolean).join('.'), problem: 'unknown_field' }));
    case 'invalid_type': {
      const absent = issue.path.length === 1 && !Object.hasOwn(input, issue.path[0] as string);
      return [absent ? { field, problem: 'missing' } : { field, problem: 'invalid_type', expected: issue.expected }];
    }
    case 'invalid_format':
      return [issue.format === 'email' ? { field, problem: 'invalid_email' } : { field, problem: 'invalid_value' }];
    case 'invalid_value':
      return [{ field, problem: 'invalid_value', allowed: issue.values.map(asJsonPrimitive) }];
    case 'too_small':
      if (issue.origin === 'array') return [{ field, problem: 'too_few_items', minimum: Number(issue.minimum) }];
      if (issue.origin === 'string') return [{ field, problem: 'too_short', minimum: Number(issue.minimum) }];
      return [{ field, problem: 'too_small', minimum: Number(issue.minimum) }];
    case 'too_big':
      if (issue.origin === 'array') return [{ field, problem: 'too_many_items', maximum: Number(issue.maximum) }];
      if (issue.origin === 'string') return [{ field, problem: 'too_long', maximum: Number(issue.maximum) }];
      return [{ field, problem: 'too_large', maximum: Number(issue.maximum) }];
    default:
      return [{ field, problem: 'invalid_value' }];
  }
}

function asJsonPrimitive(value: unknown): string | number | boolean | null {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}
