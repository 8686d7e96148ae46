import type { z } from 'zod';
import type { ErrorCode } from '@/lib/api/error-codes';
import { normalizeInput } from './normalize';
import type { Operation } from './registry';

export const FIELD_PROBLEMS = [
  'missing',
  'unknown_field',
  'invalid_email',
  'invalid_type',
  'invalid_value',
  'too_short',
  'too_long',
  'too_few_items',
  'too_many_items',
  'too_small',
  'too_large',
  'invalid_characters',
] as const;

/** One problem with one field, in machine terms; forms translate these, the API lists them. */
export interface FieldIssue {
  /** Dotted path of the member at fault, e.g. `email` or `sports.1`. */
  field: string;
  problem: (typeof FIELD_PROBLEMS)[number];
  expected?: string;
  allowed?: readonly (string | number | boolean | null)[];
  minimum?: number;
  maximum?: number;
}

export type ValidationResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: ErrorCode; fields: string[]; issues: FieldIssue[] };

/** Normalizes and validates a body against an operation's schema, and classifies the outcome. */
export function validateSubmission(
  operation: Pick<Operation, 'schema'>,
  body: Record<string, unknown>,
): ValidationResult<Record<string, unknown>> {
  const input = normalizeInput(body);
  const result = operation.schema.safeParse(input);
  const unstorable = unstorableTextIssues(input);
  if (result.success && !unstorable.length) return { ok: true, data: result.data };

  const schemaIssues = result.success ? [] : result.error.issues.flatMap((issue) => toFieldIssues(issue, input));
  const issues = [...withoutItemsOfOverlongLists(schemaIssues), ...unstorable];
  const fields = [...new Set(issues.map((issue) => issue.field.split('.')[0]!))];
  return { ok: false, code: classify(issues), fields, issues };
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

/** docs/api.md "Errors": a specific code when it is the only kind of problem, VALIDATION_ERROR otherwise. */
function classify(issues: FieldIssue[]): ErrorCode {
  const kinds = new Set(issues.map((issue) => issue.problem));
  if (kinds.size === 1) {
    if (kinds.has('missing')) return 'MISSING_FIELDS';
    if (kinds.has('invalid_email')) return 'INVALID_EMAIL';
    if (kinds.has('unknown_field')) return 'INVALID_INPUT';
  }
  return 'VALIDATION_ERROR';
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
