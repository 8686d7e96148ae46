/**
 * What the API does to a body before validating it (docs/decisions.md "Trimming, null and missing"): strings are
 * trimmed; a member that is null, or a string empty after trimming, counts as absent; string items
 * of arrays are trimmed and repeated items dropped. Forms run the same step, so both agree.
 */
export function normalizeInput(body: Record<string, unknown>): Record<string, unknown> {
  // Object.fromEntries defines own properties, so a "__proto__" member stays a plain (unknown) field.
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) => {
      const normalized = normalizeValue(value);
      return normalized === undefined ? [] : [[key, normalized]];
    }),
  );
}

function normalizeValue(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => (typeof item === 'string' ? item.trim() : item));
    return items.every((item) => typeof item !== 'object' || item === null) ? [...new Set(items)] : items;
  }
  return value;
}
