/**
 * Which field-rule rows the HTTP suite still sends, per operation and store. Every row runs as a
 * unit test against the validation and error mapping (tests/unit/field-rules.test.ts); over HTTP
 * only what the wire adds is left to prove: that each kind of answer arrives whole, and that JSON
 * nulls, padded strings and unknown members reach the validation as the unit test assumes.
 *
 * The rule, deterministic and by construction complete: a row's signature is its outcome (200, or
 * the error code) plus the wire features of its body (a null member, a string with spaces around
 * it, an unknown member). The sample is the first row of each signature, in table order. A new row
 * with a new outcome or a new combination joins the sample; no outcome is ever left without a row.
 */
import type { FieldRow } from './field-rules';

type WireFeature = 'null member' | 'padded string' | 'unknown member';

function wireFeatures({ body, expect }: FieldRow): WireFeature[] {
  const values = Object.values(body).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const features: WireFeature[] = [];
  if (values.some((value) => value === null)) features.push('null member');
  if (values.some((value) => typeof value === 'string' && value !== value.trim())) features.push('padded string');
  if (expect.status === 400 && expect.issues.some(([, problem]) => problem === 'unknown_field')) features.push('unknown member');
  return features;
}

/** A row's outcome and wire features, e.g. `MISSING_FIELDS + null member`. */
export function signature(row: FieldRow): string {
  const outcome = row.expect.status === 200 ? '200' : row.expect.code;
  return [outcome, ...wireFeatures(row)].join(' + ');
}

/** The first row of each signature, in table order. */
export function httpSample(rows: FieldRow[]): FieldRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = signature(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
