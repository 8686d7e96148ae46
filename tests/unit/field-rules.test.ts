/**
 * Every field-rule row (tests/api/field-rules.ts) against what the endpoints run on a parsed body:
 * validateSubmission, then validationError and toErrorResponse. The expectation is the one the
 * HTTP suite asserts (status, code, message, hint, docs, issues), so the HTTP suite only needs a
 * sample of the rows (tests/api/field-rule-sample.ts) to prove the wire adds nothing.
 */
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from '@/lib/api/errors';
import { validationError } from '@/lib/api/validation-error';
import { operations } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { httpSample, signature } from '../api/field-rule-sample';
import { FIELD_ROWS, OPERATIONS_WITH_OWN_ROWS } from '../api/field-rules';
import { expectFieldRowError } from '../helpers/error-answer';

const SITE_URL = 'https://courts.example';

/** The body as the endpoint parses it: JSON drops undefined members, as the HTTP client does. */
const overTheWire = (body: Record<string, unknown>): Record<string, unknown> => JSON.parse(JSON.stringify(body));

describe.each(operations)('$id field rules', (operation) => {
  it.each(FIELD_ROWS[operation.id]!)('$name', ({ body, expect: expected }) => {
    const validation = validateSubmission(operation, overTheWire(body));
    if (expected.status === 200) {
      expect(validation, JSON.stringify(validation)).toMatchObject({ ok: true });
      return;
    }
    if (validation.ok) expect.fail(`accepted, expected ${expected.code}`);
    expectFieldRowError(toErrorResponse(validationError(validation), SITE_URL), expected, SITE_URL);
  });

  it('leaves the HTTP suite a row of every outcome and wire feature the table has', () => {
    const rows = FIELD_ROWS[operation.id]!;
    const sample = httpSample(rows);
    expect(new Set(sample.map(signature))).toEqual(new Set(rows.map(signature)));
    expect(sample.length).toBeLessThan(rows.length);
  });
});

it('has rows for every operation and none for an operation that does not exist', () => {
  const ids = operations.map((operation) => operation.id);
  expect(Object.keys(FIELD_ROWS).sort()).toEqual([...ids].sort());
  for (const id of ids) expect(FIELD_ROWS[id]!.length, id).toBeGreaterThan(0);
  expect(OPERATIONS_WITH_OWN_ROWS.filter((id) => !(ids as string[]).includes(id))).toEqual([]);
});
