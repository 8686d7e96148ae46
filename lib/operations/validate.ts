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
  'too_small',
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
  if (result.success) return { ok: true, data: result.data };

  const issues = result.error.issues.flatMap((issue) => toFieldIssues(issue, input));
  const fields = [...new Set(issues.map((issue) => issue.field.split('.')[0]!))];
  return { ok: false, code: classify(issues), fields, issues };
}

/** DESIGN.md: a specific code when it is the only kind of problem, VALIDATION_ERROR otherwise. */
function classify(issues: FieldIssue[]): ErrorCode {
  const kinds = new Set(issues.map((issue) => issue.problem));
  if (kinds.size === 1) {
    if (kinds.has('missing')) return 'MISSING_FIELDS';
    if (kinds.has('invalid_email')) return 'INVALID_EMAIL';
    if (kinds.has('unknown_field')) return 'INVALID_INPUT';
  }
  return 'VALIDATION_ERROR';
}

/** A member name as it appears in messages; an empty name is shown as `""` so it stays visible. */
const memberLabel = (segment: PropertyKey) => String(segment) || '""';

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
      return [{ field, problem: 'too_long', maximum: Number(issue.maximum) }];
    default:
      return [{ field, problem: 'invalid_value' }];
  }
}

function asJsonPrimitive(value: unknown): string | number | boolean | null {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}
