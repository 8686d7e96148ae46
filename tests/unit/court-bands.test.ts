/**
 * The contract's court bands and the exact count a quote may add (lib/operations/court-bands.ts):
 * each count falls in one band, read from the band names; the quote request refuses a count outside
 * the band it is sent with, naming the bound (docs/decisions.md "Exact courts"); a form that asks the
 * count sends its band with it.
 */
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from '@/lib/api/errors';
import { validationError } from '@/lib/api/validation-error';
import { bandBounds, courtBandOf, MAX_COURTS, outsideBand, withCourtBand } from '@/lib/operations/court-bands';
import { getOperation } from '@/lib/operations/registry';
import { validateSubmission } from '@/lib/operations/validate';
import { COURT_COUNTS } from '@/lib/operations/value-sets';

const quote = getOperation('submitQuoteRequest');
const body = (courts: Record<string, unknown>) => ({ name: 'Claire Martin', email: 'claire@example.com', sports: ['padel'], ...courts });

describe('the court bands', () => {
  it('puts every count in the one band whose bounds hold it', () => {
    expect(COURT_COUNTS.map(bandBounds)).toEqual([{ least: 1, most: 3 }, { least: 4, most: 8 }, { least: 9, most: 15 }, { least: 16 }]);
    expect([1, 3, 4, 8, 9, 12, 15, 16, MAX_COURTS].map(courtBandOf)).toEqual([
      '1-3',
      '1-3',
      '4-8',
      '4-8',
      '9-15',
      '9-15',
      '9-15',
      '16+',
      '16+',
    ]);
    for (let count = 1; count <= 40; count += 1) expect(outsideBand(count, courtBandOf(count))).toBeUndefined();
    expect(outsideBand(12, '4-8')).toEqual({ above: 8 });
    expect(outsideBand(2, '16+')).toEqual({ below: 16 });
  });

  it('adds the band of a valid count to a form payload, and leaves anything else for validation', () => {
    expect(withCourtBand({ courtCount: 12 })).toEqual({ courtCount: 12, numberOfCourts: '9-15' });
    for (const courtCount of [0, 2.5, MAX_COURTS + 1, '12']) expect(withCourtBand({ courtCount })).toEqual({ courtCount });
    expect(withCourtBand({})).toEqual({});
  });
});

describe("the quote request's courtCount", () => {
  it.each([
    ['the band alone', { numberOfCourts: '9-15' }],
    ['the count alone', { courtCount: 12 }],
    ['a count in its band', { numberOfCourts: '9-15', courtCount: 12 }],
    ['a count at the bounds of its band', { numberOfCourts: '4-8', courtCount: 8 }],
    ['the open band', { numberOfCourts: '16+', courtCount: MAX_COURTS }],
  ])('accepts %s', (_, courts) => {
    expect(validateSubmission(quote, body(courts)).ok).toBe(true);
  });

  it.each([
    ['above its band', { numberOfCourts: '4-8', courtCount: 12 }, { field: 'courtCount', problem: 'too_large', maximum: 8 }],
    ['below its band', { numberOfCourts: '16+', courtCount: 9 }, { field: 'courtCount', problem: 'too_small', minimum: 16 }],
    ['zero', { courtCount: 0 }, { field: 'courtCount', problem: 'too_small', minimum: 1 }],
    ['past the most a quote counts', { courtCount: MAX_COURTS + 1 }, { field: 'courtCount', problem: 'too_large', maximum: MAX_COURTS }],
    ['not a whole number', { courtCount: 12.5 }, { field: 'courtCount', problem: 'invalid_type', expected: 'int' }],
  ])('refuses a count %s, naming courtCount and the bound', (_, courts, issue) => {
    const validation = validateSubmission(quote, body(courts));
    expect(validation).toEqual({ ok: false, kind: 'mixed', fields: ['courtCount'], issues: [issue] });
  });

  it('is answered 400 VALIDATION_ERROR, the message naming courtCount and the issue its bound', () => {
    const validation = validateSubmission(quote, body({ numberOfCourts: '4-8', courtCount: 12 }));
    if (validation.ok) throw new Error('accepted');
    const { status, body: answer } = toErrorResponse(validationError(validation), 'https://courtside.example');
    expect(status).toBe(400);
    expect(answer.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Invalid or missing fields: courtCount.',
      issues: [{ field: 'courtCount', problem: 'too_large', maximum: 8 }],
    });
  });

  it('names the disagreement beside the other problems of the request', () => {
    const validation = validateSubmission(quote, { ...body({ numberOfCourts: '1-3', courtCount: 5 }), email: 'no-at-sign' });
    expect(validation.ok).toBe(false);
    expect(!validation.ok && validation.issues).toEqual([
      { field: 'email', problem: 'invalid_email' },
      { field: 'courtCount', problem: 'too_large', maximum: 3 },
    ]);
  });
});
